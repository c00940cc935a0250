import { t } from '@lingui/core/macro';

import type { BrandConfig, DomainId } from './brands';

/**
 * The brands' contact lines (product section 2, 'Contact us (two variants)') as data: their numbers, e-mail addresses
 * and hours, read by the contact page and the Help center. The brand's own customer service contacts
 * (brand.contact) answer the line the brand's other pages send members to; the other lines of the standard variant
 * are shared by the brands that use it, and their e-mail addresses are on the brand's own mail domain. A module of
 * its own, so that only the pages that show the lines load them (brands.ts is part of every page's first load).
 * The TTY relay number is the phone module's (TTY_NUMBER, src/shared/lib/phone.ts). The words are in the language
 * shown when the directory is made (contactDirectory, called while rendering); state names are proper names.
 */

export interface ContactPhone {
  /** Qualifies a second number of the same line ('Texas'); none for the line's main number. */
  readonly label?: string;
  /** As members dial it: '1-888-555-0100'. */
  readonly number: string;
}

export interface ContactEmail {
  readonly label: string;
  readonly address: string;
}

export interface ContactLine {
  readonly id: string;
  readonly name: string;
  /** What the line is for. */
  readonly purpose: string;
  readonly phones: readonly ContactPhone[];
  readonly emails: readonly ContactEmail[];
  /** When the line answers, one sentence per period. */
  readonly hours: readonly string[];
}

export interface ContactDirectory {
  readonly lines: readonly ContactLine[];
  /** The line the brand's customer service number (brand.contact) answers. */
  readonly customerService: ContactLine;
}

/** States some lines and addresses are for: proper names, the same in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- proper names
const STATES = { Texas: 'Texas', Alaska: 'Alaska', Oregon: 'Oregon' } as const;

/** The part after '@' of an e-mail address. */
function mailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

const accountAccessPurpose = () => t`Help logging in, registering, or using your Member Dashboard.`;

function brand2Directory(brand: Pick<BrandConfig, 'contact'>): ContactLine[] {
  return [
    {
      id: 'account-access',
      name: t`Account access`,
      purpose: accountAccessPurpose(),
      phones: [{ number: '1-888-555-0120' }],
      emails: [],
      hours: [t`Mon-Fri 7:30 a.m.-5:30 p.m. PT.`],
    },
    {
      id: 'customer-service',
      name: t`Customer service`,
      purpose: t`Questions about your benefits, claims, ID cards and bills.`,
      phones: [{ number: brand.contact.customerServicePhone }],
      emails: [{ label: t`Email`, address: brand.contact.customerServiceEmail }],
      hours: [
        t`Oct 1 to Mar 31: 7 a.m.-8 p.m. PT, seven days a week.`,
        t`Apr 1 to Sep 30: 7 a.m.-8 p.m. PT, Monday to Friday. Weekends and holidays, an automated phone system answers.`,
      ],
    },
  ];
}

function standardDirectory(brand: Pick<BrandConfig, 'contact'>): ContactLine[] {
  const domain = mailDomain(brand.contact.customerServiceEmail);
  return [
    {
      id: 'account-access',
      name: t`Account access`,
      purpose: accountAccessPurpose(),
      phones: [{ number: brand.contact.customerServicePhone }],
      emails: [{ label: t`Email`, address: brand.contact.customerServiceEmail }],
      hours: [t`Mon-Fri 7 a.m.-6 p.m. PT.`],
    },
    {
      id: 'medical',
      name: t`Medical`,
      purpose: t`Questions about your medical benefits and claims.`,
      phones: [{ number: '1-800-555-0131' }, { label: STATES.Texas, number: '1-800-555-0132' }],
      emails: [],
      hours: [t`Mon-Fri 7 a.m.-6 p.m. PT.`],
    },
    {
      id: 'dental',
      name: t`Dental`,
      purpose: t`Questions about your dental benefits and claims.`,
      phones: [{ number: '1-800-555-0141' }],
      emails: [
        { label: STATES.Alaska, address: `dental-alaska@${domain}` },
        { label: STATES.Oregon, address: `dental-oregon@${domain}` },
      ],
      hours: [t`Mon-Fri 7 a.m.-5 p.m. PT.`],
    },
    {
      id: 'pharmacy',
      name: t`Pharmacy`,
      purpose: t`Prescriptions, pharmacies and drug coverage.`,
      phones: [{ number: '1-800-555-0151' }, { label: STATES.Texas, number: '1-800-555-0152' }],
      emails: [],
      hours: [t`24 hours a day, 7 days a week.`],
    },
    {
      id: 'medicare-advantage',
      name: t`Medicare Advantage`,
      purpose: t`For members of our Medicare Advantage plans.`,
      phones: [{ number: '1-800-555-0161' }],
      emails: [],
      hours: [t`Mon-Fri 7 a.m.-8 p.m. PT from Apr 1 to Sep 30.`, t`Daily 7 a.m.-8 p.m. PT from Oct 1 to Mar 31.`],
    },
    {
      id: 'medicare-pharmacy',
      name: t`Medicare Pharmacy`,
      purpose: t`Prescription drug coverage for members of our Medicare plans.`,
      phones: [{ number: '1-800-555-0171' }],
      emails: [],
      hours: [t`Mon-Fri 7 a.m.-8 p.m. PT from Feb 15 to Sep 30.`, t`Daily 7 a.m.-8 p.m. PT from Oct 1 to Feb 14.`],
    },
  ];
}

/** A variant of the contact page (product section 2): its lines, and which of them the brand's number answers. */
interface ContactVariant {
  readonly lines: (brand: Pick<BrandConfig, 'contact'>) => ContactLine[];
  /** The id of the line the brand's customer service number answers. */
  readonly customerService: string;
}

const BRAND2_VARIANT: ContactVariant = { lines: brand2Directory, customerService: 'customer-service' };
const STANDARD_VARIANT: ContactVariant = { lines: standardDirectory, customerService: 'account-access' };

/** The contact page of each brand: brand 2 has its own variant, the other brands the standard one. */
const BRAND_VARIANTS: Readonly<Record<DomainId, ContactVariant>> = {
  1: STANDARD_VARIANT,
  2: BRAND2_VARIANT,
  5: STANDARD_VARIANT,
};

/**
 * The brand's lines, and the one its customer service number answers: the contact page lists them all, the Help
 * center names and times that one.
 */
export function contactDirectory(brand: Pick<BrandConfig, 'domainId' | 'contact'>): ContactDirectory {
  const variant = BRAND_VARIANTS[brand.domainId];
  const lines = variant.lines(brand);
  return { lines, customerService: lines.find((line) => line.id === variant.customerService)! };
}
