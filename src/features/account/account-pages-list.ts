import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { routePaths } from '../../config/route-paths';

/** The pages of the account area, as the landing page's cards and the area's lateral tab bar list them. */

export type AccountPageId = 'summary' | 'member-information' | 'settings' | 'plan-benefits' | 'ebill' | 'help-center';

export interface AccountPageLink {
  readonly id: AccountPageId;
  /** The title of the account settings menu item (product section 2). */
  readonly title: MessageDescriptor;
  readonly href: string;
  /** What the member finds there, on the landing page's card. */
  readonly description: MessageDescriptor;
}

const PAGES: readonly AccountPageLink[] = [
  {
    id: 'summary',
    title: msg`Summary`,
    href: routePaths.accountSummary,
    description: msg`Your subscriber and group details, your coverage, the address on file and who is on your plan.`,
  },
  {
    id: 'member-information',
    title: msg`Member information`,
    href: routePaths.memberInformation,
    description: msg`Date of birth, relationship, provider networks and other coverage on file.`,
  },
  {
    id: 'settings',
    title: msg`Settings`,
    href: routePaths.settings,
    description: msg`Your email address, communication preferences, password and security questions.`,
  },
  {
    id: 'plan-benefits',
    title: msg`Member plan benefits`,
    href: routePaths.planBenefits,
    description: msg`Plan years, open enrollment, renewing or cancelling your plan, and plan documents.`,
  },
  {
    id: 'ebill',
    title: msg`eBill`,
    href: routePaths.ebill,
    description: msg`View and pay your premium bills online and manage your payment methods.`,
  },
  {
    id: 'help-center',
    title: msg`Help center`,
    href: routePaths.support,
    description: msg`Answers to common questions, customer service contacts and secure messages.`,
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
