import { address, claimsAndEobs, cover, group, household, member } from './build';
import { daysFromToday } from './dates';
import { programsFor } from './programs';
import { columbiaGorgeCooperative } from './shared-groups';
import type { Household, MemberPersona } from './types';

/**
 * Luis Ortega's only group, the Columbia Gorge Health Cooperative, is served by the external
 * customer-relationship system: after login the portal posts his token to the external single sign-on address.
 */

const luis = member({
  memberKey: 'M1501',
  suffix: 0,
  firstName: 'Luis',
  lastName: 'Ortega',
  relationship: 'SUB',
  dateOfBirth: '1979-03-27',
  sex: 'M',
  email: 'luis.ortega@example.com',
});

const { claims, eobs } = claimsAndEobs([
  {
    claimId: 'C-2026-236610',
    eobId: 'EOB-2026-83802',
    member: luis,
    productCategory: 'medical',
    providerName: 'Mid-Columbia Medical Center',
    serviceDate: daysFromToday(-34),
    status: 'PAID',
    lines: [{ serviceCode: '99213', description: 'Office visit, established patient', billed: 205, allowed: 134, planPaid: 104, remarks: '$30 office visit copay' }],
  },
]);

export const handoffHousehold: Household = household({
  id: 'handoff',
  domainId: 1,
  subscriberId: '900612055',
  subscriberKey: 'SK-1501',
  hireDate: '2022-06-13',
  address: address('415 E 3rd St', null, 'The Dalles', 'OR', '97058', '5415550163'),
  members: [luis],
  groups: [
    group({
      ...columbiaGorgeCooperative,
      coverage: cover(['M1501'], { medical: 'MED-PPO-500', dental: 'DEN-PPO-1000', vision: 'VIS-12' }, '2022-07-01'),
    }),
  ],
  usage: [{ memberKey: 'M1501', medicalDeductibleMet: 150, medicalOutOfPocketMet: 180, dentalAnnualMet: 0 }],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 55, highPriority: true },
  ]),
  claims,
  eobs,
});

export const handoffPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'handoff',
    label: 'Luis Ortega, external hand-off group',
    domainId: 1,
    demonstrates:
      'A member of a group handed to the external customer-relationship system: login ends in a form post of the token to the external single sign-on address.',
    landsOn: 'external-sso',
    householdId: 'handoff',
    memberKey: 'M1501',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-61b0c5d8',
  },
];
