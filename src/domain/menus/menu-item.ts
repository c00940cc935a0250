import type { Text } from '../../shared/i18n/text';

/** The items of the benefits sub-menu, each a page of the benefits area. */
export type BenefitsMenuItemId =
  | 'benefits-summary'
  | 'medical'
  | 'dental'
  | 'vision'
  | 'pharmacy'
  | 'programs'
  | 'referrals'
  | 'member-handbooks'
  | 'certificate-of-coverage'
  | 'medicare-materials';

export type MenuItemId =
  // primary
  | 'home'
  | 'account'
  | 'benefits'
  | 'find-care'
  | 'claims-eobs'
  | BenefitsMenuItemId
  // find care sub-menu
  | 'find-care-resources'
  | 'primary-care'
  | 'find-a-dentist'
  | 'care-reminders'
  // claims sub-menu
  | 'claims'
  | 'eobs'
  | 'pharmacy-benefit-manager'
  // account settings
  | 'account-summary'
  | 'member-information'
  | 'settings'
  | 'member-plan-benefits'
  | 'ebill'
  | 'help-center'
  | 'new-id'
  | 'log-out'
  // utility
  | 'contact-us'
  | 'log-in'
  // shell
  | 'select-group';

export interface MenuItem {
  id: MenuItemId;
  /** The portal's message, or the gateway's or configuration's words (a program's name, the handbooks label). */
  title: Text;
  target: string;
  subItems?: MenuItem[];
}

export const item = (id: MenuItemId, title: Text, target: string, subItems?: MenuItem[]): MenuItem =>
  subItems ? { id, title, target, subItems } : { id, title, target };
