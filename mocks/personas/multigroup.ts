import { address, claimsAndEobs, cover, group, household, member } from './build';
import { daysFromToday, firstOfMonth } from './dates';
import { columbiaGorgeCooperative } from './shared-groups';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/**
 * Priya Natarajan is covered through two employers, and her former employer's plan still shows as inactive.
 * One of her groups is handed to the external customer-relationship system, so she must choose a group at
 * login. Her vision coverage at the school district starts next month.
 */

const priya = member({
  memberKey: 'M1201',
  suffix: 0,
  firstName: 'Priya',
  lastName: 'Natarajan',
  relationship: 'SUB',
  dateOfBirth: '1987-05-30',
  sex: 'F',
  email: 'priya.natarajan@example.com',
});

const { claims, eobs } = claimsAndEobs([
  {
    claimId: 'C-2026-211540',
    eobId: 'EOB-2026-81330',
    member: priya,
    productCategory: 'dental',
    providerName: 'Beaverton Smiles Dental',
    serviceDate: daysFromToday(-58),
    status: 'PAID',
    lines: [{ serviceCode: 'D1110', description: 'Cleaning (prophylaxis), adult', billed: 122, allowed: 91, planPaid: 91 }],
  },
]);

export const multigroupHousehold: Household = household({
  id: 'multigroup',
  domainId: 1,
  subscriberId: '900552017',
  subscriberKey: 'SK-1201',
  hireDate: '2021-08-23',
  address: address('4890 SW Murray Blvd', 'Unit 12', 'Beaverton', 'OR', '97005', '5035550155'),
  members: [priya],
  groups: [
    group({
      groupId: '10005520',
      groupName: 'Rose City Public Schools',
      parentGroupId: '100000020',
      parentGroupName: 'Oregon Public Employers Benefit Trust',
      effectiveDate: '2005-07-01',
      externalHandoff: false,
      coverage: [
        ...cover(['M1201'], { medical: 'MED-HMO-250', dental: 'DEN-PPO-1500', pharmacy: 'RX-3T' }, '2021-09-01'),
        ...cover(['M1201'], { vision: 'VIS-12' }, firstOfMonth(1)),
      ],
    }),
    group({
      ...columbiaGorgeCooperative,
      coverage: cover(['M1201'], { dental: 'DEN-PPO-1000', vision: 'VIS-12' }, '2023-01-01'),
    }),
    group({
      groupId: '10004410',
      groupName: 'Northwest Builders Trust',
      parentGroupId: null,
      parentGroupName: null,
      effectiveDate: '2001-01-01',
      externalHandoff: false,
      coverage: cover(['M1201'], { medical: 'MED-PPO-1000' }, '2019-01-01', '2021-08-31'),
    }),
  ],
  usage: [{ memberKey: 'M1201', medicalDeductibleMet: 250, medicalOutOfPocketMet: 410, dentalAnnualMet: 91, dentalDeductibleMet: 0 }],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 21, highPriority: true },
    { id: 55, highPriority: true },
    { id: 37, highPriority: true },
  ]),
  claims,
  eobs,
});

export const multigroupPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'multigroup',
    label: 'Priya Natarajan, member of three groups',
    domainId: 1,
    demonstrates:
      'Group selection at login (one of her groups is handed to the external system, one is inactive), future vision coverage, and the Change group link once signed in.',
    landsOn: '/group-selection',
    householdId: 'multigroup',
    memberKey: 'M1201',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-9a61f4c0',
    primaryGroupId: '10005520',
  },
];
