import { describe, expect, it } from 'vitest';

import type { BenefitLimit, Member, PcpHistoryEntry, PrimaryCareMember } from '../../../generated/model';

import {
  currentPrimaryCare,
  featuredDentalLimit,
  isCityEmployerPlan,
  memberInsuranceTypes,
  preventiveCareDueDate,
  primaryCareSummary,
  programTarget,
} from './home-rules';

const today = new Date(2026, 10, 22, 9, 30);

function member(overrides: Partial<Member> & Pick<Member, 'memberKey' | 'memberSuffix' | 'firstName'>): Member {
  return { lastName: 'Rivera', relationship: 'DEP', dateOfBirth: '2000-01-01', role: 'member', ...overrides };
}

function history(overrides: Partial<PcpHistoryEntry> = {}): PcpHistoryEntry {
  return {
    providerId: 'P-1',
    providerName: 'Maya Okafor',
    providerTitle: 'MD',
    memberKey: 'M1',
    beginDate: '2024-01-01',
    endDate: '9999-12-31',
    pcpSelected: true,
    ...overrides,
  };
}

describe('the city-employer plan', () => {
  it('is known by the city group or its parent group, not by the due date call', () => {
    expect(isCityEmployerPlan({ groupId: '10007015', parentGroupId: null })).toBe(true);
    expect(isCityEmployerPlan({ groupId: '10007999', parentGroupId: '100000050' })).toBe(true);
    expect(isCityEmployerPlan({ groupId: '10001234', parentGroupId: '100000010' })).toBe(false);
  });

  it('reads the due date text, and treats an empty or unreadable answer as unknown', () => {
    expect(preventiveCareDueDate('2027-02-05')).toEqual(new Date(2027, 1, 5));
    expect(preventiveCareDueDate(' 2027-02-05\n')).toEqual(new Date(2027, 1, 5));
    expect(preventiveCareDueDate('')).toBeNull();
    expect(preventiveCareDueDate(null)).toBeNull();
    expect(preventiveCareDueDate('soon')).toBeNull();
  });
});

describe('the current primary care selection', () => {
  it('is a selected entry whose end has not passed, the latest one first', () => {
    const older = history({ providerName: 'Old', beginDate: '2023-01-01' });
    const newer = history({ providerName: 'New', beginDate: '2025-01-01' });
    expect(currentPrimaryCare([older, newer], today)?.providerName).toBe('New');
  });

  it('ignores ended and unselected entries, and keeps one that ends today', () => {
    expect(currentPrimaryCare([history({ endDate: '2026-11-21' })], today)).toBeNull();
    expect(currentPrimaryCare([history({ pcpSelected: false })], today)).toBeNull();
    expect(currentPrimaryCare([history({ endDate: '2026-11-22' })], today)).not.toBeNull();
    expect(currentPrimaryCare([history({ endDate: null })], today)).not.toBeNull();
  });
});

describe('the primary care tile', () => {
  const jordan = member({ memberKey: 'M1', memberSuffix: 0, firstName: 'Jordan' });
  const alex = member({ memberKey: 'M2', memberSuffix: 1, firstName: 'Alex' });
  const sam = member({ memberKey: 'M3', memberSuffix: 2, firstName: 'Sam' });
  const pcp = (memberKey: string, entries: PcpHistoryEntry[] = []): PrimaryCareMember => ({
    memberKey,
    eligibleDates: ['2026-12-01'],
    pcp360History: entries,
  });

  it('lists members without a provider who may choose one, and members with one with the provider name', () => {
    const summary = primaryCareSummary(
      [sam, jordan, alex],
      [pcp('M1', [history({ memberKey: 'M1' })]), pcp('M2', [history({ memberKey: 'M2', providerName: 'Daniel Whitaker', providerTitle: 'DO' })]), pcp('M3')],
      { eligible: true, members: ['M1', 'M2', 'M3'] },
      today,
    );
    expect(summary.withoutProvider).toEqual([{ memberKey: 'M3', suffix: 2, name: 'Sam Rivera' }]);
    expect(summary.withProvider.map((person) => [person.name, person.providerName])).toEqual([
      ['Jordan Rivera', 'Maya Okafor, MD'],
      ['Alex Rivera', 'Daniel Whitaker, DO'],
    ]);
  });

  it('offers no selection to members the eligibility call leaves out, nor when the family is not eligible', () => {
    const members = [jordan, sam];
    const pcpMembers = [pcp('M1'), pcp('M3')];
    expect(primaryCareSummary(members, pcpMembers, { eligible: true, members: ['M1'] }, today).withoutProvider.map((p) => p.name)).toEqual([
      'Jordan Rivera',
    ]);
    expect(primaryCareSummary(members, pcpMembers, { eligible: false, members: ['M1', 'M3'] }, today)).toEqual({
      withoutProvider: [],
      withProvider: [],
    });
  });

  it('still shows a selected provider when the family is no longer eligible to choose', () => {
    const summary = primaryCareSummary([jordan], [pcp('M1', [history()])], { eligible: false, members: [] }, today);
    expect(summary.withProvider).toHaveLength(1);
  });

  it('marks a selection that starts later with its first day', () => {
    const summary = primaryCareSummary([jordan], [pcp('M1', [history({ beginDate: '2026-12-01', providerTitle: null })])], { eligible: true, members: ['M1'] }, today);
    expect(summary.withProvider).toEqual([
      { memberKey: 'M1', suffix: 0, name: 'Jordan Rivera', providerName: 'Maya Okafor', startsOn: '2026-12-01' },
    ]);
  });
});

describe('the insurance types of the member tile', () => {
  it('names the insurance type of each active or future category, in category order', () => {
    const covered = member({
      memberKey: 'M1',
      memberSuffix: 0,
      firstName: 'Jordan',
      dentalEligibility: { eligible: true, effectiveDate: '2024-01-01', insuranceType: 'Dental PPO' },
      medicalEligibility: { eligible: true, effectiveDate: '2024-01-01', terminationDate: null, insuranceType: 'PPO' },
      visionEligibility: { eligible: true, effectiveDate: '2027-01-01', insuranceType: 'Vision' },
      pharmacyEligibility: { eligible: true, effectiveDate: '2020-01-01', terminationDate: '2025-12-31', insuranceType: 'Pharmacy' },
    });
    expect(memberInsuranceTypes(covered, today)).toEqual([
      { category: 'Medical', insuranceType: 'PPO' },
      { category: 'Dental', insuranceType: 'Dental PPO' },
      { category: 'Vision', insuranceType: 'Vision' },
    ]);
  });

  it('is empty for a member whose coverage has ended', () => {
    const termed = member({
      memberKey: 'M1',
      memberSuffix: 0,
      firstName: 'Evelyn',
      medicalEligibility: { eligible: true, effectiveDate: '2021-01-01', terminationDate: '2026-08-31', insuranceType: 'PPO' },
      dentalEligibility: { eligible: false, insuranceType: 'Dental PPO' },
    });
    expect(memberInsuranceTypes(termed, today)).toEqual([]);
  });
});

describe('the featured dental limit', () => {
  const limit = (overrides: Partial<BenefitLimit>): BenefitLimit => ({
    productCategory: 'dental',
    limitType: 'Annual Limit',
    networkTier: 'innet',
    total: 2000,
    totalMet: 790,
    totalRemaining: 1210,
    ...overrides,
  });

  it('is the first valid dental limit in display order: the annual limit before deductibles', () => {
    const featured = featuredDentalLimit([
      limit({ limitType: 'Deductible - In Network', total: 50, totalMet: 50, totalRemaining: 0 }),
      limit({ productCategory: 'medical', total: 500 }),
      limit({}),
    ]);
    expect(featured).toMatchObject({ limitType: 'Annual Limit', total: 2000, totalRemaining: 1210 });
  });

  it('skips incomplete limits and is null without a dental one', () => {
    expect(featuredDentalLimit([limit({ total: null }), limit({ totalMet: 0, totalRemaining: 0 })])).toBeNull();
    expect(featuredDentalLimit([limit({ productCategory: 'medical' })])).toBeNull();
  });
});

describe('where a program tile goes', () => {
  it('sends Online bill pay to the eBill page', () => {
    expect(programTarget({ id: -1, url: null })).toEqual({ kind: 'internal', to: '/account/ebill' });
  });

  it('keeps a path inside the portal, and opens an outside address in a new tab', () => {
    expect(programTarget({ id: 55, url: '/find-care/find-a-dentist' })).toEqual({ kind: 'internal', to: '/find-care/find-a-dentist' });
    expect(programTarget({ id: -3, url: 'https://documents.plan.example/ooc.pdf' })).toEqual({
      kind: 'external',
      href: 'https://documents.plan.example/ooc.pdf',
    });
  });

  it("falls back to the program's page for a missing or unusable address", () => {
    expect(programTarget({ id: 41, url: null })).toEqual({ kind: 'internal', to: '/benefits/programs/41' });
    expect(programTarget({ id: 41, url: '//evil.example/x' })).toEqual({ kind: 'internal', to: '/benefits/programs/41' });
    expect(programTarget({ id: 41, url: '/\\evil.example/x' })).toEqual({ kind: 'internal', to: '/benefits/programs/41' });
    expect(programTarget({ id: 41, url: 'javascript:alert(1)' })).toEqual({ kind: 'internal', to: '/benefits/programs/41' });
  });
});
