import { subYears } from 'date-fns';
import type {
  BenefitCategory,
  EligibilityBlock,
  EligibilityStatus,
  Member,
  PlanEligibility,
  ProductCategory,
} from '../../../generated/model';
import { calendarDay, type DateInput } from '../../shared/lib/format/dates';
import { isMinor as isMinorOn } from '../../shared/lib/validation/rules';
import { COVERAGE_CATEGORIES, type CoverageCategory } from '../benefits/benefit-categories';
import { coveragePhase, type CoveragePhase, isOpenEnded } from './coverage-dates';

/**
 * Eligibility rules of product section 4. Dates are compared as calendar days, start and end days included
 * (see coverage-dates.ts).
 */

/** The four statuses of a coverage category (the contract's EligibilityStatus). */
export type CategoryStatus = EligibilityStatus;
/** The status of one plan-eligibility entry: an entry is never "ineligible". */
export type PlanEntryStatus = Exclude<EligibilityStatus, 'Ineligible'>;

const PHASE_STATUS: Readonly<Record<CoveragePhase, PlanEntryStatus>> = {
  active: 'Active',
  future: 'Future',
  termed: 'Termed',
};

/**
 * Status of a member's category (section 4): Ineligible when not eligible (or no block at all); otherwise Active
 * from the effective date through the termination date (absent or 9999-12-31 = no end), Future before the
 * effective date, Termed after the termination date. A missing effective date has no lower bound.
 */
export function categoryEligibilityStatus(block: EligibilityBlock | null | undefined, now: Date): CategoryStatus {
  if (!block?.eligible) return 'Ineligible';
  return PHASE_STATUS[coveragePhase(block.effectiveDate, block.terminationDate, now)];
}

/** The member's eligibility block of a category. */
export function memberEligibilityBlock(member: Member, category: CoverageCategory): EligibilityBlock | undefined {
  const blocks: Record<CoverageCategory, EligibilityBlock | undefined> = {
    Medical: member.medicalEligibility,
    Dental: member.dentalEligibility,
    Vision: member.visionEligibility,
    Pharmacy: member.pharmacyEligibility,
  };
  return blocks[category];
}

/** The status of each of the member's four categories. */
export function categoryStatuses(member: Member, now: Date): Record<CoverageCategory, CategoryStatus> {
  return {
    Medical: categoryEligibilityStatus(member.medicalEligibility, now),
    Dental: categoryEligibilityStatus(member.dentalEligibility, now),
    Vision: categoryEligibilityStatus(member.visionEligibility, now),
    Pharmacy: categoryEligibilityStatus(member.pharmacyEligibility, now),
  };
}

/** The member's categories whose status is Active, in the order Medical, Dental, Vision, Pharmacy. */
export function activeCoverageCategories(member: Member, now: Date): CoverageCategory[] {
  const statuses = categoryStatuses(member, now);
  return COVERAGE_CATEGORIES.filter((category) => statuses[category] === 'Active');
}

/**
 * The category the benefits area opens on: the first of Medical, Dental, Vision, Pharmacy whose status is
 * Active ("eligible" here means covered today; Future coverage does not count), else Programs when the member
 * has programs, else None.
 */
export function defaultBenefitCategory(
  member: Member,
  now: Date,
  { hasPrograms }: { hasPrograms: boolean },
): BenefitCategory {
  return activeCoverageCategories(member, now)[0] ?? (hasPrograms ? 'Programs' : 'None');
}

/** Active when the effective day has come and the termed day has not passed; Future before; else Termed. */
export function planEligibilityStatus(entry: Pick<PlanEligibility, 'effectiveDate' | 'termedDate'>, now: Date): PlanEntryStatus {
  return PHASE_STATUS[coveragePhase(entry.effectiveDate, entry.termedDate, now)];
}

/** How far back a termed entry still counts as eligible. */
export const TERMED_GRACE_YEARS = 2;

/**
 * Active and future entries count as eligible; a termed entry still counts when its termed date is later than
 * the same calendar day two years back (exactly two years back no longer counts).
 */
export function countsAsEligible(entry: Pick<PlanEligibility, 'effectiveDate' | 'termedDate'>, now: Date): boolean {
  if (planEligibilityStatus(entry, now) !== 'Termed') return true;
  const termedDay = calendarDay(entry.termedDate);
  return termedDay !== null && termedDay > calendarDay(subYears(now, TERMED_GRACE_YEARS))!;
}

/**
 * A termed member: none of the member's entries is active or future. A member with no entries at all is termed
 * too (nothing shows coverage), so only call this once the family's eligibility has loaded.
 */
export function isTermedMember(entries: readonly PlanEligibility[], memberKey: string, now: Date): boolean {
  return !entries.some(
    (entry) => entry.memberKey === memberKey && planEligibilityStatus(entry, now) !== 'Termed',
  );
}

const STATUS_PREFERENCE: readonly PlanEntryStatus[] = ['Active', 'Future', 'Termed'];

/** Effective day as a sortable key ('' when unreadable, so it sorts first). */
function effectiveKey(entry: PlanEligibility): string {
  return calendarDay(entry.effectiveDate) ?? '';
}

/**
 * The entry shown for a member and category: an active one if any, else a future one, else a termed one.
 * Among several of the same status (decision):
 * - active: the latest effective date (the most recent plan, e.g. after a mid-year plan change);
 * - future: the earliest effective date (the one that starts next);
 * - termed: the latest effective date (the most recent plan).
 * Ties keep the gateway's order. Null when the member has no entry in the category.
 */
export function selectedEligibility(
  entries: readonly PlanEligibility[],
  memberKey: string,
  category: ProductCategory | CoverageCategory,
  now: Date,
): PlanEligibility | null {
  const product = category.toLowerCase() as ProductCategory;
  const mine = entries.filter((entry) => entry.memberKey === memberKey && entry.productCategory === product);
  for (const status of STATUS_PREFERENCE) {
    const candidates = mine.filter((entry) => planEligibilityStatus(entry, now) === status);
    if (candidates.length === 0) continue;
    const earliestFirst = status === 'Future';
    return candidates.reduce((best, entry) => {
      const a = effectiveKey(entry);
      const b = effectiveKey(best);
      return (earliestFirst ? a < b : a > b) ? entry : best;
    });
  }
  return null;
}

export interface CoverageOnDate {
  readonly status: 'Active' | 'Future' | 'Termed' | 'Ineligible';
  /** First covered day ('YYYY-MM-DD'), when known. */
  readonly startDate: string | null;
  /** Last covered day, when the coverage has an end. */
  readonly endDate: string | null;
}

/**
 * How a member's category stands on a date, and the dates of the plan that decides it: the one rule every page
 * that dates a member's coverage uses (account summary, benefits pages). When the family's plan eligibility entries list the member in the
 * category, they decide: Active when one of them covers the date, else the status of the selected entry (the
 * next future one, else the most recent termed one, product section 4), with that entry's dates. The member's
 * eligibility block (product section 4, category eligibility status) decides only when there is no entry: it
 * describes the current plan and says nothing reliable about the dates of earlier or later plans.
 */
export function coverageOnDate(
  member: Member,
  entries: readonly PlanEligibility[],
  category: CoverageCategory,
  on: Date,
): CoverageOnDate {
  const selected = selectedEligibility(entries, member.memberKey, category, on);
  if (selected) {
    return {
      status: planEligibilityStatus(selected, on),
      startDate: calendarDay(selected.effectiveDate),
      endDate: isOpenEnded(selected.termedDate) ? null : calendarDay(selected.termedDate),
    };
  }
  const block = memberEligibilityBlock(member, category);
  return {
    status: categoryEligibilityStatus(block, on),
    startDate: calendarDay(block?.effectiveDate ?? null),
    endDate: isOpenEnded(block?.terminationDate) ? null : calendarDay(block?.terminationDate),
  };
}

/** The subscriber is the member with suffix 0. */
export function isSubscriber(member: Pick<Member, 'memberSuffix'>): boolean {
  return member.memberSuffix === 0;
}

/** A minor is born after the date 18 years ago (whoever turns 18 today is not a minor). */
export function isMinor(dateOfBirth: DateInput | null | undefined, now: Date): boolean {
  return isMinorOn(dateOfBirth, now);
}
