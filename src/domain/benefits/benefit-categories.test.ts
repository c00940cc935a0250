import { describe, expect, it } from 'vitest';
import type { BenefitCategory } from '../../../generated/model';
import {
  benefitCategoryPath,
  CATEGORY_ORDER,
  categoryFromSlug,
  categorySlug,
  COVERAGE_CATEGORIES,
  isCoverageCategory,
  sortByCategory,
  sortCategories,
} from './benefit-categories';

describe('category order', () => {
  it('is the spec order, every category once', () => {
    expect(CATEGORY_ORDER).toEqual([
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
    ]);
    expect(new Set(CATEGORY_ORDER).size).toBe(CATEGORY_ORDER.length);
  });

  it('sortCategories puts any list in that order without changing the input', () => {
    const input: BenefitCategory[] = ['None', 'Programs', 'Pharmacy', 'Medicare Materials', 'Dental', 'Medical', 'Vision', 'Summary'];
    const copy = [...input];
    expect(sortCategories(input)).toEqual(['Summary', 'Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Medicare Materials', 'None']);
    expect(input).toEqual(copy);
  });

  it('sortByCategory is stable within a category', () => {
    const items = [
      { category: 'Dental' as const, id: 1 },
      { category: 'Medical' as const, id: 2 },
      { category: 'Dental' as const, id: 3 },
      { category: 'Medical' as const, id: 4 },
    ];
    expect(sortByCategory(items, (item) => item.category).map((item) => item.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('route slugs', () => {
  it.each([
    ['Medical', 'medical'],
    ['Dental', 'dental'],
    ['Vision', 'vision'],
    ['Pharmacy', 'pharmacy'],
  ] as const)('%s ↔ %s', (category, slug) => {
    expect(categorySlug(category)).toBe(slug);
    expect(categoryFromSlug(slug)).toBe(category);
  });

  it.each(['Medical', 'programs', 'summary', '', 'dentalx'])('%j is not a coverage slug', (slug) => {
    expect(categoryFromSlug(slug)).toBeNull();
  });

  it('coverage categories are the four with a slug', () => {
    expect(COVERAGE_CATEGORIES).toEqual(['Medical', 'Dental', 'Vision', 'Pharmacy']);
    expect(isCoverageCategory('Dental')).toBe(true);
    expect(isCoverageCategory('Programs')).toBe(false);
  });
});

describe('benefitCategoryPath', () => {
  it.each([
    ['Medical', '/benefits/medical'],
    ['Dental', '/benefits/dental'],
    ['Vision', '/benefits/vision'],
    ['Pharmacy', '/benefits/pharmacy'],
    ['Summary', '/benefits/summary'],
    ['Programs', '/benefits/programs'],
    ['Referrals', '/benefits/referrals'],
    ['Member Handbooks', '/benefits/member-handbooks'],
    ['Certificate of Coverage', '/benefits/certificate-of-coverage'],
    ['Medicare Materials', '/benefits/medicare-materials'],
    ['Prior Authorization', '/benefits/prior-authorization'],
    ['None', null],
  ] as const)('%s → %j', (category, expected) => {
    expect(benefitCategoryPath(category)).toBe(expected);
  });
});
