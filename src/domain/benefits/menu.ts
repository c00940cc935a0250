import type { BenefitCategory } from '../../../generated/model';
import { type MenuItem, type MenuItemId, type SignedInMenuInput, sortByCategory, visibleMenus } from '..';

/** The member's Benefits menu, as the benefits pages list it. */

/** What the benefits menu depends on (the rest of the shell's menu input does not change it). */
export type BenefitsMenuInput = Pick<
  SignedInMenuInput,
  'brand' | 'member' | 'now' | 'termed' | 'eligibility' | 'hasReferrals' | 'medicareEligible' | 'groupId' | 'handbooksLabel'
>;

/** The benefit category each benefits menu item stands for, so the items sort in the interface's order. */
const MENU_ITEM_CATEGORIES = new Map<MenuItemId, BenefitCategory>([
  ['benefits-summary', 'Summary'],
  ['medical', 'Medical'],
  ['dental', 'Dental'],
  ['vision', 'Vision'],
  ['pharmacy', 'Pharmacy'],
  ['programs', 'Programs'],
  ['referrals', 'Referrals'],
  ['member-handbooks', 'Member Handbooks'],
  ['certificate-of-coverage', 'Certificate of Coverage'],
  ['medicare-materials', 'Medicare Materials'],
]);

export function menuItemCategory(id: MenuItemId): BenefitCategory {
  return MENU_ITEM_CATEGORIES.get(id) ?? 'None';
}

/**
 * The items of the member's Benefits menu, in the interface's category order. Taken from `visibleMenus()` so the
 * page and the shell's menu always agree; the inputs that only concern other menus are given neutral values.
 * Empty for a termed member, who has no Benefits menu.
 */
export function benefitsMenuItems(input: BenefitsMenuInput): MenuItem[] {
  const menus = visibleMenus({
    signedIn: true,
    ...input,
    hasEbill: false,
    pcp: { eligible: false, subscriberHasSelection: false, memberHasSelection: false },
    programs: [],
    claims: null,
    groupCount: 1,
  });
  const items = menus.primary.find((item) => item.id === 'benefits')?.subItems ?? [];
  return sortByCategory(items, (item) => menuItemCategory(item.id));
}
