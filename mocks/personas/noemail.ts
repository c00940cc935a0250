import { address, claimsAndEobs, cover, group, household, member } from './build';
import { daysFromToday } from './dates';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/** Walter Brooks never gave an e-mail address, so login asks for one before anything else. */

const walter = member({
  memberKey: 'M1301',
  suffix: 0,
  firstName: 'Walter',
  lastName: 'Brooks',
  relationship: 'SUB',
  dateOfBirth: '1961-12-04',
  sex: 'M',
  email: null,
  preferences: { electronicEob: 'N', discontinuePaperStatements: 'N', emailPaymentReminder: 'N', emailAutopayWithdrawalReminder: 'N', emailWhenBillReady: 'N' },
});

const { claims, eobs } = claimsAndEobs([
  {
    claimId: 'C-2026-221904',
    eobId: 'EOB-2026-82115',
    member: walter,
    productCategory: 'medical',
    providerName: 'PeaceHealth Medical Group',
    serviceDate: daysFromToday(-21),
    status: 'PAID',
    lines: [{ serviceCode: '99213', description: 'Office visit, established patient', billed: 198, allowed: 131, planPaid: 101, remarks: '$30 office visit copay' }],
  },
]);

export const noemailHousehold: Household = household({
  id: 'noemail',
  domainId: 1,
  subscriberId: '900229041',
  subscriberKey: 'SK-1301',
  hireDate: '1994-03-14',
  address: address('1640 Oak St', null, 'Eugene', 'OR', '97401', '5415550129'),
  members: [walter],
  groups: [
    group({
      groupId: '10002290',
      groupName: 'Lane County Credit Union',
      parentGroupId: null,
      parentGroupName: null,
      effectiveDate: '1992-01-01',
      externalHandoff: false,
      coverage: cover(['M1301'], { medical: 'MED-PPO-500', dental: 'DEN-PPO-1500' }, '2020-04-01'),
    }),
  ],
  usage: [{ memberKey: 'M1301', medicalDeductibleMet: 500, medicalOutOfPocketMet: 702, dentalAnnualMet: 0 }],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 55, highPriority: true },
  ]),
  claims,
  eobs,
});

export const noemailPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'noemail',
    label: 'Walter Brooks, no e-mail on file',
    domainId: 1,
    demonstrates: 'The Update email step at login; after he saves an address, login continues to the dashboard.',
    landsOn: '/update-email',
    householdId: 'noemail',
    memberKey: 'M1301',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-03e7d8aa',
  },
];
