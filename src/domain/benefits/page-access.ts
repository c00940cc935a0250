import type { BenefitCategory } from '../../../generated/model';
import type { BenefitsMenuVariant } from '../../config/brands';
import { routePaths } from '../../config/route-paths';
import { benefitCategoryPath, type BenefitsMenuItemId, type CategoryStatus, type CoverageCategory, type MenuItem } from '..';

/** Which pages of the benefits area a member may open, and where /benefits lands. */

/** The benefits area's pages that a menu item may offer (plus prior authorization, which no menu lists). */
export type BenefitsPageId = BenefitsMenuItemId | 'prior-authorization';

export type PageAccess =
  | { readonly kind: 'allowed' }
  /** A termed member: no Benefits menu at all. */
  | { readonly kind: 'not-enrolled' }
  /** The same content lives at another address of the member's menu. */
  | { readonly kind: 'redirect'; readonly to: string }
  /** The member's plan does not include the page. */
  | { readonly kind: 'not-in-plan' };

export interface PageAccessInput {
  readonly menu: readonly MenuItem[];
  readonly termed: boolean;
  readonly variant: BenefitsMenuVariant;
  /** The signed-in member's status per coverage category (today). */
  readonly statuses: Readonly<Record<CoverageCategory, CategoryStatus>>;
}

const PAGE_CATEGORIES = new Map<BenefitsPageId, CoverageCategory>([
  ['medical', 'Medical'],
  ['dental', 'Dental'],
  ['vision', 'Vision'],
  ['pharmacy', 'Pharmacy'],
]);

/**
 * Whether the member may open a page of the benefits area:
 * - a termed member has no Benefits menu: every page says so;
 * - a page the benefits menu offers opens;
 * - a coverage category the reduced menu shows through the Benefits summary goes to /benefits (the summary);
 * - the Benefits summary opens for every enrolled member (it only shows their own categories);
 * - prior authorization opens for members with medical coverage (no menu lists it);
 * - the handbooks page under the other label goes to the one the menu offers;
 * - anything else is not part of the member's plan.
 */
export function pageAccess(page: BenefitsPageId, { menu, termed, variant, statuses }: PageAccessInput): PageAccess {
  if (termed) return { kind: 'not-enrolled' };
  if (menu.some((item) => item.id === page)) return { kind: 'allowed' };
  const category = PAGE_CATEGORIES.get(page);
  if (category) {
    return variant === 'reduced' && statuses[category] !== 'Ineligible' ? { kind: 'redirect', to: routePaths.benefits } : { kind: 'not-in-plan' };
  }
  if (page === 'benefits-summary') return { kind: 'allowed' };
  if (page === 'prior-authorization') return statuses.Medical === 'Ineligible' ? { kind: 'not-in-plan' } : { kind: 'allowed' };
  if (page === 'member-handbooks' || page === 'certificate-of-coverage') {
    const handbooks = menu.find((item) => item.id === 'member-handbooks' || item.id === 'certificate-of-coverage');
    return handbooks ? { kind: 'redirect', to: handbooks.target } : { kind: 'not-in-plan' };
  }
  return { kind: 'not-in-plan' };
}

/**
 * Where /benefits opens: the member's default category when the menu offers it, otherwise the first item of the
 * menu (the Benefits summary of the reduced menu, or a category whose coverage has not started yet); null when
 * the menu offers nothing (the 'no benefits' page).
 */
export function benefitsLandingPath(menu: readonly MenuItem[], defaultCategory: BenefitCategory): string | null {
  const path = benefitCategoryPath(defaultCategory);
  if (path && menu.some((item) => item.target === path)) return path;
  return menu[0]?.target ?? null;
}
