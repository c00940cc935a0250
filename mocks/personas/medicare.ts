import { address, claimsAndEobs, cover, group, household, member } from './build';
import { daysFromToday } from './dates';
import { medicareMaterials } from './documents';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/**
 * Harold Jensen is a retiree on a Medicare Advantage plan whose parent group is 100000075: he has Medicare
 * materials, and the travel dental page offers his plan's own in-network dentist search.
 */

const harold = member({
  memberKey: 'M1901',
  suffix: 0,
  firstName: 'Harold',
  lastName: 'Jensen',
  relationship: 'SUB',
  dateOfBirth: '1954-03-02',
  sex: 'M',
  email: 'harold.jensen@example.com',
  preferences: { electronicMedicareMailing: 'Y' },
});

const { claims, eobs } = claimsAndEobs([
  {
    claimId: 'C-2026-275514',
    eobId: 'EOB-2026-85521',
    member: harold,
    productCategory: 'medical',
    providerName: 'Salem Clinic',
    serviceDate: daysFromToday(-38),
    status: 'PAID',
    lines: [
      { serviceCode: 'G0439', description: 'Annual wellness visit, subsequent', billed: 260, allowed: 134, planPaid: 134, remarks: 'Covered in full' },
      { serviceCode: '90662', description: 'Flu vaccine, high dose', billed: 95, allowed: 71, planPaid: 71, remarks: 'Covered in full' },
    ],
  },
]);

export const medicareHousehold: Household = household({
  id: 'medicare',
  domainId: 1,
  subscriberId: '900755029',
  subscriberKey: 'SK-1901',
  hireDate: null,
  address: address('2755 Liberty St S', null, 'Salem', 'OR', '97302', '5035550116'),
  members: [harold],
  groups: [
    group({
      groupId: '10007550',
      groupName: 'Cascade Medicare Advantage Group Retirees',
      parentGroupId: '100000075',
      parentGroupName: 'Cascade Medicare Advantage',
      effectiveDate: '2006-01-01',
      externalHandoff: false,
      chatConfig: { host: 'chat.example.com', bus: 'medicare-services', poc: 'medicare', displayChat: true, mappedGroupId: '10007550' },
      coverage: cover(['M1901'], { medical: 'MED-MA-PPO', dental: 'DEN-MA-1000', pharmacy: 'RX-MA-5T' }, '2019-04-01', null, 'MEDICARE'),
    }),
  ],
  usage: [{ memberKey: 'M1901', medicalOutOfPocketMet: 615, dentalAnnualMet: 220 }],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 131, highPriority: true },
    { id: 60, highPriority: true },
    { id: 55, highPriority: true },
    { id: 37, highPriority: true },
  ]),
  medicare: { eligible: true, materials: medicareMaterials() },
  claims,
  eobs,
});

export const medicarePersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'medicare',
    label: 'Harold Jensen, Medicare Advantage',
    domainId: 1,
    demonstrates:
      'Parent group 100000075 (Medicare): Medicare materials in the benefits menu, and the plan-specific Find in-network dentist link on the travel dental page.',
    landsOn: '/home',
    householdId: 'medicare',
    memberKey: 'M1901',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-7c0e2b94',
  },
];
