import { addDays, addMonths, format, isValid, parse, startOfMonth, startOfYear } from 'date-fns';

/**
 * Dates of the personas, relative to the day the mock gateway starts, so that a story that depends on "now"
 * (active, future or termed coverage, the open enrollment window, a due date) stays true whenever it runs.
 * Everything on the wire is YYYY-MM-DD, except primary care dates (MM/DD/YYYY).
 */

/** The end date the gateway sends for coverage that has no end. */
export const OPEN_ENDED = '9999-12-31';

/** Local midnight of today. */
export function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function isoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Today plus (or minus) a number of days, as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return isoDate(addDays(today(), days));
}

/** The first day of the month `months` from this one (0: this month, 1: next month, -3: three months ago). */
export function firstOfMonth(months: number): string {
  return isoDate(startOfMonth(addMonths(today(), months)));
}

/** The last day of the month `months` from this one. */
export function lastOfMonth(months: number): string {
  return isoDate(addDays(startOfMonth(addMonths(today(), months + 1)), -1));
}

/** January 1 of this year plus `years`. */
export function startOfYearFromNow(years: number): string {
  return isoDate(startOfYear(new Date(today().getFullYear() + years, 0, 1)));
}

export function currentYear(): number {
  return today().getFullYear();
}

/** Parses YYYY-MM-DD strictly; null when it is not a real date in that format. */
export function parseIsoDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, 'yyyy-MM-dd', today());
  return isValid(date) && isoDate(date) === value ? date : null;
}

/** YYYY-MM-DD to MM/DD/YYYY, the primary care date format. */
export function toUsDate(value: string): string {
  const date = parseIsoDate(value);
  if (!date) throw new Error(`Not a YYYY-MM-DD date: ${value}`);
  return format(date, 'MM/dd/yyyy');
}

/** MM/DD/YYYY to YYYY-MM-DD; null when the value is not a real date in exactly that format. */
export function fromUsDate(value: string): string | null {
  if (!/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/.test(value)) return null;
  const date = parse(value, 'MM/dd/yyyy', today());
  return isValid(date) && format(date, 'MM/dd/yyyy') === value ? isoDate(date) : null;
}

/** Whether an ISO date lies within [from, to] (to null or absent: open-ended). Plain string order works for ISO dates. */
export function isWithin(date: string, from: string, to: string | null | undefined): boolean {
  return from <= date && (to === null || to === undefined || date <= to);
}

/** Age in whole years on `on` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** "Thursday, November 26" */
export function longDay(date: Date): string {
  return format(date, 'EEEE, MMMM d');
}
