import { address, claimsAndEobs, cover, group, household, member } from './build';
import { daysFromToday, lastOfMonth } from './dates';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/**
 * Evelyn Hart's coverage through her former employer ended at the end of the month three months ago. She can
 * still sign in, see her history and past claims, but she is not enrolled: no ID card, no featured programs.
 */

const evelyn = member({
  memberKey: 'M1101',
  suffix: 0,
  firstName: 'Evelyn',
  lastName: 'Hart',
  relationship: 'SUB',
  dateOfBirth: '1968-09-23',
  sex: 'F',
  email: 'evelyn.hart@example.com',
});

const coverageEnd = lastOfMonth(-3);

const { claims, eobs } = claimsAndEobs([
  {
    claimId: 'C-2026-203311',
    eobId: 'EOB-2026-80412',
    member: evelyn,
    productCategory: 'medical',
    providerName: 'Salem Health Family Medicine',
    serviceDate: daysFromToday(-160),
    status: 'PAID',
    lines: [{ serviceCode: '99396', description: 'Preventive visit, age 40-64', billed: 320, allowed: 214, planPaid: 214, remarks: 'Preventive care covered in full' }],
  },
  {
    claimId: 'C-2026-204118',
    eobId: 'EOB-2026-80977',
    member: evelyn,
    productCategory: 'dental',
    providerName: 'Capitol Dental Group',
    serviceDate: daysFromToday(-130),
    status: 'PAID',
    lines: [
      { serviceCode: 'D0120', description: 'Periodic oral evaluation', billed: 68, allowed: 52, planPaid: 52 },
      { serviceCode: 'D1110', description: 'Cleaning (prophylaxis), adult', billed: 128, allowed: 94, planPaid: 94 },
    ],
  },
]);

export const termedHousehold: Household = household({
  id: 'termed',
  domainId: 1,
  subscriberId: '900331804',
  subscriberKey: 'SK-1101',
  hireDate: '2012-04-16',
  address: address('2150 Fairgrounds Rd NE', null, 'Salem', 'OR', '97301', '5035550318'),
  members: [evelyn],
  groups: [
    group({
      groupId: '10003318',
      groupName: 'Willamette Valley Growers Association',
      parentGroupId: null,
      parentGroupName: null,
      effectiveDate: '2010-01-01',
      externalHandoff: false,
      coverage: cover(['M1101'], { medical: 'MED-PPO-1000', dental: 'DEN-PPO-1000' }, '2021-01-01', coverageEnd),
    }),
  ],
  usage: [{ memberKey: 'M1101', medicalDeductibleMet: 1000, medicalOutOfPocketMet: 1240, dentalAnnualMet: 146, dentalDeductibleMet: 50 }],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 55, highPriority: true },
    { id: 41, highPriority: false },
  ]),
  ebill: { hasEbill: true, registered: true, showAlert: false },
  claims,
  eobs,
});

export const termedPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'termed',
    label: 'Evelyn Hart, coverage ended',
    domainId: 1,
    demonstrates:
      'A termed member: the "You are not currently enrolled in a plan" alert, no Benefits or Find care menus, no featured programs, no eBill and no ID card (the ID card route sends her home).',
    landsOn: '/home',
    householdId: 'termed',
    memberKey: 'M1101',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-5d09b3e2',
  },
];
