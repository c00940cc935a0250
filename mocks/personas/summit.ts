import { address, claimsAndEobs, cover, group, household, member } from './build';
import { daysFromToday } from './dates';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/** Tomás Alvarez (brand 2, Summit Dental and Health) sees the reduced benefits menu of his brand. */

const tomas = member({
  memberKey: 'M2101',
  suffix: 0,
  firstName: 'Tomás',
  lastName: 'Alvarez',
  relationship: 'SUB',
  dateOfBirth: '1976-08-08',
  sex: 'M',
  email: 'tomas.alvarez@example.com',
});

const ana = member({
  memberKey: 'M2102',
  suffix: 1,
  firstName: 'Ana',
  lastName: 'Alvarez',
  relationship: 'SPO',
  dateOfBirth: '1978-02-25',
  sex: 'F',
  email: 'ana.alvarez@example.com',
});

const { claims, eobs } = claimsAndEobs([
  {
    claimId: 'C-2026-420155',
    eobId: 'EOB-2026-70221',
    member: tomas,
    productCategory: 'medical',
    providerName: "St. Luke's Heart Clinic",
    serviceDate: daysFromToday(-44),
    status: 'PAID',
    lines: [
      { serviceCode: '99204', description: 'Office visit, new patient', billed: 395, allowed: 248, planPaid: 198.4, remarks: '20% coinsurance after deductible' },
      { serviceCode: '93000', description: 'Electrocardiogram', billed: 110, allowed: 46, planPaid: 36.8 },
    ],
  },
  {
    claimId: 'C-2026-420790',
    eobId: 'EOB-2026-70508',
    member: ana,
    productCategory: 'dental',
    providerName: 'Hyde Park Dental',
    serviceDate: daysFromToday(-15),
    status: 'PAID',
    lines: [{ serviceCode: 'D1110', description: 'Cleaning (prophylaxis), adult', billed: 118, allowed: 88, planPaid: 88 }],
  },
]);

export const summitHousehold: Household = household({
  id: 'summit',
  domainId: 2,
  subscriberId: '200451230',
  subscriberKey: 'SK-2101',
  hireDate: '2011-10-03',
  address: address('1207 N 15th St', null, 'Boise', 'ID', '83702', '2085550138'),
  members: [tomas, ana],
  groups: [
    group({
      groupId: '20004512',
      groupName: 'Treasure Valley Manufacturing',
      parentGroupId: '200000010',
      parentGroupName: 'Summit Employer Alliance',
      effectiveDate: '2008-01-01',
      externalHandoff: false,
      chatConfig: { host: 'chat.example.com', bus: 'summit-member-services', poc: 'dental-and-medical', displayChat: true, mappedGroupId: '20004512' },
      coverage: cover(['M2101', 'M2102'], { medical: 'MED-SMT-750', dental: 'DEN-SMT-1250', vision: 'VIS-SMT', pharmacy: 'RX-SMT' }, '2022-01-01'),
    }),
  ],
  usage: [
    { memberKey: 'M2101', medicalDeductibleMet: 750, medicalOutOfPocketMet: 1120.4, dentalAnnualMet: 0 },
    { memberKey: 'M2102', medicalDeductibleMet: 95, medicalOutOfPocketMet: 95, dentalAnnualMet: 88 },
  ],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 21, highPriority: true },
    { id: 55, highPriority: true },
    { id: 37, highPriority: true },
    { id: 41, highPriority: false },
    { id: 93, highPriority: false },
  ]),
  referrals: [
    {
      referralId: 'R-62011',
      memberKey: 'M2101',
      memberName: 'Tomás Alvarez',
      statusCode: 'APPROVED',
      statusDescription: 'Approved',
      providerId: 'P-32210',
      providerName: 'Amara Haddad, MD',
      specialty: 'Cardiology',
      referringProviderName: 'Peter Lindgren, MD',
      startDate: daysFromToday(-50),
      endDate: daysFromToday(130),
      visitsAuthorized: 3,
      visitsUsed: 1,
    },
  ],
  claims,
  eobs,
});

export const summitPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'summit',
    label: 'Tomás Alvarez, Summit Dental and Health',
    domainId: 2,
    demonstrates:
      'Brand 2: the reduced benefits menu (Benefits summary, Programs, Referrals, Handbooks), the brand 2 contact page and an approved cardiology referral.',
    landsOn: '/home',
    householdId: 'summit',
    memberKey: 'M2101',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-8c3e5b70',
  },
];
