import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { BenefitCategory, ProductCategory } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { benefitsCategoryPath } from '../../config/route-builders';

/**
 * Benefit categories as the interface orders and routes them (product sections 2 and 9).
 */

/** The four coverage categories a member can be eligible for, in the order the portal lists them. */
export type CoverageCategory = Extract<BenefitCategory, 'Medical' | 'Dental' | 'Vision' | 'Pharmacy'>;
export const COVERAGE_CATEGORIES: readonly CoverageCategory[] = ['Medical', 'Dental', 'Vision', 'Pharmacy'];

/** The route segment of a coverage category: /benefits/{slug}. Also the gateway's product category. */
export type CategorySlug = ProductCategory;

const SLUGS: Readonly<Record<CoverageCategory, CategorySlug>> = {
  Medical: 'medical',
  Dental: 'dental',
  Vision: 'vision',
  Pharmacy: 'pharmacy',
};

/**
 * The category order in the interface: "Summary or Medical" first (Summary is placed before Medical for the rare
 * list that holds both), then Dental, Vision, Pharmacy, Programs, Referrals, Handbooks, Certificate,
 * Medicare Materials, Prior Authorization, None.
 */
export const CATEGORY_ORDER: readonly BenefitCategory[] = [
  'Summary',
  'Medical',
  'Dental',
  'Vision',
  'Pharmacy',
  'Programs',
  'Referrals',
  'Member Handbooks',
  'Certificate of Coverage',
  'Medicare Materials',
  'Prior Authorization',
  'None',
];

/** The name of each category as members read it, in their language. */
export const CATEGORY_NAMES: Readonly<Record<BenefitCategory, MessageDescriptor>> = {
  Summary: msg`Summary`,
  Medical: msg`Medical`,
  Dental: msg`Dental`,
  Vision: msg`Vision`,
  Pharmacy: msg`Pharmacy`,
  Programs: msg`Programs`,
  Referrals: msg`Referrals`,
  'Member Handbooks': msg`Member Handbooks`,
  'Certificate of Coverage': msg`Certificate of Coverage`,
  'Medicare Materials': msg`Medicare Materials`,
  'Prior Authorization': msg`Prior Authorization`,
  None: msg`None`,
};

/** Position of a category in `CATEGORY_ORDER`. */
export function categoryRank(category: BenefitCategory): number {
  return CATEGORY_ORDER.indexOf(category);
}

/** A copy of the categories in interface order (stable for duplicates). */
export function sortCategories<C extends BenefitCategory>(categories: readonly C[]): C[] {
  return [...categories].sort((a, b) => categoryRank(a) - categoryRank(b));
}

/** A copy of the items ordered by their category (stable for items of the same category). */
export function sortByCategory<T>(items: readonly T[], categoryOf: (item: T) => BenefitCategory): T[] {
  return [...items].sort((a, b) => categoryRank(categoryOf(a)) - categoryRank(categoryOf(b)));
}

export function isCoverageCategory(category: string): category is CoverageCategory {
  return (COVERAGE_CATEGORIES as readonly string[]).includes(category);
}

/** 'Medical' → 'medical' (route segment and gateway product category). */
export function categorySlug(category: CoverageCategory): CategorySlug {
  return SLUGS[category];
}

/** 'medical' → 'Medical'; null for any other segment (the route then shows its not-found handling). */
export function categoryFromSlug(slug: string): CoverageCategory | null {
  return COVERAGE_CATEGORIES.find((category) => SLUGS[category] === slug) ?? null;
}

const OTHER_PATHS: Readonly<Record<Exclude<BenefitCategory, CoverageCategory | 'None'>, string>> = {
  Summary: routePaths.benefitsSummary,
  Programs: routePaths.programs,
  Referrals: routePaths.referrals,
  'Member Handbooks': routePaths.memberHandbooks,
  'Certificate of Coverage': routePaths.certificateOfCoverage,
  'Medicare Materials': routePaths.medicareMaterials,
  'Prior Authorization': routePaths.priorAuthorization,
};

/** The route of a benefit category; null for None, which has no page. */
export function benefitCategoryPath(category: BenefitCategory): string | null {
  if (category === 'None') return null;
  if (isCoverageCategory(category)) return benefitsCategoryPath(SLUGS[category]);
  return OTHER_PATHS[category];
}
