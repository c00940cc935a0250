import { address, cover, group, household, member } from './build';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/**
 * Members arriving from a partner site with a new-id single sign-on token (brands 5 and 2). Login goes to the
 * New ID page, where they continue as the subscriber (subscriber ID only) or name a family member with first
 * name, last name and date of birth; POST /new-id then returns a member token.
 */

const samuel = member({
  memberKey: 'M5201',
  suffix: 0,
  firstName: 'Samuel',
  lastName: 'Adeyemi',
  relationship: 'SUB',
  dateOfBirth: '1975-11-08',
  sex: 'M',
  email: 'samuel.adeyemi@example.com',
});

const ruth = member({
  memberKey: 'M5202',
  suffix: 1,
  firstName: 'Ruth',
  lastName: 'Adeyemi',
  relationship: 'SPO',
  dateOfBirth: '1979-06-30',
  sex: 'F',
  email: 'ruth.adeyemi@example.com',
});

export const newidHarborHousehold: Household = household({
  id: 'newidharbor',
  domainId: 5,
  subscriberId: '500221034',
  subscriberKey: 'SK-5201',
  hireDate: '2004-09-20',
  address: address('1120 Pacific Ave', 'Apt 710', 'Tacoma', 'WA', '98402', '2535550121'),
  members: [samuel, ruth],
  groups: [
    group({
      groupId: '50002210',
      groupName: 'Port of Tacoma Employees',
      parentGroupId: '500000010',
      parentGroupName: 'Harbor Dental Trust',
      effectiveDate: '2000-01-01',
      externalHandoff: false,
      chatConfig: { host: 'chat.example.com', bus: 'harbor-dental', poc: 'dental', displayChat: true, mappedGroupId: '50002210' },
      coverage: cover(['M5201', 'M5202'], { dental: 'DEN-HRB-1200' }, '2021-05-01'),
    }),
  ],
  usage: [
    { memberKey: 'M5201', dentalDeductibleMet: 75, dentalAnnualMet: 480 },
    { memberKey: 'M5202', dentalDeductibleMet: 0, dentalAnnualMet: 96 },
  ],
  programs: programsFor([
    { id: 55, highPriority: true },
    { id: 60, highPriority: true },
  ]),
});

const diane = member({
  memberKey: 'M2201',
  suffix: 0,
  firstName: 'Diane',
  lastName: 'Kowalczyk',
  relationship: 'SUB',
  dateOfBirth: '1981-01-17',
  sex: 'F',
  email: 'diane.kowalczyk@example.com',
});

const ethan = member({
  memberKey: 'M2202',
  suffix: 1,
  firstName: 'Ethan',
  lastName: 'Kowalczyk',
  relationship: 'DEP',
  dateOfBirth: '2012-09-05',
  sex: 'M',
  email: 'diane.kowalczyk@example.com',
});

export const newidSummitHousehold: Household = household({
  id: 'newidsummit',
  domainId: 2,
  subscriberId: '200339016',
  subscriberKey: 'SK-2201',
  hireDate: '2019-12-02',
  address: address('2310 E Overland Rd', null, 'Meridian', 'ID', '83642', '2085550166'),
  members: [diane, ethan],
  groups: [
    group({
      groupId: '20003390',
      groupName: 'Snake River Growers Cooperative',
      parentGroupId: '200000010',
      parentGroupName: 'Summit Employer Alliance',
      effectiveDate: '2006-04-01',
      externalHandoff: false,
      chatConfig: { host: 'chat.example.com', bus: 'summit-member-services', poc: 'dental-and-medical', displayChat: true, mappedGroupId: '20003390' },
      coverage: cover(['M2201', 'M2202'], { medical: 'MED-SMT-750', dental: 'DEN-SMT-1250' }, '2020-01-01'),
    }),
  ],
  usage: [
    { memberKey: 'M2201', medicalDeductibleMet: 320, medicalOutOfPocketMet: 320, dentalAnnualMet: 150 },
    { memberKey: 'M2202', medicalDeductibleMet: 60, medicalOutOfPocketMet: 60, dentalAnnualMet: 95, orthodontiaMet: 0 },
  ],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 55, highPriority: true },
    { id: 41, highPriority: true },
  ]),
});

export const newidPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'newidharbor',
    label: 'Samuel Adeyemi, Harbor Dental new-id sign-on',
    domainId: 5,
    demonstrates:
      'A new-id token on brand 5: the New ID page; continue as subscriber 500221034, or choose Ruth Adeyemi (born 1979-06-30). A wrong subscriber ID shows the server message.',
    landsOn: '/new-id',
    householdId: 'newidharbor',
    memberKey: 'M5201',
    role: 'new-id',
    accountStatus: 'ACT',
    userKey: 'UK-a90c3f55',
  },
  {
    kind: 'member',
    username: 'newidsummit',
    label: 'Diane Kowalczyk, Summit new-id sign-on',
    domainId: 2,
    demonstrates:
      'A new-id token on brand 2: the New ID page; continue as subscriber 200339016, or choose Ethan Kowalczyk (born 2012-09-05). A wrong date of birth shows the server message.',
    landsOn: '/new-id',
    householdId: 'newidsummit',
    memberKey: 'M2201',
    role: 'new-id',
    accountStatus: 'ACT',
    userKey: 'UK-1e6b8d02',
  },
];
