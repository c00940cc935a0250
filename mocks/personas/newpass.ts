import { address, cover, group, household, member } from './build';
import { firstOfMonth } from './dates';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/**
 * Keisha Morgan's account was set up for her by customer service (status INI): she must choose her own
 * password before using the portal. Her coverage started this month, so she has no claims yet.
 */

const keisha = member({
  memberKey: 'M1401',
  suffix: 0,
  firstName: 'Keisha',
  lastName: 'Morgan',
  relationship: 'SUB',
  dateOfBirth: '1995-06-18',
  sex: 'F',
  email: 'keisha.morgan@example.com',
});

export const newpassHousehold: Household = household({
  id: 'newpass',
  domainId: 1,
  subscriberId: '900387512',
  subscriberKey: 'SK-1401',
  hireDate: firstOfMonth(-1),
  address: address('7700 NE Fourth Plain Blvd', 'Apt 208', 'Vancouver', 'WA', '98660', '3605550187'),
  members: [keisha],
  groups: [
    group({
      groupId: '10003875',
      groupName: 'Evergreen Logistics Partners',
      parentGroupId: null,
      parentGroupName: null,
      effectiveDate: '2016-05-01',
      externalHandoff: false,
      coverage: cover(['M1401'], { medical: 'MED-PPO-500', dental: 'DEN-PPO-1500', vision: 'VIS-12', pharmacy: 'RX-3T' }, firstOfMonth(0)),
    }),
  ],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 21, highPriority: true },
    { id: 55, highPriority: true },
    { id: 37, highPriority: true },
  ]),
});

export const newpassPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'newpass',
    label: 'Keisha Morgan, must change her password',
    domainId: 1,
    demonstrates:
      'Account status INI: login goes straight to the change-password screen; after the change the status is ACT and she signs in with the new password.',
    landsOn: '/account/settings/change-password',
    householdId: 'newpass',
    memberKey: 'M1401',
    role: 'member',
    accountStatus: 'INI',
    userKey: 'UK-e5c2917b',
  },
];
