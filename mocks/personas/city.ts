import { address, cover, group, household, member } from './build';
import { daysFromToday } from './dates';
import { programsFor } from './programs';
import { cityOfPortland } from './shared-groups';
import type { Household, MemberPersona } from './types';

/**
 * Two members of the city-employer plan (group 10007015, City of Portland). The home dashboard's preventive care
 * card shows Rosa Jimenez her due date; for Kevin O'Brien the gateway has none, so the card says the
 * information is currently unavailable.
 */

const cityPlans = { medical: 'MED-CITY-300', dental: 'DEN-PPO-1500', vision: 'VIS-12', pharmacy: 'RX-3T' } as const;

const rosa = member({
  memberKey: 'M1951',
  suffix: 0,
  firstName: 'Rosa',
  lastName: 'Jimenez',
  relationship: 'SUB',
  dateOfBirth: '1983-07-09',
  sex: 'F',
  email: 'rosa.jimenez@example.com',
});

const kevin = member({
  memberKey: 'M1961',
  suffix: 0,
  firstName: 'Kevin',
  lastName: "O'Brien",
  relationship: 'SUB',
  dateOfBirth: '1990-11-30',
  sex: 'M',
  email: 'kevin.obrien@example.com',
});

const cityPrograms = programsFor([
  { id: 12, highPriority: true },
  { id: 21, highPriority: true },
  { id: 115, highPriority: true },
  { id: 55, highPriority: true },
  { id: 37, highPriority: true },
]);

export const cityHousehold: Household = household({
  id: 'city',
  domainId: 1,
  subscriberId: '900701528',
  subscriberKey: 'SK-1951',
  hireDate: '2016-01-11',
  address: address('2134 SE Belmont St', null, 'Portland', 'OR', '97214', '5035550134'),
  members: [rosa],
  groups: [group({ ...cityOfPortland, coverage: cover(['M1951'], cityPlans, '2016-02-01') })],
  usage: [{ memberKey: 'M1951', medicalDeductibleMet: 120, medicalOutOfPocketMet: 260, dentalAnnualMet: 180, dentalDeductibleMet: 50 }],
  pcp: {
    eligible: true,
    eligibleMembers: ['M1951'],
    selections: [{ memberKey: 'M1951', providerId: 'P-20788', beginDate: '2019-05-01', endDate: null, terminationReason: null }],
  },
  preventiveCareDueDate: daysFromToday(75),
  programs: cityPrograms,
});

export const cityUnknownHousehold: Household = household({
  id: 'cityunknown',
  domainId: 1,
  subscriberId: '900701944',
  subscriberKey: 'SK-1961',
  hireDate: '2021-05-24',
  address: address('6420 SE Foster Rd', 'Apt 3B', 'Portland', 'OR', '97206', '5035550145'),
  members: [kevin],
  groups: [group({ ...cityOfPortland, coverage: cover(['M1961'], cityPlans, '2021-06-01') })],
  usage: [{ memberKey: 'M1961', medicalDeductibleMet: 0, medicalOutOfPocketMet: 0, dentalAnnualMet: 0 }],
  pcp: { eligible: true, eligibleMembers: ['M1961'], selections: [] },
  preventiveCareDueDate: null,
  programs: cityPrograms,
});

export const cityPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'city',
    label: 'Rosa Jimenez, city-employer plan',
    domainId: 1,
    demonstrates: 'The city-employer preventive care card with her due date, and a selected primary care provider.',
    landsOn: '/home',
    householdId: 'city',
    memberKey: 'M1951',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-f4b27c13',
  },
  {
    kind: 'member',
    username: 'cityunknown',
    label: "Kevin O'Brien, city-employer plan, no due date",
    domainId: 1,
    demonstrates:
      "The preventive care card's 'information currently unavailable' message with the phone and e-mail contact, and a member who still has to choose primary care.",
    landsOn: '/home',
    householdId: 'cityunknown',
    memberKey: 'M1961',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-0d83e6a7',
  },
];
