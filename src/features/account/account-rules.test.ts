import { describe, expect, it } from 'vitest';

import type { AccountDetails, Family, Member, PlanManagementDetails, Preferences, PrimaryCareMember } from '../../../generated/model';

import { accountPageLinks } from './account-pages-list';
import {
  addressLines,
  canCancelPlan,
  coverageRows,
  ebillAddress,
  emailChange,
  familyRows,
  nonRenewedSentence,
  nonRenewedText,
  openEnrollmentPhase,
  otherCoverageLines,
  preferenceChanges,
  preferenceValues,
  PREFERENCE_FIELDS,
  relationshipText,
  showsPrimaryCareQuestion,
  subscriberIdLine,
  visibleMembers,
  visiblePreferenceFields,
} from './account-rules';

const NOW = new Date(2026, 10, 22, 10, 0); // 22 November 2026, local time

function member(overrides: Partial<Member> = {}): Member {
  return {
    memberKey: 'M1',
    memberSuffix: 0,
    firstName: 'Jordan',
    lastName: 'Rivera',
    relationship: 'SUB',
    relationshipDescription: 'Subscriber',
    dateOfBirth: '1984-02-11',
    role: 'subscriber',
    ...overrides,
  };
}

const jordan = member();
const alex = member({ memberKey: 'M2', memberSuffix: 1, firstName: 'Alex', relationship: 'SPO', relationshipDescription: 'Spouse', dateOfBirth: '1986-04-19' });
const sam = member({ memberKey: 'M3', memberSuffix: 2, firstName: 'Sam', relationship: 'DEP', relationshipDescription: undefined, dateOfBirth: '2015-08-14' });

const account: AccountDetails = {
  subscriberId: '900123456',
  subscriberKey: 'SK-1',
  groupId: '10001234',
  groupName: 'Cascade Timber Cooperative',
  members: [sam, jordan, alex],
};

const family: Family = {
  groupId: '10001234',
  subscriberId: '900123456',
  groupName: 'Cascade Timber Cooperative',
  members: [
    { key: 'M2', suffix: 1, firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1986-04-19' },
    { key: 'M1', suffix: 0, firstName: 'Jordan', lastName: 'Rivera', dateOfBirth: '1984-02-11' },
    { key: 'M3', suffix: 2, firstName: 'Sam', lastName: 'Rivera', dateOfBirth: '2015-08-14' },
  ],
};

describe('who the member may see', () => {
  it('shows the subscriber everyone, in suffix order', () => {
    expect(visibleMembers(account.members, jordan).map((m) => m.firstName)).toEqual(['Jordan', 'Alex', 'Sam']);
  });

  it('shows a dependent only themselves', () => {
    expect(visibleMembers(account.members, alex).map((m) => m.firstName)).toEqual(['Alex']);
    expect(visibleMembers(account.members, sam).map((m) => m.firstName)).toEqual(['Sam']);
  });

  it('lists the family with relationship and the date of birth as month/day/year only', () => {
    expect(familyRows(family, account, jordan)).toEqual([
      { key: 'M1', name: 'Jordan Rivera', relationship: 'Subscriber', dateOfBirth: '02/11/1984', isSignedInMember: true },
      { key: 'M2', name: 'Alex Rivera', relationship: 'Spouse', dateOfBirth: '04/19/1986', isSignedInMember: false },
      { key: 'M3', name: 'Sam Rivera', relationship: 'Dependent', dateOfBirth: '08/14/2015', isSignedInMember: false },
    ]);
    expect(familyRows(family, account, alex).map((row) => row.name)).toEqual(['Alex Rivera']);
  });

  it('spells out a relationship code when there is no description', () => {
    expect(relationshipText({ relationship: 'SPO' })).toBe('Spouse');
    expect(relationshipText({ relationship: 'XYZ' })).toBe('XYZ');
    expect(relationshipText(undefined)).toBe('Not on file');
  });

  it('shows the employee id, labelled so, to members flagged local 598', () => {
    expect(subscriberIdLine(account, { local598: true, employeeId: '598-044172' })).toEqual({ label: 'Employee ID', value: '598-044172' });
    expect(subscriberIdLine(account, { local598: false, employeeId: 'E-1' })).toEqual({ label: 'Subscriber ID', value: '900123456' });
    expect(subscriberIdLine(account, { local598: true, employeeId: null })).toEqual({ label: 'Subscriber ID', value: '900123456' });
  });
});

describe('coverage rows', () => {
  it('gives each category its status and plan range text', () => {
    const rows = coverageRows(
      member({
        medicalEligibility: { eligible: true, effectiveDate: '2024-01-01', terminationDate: '9999-12-31', insuranceType: 'PPO' },
        dentalEligibility: { eligible: true, effectiveDate: '2024-01-01', terminationDate: '2026-12-31', insuranceType: 'Dental PPO' },
        visionEligibility: { eligible: true, effectiveDate: '2027-01-01', terminationDate: null },
        pharmacyEligibility: { eligible: false, effectiveDate: '2024-01-01' },
      }),
      [],
      NOW,
    );
    expect(rows).toEqual([
      { category: 'Medical', status: 'Active', statusLabel: 'Active', range: 'Active since 01/01/2024', planType: 'PPO' },
      { category: 'Dental', status: 'Active', statusLabel: 'Active', range: 'Ending 12/31/2026', planType: 'Dental PPO' },
      { category: 'Vision', status: 'Future', statusLabel: 'Future', range: 'Effective on 01/01/2027', planType: null },
      { category: 'Pharmacy', status: 'Ineligible', statusLabel: 'Not covered', range: null, planType: null },
    ]);
  });

  it('reads a termed plan as its date range', () => {
    const [medical] = coverageRows(
      member({ medicalEligibility: { eligible: true, effectiveDate: '2023-01-01', terminationDate: '2025-06-30' } }),
      [],
      NOW,
    );
    expect(medical).toMatchObject({ status: 'Termed', range: '01/01/2023 - 06/30/2025' });
  });

  it('dates the plan by the selected eligibility entry (section 4), as every other page does', () => {
    // The block counts the member's coverage from 2024; the entries show a new dental plan from 2025.
    const rows = coverageRows(
      member({ dentalEligibility: { eligible: true, effectiveDate: '2024-01-01', terminationDate: null, insuranceType: 'Dental PPO' } }),
      [
        { memberKey: 'M1', suffix: 0, productCategory: 'dental', source: 'ENROLLMENT', effectiveDate: '2024-01-01', termedDate: '2024-12-31' },
        { memberKey: 'M1', suffix: 0, productCategory: 'dental', source: 'ENROLLMENT', effectiveDate: '2025-01-01', termedDate: '9999-12-31' },
      ],
      NOW,
    );
    expect(rows[1]).toEqual({ category: 'Dental', status: 'Active', statusLabel: 'Active', range: 'Active since 01/01/2025', planType: 'Dental PPO' });
  });
});

describe('member details in plain words', () => {
  it('says what other coverage is on file', () => {
    expect(otherCoverageLines({ hasOtherMedical: true, hasOtherDental: false, hasOutOfAreaPlan: true })).toEqual([
      { label: 'Other medical coverage', value: 'Yes, another medical plan is on file' },
      { label: 'Other dental coverage', value: 'No other dental plan on file' },
      { label: 'Out-of-area plan', value: 'Yes, enrolled in an out-of-area plan' },
    ]);
  });

  it('formats the address on file (its phone: src/shared/lib/phone.test.ts)', () => {
    expect(
      addressLines({ addressLine1: '1420 NW Lovejoy St', addressLine2: 'Apt 3', city: 'Portland', state: 'OR', zipCode: '97209', country: 'US' }),
    ).toEqual(['1420 NW Lovejoy St', 'Apt 3', 'Portland, OR 97209']);
    expect(addressLines(undefined)).toEqual([]);
  });
});

describe('communication preferences', () => {
  const saved: Preferences = {
    emailAddress: 'jordan.rivera@example.com',
    electronicEob: 'Y',
    emailBreakingNews: 'N',
    electronicMedicareMailing: 'N',
    emailPaymentReminder: 'Y',
    emailAutopayWithdrawalReminder: 'Y',
    discontinuePaperStatements: 'Y',
    emailWhenBillReady: 'Y',
  };

  it('asks subscribers only about electronic EOBs, Medicare-eligible members about Medicare mailings, eBill members about billing', () => {
    const flags = (context: Parameters<typeof visiblePreferenceFields>[0]) => visiblePreferenceFields(context).map((f) => f.flag);
    expect(flags({ isSubscriber: true, medicareEligible: false, ebillAvailable: true })).toEqual([
      'electronicEob',
      'emailBreakingNews',
      'emailPaymentReminder',
      'emailAutopayWithdrawalReminder',
      'discontinuePaperStatements',
      'emailWhenBillReady',
    ]);
    expect(flags({ isSubscriber: false, medicareEligible: true, ebillAvailable: false })).toEqual([
      'emailBreakingNews',
      'electronicMedicareMailing',
    ]);
  });

  it('turns Y/N into booleans', () => {
    expect(preferenceValues(saved)).toMatchObject({ electronicEob: true, emailBreakingNews: false, emailWhenBillReady: true });
    expect(preferenceValues({ emailAddress: null }).electronicEob).toBe(false);
  });

  it('sends only the flags that changed, as Y or N, and nothing when nothing changed', () => {
    const values = { ...preferenceValues(saved), emailBreakingNews: true, emailPaymentReminder: false };
    expect(preferenceChanges(saved, values, PREFERENCE_FIELDS)).toEqual({ emailBreakingNews: 'Y', emailPaymentReminder: 'N' });
    expect(preferenceChanges(saved, preferenceValues(saved), PREFERENCE_FIELDS)).toEqual({});
    // A flag the member was not asked about is never sent.
    expect(preferenceChanges(saved, values, [{ flag: 'emailBreakingNews' }])).toEqual({ emailBreakingNews: 'Y' });
  });

  it('sends the e-mail address only when it changed', () => {
    expect(emailChange('jordan.rivera@example.com', ' jordan.rivera@example.com ')).toEqual({});
    expect(emailChange('jordan.rivera@example.com', 'jordan@example.org')).toEqual({ emailAddress: 'jordan@example.org' });
    expect(emailChange(null, 'new@example.org')).toEqual({ emailAddress: 'new@example.org' });
  });
});

describe('the eBill address', () => {
  const input = {
    baseUrl: 'https://ebill.example.com/member/ebill',
    firstTime: true,
    theme: 'Cascade',
    dashboardLink: 'https://portal.example.com/home',
    idpToken: 'aaa.bbb.ccc',
  };

  it('carries firsttime, theme, dashboardlink and idptoken', () => {
    const url = new URL(ebillAddress(input));
    expect(url.origin + url.pathname).toBe('https://ebill.example.com/member/ebill');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      firsttime: 'Y',
      theme: 'Cascade',
      dashboardlink: 'https://portal.example.com/home',
      idptoken: 'aaa.bbb.ccc',
    });
  });

  it('says N when the member registered before, and keeps parameters of the base address', () => {
    const url = new URL(ebillAddress({ ...input, baseUrl: 'https://ebill.example.com/pay?lang=en', firstTime: false }));
    expect(url.searchParams.get('firsttime')).toBe('N');
    expect(url.searchParams.get('lang')).toBe('en');
  });
});

describe('plan management', () => {
  const details: PlanManagementDetails = {
    eligibleAndActive: true,
    openEnrollmentStart: '2026-11-01',
    openEnrollmentEnd: '2026-12-15',
    directPlanCancellationStatus: null,
    directCancellationOptions: [
      { id: 'M', description: 'Cancel my medical plan' },
      { id: 'D', description: 'Cancel my medical and dental plans' },
    ],
  };

  it('knows where today stands against open enrollment, both ends included', () => {
    expect(openEnrollmentPhase(details, NOW)).toBe('open');
    expect(openEnrollmentPhase(details, new Date(2026, 10, 1))).toBe('open');
    expect(openEnrollmentPhase(details, new Date(2026, 11, 15, 23))).toBe('open');
    expect(openEnrollmentPhase(details, new Date(2026, 9, 31))).toBe('upcoming');
    expect(openEnrollmentPhase(details, new Date(2026, 11, 16))).toBe('closed');
    expect(openEnrollmentPhase({ openEnrollmentStart: null, openEnrollmentEnd: null }, NOW)).toBeNull();
  });

  it('names the plans not renewed: M → Medical; D → Medical and Dental', () => {
    expect(nonRenewedText('M')).toBe('Medical');
    expect(nonRenewedText('D')).toBe('Medical and Dental');
    expect(nonRenewedSentence('M')).toBe('Your Medical plan will not renew');
    expect(nonRenewedSentence('D')).toBe('Your Medical and Dental plans will not renew');
  });

  it('lets only the subscriber cancel an active plan that has options and no cancellation yet', () => {
    expect(canCancelPlan(details, jordan)).toBe(true);
    expect(canCancelPlan(details, alex)).toBe(false);
    expect(canCancelPlan({ ...details, eligibleAndActive: false }, jordan)).toBe(false);
    expect(canCancelPlan({ ...details, directCancellationOptions: [] }, jordan)).toBe(false);
    expect(canCancelPlan({ ...details, directPlanCancellationStatus: { id: 'M' } }, jordan)).toBe(false);
  });
});

describe('the account pages a member may open', () => {
  it('lists Settings and eBill only when their rules allow', () => {
    expect(accountPageLinks({ settings: true, ebill: true }).map((page) => page.title)).toEqual([
      'Summary',
      'Member information',
      'Settings',
      'Member plan benefits',
      'eBill',
      'Help center',
    ]);
    expect(accountPageLinks({ settings: false, ebill: false }).map((page) => page.title)).toEqual([
      'Summary',
      'Member information',
      'Member plan benefits',
      'Help center',
    ]);
  });
});

describe('the Help center primary care question (the Primary care menu rule, spec section 6)', () => {
  const subscriber = { memberKey: 'M1', memberSuffix: 0, dateOfBirth: '1984-02-11' };
  const dependent = { memberKey: 'M2', memberSuffix: 1, dateOfBirth: '1986-07-30' };
  const family = (selected: Record<string, boolean>): PrimaryCareMember[] =>
    Object.entries(selected).map(([memberKey, pcpSelected]) => ({
      memberKey,
      eligibleDates: [],
      pcp360History: [{ providerId: 'P1', providerName: 'Maya Okafor', memberKey, beginDate: '2024-01-01', pcpSelected }],
    }));

  it.each([
    ['an eligible member', subscriber, family({}), true, true],
    ['a subscriber whose family has a selection', subscriber, family({ M2: true }), false, true],
    ['a dependent with a selection', dependent, family({ M2: true }), false, true],
    ["a dependent whose only family selection is another member's", dependent, family({ M1: true, M2: false }), false, false],
    ['a member with ended selections only', subscriber, family({ M1: false }), false, false],
    ['a member with no primary care at all (brand 5, dental only)', subscriber, family({}), false, false],
  ] as const)('%s', (_label, member, members, eligible, shown) => {
    expect(showsPrimaryCareQuestion(member, members, { eligible })).toBe(shown);
  });

  it('counts unknown answers as none', () => {
    expect(showsPrimaryCareQuestion(subscriber, undefined, undefined)).toBe(false);
  });
});
