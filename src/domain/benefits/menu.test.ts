import { describe, expect, it } from 'vitest';

import { BRANDS } from '../../config/brands';
import { SPECIAL_GROUPS } from '../../config/groups';
import type { CategoryStatus, CoverageCategory } from '..';
import { readable } from '../../test/i18n';

import { benefitsMenuItems, type BenefitsMenuInput } from './menu';
import { ALL_ACTIVE, menuInput } from './menu-test-support';

const titles = (input: BenefitsMenuInput) => readable(benefitsMenuItems(input).map((item) => item.title));

describe('the benefits menu (product section 6), in the interface category order', () => {
  it('lists the eligible categories, Programs, Referrals and Handbooks on the default brand', () => {
    expect(titles(menuInput())).toEqual(['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Referrals', 'Member Handbooks']);
  });

  it('names the handbooks item by the configured label and adds Medicare materials when eligible', () => {
    expect(titles(menuInput({ handbooksLabel: 'Certificate of Coverage', medicareEligible: true, hasReferrals: false }))).toEqual([
      'Medical',
      'Dental',
      'Vision',
      'Pharmacy',
      'Programs',
      'Certificate of Coverage',
      'Medicare Materials',
    ]);
  });

  it('offers the reduced menu on brand 2 and for group 10004760 on any brand', () => {
    const reduced = ['Benefits summary', 'Programs', 'Referrals', 'Member Handbooks'];
    expect(titles(menuInput({ brand: BRANDS[2] }))).toEqual(reduced);
    expect(titles(menuInput({ groupId: SPECIAL_GROUPS.reducedBenefitsMenu }))).toEqual(reduced);
  });

  it('offers only the eligible categories and Medicare materials on brand 5', () => {
    const dentalOnly: Record<CoverageCategory, CategoryStatus> = { Medical: 'Ineligible', Dental: 'Active', Vision: 'Ineligible', Pharmacy: 'Ineligible' };
    expect(titles(menuInput({ brand: BRANDS[5], eligibility: dentalOnly, medicareEligible: true }))).toEqual(['Dental', 'Medicare Materials']);
  });

  it('lists future coverage but not ended coverage', () => {
    expect(titles(menuInput({ eligibility: { ...ALL_ACTIVE, Vision: 'Future', Pharmacy: 'Termed' } }))).toEqual([
      'Medical',
      'Dental',
      'Vision',
      'Programs',
      'Referrals',
      'Member Handbooks',
    ]);
  });

  it('is empty for a termed member', () => {
    expect(benefitsMenuItems(menuInput({ termed: true }))).toEqual([]);
  });
});
