import {
  ClaimStatus,
  ReferralStatusCode,
  type Claim,
  type ClaimsMetadata,
  type EobsMetadata,
  type Referral,
  type ReferralMetadata,
} from '../generated/model';
import type {
  AccountDetails,
  BenefitHistory,
  BenefitLimit,
  DentalMaximum,
  DentalServiceCategory,
  DentalSummary,
  EligibilityBlock,
  Family,
  Group,
  GroupDetail,
  GroupPlanStatus,
  Handbook,
  IdCard,
  IdCardFace,
  MedicalSummary,
  MedicalTier,
  Member,
  PcpEligibility,
  PcpHistoryEntry,
  PharmacySummary,
  PrimaryCareMember,
  ProductCategory,
  Provider,
  RelevantPreference,
  RelevantPreferences,
  VisionSummary,
} from '../generated/model';

import {
  ageOn,
  currentYear,
  firstOfMonth,
  isoDate,
  isWithin,
  OPEN_ENDED,
  startOfYearFromNow,
  today,
} from './personas/dates';
import { medicalServiceDetail, planById, outOfNetworkServices, type DentalPlan, type MedicalPlan, type Plan } from './personas/plans';
import { findPrimaryCareProvider, milesBetween, primaryCareDirectory, unlistedProviders, zipCentre, type DirectoryProvider } from './personas/providers';
import type { CoveragePeriod, GroupFixture, Household, HouseholdMember, MemberUsage } from './personas/types';
import type { AccountState } from './state';
import type { MockTokenClaims } from './tokens';

/**
 * Everything the gateway answers, derived from a household's state. One fact lives in one place (a coverage
 * period, a plan, a usage amount) and every operation reads it from there: the account's eligibility blocks,
 * the family's plan eligibilities, the group list, the benefit summaries and limits, the ID card and the
 * handbooks all agree.
 */

export const CATEGORIES: readonly ProductCategory[] = ['medical', 'dental', 'vision', 'pharmacy'];

/** The signed-in member as the handlers see them. */
export interface Session {
  readonly claims: MockTokenClaims;
  readonly username: string;
  readonly household: Household;
  readonly member: HouseholdMember;
  readonly group: GroupFixture;
  readonly account: AccountState;
}

const todayIso = () => isoDate(today());

export const fullName = (member: Pick<HouseholdMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`;

export function isSubscriber(member: HouseholdMember): boolean {
  return member.suffix === 0;
}

// ------------------------------------------------------------------ coverage

export function periodsOf(group: GroupFixture, memberKey: string, category?: ProductCategory): CoveragePeriod[] {
  return group.coverage
    .filter((period) => period.memberKey === memberKey && (!category || period.category === category))
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
}

export type PeriodStatus = 'active' | 'future' | 'termed';

export function periodStatus(period: CoveragePeriod, on = todayIso()): PeriodStatus {
  if (period.effectiveDate > on) return 'future';
  return isWithin(on, period.effectiveDate, period.terminationDate) ? 'active' : 'termed';
}

/** The period the portal shows: active, else the next future one, else the latest termed one. */
export function selectedPeriod(periods: readonly CoveragePeriod[]): CoveragePeriod | undefined {
  return (
    periods.find((period) => periodStatus(period) === 'active') ??
    periods.find((period) => periodStatus(period) === 'future') ??
    [...periods].reverse().find((period) => periodStatus(period) === 'termed')
  );
}

/** The period covering a date, else the selected one. */
function periodOn(periods: readonly CoveragePeriod[], on: string): CoveragePeriod | undefined {
  return periods.find((period) => isWithin(on, period.effectiveDate, period.terminationDate));
}

/** Whether the member has no active or future coverage in the group (spec: a termed member). */
export function isTermed(group: GroupFixture, memberKey: string): boolean {
  return !periodsOf(group, memberKey).some((period) => periodStatus(period) !== 'termed');
}

function eligibilityBlock(group: GroupFixture, memberKey: string, category: ProductCategory): EligibilityBlock {
  const periods = periodsOf(group, memberKey, category);
  const period = selectedPeriod(periods);
  if (!period) {
    return { classPlanId: null, effectiveDate: null, terminationDate: null, classPlanEffectiveDate: null, eligible: false, insuranceType: null };
  }
  const planYearStart = startOfYearFromNow(0);
  const classPlanEffectiveDate =
    periodStatus(period) === 'active' && period.effectiveDate < planYearStart ? planYearStart : period.effectiveDate;
  return {
    classPlanId: period.classPlanId,
    // The current plan's own first day (a plan change at a plan year starts a new plan), as GET /group-detail and
    // the selected plan eligibility entry give it.
    effectiveDate: period.effectiveDate,
    terminationDate: period.terminationDate,
    classPlanEffectiveDate,
    eligible: true,
    insuranceType: planById(period.classPlanId).insuranceType,
  };
}

/** The members the session may see: the subscriber sees the family covered in the group, others themselves. */
export function visibleMembers(session: Session): HouseholdMember[] {
  if (!isSubscriber(session.member)) return [session.member];
  const covered = session.household.members.filter((member) => periodsOf(session.group, member.memberKey).length > 0);
  return covered.length > 0 ? covered : [session.member];
}

export function visibleKeys(session: Session): Set<string> {
  return new Set(visibleMembers(session).map((member) => member.memberKey));
}

const relationshipDescriptions = { SUB: 'Subscriber', SPO: 'Spouse', DEP: 'Dependent' } as const;

function memberView(session: Session, member: HouseholdMember): Member {
  const networks = new Set<string>();
  for (const category of CATEGORIES) {
    const period = selectedPeriod(periodsOf(session.group, member.memberKey, category));
    if (period) networks.add(planById(period.classPlanId).networkName);
  }
  return {
    memberKey: member.memberKey,
    memberSuffix: member.suffix,
    firstName: member.firstName,
    lastName: member.lastName,
    relationship: member.relationship,
    relationshipDescription: relationshipDescriptions[member.relationship],
    dateOfBirth: member.dateOfBirth,
    sex: member.sex,
    sexDescription: member.sex === 'F' ? 'Female' : 'Male',
    hasOutOfAreaPlan: member.hasOutOfAreaPlan,
    hasOtherMedical: member.hasOtherMedical,
    hasOtherDental: member.hasOtherDental,
    role: isSubscriber(member) ? 'subscriber' : 'dependent',
    networkNames: [...networks],
    medicalEligibility: eligibilityBlock(session.group, member.memberKey, 'medical'),
    dentalEligibility: eligibilityBlock(session.group, member.memberKey, 'dental'),
    visionEligibility: eligibilityBlock(session.group, member.memberKey, 'vision'),
    pharmacyEligibility: eligibilityBlock(session.group, member.memberKey, 'pharmacy'),
  };
}

export function accountDetails(session: Session): AccountDetails {
  const { household, group, member } = session;
  const members = visibleMembers(session);
  const products = CATEGORIES.filter((category) =>
    members.some((visible) => periodsOf(group, visible.memberKey, category).length > 0),
  ).map((category) => category.toUpperCase());
  const ownPeriods = periodsOf(group, member.memberKey);
  return {
    subscriberId: household.subscriberId,
    subscriberKey: household.subscriberKey,
    groupKey: group.groupKey,
    groupId: group.groupId,
    groupName: group.groupName,
    parentGroupId: group.parentGroupId,
    parentGroupName: group.parentGroupName,
    effectiveDate: ownPeriods[0]?.effectiveDate ?? group.effectiveDate,
    hireDate: household.hireDate,
    members: members.map((visible) => memberView(session, visible)),
    address: household.address,
    preferences: member.preferences,
    chatConfig: group.chatConfig,
    products,
  };
}

export function family(session: Session): Family {
  const { household, group } = session;
  const members = visibleMembers(session);
  return {
    groupId: group.groupId,
    subscriberId: household.subscriberId,
    groupName: group.groupName,
    parentGroupId: group.parentGroupId,
    parentGroupName: group.parentGroupName,
    members: members.map((member) => ({
      firstName: member.firstName,
      lastName: member.lastName,
      dateOfBirth: member.dateOfBirth,
      suffix: member.suffix,
      key: member.memberKey,
    })),
    planEligibilities: members.flatMap((member) =>
      periodsOf(group, member.memberKey).map((period) => ({
        memberKey: member.memberKey,
        suffix: member.suffix,
        productCategory: period.category,
        source: period.source,
        effectiveDate: period.effectiveDate,
        termedDate: period.terminationDate ?? OPEN_ENDED,
      })),
    ),
  };
}

export function benefitHistory(session: Session, category?: ProductCategory): BenefitHistory[] {
  const members = visibleMembers(session);
  return CATEGORIES.filter((candidate) => !category || candidate === category).flatMap((candidate) =>
    members.flatMap((member) => {
      const periods = periodsOf(session.group, member.memberKey, candidate);
      if (periods.length === 0) return [];
      return [
        {
          category: candidate,
          memberKey: member.memberKey,
          eligibilities: periods.map((period) => ({
            effectiveDate: period.effectiveDate,
            termedDate: period.terminationDate,
            plan: planById(period.classPlanId).planName,
          })),
        },
      ];
    }),
  );
}

// ------------------------------------------------------------------ groups

function groupSpan(periods: readonly CoveragePeriod[]): { start: string; end: string } {
  const start = periods.reduce((earliest, period) => (period.effectiveDate < earliest ? period.effectiveDate : earliest), OPEN_ENDED);
  const end = periods.some((period) => period.terminationDate === null)
    ? OPEN_ENDED
    : periods.reduce((latest, period) => ((period.terminationDate ?? '') > latest ? (period.terminationDate ?? latest) : latest), '0000-01-01');
  return { start, end };
}

export function memberGroups(household: Household, memberKey: string): GroupFixture[] {
  return household.groups.filter((group) => periodsOf(group, memberKey).length > 0);
}

export function groups(household: Household, memberKey: string): Group[] {
  return memberGroups(household, memberKey).map((group) => {
    const span = groupSpan(periodsOf(group, memberKey));
    return {
      groupId: group.groupId,
      groupName: group.groupName,
      memberKey,
      planEffectiveDate: span.start,
      planTerminationDate: span.end,
      inactive: isTermed(group, memberKey),
      externalHandoff: group.externalHandoff,
    };
  });
}

function planStatus(periods: readonly CoveragePeriod[]): GroupPlanStatus | undefined {
  const period = selectedPeriod(periods);
  if (!period) return undefined;
  const status = periodStatus(period);
  return {
    planStatus: status === 'active' ? 'ACTIVE' : status === 'future' ? 'FUTURE' : 'TERMED',
    planEffectiveDate: period.effectiveDate,
    planTerminationDate: period.terminationDate ?? OPEN_ENDED,
  };
}

export function groupDetails(household: Household, memberKey: string): GroupDetail[] {
  return memberGroups(household, memberKey).map((group) => {
    const detail: GroupDetail = {
      groupId: group.groupId,
      groupName: group.groupName,
      groupEffectiveDate: group.effectiveDate,
      groupTerminationDate: group.terminationDate ?? OPEN_ENDED,
    };
    for (const category of CATEGORIES) {
      const status = planStatus(periodsOf(group, memberKey, category));
      if (status) detail[category] = status;
    }
    return detail;
  });
}

// ------------------------------------------------------------------ limits and summaries

interface Covered {
  readonly period: CoveragePeriod;
  readonly plan: Plan;
}

/** The member's coverage in a category on a date. */
export function coverageOn(session: Session, member: HouseholdMember, category: ProductCategory, on: string): Covered | undefined {
  const period = periodOn(periodsOf(session.group, member.memberKey, category), on);
  return period ? { period, plan: planById(period.classPlanId) } : undefined;
}

function usageOf(household: Household, memberKey: string): MemberUsage {
  return household.usage.find((usage) => usage.memberKey === memberKey) ?? { memberKey };
}

/** Members of the household covered by the same plan on the date (family accumulators add up their use). */
function planMates(session: Session, classPlanId: string, category: ProductCategory, on: string): HouseholdMember[] {
  return session.household.members.filter((member) =>
    periodsOf(session.group, member.memberKey, category).some(
      (period) => period.classPlanId === classPlanId && isWithin(on, period.effectiveDate, period.terminationDate),
    ),
  );
}

type UsageKey = Exclude<keyof MemberUsage, 'memberKey'>;

function met(session: Session, members: readonly HouseholdMember[], key: UsageKey, total: number): number {
  const sum = members.reduce((acc, member) => acc + (usageOf(session.household, member.memberKey)[key] ?? 0), 0);
  return Math.min(total, round(sum));
}

/**
 * The member's benefit limits on a date, in the gateway's own (unsorted) order, with the household's extra
 * limits (incomplete or untyped ones) at their positions.
 */
export function benefitLimits(session: Session, member: HouseholdMember, on: string): BenefitLimit[] {
  const medical = coverageOn(session, member, 'medical', on);
  const dental = coverageOn(session, member, 'dental', on);
  const m = medical?.plan.category === 'medical' ? (medical.plan as MedicalPlan) : undefined;
  const d = dental?.plan.category === 'dental' ? (dental.plan as DentalPlan) : undefined;
  const family = {
    medical: m ? planMates(session, m.classPlanId, 'medical', on) : [],
    dental: d ? planMates(session, d.classPlanId, 'dental', on) : [],
  };
  // When each limit applies, what it is, its total and the use that counts against it (the member's, or the family's).
  type Row = [applies: unknown, category: 'medical' | 'dental', coverage: 'INDIVIDUAL' | 'FAMILY', limitType: string, tier: string, total: number | null | undefined, use: UsageKey, header: string, body: string];
  const rows: Row[] = [
    [m && m.deductible.individual > 0, 'medical', 'INDIVIDUAL', 'Deductible - In Network', 'in-network', m?.deductible.individual, 'medicalDeductibleMet', 'Your medical deductible',
      '<p>You pay for covered in-network services until you meet the deductible. Preventive care is covered before the deductible.</p>'],
    [d, 'dental', 'INDIVIDUAL', 'Annual Limit', 'innet', d?.annualMaximum, 'dentalAnnualMet', 'Annual maximum', '<p>The most the plan pays for each member in a plan year.</p>'],
    [m, 'medical', 'INDIVIDUAL', 'Out-of-Pocket Maximum', 'innet', m?.outOfPocket.individual, 'medicalOutOfPocketMet', 'Your out-of-pocket maximum',
      '<p>After you pay this much for covered in-network care in a plan year, the plan pays 100%.</p>'],
    [m && family.medical.length > 1 && m.deductible.family > 0, 'medical', 'FAMILY', 'Deductible - In Network', 'innet', m?.deductible.family, 'medicalDeductibleMet', 'Family medical deductible',
      '<p>Once the family together meets this amount, no one in the family pays the deductible for the rest of the plan year.</p>'],
    [d && d.deductible.individual > 0, 'dental', 'INDIVIDUAL', 'Deductible - In Network', 'in-network', d?.deductible.individual, 'dentalDeductibleMet', 'Dental deductible', '<p>Applies to basic and major services.</p>'],
    [m?.outOfNetwork && m.outOfNetwork.deductible.individual > 0, 'medical', 'INDIVIDUAL', 'Deductible - Out of Network', 'out-of-network', m?.outOfNetwork?.deductible.individual, 'outOfNetworkDeductibleMet', 'Out-of-network deductible',
      '<p>Out-of-network providers may bill you for the difference between their charge and the allowed amount.</p>'],
    [m && family.medical.length > 1, 'medical', 'FAMILY', 'Out-of-Pocket Maximum', 'innet', m?.outOfPocket.family, 'medicalOutOfPocketMet', 'Family out-of-pocket maximum',
      '<p>After the family together pays this much for covered in-network care, the plan pays 100% for everyone.</p>'],
    [d?.orthodontiaMaximum && ageOn(member.dateOfBirth, on) < 19, 'dental', 'INDIVIDUAL', 'Orthodontia Lifetime Maximum', 'tab1', d?.orthodontiaMaximum, 'orthodontiaMet', 'Orthodontia lifetime maximum',
      '<p>The most the plan pays for orthodontic treatment for a member under 19, over their lifetime.</p>'],
    [d && family.dental.length > 1 && d.deductible.family > 0, 'dental', 'FAMILY', 'Deductible - In Network', 'innet', d?.deductible.family, 'dentalDeductibleMet', 'Family dental deductible',
      '<p>Once the family together meets this amount, no one in the family pays the dental deductible for the rest of the plan year.</p>'],
  ];
  const list = rows
    .filter(([applies]) => applies)
    .map(([, productCategory, coverageType, limitType, networkTier, amount, use, header, body]): BenefitLimit => {
      const total = amount ?? 0;
      const totalMet = met(session, coverageType === 'FAMILY' ? family[productCategory] : [member], use, total);
      return { productCategory, coverageType, limitType, networkTier, total, totalMet, totalRemaining: round(total - totalMet), detailedDescription: { header, body } };
    });

  const extras = session.household.extraLimits
    .filter((extra) => (extra.memberKey === null || extra.memberKey === member.memberKey) && coverageOn(session, member, extra.limit.productCategory, on))
    .sort((a, b) => a.position - b.position);
  for (const extra of extras) list.splice(Math.min(extra.position, list.length), 0, extra.limit);
  return list;
}

const tierNames = { innet: 'In network', outnet: 'Out-of-network' } as const;

/** A tier's deductible and out-of-pocket figures: the limits, what is met and what remains (family ones with family coverage). */
function costShares(
  limits: { readonly deductible: { individual: number; family: number }; readonly outOfPocket: { individual: number; family: number } },
  familyCoverage: boolean,
  metSoFar: { deductible: number; familyDeductible: number; outOfPocket: number; familyOutOfPocket: number },
  detailDescription: { header: string; body: string },
) {
  const family = <T>(value: T) => (familyCoverage ? value : null);
  return {
    individualDeductible: limits.deductible.individual,
    individualDeductibleMet: metSoFar.deductible,
    individualDeductibleRemaining: limits.deductible.individual - metSoFar.deductible,
    familyDeductible: family(limits.deductible.family),
    familyDeductibleMet: family(metSoFar.familyDeductible),
    familyDeductibleRemaining: family(limits.deductible.family - metSoFar.familyDeductible),
    individualOutOfPocket: limits.outOfPocket.individual,
    individualOutOfPocketMet: metSoFar.outOfPocket,
    individualOutOfPocketRemaining: round(limits.outOfPocket.individual - metSoFar.outOfPocket),
    familyOutOfPocket: family(limits.outOfPocket.family),
    familyOutOfPocketMet: family(metSoFar.familyOutOfPocket),
    familyOutOfPocketRemaining: family(round(limits.outOfPocket.family - metSoFar.familyOutOfPocket)),
    detailDescription,
  };
}

export function medicalSummary(session: Session, member: HouseholdMember, covered: Covered, asOfDate: string): MedicalSummary {
  const plan = covered.plan as MedicalPlan;
  const self = [member];
  const mates = planMates(session, plan.classPlanId, 'medical', asOfDate);
  const familyCoverage = mates.length > 1;
  const tiers: MedicalTier[] = [
    {
      tierId: 'innet',
      name: tierNames.innet,
      oopDeductibles: costShares(plan, familyCoverage, {
        deductible: met(session, self, 'medicalDeductibleMet', plan.deductible.individual),
        familyDeductible: met(session, mates, 'medicalDeductibleMet', plan.deductible.family),
        outOfPocket: met(session, self, 'medicalOutOfPocketMet', plan.outOfPocket.individual),
        familyOutOfPocket: met(session, mates, 'medicalOutOfPocketMet', plan.outOfPocket.family),
      }, {
        header: 'How your deductible works',
        body: '<p>You pay for covered services until you meet the deductible. Preventive care is covered before the deductible.</p>',
      }),
      services: plan.services.map((service) => ({ ...service, detail: medicalServiceDetail(plan, service.pageId) })),
    },
  ];
  if (plan.outOfNetwork) {
    const oon = plan.outOfNetwork;
    const deductibleMet = met(session, self, 'outOfNetworkDeductibleMet', oon.deductible.individual);
    const familyDeductibleMet = met(session, mates, 'outOfNetworkDeductibleMet', oon.deductible.family);
    tiers.push({
      tierId: 'outnet',
      name: tierNames.outnet,
      oopDeductibles: costShares(oon, familyCoverage, { deductible: deductibleMet, familyDeductible: familyDeductibleMet, outOfPocket: deductibleMet, familyOutOfPocket: familyDeductibleMet }, {
        header: 'Out-of-network costs',
        body: '<p>Out-of-network providers may bill you for the difference between their charge and the allowed amount.</p>',
      }),
      services: outOfNetworkServices.map((service) => ({ ...service, detail: medicalServiceDetail(plan, service.pageId) })),
    });
  }
  return { asOfDate, classPlanId: plan.classPlanId, planName: plan.planName, tiers };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

interface DentalServiceTemplate {
  readonly code: string;
  readonly name: string;
  readonly amount: number;
  readonly description: string;
  readonly benefitLimit: string | null;
  readonly group: 'preventive' | 'basic' | 'major';
  readonly deductibleApplies: boolean;
}

const dentalServiceTemplates: Record<string, readonly DentalServiceTemplate[]> = {
  'Diagnostic and preventive': [
    { code: 'D0120', name: 'Periodic oral evaluation', amount: 55, description: 'A routine checkup exam', benefitLimit: '2 per plan year', group: 'preventive', deductibleApplies: false },
    { code: 'D0274', name: 'Bitewing x-rays, four images', amount: 75, description: 'X-rays that show decay between teeth', benefitLimit: '1 set per plan year', group: 'preventive', deductibleApplies: false },
    { code: 'D1110', name: 'Cleaning (prophylaxis), adult', amount: 100, description: 'Routine cleaning, twice each plan year', benefitLimit: '2 per plan year', group: 'preventive', deductibleApplies: false },
    { code: 'D1120', name: 'Cleaning (prophylaxis), child', amount: 72, description: 'Routine cleaning for members under 14', benefitLimit: '2 per plan year', group: 'preventive', deductibleApplies: false },
  ],
  'Basic services': [
    { code: 'D2391', name: 'Resin-based composite, one surface, posterior', amount: 140, description: 'A tooth-colored filling on a back tooth', benefitLimit: null, group: 'basic', deductibleApplies: true },
    { code: 'D7140', name: 'Extraction, erupted tooth', amount: 165, description: 'Removal of a visible tooth', benefitLimit: null, group: 'basic', deductibleApplies: true },
  ],
  'Major services': [
    { code: 'D2740', name: 'Crown, porcelain/ceramic', amount: 1105, description: 'A crown that covers a damaged tooth', benefitLimit: '1 per tooth every 5 years', group: 'major', deductibleApplies: true },
    { code: 'D6010', name: 'Implant, endosteal', amount: 2150, description: 'A surgical implant to replace a missing tooth', benefitLimit: '1 per tooth every 5 years', group: 'major', deductibleApplies: true },
  ],
};

function dentalCategories(plan: DentalPlan): DentalServiceCategory[] {
  const categories = Object.entries(dentalServiceTemplates).map(([category, templates]) => ({
    category,
    services: templates.map((template) => {
      const [inNetwork, outOfNetwork] = plan.coinsurance[template.group];
      const youPay = (coinsurance: number) => 100 - coinsurance;
      return {
        code: template.code,
        name: template.name,
        amount: template.amount,
        description: template.description,
        benefitLimit: template.benefitLimit,
        incentiveTiers: [
          { tierId: 'innet', coinsurance: inNetwork, description: inNetwork === 100 ? 'Covered in full' : `Plan pays ${inNetwork}% of the allowed amount` },
          {
            tierId: 'outnet',
            coinsurance: outOfNetwork,
            description: outOfNetwork === 0 ? 'Not covered out of network' : `Plan pays ${outOfNetwork}% of the allowed amount`,
          },
        ],
        detail: {
          id: template.code,
          mainNote: template.deductibleApplies ? 'The deductible applies.' : `${template.name} is not subject to the deductible.`,
          outOfPocket: `$${((template.amount * youPay(inNetwork)) / 100).toFixed(2)} in network`,
          tierOutOfPocket: [
            { description: 'You pay', network: 'innet', note: template.deductibleApplies ? 'After the deductible' : 'No deductible applies', copay: youPay(inNetwork), isCopay: false },
            {
              description: 'You pay',
              network: 'outnet',
              note: outOfNetwork === 0 ? 'Not covered' : `${youPay(outOfNetwork)}% of the allowed amount plus any balance billed`,
              copay: youPay(outOfNetwork),
              isCopay: false,
            },
          ],
        },
      };
    }),
  }));
  if (plan.orthodontiaMaximum) {
    categories.push({
      category: 'Orthodontics',
      services: [
        {
          code: 'D8080',
          name: 'Comprehensive orthodontic treatment, adolescent',
          amount: 5400,
          description: 'Braces for members under 19',
          benefitLimit: `Lifetime maximum $${plan.orthodontiaMaximum.toLocaleString('en-US')}`,
          incentiveTiers: [
            { tierId: 'innet', coinsurance: 50, description: 'Plan pays 50% up to the lifetime maximum' },
            { tierId: 'outnet', coinsurance: 50, description: 'Plan pays 50% up to the lifetime maximum' },
          ],
          detail: {
            id: 'D8080',
            mainNote: 'Members under 19 only.',
            outOfPocket: '50% of the allowed amount',
            tierOutOfPocket: [
              { description: 'You pay', network: 'innet', note: 'Until the lifetime maximum is reached', copay: 50, isCopay: false },
              { description: 'You pay', network: 'outnet', note: 'Until the lifetime maximum is reached', copay: 50, isCopay: false },
            ],
          },
        },
      ],
    });
  }
  return categories;
}

export function dentalSummary(session: Session, member: HouseholdMember, covered: Covered, asOfDate: string): DentalSummary {
  const plan = covered.plan as DentalPlan;
  const self = [member];
  const mates = planMates(session, plan.classPlanId, 'dental', asOfDate);
  /** One maximum: the member's amount, what they have used of it, and the family's [amount, met, remaining]. */
  const maximum = (description: string, amount: number, use: UsageKey, family: readonly number[], header: string, body: string): DentalMaximum => {
    const indivMet = met(session, self, use, amount);
    const [familyAmount = -1, familyMet = 0, familyRemaining = -1] = family;
    return { description, familyAmount, familyMet, familyRemaining, indivAmount: amount, indivMet, indivRemaining: amount - indivMet, detailDescription: { header, body } };
  };
  const maximums = [maximum('Annual maximum', plan.annualMaximum, 'dentalAnnualMet', [], 'Annual maximum', '<p>The most the plan pays for each member in a plan year.</p>')];
  if (plan.deductible.individual > 0) {
    const familyMet = mates.length > 1 ? met(session, mates, 'dentalDeductibleMet', plan.deductible.family) : 0;
    const family = mates.length > 1 ? [plan.deductible.family, familyMet, plan.deductible.family - familyMet] : [];
    maximums.push(maximum('Deductible', plan.deductible.individual, 'dentalDeductibleMet', family, 'Dental deductible', '<p>Applies to basic and major services, not to checkups and cleanings.</p>'));
  }
  if (plan.orthodontiaMaximum && ageOn(member.dateOfBirth, asOfDate) < 19) {
    const body = '<p>The most the plan pays for braces for a member under 19.</p>';
    maximums.push(maximum('Orthodontia lifetime maximum', plan.orthodontiaMaximum, 'orthodontiaMet', [0, 0, 0], 'Orthodontia lifetime maximum', body));
  }
  return {
    asOfDate,
    classPlanId: plan.classPlanId,
    planName: plan.planName,
    tiers: [
      { tierId: 'innet', name: tierNames.innet },
      { tierId: 'outnet', name: tierNames.outnet },
    ],
    serviceCategories: dentalCategories(plan),
    maximums,
  };
}

export function visionSummary(_session: Session, _member: HouseholdMember, covered: Covered, asOfDate: string): VisionSummary {
  const plan = covered.plan;
  if (plan.category !== 'vision') throw new Error(`${plan.classPlanId} is not a vision plan`);
  return { asOfDate, classPlanId: plan.classPlanId, planName: plan.planName, services: [...plan.services], notes: [...plan.notes] };
}

export function pharmacySummary(_session: Session, _member: HouseholdMember, covered: Covered, asOfDate: string): PharmacySummary {
  const plan = covered.plan;
  if (plan.category !== 'pharmacy') throw new Error(`${plan.classPlanId} is not a pharmacy plan`);
  return {
    asOfDate,
    classPlanId: plan.classPlanId,
    planName: plan.planName,
    pharmacyBenefitManager: plan.pharmacyBenefitManager,
    drugTiers: [...plan.drugTiers],
    notes: [...plan.notes],
  };
}

// ------------------------------------------------------------------ ID card and handbooks

export function idCardEligible(session: Session): boolean {
  return !isTermed(session.group, session.member.memberKey);
}

export function idCard(session: Session, category?: ProductCategory): IdCard {
  const { member, household, group } = session;
  const cards: IdCardFace[] = CATEGORIES.filter((candidate) => !category || candidate === category).flatMap((candidate) => {
    const periods = periodsOf(group, member.memberKey, candidate);
    const period = selectedPeriod(periods);
    if (!period || periodStatus(period) === 'termed') return [];
    const plan = planById(period.classPlanId);
    const file = `${household.subscriberId}-${String(member.suffix).padStart(2, '0')}-${candidate}`;
    return [
      {
        category: candidate,
        memberName: fullName(member),
        memberSuffix: member.suffix,
        networkName: plan.networkName,
        planName: plan.planName,
        effectiveDate: period.effectiveDate,
        customerServicePhone: plan.customerServicePhone,
        frontImageUrl: `https://documents.plan.example/cards/${file}-front.png`,
        backImageUrl: `https://documents.plan.example/cards/${file}-back.png`,
      },
    ];
  });
  return { memberName: fullName(member), subscriberId: household.subscriberId, groupId: group.groupId, groupName: group.groupName, cards };
}

export function handbooks(session: Session): Handbook[] {
  const year = currentYear();
  const seen = new Set<string>();
  const list: Handbook[] = [];
  for (const member of visibleMembers(session)) {
    for (const category of CATEGORIES) {
      const period = selectedPeriod(periodsOf(session.group, member.memberKey, category));
      if (!period || periodStatus(period) === 'termed' || seen.has(period.classPlanId)) continue;
      seen.add(period.classPlanId);
      const plan = planById(period.classPlanId);
      const slug = plan.classPlanId.toLowerCase();
      list.push({ id: `HB-${plan.classPlanId}-${year}`, title: `${year} ${plan.planName} member handbook`, productCategory: category, planYear: year, language: 'English', url: `https://documents.plan.example/handbooks/${slug}-${year}.pdf`, documentType: 'pdf' });
      if (category === 'medical') {
        list.push({ id: `HB-${plan.classPlanId}-${year}-ES`, title: `${year} ${plan.planName}: manual para miembros`, productCategory: category, planYear: year, language: 'Spanish', url: `https://documents.plan.example/handbooks/${slug}-${year}-es.pdf`, documentType: 'pdf' });
      }
    }
  }
  return list;
}

// ------------------------------------------------------------------ primary care

/** Dates a new primary care selection may take effect: the first of next month and of the month after. */
export function pcpEligibleDates(): string[] {
  return [firstOfMonth(1), firstOfMonth(2)];
}

function providerDetails(providerId: string): Pick<PcpHistoryEntry, 'providerName' | 'providerTitle' | 'locations'> {
  const listed = findPrimaryCareProvider(providerId);
  if (listed) {
    return { providerName: listed.provider.providerName, providerTitle: listed.provider.title ?? null, locations: listed.provider.locations ?? [] };
  }
  const unlisted = unlistedProviders[providerId as keyof typeof unlistedProviders];
  if (unlisted) return { providerName: unlisted.providerName, providerTitle: unlisted.title, locations: [unlisted.location] };
  throw new Error(`Unknown provider ${providerId}`);
}

export function pcpMembers(session: Session): PrimaryCareMember[] {
  const { pcp } = session.household;
  const on = todayIso();
  return visibleMembers(session)
    .filter((member) => pcp.eligibleMembers.includes(member.memberKey) || pcp.selections.some((s) => s.memberKey === member.memberKey))
    .map((member) => ({
      memberKey: member.memberKey,
      eligibleDates: pcp.eligible && pcp.eligibleMembers.includes(member.memberKey) ? pcpEligibleDates() : [],
      pcp360History: pcp.selections
        .filter((selection) => selection.memberKey === member.memberKey)
        .sort((a, b) => b.beginDate.localeCompare(a.beginDate))
        .map((selection) => ({
          providerId: selection.providerId,
          ...providerDetails(selection.providerId),
          memberKey: member.memberKey,
          beginDate: selection.beginDate,
          endDate: selection.endDate ?? OPEN_ENDED,
          pcpSelected: selection.endDate === null || selection.endDate >= on,
          pcpTerminationReason: selection.terminationReason,
        })),
    }));
}

export function pcpEligibility(session: Session): PcpEligibility {
  const visible = visibleKeys(session);
  const { pcp } = session.household;
  return { eligible: pcp.eligible, members: pcp.eligible ? pcp.eligibleMembers.filter((key) => visible.has(key)) : [] };
}

export function providerView(entry: DirectoryProvider, distance: number | null): Provider {
  return { ...entry.provider, distance };
}

// ------------------------------------------------------------------ preferences

const preferenceLabels: Record<string, Array<readonly [keyof HouseholdMember['preferences'], string]>> = {
  ebill: [
    ['emailWhenBillReady', 'E-mail me when my bill is ready'],
    ['emailPaymentReminder', 'E-mail me a payment reminder'],
    ['emailAutopayWithdrawalReminder', 'E-mail me before an automatic payment is withdrawn'],
    ['discontinuePaperStatements', 'Stop mailing me paper statements'],
  ],
  eob: [['electronicEob', 'Get my explanations of benefits online instead of by mail']],
  medicare: [['electronicMedicareMailing', 'Get my Medicare plan documents by e-mail']],
  news: [
    ['emailBreakingNews', 'E-mail me news about my plan'],
    ['emailEwpNotification', 'E-mail me about wellness programs'],
    ['showEwpLandingPage', 'Show the wellness programs page when I sign in'],
  ],
};

export function relevantPreferences(
  session: Session,
  member: HouseholdMember,
  context: 'ebill' | 'eob' | 'medicare' | 'news',
): RelevantPreferences {
  const editable = {
    ebill: session.household.ebill.hasEbill && isSubscriber(member) && !isTermed(session.group, member.memberKey),
    eob: isSubscriber(member),
    medicare: session.household.medicare.eligible,
    news: true,
  }[context];
  const preferences: RelevantPreference[] = (preferenceLabels[context] ?? []).map(([name, label]) => {
    const value = member.preferences[name];
    return { name, label, value: value === 'Y' ? 'Y' : 'N', editable };
  });
  return { context, preferences };
}

/** The members a list's filter offers, by name: those with an entry in `list` when given. */
function memberNames(members: readonly HouseholdMember[], list?: ReadonlyArray<{ memberKey?: string }>) {
  return members
    .filter((member) => !list || list.some((entry) => entry.memberKey === member.memberKey))
    .map((member) => ({ memberKey: member.memberKey, name: fullName(member) }));
}

/** The earliest of the dates given (YYYY-MM-DD compare as text), null when there is none. */
const earliestOf = (dates: readonly (string | undefined)[]): string | null =>
  dates.reduce<string | null>((earliest, date) => (date !== undefined && (!earliest || date < earliest) ? date : earliest), null);

/** What the referral list's filters offer: the members with referrals, the statuses and the providers in the list. */
export function referralsMetadata(session: Session, list: readonly Referral[]): ReferralMetadata {
  const statuses = Object.values(ReferralStatusCode)
    .filter((code) => list.some((referral) => referral.statusCode === code))
    .map((code) => ({ code, description: list.find((referral) => referral.statusCode === code)?.statusDescription ?? code }));
  const providers = [...new Map(list.map((referral) => [referral.providerId ?? '', referral.providerName ?? ''])).entries()]
    .filter(([providerId]) => providerId !== '')
    .map(([providerId, providerName]) => ({ providerId, providerName }));
  return { members: memberNames(visibleMembers(session), list), statuses, providers };
}

/** What the claim list's filters offer: the members, the categories and statuses present, the first service date. */
export function claimsMetadata(session: Session, list: readonly Claim[]): ClaimsMetadata {
  return {
    members: memberNames(visibleMembers(session)),
    categories: CATEGORIES.filter((category) => list.some((claim) => claim.productCategory === category)),
    statuses: Object.values(ClaimStatus).filter((status) => list.some((claim) => claim.status === status)),
    earliestServiceDate: earliestOf(list.map((claim) => claim.serviceStartDate)),
  };
}

/** What the EOB list's filters offer: the members with EOBs, and the first issue date. */
export function eobsMetadata(household: Household): EobsMetadata {
  return { members: memberNames(household.members, household.eobs), earliestIssuedDate: earliestOf(household.eobs.map((eob) => eob.issuedDate)) };
}

/**
 * The primary care providers within the radius of a ZIP code whose name, group, specialty or a language holds the
 * search text, nearest first (then by name); none for a ZIP code the directory does not place.
 */
export function providersNear({ zip, radius, searchString }: { zip: string; radius: number; searchString?: string | null }) {
  const centre = zipCentre(zip);
  const needle = searchString?.trim().toLowerCase() ?? '';
  const matches = ({ provider: p }: DirectoryProvider) =>
    !needle || [p.providerName, p.providerGroupName ?? '', p.specialty ?? '', ...(p.languages ?? [])].some((text) => text.toLowerCase().includes(needle));
  if (!centre) return [];
  return primaryCareDirectory
    .map((entry) => ({ entry, distance: milesBetween(centre, entry) }))
    .filter(({ entry, distance }) => distance <= radius && matches(entry))
    .sort((a, b) => a.distance - b.distance || a.entry.provider.providerName.localeCompare(b.entry.provider.providerName));
}
