import type {
  AccountDetails,
  Address,
  EmployeeInfo,
  CancellationStatusId,
  EligibilityStatus,
  Family,
  Member,
  PcpEligibility,
  PlanEligibility,
  PlanManagementDetails,
  PlanStatus,
  Preferences,
  PreferencesUpdate,
  PrimaryCareMember,
  YesNo,
} from '../../../generated/model';
import {
  COVERAGE_CATEGORIES,
  type CoverageCategory,
  coverageOnDate,
  isSubscriber,
  memberDisplayId,
  memberEligibilityBlock,
  nonRenewedPlans,
  planRangeText,
  primaryCareMenuInput,
  showPrimaryCareItem,
} from '../../shared/domain';
import { calendarDay, formatDate } from '../../shared/lib/format';

/**
 * The rules of the account area as plain functions: what a member may see of the family, how coverage, other
 * coverage and the address read, which preferences a member is asked about and what a save sends, the eBill
 * address, and where plan management stands. The screens only render what these return.
 */

// ------------------------------------------------------------------ who the member may see

/**
 * The members whose details the signed-in member may see: the subscriber sees everyone on the account,
 * a dependent only themselves. Ordered by member suffix (the subscriber first).
 */
export function visibleMembers(members: readonly Member[], signedIn: Pick<Member, 'memberKey' | 'memberSuffix'>): Member[] {
  if (!isSubscriber(signedIn)) return members.filter((member) => member.memberKey === signedIn.memberKey);
  return [...members].sort((a, b) => a.memberSuffix - b.memberSuffix);
}

export interface FamilyRow {
  readonly key: string;
  readonly name: string;
  readonly relationship: string;
  /** Month/day/year only. */
  readonly dateOfBirth: string;
  readonly isSignedInMember: boolean;
}

/** 'Spouse' from the description, else a readable form of the code (SUB, SPO, DEP). */
export function relationshipText(member: Pick<Member, 'relationship' | 'relationshipDescription'> | undefined): string {
  const description = member?.relationshipDescription?.trim();
  if (description) return description;
  const codes: Record<string, string> = { SUB: 'Subscriber', SPO: 'Spouse', DEP: 'Dependent' };
  const code = member?.relationship?.trim().toUpperCase() ?? '';
  return codes[code] ?? (code === '' ? 'Not on file' : code);
}

/**
 * The family table of the account summary: the family's members (GET /eligibility/family) the signed-in member
 * may see, with the relationship from the account's member list and the date of birth as MM/DD/YYYY.
 */
export function familyRows(family: Family, account: AccountDetails, signedIn: Member): FamilyRow[] {
  const subscriber = isSubscriber(signedIn);
  return family.members
    .filter((member) => subscriber || member.key === signedIn.memberKey)
    .sort((a, b) => a.suffix - b.suffix)
    .map((member) => ({
      key: member.key,
      name: `${member.firstName} ${member.lastName}`,
      relationship: relationshipText(account.members.find((candidate) => candidate.memberKey === member.key)),
      dateOfBirth: formatDate(member.dateOfBirth),
      isSignedInMember: member.key === signedIn.memberKey,
    }));
}

/** The subscriber's name when the signed-in member may see it (the subscriber, or a member who sees the family). */
export function subscriberName(account: AccountDetails): string | null {
  const subscriber = account.members.find((member) => isSubscriber(member));
  return subscriber ? `${subscriber.firstName} ${subscriber.lastName}` : null;
}

/**
 * The subscriber's id as the member is shown it: the employee id for members flagged local 598 (spec section 6),
 * labelled as such, otherwise the subscriber id.
 */
export function subscriberIdLine(
  account: Pick<AccountDetails, 'subscriberId'>,
  employeeInfo: EmployeeInfo | null | undefined,
): { label: 'Employee ID' | 'Subscriber ID'; value: string } {
  const value = memberDisplayId({ subscriberId: account.subscriberId, employeeInfo });
  return { label: value !== account.subscriberId ? 'Employee ID' : 'Subscriber ID', value };
}

// ------------------------------------------------------------------ coverage

/** How a category status reads to a member. */
export const STATUS_LABELS: Readonly<Record<EligibilityStatus, string>> = {
  Active: 'Active',
  Future: 'Future',
  Termed: 'Termed',
  Ineligible: 'Not covered',
};

const PLAN_STATUS: Readonly<Record<Exclude<EligibilityStatus, 'Ineligible'>, PlanStatus>> = {
  Active: 'ACTIVE',
  Future: 'FUTURE',
  Termed: 'TERMED',
};

export interface CoverageRow {
  readonly category: CoverageCategory;
  readonly status: EligibilityStatus;
  readonly statusLabel: string;
  /** The plan range text ('Active since …', 'Ending …', '… - …'); null when not covered. */
  readonly range: string | null;
  /** The plan's insurance type (PPO, HMO …) when the gateway names it. */
  readonly planType: string | null;
}

/**
 * The member's four coverage categories with their status and plan range text, dated by the same rule as every
 * other page (coverageOnDate: the selected eligibility entry of section 4, the eligibility block when there is none).
 */
export function coverageRows(member: Member, entries: readonly PlanEligibility[], now: Date): CoverageRow[] {
  return COVERAGE_CATEGORIES.map((category) => {
    const block = memberEligibilityBlock(member, category);
    const { status, startDate, endDate } = coverageOnDate(member, entries, category, now);
    const range =
      status === 'Ineligible' || !startDate ? null : planRangeText({ status: PLAN_STATUS[status], start: startDate, end: endDate }, now);
    return {
      category,
      status,
      statusLabel: STATUS_LABELS[status],
      range,
      planType: status === 'Ineligible' ? null : (block?.insuranceType?.trim() || null),
    };
  });
}

// ------------------------------------------------------------------ member details

export interface DetailLine {
  readonly label: string;
  readonly value: string;
}

/** The other-coverage flags in plain words. */
export function otherCoverageLines(member: Pick<Member, 'hasOtherMedical' | 'hasOtherDental' | 'hasOutOfAreaPlan'>): DetailLine[] {
  return [
    {
      label: 'Other medical coverage',
      value: member.hasOtherMedical ? 'Yes, another medical plan is on file' : 'No other medical plan on file',
    },
    {
      label: 'Other dental coverage',
      value: member.hasOtherDental ? 'Yes, another dental plan is on file' : 'No other dental plan on file',
    },
    {
      label: 'Out-of-area plan',
      value: member.hasOutOfAreaPlan ? 'Yes, enrolled in an out-of-area plan' : 'Not enrolled in an out-of-area plan',
    },
  ];
}

/** 'Female' from the description, else the code spelled out; 'Not on file' when absent. */
export function sexText(member: Pick<Member, 'sex' | 'sexDescription'>): string {
  const description = member.sexDescription?.trim();
  if (description) return description;
  const codes: Record<string, string> = { F: 'Female', M: 'Male', U: 'Unknown' };
  const code = member.sex?.trim().toUpperCase() ?? '';
  return codes[code] ?? (code === '' ? 'Not on file' : code);
}

// ------------------------------------------------------------------ address

/** The address on file as the lines of an envelope; empty when there is none. */
export function addressLines(address: Address | null | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city?.trim(), [address.state?.trim(), address.zipCode?.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = address.country?.trim();
  return [
    address.addressLine1?.trim(),
    address.addressLine2?.trim(),
    cityLine,
    country && !['US', 'USA', 'UNITED STATES'].includes(country.toUpperCase()) ? country : undefined,
  ].filter((line): line is string => Boolean(line));
}

// ------------------------------------------------------------------ help center

/**
 * Whether the Help center asks 'How do I choose or change my primary care provider?': exactly when the Primary care
 * menu item shows (spec section 6, `showPrimaryCareItem`), fed with GET pcp/members and GET pcp/eligibility the
 * way the shell feeds it: a subscriber whose family has a selection, a member with a selection, or PCP
 * eligibility. A selection counts while the gateway marks it pcpSelected. Unknown answers count as none.
 */
export function showsPrimaryCareQuestion(
  member: Pick<Member, 'memberKey' | 'memberSuffix' | 'dateOfBirth'>,
  pcpMembers: readonly PrimaryCareMember[] | undefined,
  eligibility: Pick<PcpEligibility, 'eligible'> | undefined,
): boolean {
  return showPrimaryCareItem({ member, pcp: primaryCareMenuInput(member.memberKey, pcpMembers, eligibility) });
}

// ------------------------------------------------------------------ communication preferences

/** The preference flags the settings page offers. */
export type PreferenceFlag =
  | 'electronicEob'
  | 'emailBreakingNews'
  | 'electronicMedicareMailing'
  | 'emailPaymentReminder'
  | 'emailAutopayWithdrawalReminder'
  | 'discontinuePaperStatements'
  | 'emailWhenBillReady';

export type PreferenceGroup = 'communication' | 'ebill';

export interface PreferenceField {
  readonly flag: PreferenceFlag;
  readonly group: PreferenceGroup;
  readonly label: string;
  readonly description: string;
}

/** Every preference the settings page can show, in the order it shows them. */
export const PREFERENCE_FIELDS: readonly PreferenceField[] = [
  {
    flag: 'electronicEob',
    group: 'communication',
    label: 'Electronic explanations of benefits (EOBs)',
    description: 'Read your EOBs online instead of getting them by mail. We e-mail you when a new one is ready.',
  },
  {
    flag: 'emailBreakingNews',
    group: 'communication',
    label: 'Breaking news e-mails',
    description: 'Important news about your plan and your benefits by e-mail.',
  },
  {
    flag: 'electronicMedicareMailing',
    group: 'communication',
    label: 'Electronic Medicare mailings',
    description: 'Get your Medicare plan documents online instead of by mail.',
  },
  {
    flag: 'emailPaymentReminder',
    group: 'ebill',
    label: 'Payment reminders',
    description: 'An e-mail a few days before your premium payment is due.',
  },
  {
    flag: 'emailAutopayWithdrawalReminder',
    group: 'ebill',
    label: 'Autopay withdrawal reminders',
    description: 'An e-mail before an automatic payment is taken from your account.',
  },
  {
    flag: 'discontinuePaperStatements',
    group: 'ebill',
    label: 'Discontinue paper statements',
    description: 'Stop mailed billing statements and read them in eBill instead.',
  },
  {
    flag: 'emailWhenBillReady',
    group: 'ebill',
    label: 'E-mail when my bill is ready',
    description: 'An e-mail as soon as a new bill is ready in eBill.',
  },
];

export interface PreferenceContext {
  /** Only subscribers are asked about electronic EOBs (spec section 6). */
  readonly isSubscriber: boolean;
  /** GET /medicare-materials/eligibility. */
  readonly medicareEligible: boolean;
  /** `ebillAvailable` (brand offers eBill, the member has it and is not termed). */
  readonly ebillAvailable: boolean;
}

/** The preferences this member is asked about: electronic EOBs for subscribers, Medicare mailings for Medicare-eligible members, the eBill ones where eBill is available. */
export function visiblePreferenceFields(context: PreferenceContext): PreferenceField[] {
  return PREFERENCE_FIELDS.filter((field) => {
    if (field.flag === 'electronicEob') return context.isSubscriber;
    if (field.flag === 'electronicMedicareMailing') return context.medicareEligible;
    if (field.group === 'ebill') return context.ebillAvailable;
    return true;
  });
}

export type PreferenceValues = Record<PreferenceFlag, boolean>;

/** Y → true; N or nothing → false. */
export function isYes(flag: YesNo | null | undefined): boolean {
  return flag === 'Y';
}

export function toYesNo(value: boolean): YesNo {
  return value ? 'Y' : 'N';
}

/** The saved flags as booleans for the form. */
export function preferenceValues(preferences: Preferences): PreferenceValues {
  return Object.fromEntries(PREFERENCE_FIELDS.map(({ flag }) => [flag, isYes(preferences[flag])])) as PreferenceValues;
}

/**
 * What a save sends: only the flags among `fields` whose value differs from the saved one, as Y or N. Empty when
 * nothing changed (the page then sends nothing).
 */
export function preferenceChanges(
  saved: Preferences,
  values: Partial<PreferenceValues>,
  fields: readonly Pick<PreferenceField, 'flag'>[],
): PreferencesUpdate {
  const changes: PreferencesUpdate = {};
  for (const { flag } of fields) {
    const value = values[flag];
    if (value === undefined || value === isYes(saved[flag])) continue;
    changes[flag] = toYesNo(value);
  }
  return changes;
}

/** The e-mail change to send: the trimmed address when it differs from the one on file, else nothing. */
export function emailChange(saved: string | null | undefined, entered: string): PreferencesUpdate {
  const next = entered.trim();
  return next === (saved ?? '').trim() ? {} : { emailAddress: next };
}

// ------------------------------------------------------------------ eBill

export interface EbillAddressInput {
  /** The runtime config's `ebillBaseUrl`. */
  readonly baseUrl: string;
  /** The member registered for eBill during this visit. */
  readonly firstTime: boolean;
  /** The brand's short name. */
  readonly theme: string;
  /** This portal's /home address, for the eBill site's way back. */
  readonly dashboardLink: string;
  /** The session token. */
  readonly idpToken: string;
}

/**
 * The eBill site's address (spec section 9): the configured base with firsttime (Y when the member has just
 * registered, else N), theme, dashboardlink and idptoken. Parameters already on the base address are kept.
 */
export function ebillAddress({ baseUrl, firstTime, theme, dashboardLink, idpToken }: EbillAddressInput): string {
  const url = new URL(baseUrl);
  url.searchParams.set('firsttime', firstTime ? 'Y' : 'N');
  url.searchParams.set('theme', theme);
  url.searchParams.set('dashboardlink', dashboardLink);
  url.searchParams.set('idptoken', idpToken);
  return url.toString();
}

// ------------------------------------------------------------------ plan management

export type OpenEnrollmentPhase = 'upcoming' | 'open' | 'closed';

/** Where today stands against the open enrollment window (start and end days included); null without a window. */
export function openEnrollmentPhase(
  details: Pick<PlanManagementDetails, 'openEnrollmentStart' | 'openEnrollmentEnd'>,
  now: Date,
): OpenEnrollmentPhase | null {
  const start = calendarDay(details.openEnrollmentStart);
  const end = calendarDay(details.openEnrollmentEnd);
  if (!end) return null;
  const today = calendarDay(now)!;
  if (start && today < start) return 'upcoming';
  return today <= end ? 'open' : 'closed';
}

/** 'Medical' or 'Medical and Dental': the plans a cancellation status leaves unrenewed. */
export function nonRenewedText(statusId: CancellationStatusId): string {
  return nonRenewedPlans(statusId).join(' and ');
}

/** 'Your Medical plan will not renew' / 'Your Medical and Dental plans will not renew'. */
export function nonRenewedSentence(statusId: CancellationStatusId): string {
  const plans = nonRenewedPlans(statusId);
  return `Your ${plans.join(' and ')} ${plans.length > 1 ? 'plans' : 'plan'} will not renew`;
}

/**
 * Whether the member can ask not to renew online: the plan is eligible and active, there is no cancellation
 * status yet, the gateway offers options, and the member is the subscriber (the gateway refuses anyone else).
 */
export function canCancelPlan(details: PlanManagementDetails, member: Pick<Member, 'memberSuffix'>): boolean {
  return (
    details.eligibleAndActive &&
    !details.directPlanCancellationStatus &&
    (details.directCancellationOptions?.length ?? 0) > 0 &&
    isSubscriber(member)
  );
}
