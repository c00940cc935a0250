import { address, cover, group, household, member } from './build';
import { firstOfMonth, lastOfMonth } from './dates';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/**
 * The Haddad family (brand 1) in the month before a primary care change: Nora keeps Thomas Nguyen, MD through the
 * end of this month and has chosen Maya Okafor, MD from the first of next month; her son Leo has no primary care
 * provider today and starts with Grace Oyelaran, MD on the same day.
 */

const nora = member({
  memberKey: 'M2301',
  suffix: 0,
  firstName: 'Nora',
  lastName: 'Haddad',
  relationship: 'SUB',
  dateOfBirth: '1979-10-03',
  sex: 'F',
  email: 'nora.haddad@example.com',
});

const leo = member({
  memberKey: 'M2302',
  suffix: 1,
  firstName: 'Leo',
  lastName: 'Haddad',
  relationship: 'DEP',
  dateOfBirth: '2016-05-22',
  sex: 'M',
  email: 'nora.haddad@example.com',
});

const family = [nora.memberKey, leo.memberKey];

/** The first day with the new providers: the first of next month. */
const changeDay = firstOfMonth(1);

export const haddadHousehold: Household = household({
  id: 'haddad',
  domainId: 1,
  subscriberId: '900823014',
  subscriberKey: 'SK-2301',
  hireDate: '2020-09-14',
  address: address('4415 NE Sandy Blvd', null, 'Portland', 'OR', '97213', '5035550172'),
  members: [nora, leo],
  groups: [
    group({
      groupId: '10008240',
      groupName: 'Hollywood Community Credit Union',
      parentGroupId: null,
      parentGroupName: null,
      effectiveDate: '2008-01-01',
      externalHandoff: false,
      coverage: cover(family, { medical: 'MED-PPO-500', dental: 'DEN-PPO-1500' }, '2020-10-01'),
    }),
  ],
  usage: [
    { memberKey: 'M2301', medicalDeductibleMet: 240, medicalOutOfPocketMet: 410, dentalAnnualMet: 95 },
    { memberKey: 'M2302', medicalDeductibleMet: 0, medicalOutOfPocketMet: 60, dentalAnnualMet: 40 },
  ],
  pcp: {
    eligible: true,
    eligibleMembers: family,
    selections: [
      {
        memberKey: 'M2301',
        providerId: 'P-20845',
        beginDate: '2020-10-01',
        endDate: lastOfMonth(0),
        terminationReason: 'Member chose a new primary care provider',
      },
      { memberKey: 'M2301', providerId: 'P-20417', beginDate: changeDay, endDate: null, terminationReason: null },
      { memberKey: 'M2302', providerId: 'P-20911', beginDate: changeDay, endDate: null, terminationReason: null },
    ],
  },
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 55, highPriority: true },
  ]),
});

export const haddadPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'haddad',
    label: 'Nora Haddad, primary care changing next month',
    domainId: 1,
    demonstrates:
      "A primary care change to come: Nora's provider today and the new one from the first of next month, and her son Leo, whose first provider starts that day.",
    landsOn: '/home',
    householdId: 'haddad',
    memberKey: 'M2301',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-6a2f9d13',
  },
];
