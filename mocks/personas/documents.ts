import { addDays } from 'date-fns';

import type {
  AccreditationFeed,
  CalendarMessage,
  DomainId,
  MedicareMaterial,
  MemberForm,
  SecurityQuestion,
} from '../../generated/model';

import { currentYear, longDay, today } from './dates';

/** Shared content: security questions, holiday calendars, forms, Medicare documents, the accreditation feed. */

export const securityQuestions: readonly SecurityQuestion[] = [
  { questionId: 1, question: 'What was the name of your first pet?' },
  { questionId: 2, question: 'In what city did you meet your spouse or partner?' },
  { questionId: 3, question: 'What was the make of your first car?' },
  { questionId: 4, question: 'What is the name of the street you grew up on?' },
  { questionId: 5, question: 'What was the mascot of your high school?' },
  { questionId: 6, question: 'What is your oldest sibling\u2019s middle name?' },
];

type Holiday = 'newYear' | 'memorialDay' | 'independenceDay' | 'laborDay' | 'thanksgiving' | 'christmasEve' | 'christmas';

const closures: Record<DomainId, readonly Holiday[]> = {
  1: ['newYear', 'memorialDay', 'independenceDay', 'laborDay', 'thanksgiving', 'christmasEve', 'christmas'],
  2: ['newYear', 'memorialDay', 'independenceDay', 'laborDay', 'thanksgiving', 'christmas'],
  5: ['newYear', 'independenceDay', 'thanksgiving', 'christmas'],
};

/** The nth weekday (0 Sunday .. 6 Saturday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = new Date(year, month, 1);
    return new Date(year, month, 1 + ((weekday - first.getDay() + 7) % 7) + (n - 1) * 7);
  }
  const last = new Date(year, month + 1, 0);
  return new Date(year, month, last.getDate() - ((last.getDay() - weekday + 7) % 7));
}

interface Closure {
  readonly date: Date;
  readonly text: string;
}

function closuresOf(year: number, holidays: readonly Holiday[]): Closure[] {
  const has = (holiday: Holiday) => holidays.includes(holiday);
  const list: Closure[] = [];
  if (has('newYear')) list.push({ date: new Date(year, 0, 1), text: `${longDay(new Date(year, 0, 1))} (New Year\u2019s Day)` });
  if (has('memorialDay')) {
    const date = nthWeekday(year, 4, 1, -1);
    list.push({ date, text: `${longDay(date)} (Memorial Day)` });
  }
  if (has('independenceDay')) list.push({ date: new Date(year, 6, 4), text: `${longDay(new Date(year, 6, 4))} (Independence Day)` });
  if (has('laborDay')) {
    const date = nthWeekday(year, 8, 1, 1);
    list.push({ date, text: `${longDay(date)} (Labor Day)` });
  }
  if (has('thanksgiving')) {
    const date = nthWeekday(year, 10, 4, 4);
    list.push({ date, text: `${longDay(date)} and ${longDay(addDays(date, 1))} (Thanksgiving)` });
  }
  const christmas = new Date(year, 11, 25);
  if (has('christmasEve')) {
    list.push({ date: new Date(year, 11, 24), text: `${longDay(new Date(year, 11, 24))} and ${longDay(christmas)} (Christmas)` });
  } else if (has('christmas')) {
    list.push({ date: christmas, text: `${longDay(christmas)} (Christmas)` });
  }
  return list;
}

/** The holiday calendar of a brand: the closures of the next twelve months, as the content system's HTML. */
export function holidayCalendar(domainId: DomainId): CalendarMessage {
  const start = today();
  const end = addDays(start, 365);
  const year = currentYear();
  const upcoming = [...closuresOf(year, closures[domainId]), ...closuresOf(year + 1, closures[domainId])]
    .filter((closure) => closure.date >= addDays(start, -1) && closure.date < end)
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const items = upcoming.map((closure) => `<li>${closure.text}</li>`).join('');
  return {
    data: {
      item: {
        content: {
          value: `<p>Customer service is closed on these holidays:</p><ul>${items}</ul>`,
        },
      },
    },
  };
}

export const memberForms: Record<DomainId, readonly MemberForm[]> = {
  1: [
    { id: 'F-CLAIM-DEN', title: 'Dental claim form', category: 'Claims', description: 'Send us a claim for care from a dentist who does not bill us.', url: 'https://documents.plan.example/forms/dental-claim.pdf', documentType: 'pdf' },
    { id: 'F-CLAIM-MED', title: 'Medical claim form', category: 'Claims', description: 'Send us a claim for care from a doctor or hospital that does not bill us.', url: 'https://documents.plan.example/forms/medical-claim.pdf', documentType: 'pdf' },
    { id: 'F-AUTH-PHI', title: 'Authorization to share health information', category: 'Privacy', description: 'Let us talk with someone you choose about your health plan.', url: 'https://documents.plan.example/forms/phi-authorization.pdf', documentType: 'pdf' },
    { id: 'F-APPEAL', title: 'Appeal or grievance form', category: 'Appeals', description: 'Ask us to review a decision about a claim or a service.', url: 'https://documents.plan.example/forms/appeal.pdf', documentType: 'pdf' },
  ],
  2: [
    { id: 'F-SMT-CLAIM', title: 'Summit claim form', category: 'Claims', description: 'One form for medical and dental claims.', url: 'https://documents.summit-dental.example/forms/claim.pdf', documentType: 'pdf' },
    { id: 'F-SMT-APPEAL', title: 'Summit appeal form', category: 'Appeals', description: 'Ask us to review a decision about a claim.', url: 'https://documents.summit-dental.example/forms/appeal.pdf', documentType: 'pdf' },
  ],
  5: [
    { id: 'F-HRB-CLAIM', title: 'Harbor Dental claim form', category: 'Claims', description: 'Send us a claim for care from a dentist who does not bill us.', url: 'https://documents.harbor-dental.example/forms/claim.pdf', documentType: 'pdf' },
    { id: 'F-HRB-INTL', title: 'International dental claim form', category: 'Claims', description: 'For dental care received outside the United States.', url: 'https://documents.harbor-dental.example/forms/international-claim.pdf', documentType: 'pdf' },
  ],
};

/** The Medicare plan documents of the coming plan year and the current one. */
export function medicareMaterials(): MedicareMaterial[] {
  const next = currentYear() + 1;
  const current = currentYear();
  return [
    { id: `EOC-${next}`, title: `${next} Evidence of Coverage`, description: `Your Medicare Advantage plan\u2019s benefits and rules for ${next}.`, year: next, url: `https://documents.plan.example/medicare/eoc-${next}.pdf`, documentType: 'pdf' },
    { id: `ANOC-${next}`, title: `${next} Annual Notice of Changes`, description: `What changes in your plan on January 1, ${next}.`, year: next, url: `https://documents.plan.example/medicare/anoc-${next}.pdf`, documentType: 'pdf' },
    { id: `SB-${next}`, title: `${next} Summary of Benefits`, description: 'Costs for common services at a glance.', year: next, url: `https://documents.plan.example/medicare/summary-of-benefits-${next}.pdf`, documentType: 'pdf' },
    { id: `FORM-${next}`, title: `${next} Drug list (formulary)`, description: 'The drugs your Part D coverage includes, by tier.', year: next, url: `https://documents.plan.example/medicare/formulary-${next}.pdf`, documentType: 'pdf' },
    { id: `EOC-${current}`, title: `${current} Evidence of Coverage`, description: `Your plan\u2019s benefits and rules for ${current}.`, year: current, url: `https://documents.plan.example/medicare/eoc-${current}.pdf`, documentType: 'pdf' },
  ];
}

export const accreditationFeed: AccreditationFeed = {
  accreditations: [
    {
      logo: 'https://accreditation.example.org/seals/health-plan-accredited.png',
      description: 'Accredited health plan for commercial HMO/POS and PPO products.',
    },
    {
      logo: 'https://accreditation.example.org/seals/medicare-commendable.png',
      description: 'Commendable rating for Medicare Advantage PPO.',
    },
  ],
};

/** Customer service and the registration policy phone per brand. */
export const brandPhones: Record<DomainId, { customerService: string; policy: string }> = {
  1: { customerService: '1-888-555-0100', policy: '1-888-555-0100' },
  2: { customerService: '1-888-555-0200', policy: '1-888-555-0201' },
  5: { customerService: '1-888-555-0500', policy: '1-888-555-0501' },
};
