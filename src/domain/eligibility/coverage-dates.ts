import { calendarDay, type DateInput } from '../../shared/lib/format/dates';

/**
 * How the domain rules read the gateway's coverage dates (decision recorded in the report / docs):
 *
 * - Dates are calendar days ('YYYY-MM-DD'); "now" is reduced to the local calendar day before comparing, so a
 *   rule never flips in the middle of a day or with the time zone.
 * - A start (effective) date is in force from that day on: on the effective date itself coverage is running.
 * - An end (termination / termed) date is the last covered day: on that day coverage is still running; the day
 *   after it is over.
 * - An end date whose year is above 2100 (the gateway's '9999-12-31') means "no end", as does a missing one.
 */

/** End dates in a year above this one mean "no end date". */
export const OPEN_END_YEAR_THRESHOLD = 2100;

/** True for a missing end date and for placeholder end dates such as 9999-12-31 (year above 2100). */
export function isOpenEnded(end: DateInput | null | undefined): boolean {
  const day = calendarDay(end);
  return day === null || Number(day.slice(0, 4)) > OPEN_END_YEAR_THRESHOLD;
}

/** Where a span of coverage stands on the calendar day of `now`. */
export type CoveragePhase = 'active' | 'future' | 'termed';

/**
 * The phase of a span [start, end] on the day of `now`: future before the start day, termed after the end day,
 * active otherwise (start and end days included). A missing start has no lower bound; a missing or open end
 * (see `isOpenEnded`) has no upper bound.
 */
export function coveragePhase(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
  now: Date,
): CoveragePhase {
  const today = calendarDay(now)!;
  const startDay = calendarDay(start);
  if (startDay !== null && startDay > today) return 'future';
  if (isOpenEnded(end)) return 'active';
  return calendarDay(end)! >= today ? 'active' : 'termed';
}
