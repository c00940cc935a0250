import { address, cover, endOfPlanYear, group, household, individualPlanManagement, member } from './build';
import { currentYear, startOfYearFromNow } from './dates';
import { programsFor } from './programs';
import { individualPlans } from './shared-groups';
import type { Household, HouseholdMember, MemberPersona } from './types';

/**
 * Three members of individual plans during open enrollment. Aisha Rahman has not decided yet (the renew,
 * change or cancel reminder); Ben Carter asked not to renew his medical plan (status M) and Lucia Moreno her
 * medical and dental plans (status D), so their banners show the cancellation notice and their coverage ends
 * with the plan year.
 */

const plans = { medical: 'MED-IND-GOLD', dental: 'DEN-IND-1000' } as const;
const programs = programsFor([
  { id: 12, highPriority: true },
  { id: 21, highPriority: true },
  { id: 55, highPriority: true },
]);

function individualHousehold(
  id: string,
  subscriberId: string,
  person: HouseholdMember,
  street: string,
  city: string,
  zipCode: string,
  phone: string,
  status: 'M' | 'D' | null,
): Household {
  const ending = status === 'M' ? ['medical'] : status === 'D' ? ['medical', 'dental'] : [];
  return household({
    id,
    domainId: 1,
    subscriberId,
    subscriberKey: `SK-${person.memberKey.slice(1)}`,
    hireDate: null,
    address: address(street, null, city, 'OR', zipCode, phone),
    members: [person],
    groups: [
      group({
        ...individualPlans,
        outlineOfCoverageUrl: `https://documents.plan.example/ooc/individual-gold-${currentYear()}.pdf`,
        coverage: cover([person.memberKey], plans, startOfYearFromNow(-1)).map((period) => ({
          ...period,
          terminationDate: ending.includes(period.category) ? endOfPlanYear() : null,
        })),
      }),
    ],
    usage: [{ memberKey: person.memberKey, medicalDeductibleMet: 640, medicalOutOfPocketMet: 910, dentalAnnualMet: 185, dentalDeductibleMet: 75 }],
    programs,
    ebill: { hasEbill: true, registered: true, showAlert: false },
    planManagement: individualPlanManagement(status),
  });
}

export const renewalHousehold = individualHousehold(
  'renewal',
  '900800114',
  member({ memberKey: 'M1971', suffix: 0, firstName: 'Aisha', lastName: 'Rahman', relationship: 'SUB', dateOfBirth: '1992-02-14', sex: 'F', email: 'aisha.rahman@example.com' }),
  '1830 NW Kings Blvd',
  'Corvallis',
  '97330',
  '5415550102',
  null,
);

export const cancelledMedicalHousehold = individualHousehold(
  'cancelledm',
  '900800263',
  member({ memberKey: 'M1981', suffix: 0, firstName: 'Ben', lastName: 'Carter', relationship: 'SUB', dateOfBirth: '1985-10-19', sex: 'M', email: 'ben.carter@example.com' }),
  '925 Queen Ave SW',
  'Albany',
  '97321',
  '5415550119',
  'M',
);

export const cancelledDentalHousehold = individualHousehold(
  'cancelledd',
  '900800390',
  member({ memberKey: 'M1991', suffix: 0, firstName: 'Lucia', lastName: 'Moreno', relationship: 'SUB', dateOfBirth: '1977-04-03', sex: 'F', email: 'lucia.moreno@example.com' }),
  '1203 12th St',
  'Hood River',
  '97031',
  '5415550143',
  'D',
);

export const planManagementPersonas: MemberPersona[] = [
  {
    kind: 'member',
    username: 'renewal',
    label: 'Aisha Rahman, individual plan before cancellation',
    domainId: 1,
    demonstrates:
      "The plan management banner before cancellation: renew, change or cancel by the open enrollment end date, with 'Manage my plan'. Cancelling (M or D) shows the cancellation notice afterwards.",
    landsOn: '/home',
    householdId: 'renewal',
    memberKey: 'M1971',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-58e3a0b1',
  },
  {
    kind: 'member',
    username: 'cancelledm',
    label: 'Ben Carter, medical plan not renewing (M)',
    domainId: 1,
    demonstrates: 'The cancellation notice with status M: the coverage end date and Medical as the plan not renewed.',
    landsOn: '/home',
    householdId: 'cancelledm',
    memberKey: 'M1981',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-c9f7612e',
  },
  {
    kind: 'member',
    username: 'cancelledd',
    label: 'Lucia Moreno, medical and dental not renewing (D)',
    domainId: 1,
    demonstrates: 'The cancellation notice with status D: the coverage end date and Medical and Dental as the plans not renewed.',
    landsOn: '/home',
    householdId: 'cancelledd',
    memberKey: 'M1991',
    role: 'member',
    accountStatus: 'ACT',
    userKey: 'UK-2e4d9b07',
  },
];
