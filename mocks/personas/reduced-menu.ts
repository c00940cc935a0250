import { address, cover, group, household, member } from './build';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/** Nora Fitzgerald's group, 10004760, gets the reduced benefits menu even on the default brand. */

const nora = member({
  memberKey: 'M1601',
  suffix: 0,
  firstName: 'Nora',
  lastName: 'Fitzgerald',
  relationship: 'SUB',
  dateOfBirth: '1972-01-12',
  sex: 'F',
  email: 'nora.fitzgerald@example.com',
});

export const reducedMenuHousehold: Household = household({
  id: 'reducedmenu',
  domainId: 1,
  subscriberId: '900476033',
  subscriberKey: 'SK-1601',
  hireDate: '2015-02-02',
  address: address('61535 S Hwy 97', 'Suite 9', 'Bend', 'OR', '97701', '5415550174'),
  members: [nora],
  groups: [
    group({
      groupId: '10004760',
      groupName: 'High Desert Public Utility District',
      parentGroupId: null,
      parentGroupName: null,
      effectiveDate: '2003-07-01',
      externalHandoff: false,
      coverage: cover(['M1601'], { medical: 'MED-PPO-500', dental: 'DEN-PPO-1500', pharmacy: 'RX-3T' }, '2023-03-01'),
    }),
  ],
  usage: [{ memberKey: 'M1601', medicalDeductibleMet: 410, medicalOutOfPocketMet: 520, dentalAnnualMet: 300, dentalDeductibleMet: 50 }],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 104, highPriority: true },
    { id: 55, highPriority: true },
    { id: 37, highPriority: true },
  ]),
});

export const reducedMenuPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'reducedmenu',
    label: 'Nora Fitzgerald, group 10004760',
    domainId: 1,
    demonstrates: 'The reduced benefits menu on the default brand, decided by her group id rather than the brand.',
    landsOn: '/home',
    householdId: 'reducedmenu',
    memberKey: 'M1601',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-b7d40e26',
  },
];
