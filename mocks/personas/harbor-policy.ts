import { address, claimsAndEobs, cover, group, household, member } from './build';
import { daysFromToday } from './dates';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/**
 * Mei Chen (brand 5, Harbor Dental) has not yet signed the digital communications policy, so login stops at the
 * registration policies step. Her dental plan has an annual maximum, a deductible and, for her daughter Lily, an
 * orthodontia maximum that braces are using up.
 */

const mei = member({
  memberKey: 'M5101',
  suffix: 0,
  firstName: 'Mei',
  lastName: 'Chen',
  relationship: 'SUB',
  dateOfBirth: '1988-10-02',
  sex: 'F',
  email: 'mei.chen@example.com',
  registrationPolicy: { isCommunicationPolicySigned: false, isEeobPreferenceConsented: null },
});

const lily = member({
  memberKey: 'M5102',
  suffix: 1,
  firstName: 'Lily',
  lastName: 'Chen',
  relationship: 'DEP',
  dateOfBirth: '2013-03-21',
  sex: 'F',
  email: 'mei.chen@example.com',
  registrationPolicy: { isCommunicationPolicySigned: false, isEeobPreferenceConsented: null },
});

const { claims, eobs } = claimsAndEobs([
  {
    claimId: 'C-2026-510233',
    eobId: 'EOB-2026-90114',
    member: mei,
    productCategory: 'dental',
    providerName: 'Fremont Family Dentistry',
    serviceDate: daysFromToday(-64),
    status: 'PAID',
    lines: [
      { serviceCode: 'D0120', description: 'Periodic oral evaluation', billed: 72, allowed: 55, planPaid: 55 },
      { serviceCode: 'D1110', description: 'Cleaning (prophylaxis), adult', billed: 140, allowed: 102, planPaid: 102 },
      { serviceCode: 'D2740', description: 'Crown, porcelain/ceramic', billed: 1420, allowed: 1105, planPaid: 633, remarks: 'Major service paid at 60% after deductible' },
    ],
  },
  {
    claimId: 'C-2026-510877',
    eobId: 'EOB-2026-90388',
    member: lily,
    productCategory: 'dental',
    providerName: 'Puget Sound Orthodontics',
    serviceDate: daysFromToday(-26),
    status: 'PAID',
    lines: [{ serviceCode: 'D8080', description: 'Comprehensive orthodontic treatment, adolescent', billed: 1800, allowed: 1700, planPaid: 850, remarks: 'Orthodontia paid at 50% up to the lifetime maximum' }],
  },
]);

export const harborPolicyHousehold: Household = household({
  id: 'harborpolicy',
  domainId: 5,
  subscriberId: '500112047',
  subscriberKey: 'SK-5101',
  hireDate: '2022-11-07',
  address: address('3815 Fremont Ave N', 'Apt 5', 'Seattle', 'WA', '98103', '2065550147'),
  members: [mei, lily],
  groups: [
    group({
      groupId: '50001120',
      groupName: 'Puget Sound Maritime Union',
      parentGroupId: '500000010',
      parentGroupName: 'Harbor Dental Trust',
      effectiveDate: '2009-01-01',
      externalHandoff: false,
      chatConfig: { host: 'chat.example.com', bus: 'harbor-dental', poc: 'dental', displayChat: true, mappedGroupId: '50001120' },
      coverage: cover(['M5101', 'M5102'], { dental: 'DEN-HRB-2000' }, '2023-01-01'),
    }),
  ],
  usage: [
    { memberKey: 'M5101', dentalDeductibleMet: 50, dentalAnnualMet: 790 },
    { memberKey: 'M5102', dentalDeductibleMet: 0, dentalAnnualMet: 120, orthodontiaMet: 850 },
  ],
  programs: programsFor([
    { id: 55, highPriority: true },
    { id: 41, highPriority: true },
    { id: 60, highPriority: true },
    { id: 140, highPriority: false },
  ]),
  claims,
  eobs,
});

export const harborPolicyPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'harborpolicy',
    label: 'Mei Chen, Harbor Dental, policy not signed',
    domainId: 5,
    demonstrates:
      'Brand 5: the registration policies step (communication policy and, as a subscriber, the EOB delivery choice), then the dental dashboard with the featured dental limit tile.',
    landsOn: '/registration-policies',
    householdId: 'harborpolicy',
    memberKey: 'M5101',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-4f2d7a19',
  },
];
