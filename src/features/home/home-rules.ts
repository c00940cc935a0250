import type {
  AccountDetails,
  BenefitLimit,
  ContentProgram,
  Member,
  PcpEligibility,
  PcpHistoryEntry,
  PrimaryCareMember,
} from '../../../generated/model';
import { SPECIAL_GROUPS } from '../../config/groups';
import { routePaths } from '../../config/route-paths';
import { programPath } from '../../config/route-builders';
import {
  categoryEligibilityStatus,
  COVERAGE_CATEGORIES,
  type CoverageCategory,
  memberEligibilityBlock,
  PROGRAM_IDS,
  providerDisplayName,
  visibleLimits,
  type VisibleLimit,
} from '../../shared/domain';
import { calendarDay, toLocalDate } from '../../shared/lib/format';
import { isExternalUrl, isSitePath } from '../../shared/lib/links';

/**
 * What the home dashboard derives from the gateway's answers, as plain functions. The rules of the specification
 * (limits, programs, banners, eligibility) come from src/shared/domain; these are the dashboard's own choices
 * on top of them (spec section 2 leaves them open).
 */

// ------------------------------------------------------------------ city-employer plan

/** The plan year the preventive care initiative names. */
export const PREVENTIVE_CARE_PLAN_YEAR = '2026-2027';

/**
 * The member is in the city-employer plan when the account's group, or its parent group, is the city's
 * (SPECIAL_GROUPS.cityEmployer, src/config/groups.ts).
 * GET /pcp/city-of-portland cannot tell: it answers an empty body both to other members and to city members
 * whose due date is not known.
 */
export function isCityEmployerPlan(account: Pick<AccountDetails, 'groupId' | 'parentGroupId'>): boolean {
  const { group, parentGroup } = SPECIAL_GROUPS.cityEmployer;
  return account.groupId === group || account.parentGroupId === parentGroup;
}

/** The due date GET /pcp/city-of-portland answered (YYYY-MM-DD text), or null when it is empty or not a date. */
export function preventiveCareDueDate(text: string | null | undefined): Date | null {
  const value = text?.trim();
  return value ? toLocalDate(value) : null;
}

// ------------------------------------------------------------------ primary care tile

export interface PrimaryCarePerson {
  readonly memberKey: string;
  readonly suffix: number;
  readonly name: string;
}

export interface PrimaryCarePersonWithProvider extends PrimaryCarePerson {
  /** 'Maya Okafor, MD' */
  readonly providerName: string;
  /** The selection's first day when it starts after today (YYYY-MM-DD), else null. */
  readonly startsOn: string | null;
}

export interface PrimaryCareSummary {
  /** Members who may choose a provider and have none selected, each offered 'Select primary care'. */
  readonly withoutProvider: PrimaryCarePerson[];
  /** Members with a selected provider. */
  readonly withProvider: PrimaryCarePersonWithProvider[];
}

function fullName(member: Pick<Member, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/**
 * The member's current selection: a history entry marked selected whose end day has not passed, the one that
 * began last. A selection that starts later (the next eligible date) counts too.
 */
export function currentPrimaryCare(history: readonly PcpHistoryEntry[], today: Date): PcpHistoryEntry | null {
  const day = calendarDay(today)!;
  const current = history.filter((entry) => {
    if (!entry.pcpSelected) return false;
    const end = calendarDay(entry.endDate ?? null);
    return end === null || end >= day;
  });
  if (current.length === 0) return null;
  return current.reduce((latest, entry) => ((calendarDay(entry.beginDate) ?? '') > (calendarDay(latest.beginDate) ?? '') ? entry : latest));
}

/**
 * The primary care tile: the family members the gateway lists (GET /pcp/members), in the account's order.
 * A member with a current selection shows the provider; a member without one shows 'Select primary care' only
 * when GET /pcp/eligibility lets them choose.
 */
export function primaryCareSummary(
  members: readonly Member[],
  pcpMembers: readonly PrimaryCareMember[],
  eligibility: PcpEligibility,
  today: Date,
): PrimaryCareSummary {
  const byKey = new Map(pcpMembers.map((entry) => [entry.memberKey, entry]));
  const mayChoose = new Set(eligibility.eligible ? eligibility.members : []);
  const ordered = [...members].sort((a, b) => a.memberSuffix - b.memberSuffix);
  const withoutProvider: PrimaryCarePerson[] = [];
  const withProvider: PrimaryCarePersonWithProvider[] = [];
  const day = calendarDay(today)!;

  for (const member of ordered) {
    const person = { memberKey: member.memberKey, suffix: member.memberSuffix, name: fullName(member) };
    const entry = byKey.get(member.memberKey);
    const selection = entry ? currentPrimaryCare(entry.pcp360History, today) : null;
    if (selection) {
      const begins = calendarDay(selection.beginDate);
      withProvider.push({
        ...person,
        providerName: providerDisplayName(selection),
        startsOn: begins !== null && begins > day ? begins : null,
      });
    } else if (mayChoose.has(member.memberKey)) {
      withoutProvider.push(person);
    }
  }
  return { withoutProvider, withProvider };
}

// ------------------------------------------------------------------ member info tile

export interface CoverageType {
  readonly category: CoverageCategory;
  readonly insuranceType: string;
}

/**
 * The insurance type of each category the member is covered in today or from a later date (Medical, Dental,
 * Vision, Pharmacy order). Categories that ended or that the member never had are left out.
 */
export function memberInsuranceTypes(member: Member, now: Date): CoverageType[] {
  return COVERAGE_CATEGORIES.flatMap((category) => {
    const block = memberEligibilityBlock(member, category);
    const status = categoryEligibilityStatus(block, now);
    const insuranceType = block?.insuranceType?.trim();
    return (status === 'Active' || status === 'Future') && insuranceType ? [{ category, insuranceType }] : [];
  });
}

// ------------------------------------------------------------------ featured limit tile

/** The dental limit the featured tile shows: the first valid dental limit in display order (Annual Limit first). */
export function featuredDentalLimit(limits: readonly BenefitLimit[]): VisibleLimit | null {
  return visibleLimits(limits).find((limit) => limit.productCategory === 'dental') ?? null;
}

// ------------------------------------------------------------------ program tiles

export type ProgramTarget =
  | { readonly kind: 'internal'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string };

/**
 * Where a program tile goes: Online bill pay to the eBill page (which builds the eBill address); a program's
 * own path inside the portal; an outside address (a document, a partner site) in a new tab; otherwise the
 * program's page.
 */
export function programTarget(program: Pick<ContentProgram, 'id' | 'url'>): ProgramTarget {
  if (program.id === PROGRAM_IDS.onlineBillPay) return { kind: 'internal', to: routePaths.ebill };
  const url = program.url?.trim();
  if (isSitePath(url)) return { kind: 'internal', to: url };
  if (isExternalUrl(url)) return { kind: 'external', href: url };
  return { kind: 'internal', to: programPath(program.id) };
}
