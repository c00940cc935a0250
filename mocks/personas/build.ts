import { addDays } from 'date-fns';

import type {
  Address,
  Claim,
  ClaimLine,
  ClaimStatus,
  ClaimStatusEvent,
  EobDetail,
  EobLine,
  PlanManagementDetails,
  Preferences,
  ProductCategory,
  RegistrationPolicy,
} from '../../generated/model';

import { currentYear, daysFromToday, isoDate, parseIsoDate } from './dates';
import type { CoveragePeriod, GroupFixture, Household, HouseholdClaim, HouseholdMember } from './types';

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

/** The status of a plan the member asked not to renew (M: medical, D: medical and dental). */
export const cancellationStatus = (id: 'M' | 'D') => ({ id, description: cancellationDescriptions[id] });

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
    directPlanCancellationStatus: status ? cancellationStatus(status) : null,
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
  /** The member's share of the allowed amount (allowed - plan paid) is split into deductible, copay and coinsurance: coinsurance is what the deductible and copay leave. */
  readonly deductible?: number;
  readonly copay?: number;
  /** What the plan does not cover and the member owes, on top of their share of the allowed amount. */
  readonly notCovered?: number;
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

/** A service line with its amounts split the way an EOB explains them (null amounts while not processed). */
function claimLine(line: ClaimLineInput, serviceDate: string, processed: boolean): ClaimLine {
  const base = { serviceCode: line.serviceCode, description: line.description, serviceDate, billed: line.billed, remarks: line.remarks ?? null };
  if (!processed || line.allowed === null || line.planPaid === null) {
    return { ...base, allowed: null, planPaid: null, deductible: null, copay: null, coinsurance: null, notCovered: null, memberResponsibility: null };
  }
  const deductible = line.deductible ?? 0;
  const copay = line.copay ?? 0;
  const notCovered = line.notCovered ?? 0;
  const coinsurance = round(line.allowed - line.planPaid - deductible - copay);
  if (coinsurance < 0) throw new Error(`${line.serviceCode}: the deductible and copay are more than the member's share`);
  return {
    ...base,
    allowed: line.allowed,
    planPaid: line.planPaid,
    deductible,
    copay,
    coinsurance,
    notCovered,
    memberResponsibility: round(deductible + copay + coinsurance + notCovered),
  };
}

/** The dates a claim's status changed: received, in review the next day, then its outcome when processed. */
function statusHistory(status: ClaimStatus, serviceDate: string): ClaimStatusEvent[] {
  const history: ClaimStatusEvent[] = [{ status: 'RECEIVED', date: shift(serviceDate, 2), note: null }];
  if (status === 'RECEIVED') return history;
  history.push({ status: 'PENDING', date: shift(serviceDate, 3), note: null });
  if (status === 'PENDING') return history;
  if (status === 'ADJUSTED') history.push({ status: 'PAID', date: shift(serviceDate, 8), note: null });
  history.push({ status, date: shift(serviceDate, status === 'ADJUSTED' ? 20 : 8), note: null });
  return history;
}

const sum = (lines: readonly ClaimLine[], pick: (line: ClaimLine) => number | null | undefined) => round(lines.reduce((total, line) => total + (pick(line) ?? 0), 0));

/** A claim (with its lines and status history) and, when it has one, its explanation of benefits, with totals taken from the lines. */
export function claimWithEob(input: ClaimInput): { claim: HouseholdClaim; eob: EobDetail | null } {
  const processed = input.status !== 'RECEIVED' && input.status !== 'PENDING';
  const lines = input.lines.map((line) => claimLine(line, input.serviceDate, processed));
  const memberName = `${input.member.firstName} ${input.member.lastName}`;
  const history = statusHistory(input.status, input.serviceDate);
  const claim: HouseholdClaim = {
    claimId: input.claimId,
    memberKey: input.member.memberKey,
    memberName,
    productCategory: input.productCategory,
    providerName: input.providerName,
    serviceStartDate: input.serviceDate,
    serviceEndDate: input.serviceDate,
    receivedDate: shift(input.serviceDate, 2),
    processedDate: processed ? history[history.length - 1]!.date! : null,
    status: input.status,
    billedAmount: sum(lines, (line) => line.billed),
    allowedAmount: processed ? sum(lines, (line) => line.allowed) : null,
    planPaid: processed ? sum(lines, (line) => line.planPaid) : null,
    memberResponsibility: processed ? sum(lines, (line) => line.memberResponsibility) : null,
    eobId: input.eobId ?? null,
    statusHistory: history,
    lines,
  };
  if (!input.eobId || !processed) return { claim, eob: null };
  const eobLines: EobLine[] = lines.map((line) => ({
    serviceCode: line.serviceCode,
    description: line.description ?? '',
    serviceDate: input.serviceDate,
    billed: line.billed ?? 0,
    allowed: line.allowed ?? 0,
    planPaid: line.planPaid ?? 0,
    deductible: line.deductible ?? 0,
    copay: line.copay ?? 0,
    coinsurance: line.coinsurance ?? 0,
    notCovered: line.notCovered ?? 0,
    memberResponsibility: line.memberResponsibility ?? 0,
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
    totalBilled: claim.billedAmount ?? 0,
    planPaid: claim.planPaid ?? 0,
    memberResponsibility: claim.memberResponsibility ?? 0,
    lines: eobLines,
  };
  return { claim, eob };
}

/** A claim as the list answers it: the detail's lines and status history left out. */
export function claimSummary({ lines: _lines, statusHistory: _history, ...claim }: HouseholdClaim): Claim {
  return claim;
}

/** Claims and EOBs of a list of claim inputs, newest first. */
export function claimsAndEobs(inputs: readonly ClaimInput[]): { claims: HouseholdClaim[]; eobs: EobDetail[] } {
  const built = inputs.map(claimWithEob);
  const claims = built.map((entry) => entry.claim).sort((a, b) => (b.serviceStartDate ?? '').localeCompare(a.serviceStartDate ?? ''));
  const eobs = built.flatMap((entry) => (entry.eob ? [entry.eob] : [])).sort((a, b) => (b.issuedDate ?? '').localeCompare(a.issuedDate ?? ''));
  return { claims, eobs };
}
