import { routePaths } from '../../config/route-paths';

/** The pages of the account area, as the landing page's cards and the area's lateral tab bar list them. */

export type AccountPageId = 'summary' | 'member-information' | 'settings' | 'plan-benefits' | 'ebill' | 'help-center';

export interface AccountPageLink {
  readonly id: AccountPageId;
  /** The title of the account settings menu item (spec section 2). */
  readonly title: string;
  readonly href: string;
  /** What the member finds there, on the landing page's card. */
  readonly description: string;
}

const PAGES: readonly AccountPageLink[] = [
  {
    id: 'summary',
    title: 'Summary',
    href: routePaths.accountSummary,
    description: 'Your subscriber and group details, your coverage, the address on file and who is on your plan.',
  },
  {
    id: 'member-information',
    title: 'Member information',
    href: routePaths.memberInformation,
    description: 'Date of birth, relationship, provider networks and other coverage on file.',
  },
  {
    id: 'settings',
    title: 'Settings',
    href: routePaths.settings,
    description: 'Your email address, communication preferences, password and security questions.',
  },
  {
    id: 'plan-benefits',
    title: 'Member plan benefits',
    href: routePaths.planBenefits,
    description: 'Plan years, open enrollment, renewing or cancelling your plan, and plan documents.',
  },
  {
    id: 'ebill',
    title: 'eBill',
    href: routePaths.ebill,
    description: 'View and pay your premium bills online and manage your payment methods.',
  },
  {
    id: 'help-center',
    title: 'Help center',
    href: routePaths.support,
    description: 'Answers to common questions, customer service contacts and secure messages.',
  },
];

export interface AccountPageVisibility {
  /** `showSettingsItem`: subscribers, and dependents the brand lets manage settings. */
  readonly settings: boolean;
  /** `ebillAvailable`. */
  readonly ebill: boolean;
}

/** The account pages the member may open, in menu order (Settings and eBill only when their rules allow). */
export function accountPageLinks(visibility: AccountPageVisibility): AccountPageLink[] {
  return PAGES.filter((page) => {
    if (page.id === 'settings') return visibility.settings;
    if (page.id === 'ebill') return visibility.ebill;
    return true;
  });
}
