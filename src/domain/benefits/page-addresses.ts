import type { FamilyMember } from '../../../generated/model';
import { benefitHistoryPath } from '../../config/route-builders';
import { routePaths } from '../../config/route-paths';
import { benefitCategoryPath, type CategorySlug, type CoverageCategory } from '..';
import { toGatewayDate, toLocalDate } from '../../shared/lib/format';

/**
 * The addresses of the benefits pages and what they carry: the family member and the date the pages show
 * (`suffix`, `asOfDate`), the summary and history addresses.
 */

/** The family member the pages show: the one with `suffix`, else the signed-in member. */
export function resolveSuffix(param: string | null, family: readonly FamilyMember[], fallback: number): number {
  if (param !== null && /^\d+$/.test(param)) {
    const suffix = Number(param);
    if (family.some((member) => member.suffix === suffix)) return suffix;
  }
  return fallback;
}

/** A 'YYYY-MM-DD' query value as a local date; `fallback` when missing or not a date. */
export function parseDateParam(param: string | null, fallback: Date): Date {
  return (param && toLocalDate(param)) || fallback;
}

/** A timestamp query value (milliseconds since the epoch) as its local calendar day; null when not a number. */
export function parseTimestampParam(param: string | null | undefined): Date | null {
  if (!param || !/^-?\d+$/.test(param.trim())) return null;
  const date = new Date(Number(param));
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The timestamp (local midnight, milliseconds) of a calendar day, as the summary and history addresses take it. */
export function dayTimestamp(day: Date | string): number {
  const date = toLocalDate(day);
  if (!date) throw new RangeError(`Not a date: ${String(day)}`);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** The query string that carries the chosen member and date to another page ('?suffix=1&asOfDate=2026-05-01'). */
export function selectionQuery(suffix: number, asOf: Date): string {
  return `?${new URLSearchParams({ suffix: String(suffix), asOfDate: toGatewayDate(asOf) }).toString()}`;
}

/** The page of a coverage category: '/benefits/dental'. */
export function categoryPagePath(category: CoverageCategory): string {
  return benefitCategoryPath(category)!;
}

/** /benefits/summary?asOfDate={timestamp}, plus the member when given. */
export function summaryPath(asOf: Date, suffix?: number): string {
  const query = new URLSearchParams({ asOfDate: String(dayTimestamp(asOf)) });
  if (suffix !== undefined) query.set('suffix', String(suffix));
  return `${routePaths.benefitsSummary}?${query.toString()}`;
}

/** /history/{effectiveTimestamp}/benefits/{category}. */
export function historyPath(effectiveDate: Date | string, category: CoverageCategory | CategorySlug): string {
  return benefitHistoryPath(dayTimestamp(effectiveDate), category.toLowerCase());
}
