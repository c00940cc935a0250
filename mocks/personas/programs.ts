import type { ContentProgram, ProgramLink, ProgramResource } from '../../generated/model';

/**
 * Health programs, as the content system describes them. A household lists the programs its members may use
 * with `programsFor`, which sets eligibility, priority and display order per household.
 */

interface CatalogueProgram {
  readonly program: Omit<ContentProgram, 'eligible' | 'displayOrder' | 'highPriority'>;
  readonly body: string;
  readonly resources: readonly ProgramResource[];
  readonly links: readonly ProgramLink[];
}

function entry(
  id: number,
  name: string,
  categories: string[],
  featureGroup: string | null,
  url: string | null,
  urlDocumentType: string | null,
  description: string,
  shortDescription: string,
  phoneNumber: string | null,
  body: string,
  resources: ProgramResource[] = [],
  links: ProgramLink[] = [],
): CatalogueProgram {
  return {
    program: {
      id,
      name,
      description,
      categories,
      featureGroup,
      childResourceIds: resources.map((resource) => resource.id),
      resource: false,
      url,
      urlDocumentType,
      details: { programId: id, title: name, shortDescription, phoneNumber, body },
    },
    body,
    resources,
    links,
  };
}

export const programCatalogue: Record<number, CatalogueProgram> = {
  12: entry(12, '24/7 nurse line', ['Medical'], 'care', '/benefits/programs/12', 'page',
    '<p>Talk with a registered nurse any time, day or night.</p>', 'Free advice from a nurse, any time.', '1-888-555-0111',
    '<p>Nurses can help you decide whether to see a doctor, go to urgent care or treat a problem at home.</p>',
    [{ id: 120, name: 'Nurse line wallet card', url: 'https://documents.plan.example/programs/nurse-line-card.pdf', urlDocumentType: 'pdf' }],
    [{ title: 'When to use urgent care', url: 'https://www.plan.example/care/urgent-care' }]),
  21: entry(21, 'Telehealth visits', ['Medical'], 'care', '/benefits/programs/21', 'page',
    '<p>See a board-certified doctor by video for common illnesses, for a $0 copay.</p>', 'Video visits from home, $0 copay.', '1-888-555-0121',
    '<p>Telehealth doctors treat colds, flu, rashes, allergies and more, and can send prescriptions to your pharmacy.</p>',
    [], [{ title: 'Start a video visit', url: 'https://telehealth.plan.example/start' }]),
  37: entry(37, 'Pharmacy benefit manager', ['Pharmacy'], 'pharmacy', 'https://rx.plan.example/member', 'external',
    '<p>Refill prescriptions, find a pharmacy and check drug prices with your pharmacy benefit manager.</p>',
    'Refills, mail order and drug prices.', '1-888-555-0137',
    '<p>Your pharmacy benefit manager runs your prescription coverage: the drug list, mail order and pharmacy network.</p>',
    [{ id: 370, name: 'Preferred drug list', url: 'https://documents.plan.example/pharmacy/preferred-drug-list.pdf', urlDocumentType: 'pdf' }]),
  41: entry(41, 'Dental cost estimator', ['Dental'], 'dental', '/benefits/programs/41', 'page',
    '<p>Estimate what you will pay for a dental procedure before your visit.</p>', 'Know your dental costs up front.', null,
    '<p>Pick a procedure and a dentist to see the allowed amount, what the plan pays and your share.</p>'),
  55: entry(55, 'Find a dentist', ['Dental'], 'dental', '/find-care/find-a-dentist', 'page',
    '<p>Search for in-network dentists near you.</p>', 'In-network dentists near you.', null,
    '<p>Search by location, specialty and language. In-network dentists cost you less.</p>'),
  60: entry(60, 'Passport dental', ['Dental'], 'dental', '/passport-dental', 'page',
    '<p>Dental care while you travel, at home and abroad.</p>', 'Dental care while you travel.', '+1-503-555-0160',
    '<p>Call any time from anywhere in the world for help finding a dentist while you travel.</p>',
    [{ id: 600, name: 'International dental claim form', url: 'https://documents.plan.example/forms/international-dental-claim.pdf', urlDocumentType: 'pdf' }]),
  93: entry(93, 'Digital claims', ['Medical', 'Dental'], 'claims', 'https://claims.plan.example/submit', 'external',
    '<p>Submit a claim online with a photo of your receipt.</p>', 'Submit claims from your phone.', null,
    '<p>Send us a claim for care from a provider who does not bill us, and follow it until it is paid.</p>'),
  104: entry(104, 'Diabetes Prevention and Lifestyle Coaching', ['Medical'], 'wellness', '/benefits/programs/104', 'page',
    '<p>A year-long program with a lifestyle coach to lower your risk of type 2 diabetes.</p>', 'Lower your risk of type 2 diabetes.', '1-888-555-0104',
    '<p>Meet weekly with a coach and a small group, online or in person, to build healthy eating and activity habits.</p>',
    [], [{ title: 'Take the prediabetes risk test', url: 'https://www.cdc.gov/diabetes/risktest/index.html' }]),
  108: entry(108, 'Healthy pregnancy support', ['Medical'], 'wellness', '/benefits/programs/108', 'page',
    '<p>Support from a nurse through pregnancy and the first months after birth.</p>', 'A nurse by your side through pregnancy.', '1-888-555-0108',
    '<p>Get a personal nurse, reminders for prenatal visits and help planning for the weeks after birth.</p>'),
  112: entry(112, 'Quit tobacco coaching', ['Medical'], 'wellness', '/benefits/programs/112', 'page',
    '<p>Free coaching and nicotine replacement to help you quit tobacco.</p>', 'Free help to quit tobacco.', '1-888-555-0112',
    '<p>Work with a quit coach by phone or text, with nicotine patches, gum or lozenges at no cost.</p>'),
  115: entry(115, 'Behavioral health support', ['Medical'], 'care', '/benefits/programs/115', 'page',
    '<p>Confidential counseling for stress, anxiety, depression and substance use.</p>', 'Confidential counseling when you need it.', '1-888-555-0115',
    '<p>Find a therapist, book a virtual visit or talk with a counselor the same day.</p>'),
  126: entry(126, 'Weight management', ['Medical'], 'wellness', '/benefits/programs/126', 'page',
    '<p>Coaching and medical support for a healthy weight.</p>', 'Coaching for a healthy weight.', null,
    '<p>Available to members whose plan includes the weight management benefit.</p>'),
  131: entry(131, 'Silver fitness membership', ['Medical'], 'wellness', 'https://fitness.plan.example/silver', 'external',
    '<p>A gym membership and online classes at no extra cost for Medicare members.</p>', 'Gym membership at no extra cost.', '1-888-555-0131',
    '<p>Use thousands of participating gyms or stream classes at home.</p>'),
  140: entry(140, 'Kids dental sealant program', ['Dental'], 'dental', '/benefits/programs/140', 'page',
    '<p>Sealants on permanent molars at no cost for members under 15.</p>', 'Protect kids\u2019 teeth with sealants.', null,
    '<p>Sealants keep cavities out of the grooves of back teeth. Ask your dentist at the next cleaning.</p>'),
};

export interface ProgramChoice {
  readonly id: number;
  readonly highPriority: boolean;
  /** False when the member may not use the program (not enrolled, not in the plan). Default true. */
  readonly eligible?: boolean;
}

/**
 * The programs of a household. `choices` is in display order (displayOrder 1, 2 ...); the list comes back in
 * the gateway's own order (by id), followed by the resources of the chosen programs (resource: true), so the
 * portal has to sort by displayOrder and leave resources out itself.
 */
export function programsFor(choices: readonly ProgramChoice[]): ContentProgram[] {
  const programs = choices.map((choice, index): ContentProgram => {
    const catalogue = programCatalogue[choice.id];
    if (!catalogue) throw new Error(`Unknown program ${choice.id}`);
    return {
      ...catalogue.program,
      eligible: choice.eligible ?? true,
      displayOrder: index + 1,
      highPriority: choice.highPriority,
    };
  });
  const resources = choices.flatMap((choice) =>
    (programCatalogue[choice.id]?.resources ?? []).map(
      (resource): ContentProgram => ({
        id: resource.id,
        name: resource.name,
        description: `<p>${resource.name}</p>`,
        categories: programCatalogue[choice.id]?.program.categories ?? [],
        eligible: choice.eligible ?? true,
        displayOrder: 100 + resource.id,
        highPriority: false,
        featureGroup: null,
        childResourceIds: [],
        resource: true,
        url: resource.url,
        urlDocumentType: resource.urlDocumentType ?? null,
      }),
    ),
  );
  return [...programs.sort((a, b) => a.id - b.id), ...resources];
}
