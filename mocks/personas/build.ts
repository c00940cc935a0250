import { addDays } from 'date-fns';

import type {
  Address,
  Claim,
  ClaimStatus,
  EobDetail,
  EobLine,
  PlanManagementDetails,
  Preferences,
  ProductCategory,
  RegistrationPolicy,
} from '../../generated/model';

import { currentYear, daysFromToday, isoDate, parseIsoDate } from './dates';
import type { CoveragePeriod, GroupFixture, Household, HouseholdMember } from './types';

/**
 * Small builders that keep the persona files about their story: defaults for what most households share,
 * and helpers that derive one fact from another (a claim's totals from its lines, its EOB from the claim).
 */

export const DEMO_PASSWORD = 'Portal#2026';

export function preferences(emailAddress: string | null, overrides: Partial<Preferences> = {}): Preferences {
  return {
    emailAddress,
    electronicEob: 'Y',
    emailBreakingNews: 'N',
    electronicMedicareMailing: 'N',
    emailPaymentReminder: 'Y',
    emailAutopayWithdrawalReminder: 'Y',
    discontinuePaperStatements: 'Y',
    emailWhenBillReady: 'Y',
    emailEwpNotification: 'N',
    showEwpLandingPage: 'N',
    ...overrides,
  };
}

type MemberInput = Omit<
  HouseholdMember,
  'hasOutOfAreaPlan' | 'hasOtherMedical' | 'hasOtherDental' | 'preferences' | 'registrationPolicy'
> &
  Partial<Pick<HouseholdMember, 'hasOutOfAreaPlan' | 'hasOtherMedical' | 'hasOtherDental' | 'registrationPolicy'>> & {
    readonly email: string | null;
    readonly preferences?: Partial<Preferences>;
  };

export function member(input: MemberInput): HouseholdMember {
  const { email, preferences: preferenceOverrides, ...rest } = input;
  const subscriber = input.relationship === 'SUB';
  const registrationPolicy: RegistrationPolicy = input.registrationPolicy ?? {
    isCommunicationPolicySigned: true,
    isEeobPreferenceConsented: subscriber ? true : null,
  };
  return {
    hasOutOfAreaPlan: false,
    hasOtherMedical: false,
    hasOtherDental: false,
    ...rest,
    preferences: preferences(email, {
      ...(subscriber ? {} : { electronicEob: 'N' }),
      ...preferenceOverrides,
    }),
    registrationPolicy,
  };
}

/** Coverage of several members in several categories over one period. */
export function cover(
  memberKeys: readonly string[],
  plansByCategory: Partial<Record<ProductCategory, string>>,
  effectiveDate: string,
  terminationDate: string | null = null,
  source = 'ENROLLMENT',
): CoveragePeriod[] {
  return memberKeys.flatMap((memberKey) =>
    (Object.entries(plansByCategory) as Array<[ProductCategory, string]>).map(([category, classPlanId]) => ({
      memberKey,
      category,
      classPlanId,
      effectiveDate,
      terminationDate,
      source,
    })),
  );
}

type GroupInput = Omit<GroupFixture, 'chatConfig' | 'groupKey' | 'outlineOfCoverageUrl' | 'groupType' | 'terminationDate'> &
  Partial<Pick<GroupFixture, 'chatConfig' | 'groupKey' | 'outlineOfCoverageUrl' | 'groupType' | 'terminationDate'>>;

export function group(input: GroupInput): GroupFixture {
  return {
    groupKey: `GK-${input.groupId}`,
    groupType: 'GROUP',
    terminationDate: null,
    outlineOfCoverageUrl: null,
    chatConfig: {
      host: 'chat.example.com',
      bus: 'member-services',
      poc: 'dental-and-medical',
      displayChat: true,
      mappedGroupId: input.groupId,
    },
    ...input,
  };
}

/** Plan management of an employer group plan: nothing to renew or cancel online. */
export function employerPlanManagement(): PlanManagementDetails {
  return {
    eligibleAndActive: false,
    groupType: 'GROUP',
    openEnrollmentStart: null,
    openEnrollmentEnd: null,
    coverageEndDateUponCancellation: null,
    coverageStartDateUponRenewal: null,
    directPlanCancellationStatus: null,
    directCancellationOptions: [],
    directShopUrl: null,
    exchangeUrl: null,
    exchangeUrlLabel: null,
  };
}

const cancellationDescriptions = {
  M: 'Medical plan will not renew',
  D: 'Medical and dental plans will not renew',
} as const;

/**
 * Plan management of a plan bought directly: open enrollment runs from three weeks ago to three weeks ahead, and
 * the upcoming plan year is next calendar year. With a status, the member has already asked not to renew
 * (M: medical, D: medical and dental).
 */
export function individualPlanManagement(status: 'M' | 'D' | null): PlanManagementDetails {
  const upcomingPlanYear = currentYear() + 1;
  return {
    eligibleAndActive: true,
    groupType: 'INDIVIDUAL',
    openEnrollmentStart: daysFromToday(-21),
    openEnrollmentEnd: daysFromToday(23),
    currentPlanYear: upcomingPlanYear - 1,
    upcomingPlanYear,
    coverageEndDateUponCancellation: endOfPlanYear(),
    coverageStartDateUponRenewal: `${upcomingPlanYear}-01-01`,
    directPlanCancellationStatus: status ? { id: status, description: cancellationDescriptions[status] } : null,
    directCancellationOptions: status
      ? []
      : [
          { id: 'M', description: 'Cancel my medical plan' },
          { id: 'D', description: 'Cancel my medical and dental plans' },
        ],
    directShopUrl: 'https://shop.plan.example/renew',
    exchangeUrl: 'https://exchange.example.gov',
    exchangeUrlLabel: 'Visit the health insurance marketplace',
  };
}

/** The last day of the current plan year of individual plans (coverage ends there when a plan does not renew). */
export function endOfPlanYear(): string {
  return `${currentYear()}-12-31`;
}

type HouseholdInput = Omit<
  Household,
  | 'extraLimits'
  | 'usage'
  | 'pcp'
  | 'programs'
  | 'referrals'
  | 'ebill'
  | 'planManagement'
  | 'medicare'
  | 'claims'
  | 'eobs'
  | 'careReminders'
  | 'priorAuthorizations'
  | 'employee'
> &
  Partial<Omit<Household, 'id' | 'domainId' | 'members' | 'groups'>>;

export function household(input: HouseholdInput): Household {
  return {
    employee: { employeeId: null, local598: false },
    usage: [],
    extraLimits: [],
    pcp: { eligible: false, eligibleMembers: [], selections: [] },
    programs: [],
    referrals: [],
    ebill: { hasEbill: false, registered: false, showAlert: false },
    planManagement: employerPlanManagement(),
    medicare: { eligible: false, materials: [] },
    claims: [],
    eobs: [],
    careReminders: [],
    priorAuthorizations: [],
    ...input,
  };
}

export function address(
  addressLine1: string,
  addressLine2: string | null,
  city: string,
  state: string,
  zipCode: string,
  phoneNumber: string | null,
): Address {
  return { addressLine1, addressLine2, city, state, zipCode, country: 'US', phoneNumber };
}

// ------------------------------------------------------------------ claims and EOBs

export interface ClaimLineInput {
  readonly serviceCode: string;
  readonly description: string;
  readonly billed: number;
  /** Null while the claim is not processed. */
  readonly allowed: number | null;
  readonly planPaid: number | null;
  readonly remarks?: string | null;
}

export interface ClaimInput {
  readonly claimId: string;
  /** Set when the claim has an explanation of benefits. */
  readonly eobId?: string;
  readonly member: Pick<HouseholdMember, 'memberKey' | 'firstName' | 'lastName'>;
  readonly productCategory: ProductCategory;
  readonly providerName: string;
  readonly serviceDate: string;
  readonly status: ClaimStatus;
  readonly lines: readonly ClaimLineInput[];
}

const round = (value: number) => Math.round(value * 100) / 100;

function shift(date: string, days: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Not a date: ${date}`);
  return isoDate(addDays(parsed, days));
}

/** A claim and, when it has one, its explanation of benefits, with totals taken from the lines. */
export function claimWithEob(input: ClaimInput): { claim: Claim; eob: EobDetail | null } {
  const processed = input.status !== 'RECEIVED' && input.status !== 'PENDING';
  const billed = round(input.lines.reduce((sum, line) => sum + line.billed, 0));
  const allowed = processed ? round(input.lines.reduce((sum, line) => sum + (line.allowed ?? 0), 0)) : null;
  const planPaid = processed ? round(input.lines.reduce((sum, line) => sum + (line.planPaid ?? 0), 0)) : null;
  const memberName = `${input.member.firstName} ${input.member.lastName}`;
  const claim: Claim = {
    claimId: input.claimId,
    memberKey: input.member.memberKey,
    memberName,
    productCategory: input.productCategory,
    providerName: input.providerName,
    serviceStartDate: input.serviceDate,
    serviceEndDate: input.serviceDate,
    receivedDate: shift(input.serviceDate, 2),
    processedDate: processed ? shift(input.serviceDate, 8) : null,
    status: input.status,
    billedAmount: billed,
    allowedAmount: allowed,
    planPaid,
    memberResponsibility: allowed === null || planPaid === null ? null : round(allowed - planPaid),
    eobId: input.eobId ?? null,
  };
  if (!input.eobId || !processed) return { claim, eob: null };
  const lines: EobLine[] = input.lines.map((line) => ({
    serviceCode: line.serviceCode,
    description: line.description,
    serviceDate: input.serviceDate,
    billed: line.billed,
    allowed: line.allowed ?? 0,
    planPaid: line.planPaid ?? 0,
    memberResponsibility: round((line.allowed ?? 0) - (line.planPaid ?? 0)),
    remarks: line.remarks ?? null,
  }));
  const eob: EobDetail = {
    eobId: input.eobId,
    claimId: input.claimId,
    memberKey: input.member.memberKey,
    memberName,
    productCategory: input.productCategory,
    providerName: input.providerName,
    serviceDate: input.serviceDate,
    issuedDate: shift(input.serviceDate, 9),
    totalBilled: billed,
    planPaid: planPaid ?? 0,
    memberResponsibility: claim.memberResponsibility ?? 0,
    lines,
  };
  return { claim, eob };
}

/** Claims and EOBs of a list of claim inputs, newest first. */
export function claimsAndEobs(inputs: readonly ClaimInput[]): { claims: Claim[]; eobs: EobDetail[] } {
  const built = inputs.map(claimWithEob);
  const claims = built.map((entry) => entry.claim).sort((a, b) => (b.serviceStartDate ?? '').localeCompare(a.serviceStartDate ?? ''));
  const eobs = built.flatMap((entry) => (entry.eob ? [entry.eob] : [])).sort((a, b) => (b.issuedDate ?? '').localeCompare(a.issuedDate ?? ''));
  return { claims, eobs };
}
