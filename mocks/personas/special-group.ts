import { address, cover, group, household, member } from './build';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/** Beatrice Nwosu's group, 10002805, is marked as a special group on the dashboard. */

const beatrice = member({
  memberKey: 'M1801',
  suffix: 0,
  firstName: 'Beatrice',
  lastName: 'Nwosu',
  relationship: 'SUB',
  dateOfBirth: '1979-12-03',
  sex: 'F',
  email: 'beatrice.nwosu@example.com',
});

export const specialGroupHousehold: Household = household({
  id: 'specialgroup',
  domainId: 1,
  subscriberId: '900280561',
  subscriberKey: 'SK-1801',
  hireDate: '2017-07-17',
  address: address('1550 NE Division St', null, 'Gresham', 'OR', '97030', '5035550108'),
  members: [beatrice],
  groups: [
    group({
      groupId: '10002805',
      groupName: 'Multnomah Education Service District',
      parentGroupId: null,
      parentGroupName: null,
      effectiveDate: '1999-09-01',
      externalHandoff: false,
      coverage: cover(['M1801'], { medical: 'MED-PPO-500', dental: 'DEN-PPO-1500', vision: 'VIS-12', pharmacy: 'RX-3T' }, '2017-08-01'),
    }),
  ],
  usage: [{ memberKey: 'M1801', medicalDeductibleMet: 500, medicalOutOfPocketMet: 640, dentalAnnualMet: 210, dentalDeductibleMet: 50 }],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 21, highPriority: true },
    { id: 55, highPriority: true },
  ]),
});

export const specialGroupPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'specialgroup',
    label: 'Beatrice Nwosu, special group 10002805',
    domainId: 1,
    demonstrates: 'A member of group 10002805, which the dashboard marks as a special group.',
    landsOn: '/home',
    householdId: 'specialgroup',
    memberKey: 'M1801',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-d2a95f61',
  },
];
