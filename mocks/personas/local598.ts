import { address, claimsAndEobs, cover, group, household, member } from './build';
import { daysFromToday } from './dates';
import { programsFor } from './programs';
import type { Household, MemberPersona } from './types';

/**
 * Frank Delgado is flagged local 598: the portal shows his employee ID instead of his subscriber ID. His wife
 * Carmen has coverage but no online account yet, so she can walk through registration.
 */

const frank = member({
  memberKey: 'M1701',
  suffix: 0,
  firstName: 'Frank',
  lastName: 'Delgado',
  relationship: 'SUB',
  dateOfBirth: '1970-05-22',
  sex: 'M',
  email: 'frank.delgado@example.com',
});

const carmen = member({
  memberKey: 'M1702',
  suffix: 1,
  firstName: 'Carmen',
  lastName: 'Delgado',
  relationship: 'SPO',
  dateOfBirth: '1972-08-14',
  sex: 'F',
  email: null,
});

const { claims, eobs } = claimsAndEobs([
  {
    claimId: 'C-2026-259802',
    eobId: 'EOB-2026-84440',
    member: carmen,
    productCategory: 'medical',
    providerName: 'Kadlec Clinic Pasco',
    serviceDate: daysFromToday(-52),
    status: 'PAID',
    lines: [{ serviceCode: '99395', description: 'Preventive visit, age 18-39', billed: 290, allowed: 201, planPaid: 201, remarks: 'Preventive care covered in full' }],
  },
]);

export const local598Household: Household = household({
  id: 'local598',
  domainId: 1,
  subscriberId: '900598117',
  subscriberKey: 'SK-1701',
  hireDate: '1996-04-01',
  employee: { employeeId: '598-044172', local598: true },
  address: address('1825 W Court St', null, 'Pasco', 'WA', '99301', '5095550191'),
  members: [frank, carmen],
  groups: [
    group({
      groupId: '10005980',
      groupName: 'Plumbers and Steamfitters Local 598 Health Trust',
      parentGroupId: null,
      parentGroupName: null,
      effectiveDate: '1985-01-01',
      externalHandoff: false,
      coverage: cover(['M1701', 'M1702'], { medical: 'MED-PPO-500', dental: 'DEN-PPO-1500', vision: 'VIS-12', pharmacy: 'RX-3T' }, '2018-01-01'),
    }),
  ],
  usage: [
    { memberKey: 'M1701', medicalDeductibleMet: 500, medicalOutOfPocketMet: 1890, dentalAnnualMet: 620, dentalDeductibleMet: 50 },
    { memberKey: 'M1702', medicalDeductibleMet: 0, medicalOutOfPocketMet: 0, dentalAnnualMet: 0 },
  ],
  programs: programsFor([
    { id: 12, highPriority: true },
    { id: 21, highPriority: true },
    { id: 55, highPriority: true },
    { id: 37, highPriority: true },
    { id: 112, highPriority: false },
  ]),
  ebill: { hasEbill: true, registered: true, showAlert: false },
  claims,
  eobs,
});

export const local598Personas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'local598',
    label: 'Frank Delgado, local 598',
    domainId: 1,
    demonstrates: 'A member flagged local 598: the member info tile and welcome banner show employee ID 598-044172 instead of the subscriber ID.',
    landsOn: '/home',
    householdId: 'local598',
    memberKey: 'M1701',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-36f1a8c4',
  },
];
