/**
 * The string formats the contract's answers use, as the generated answer validators check them
 * (generated/validators, scripts/generate-validators.ts):
 *
 * - `date`: a calendar date 'YYYY-MM-DD' that exists (no 2025-02-29, no month 13), years 0001 to 9999;
 * - `date-time`: an RFC 3339 instant 'YYYY-MM-DDTHH:MM:SS' with optional fraction and a zone ('Z' or '+HH:MM').
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A calendar date 'YYYY-MM-DD' that exists. */
export function isContractDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** An RFC 3339 date-time with a zone. */
export function isContractDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match || !isContractDate(match[1]!)) return false;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4])];
  const zoneHour = match[5] === undefined ? 0 : Number(match[5]);
  const zoneMinute = match[6] === undefined ? 0 : Number(match[6]);
  // A leap second (:60) is valid RFC 3339.
  return hour <= 23 && minute <= 59 && second <= 60 && zoneHour <= 23 && zoneMinute <= 59;
}

/** The format checks the generated validators call, by format name. */
export const contractFormats: Readonly<Record<'date' | 'date-time', (value: string) => boolean>> = {
  date: isContractDate,
  'date-time': isContractDateTime,
};
