import { describe, expect, it } from 'vitest';

import { BRANDS } from '../../config/brands';
import { SPECIAL_GROUPS } from '../../config/groups';

import { benefitsMenuItems, type BenefitsMenuInput } from './menu';
import { ALL_ACTIVE, menuInput } from './menu-test-support';
import { benefitsLandingPath, pageAccess } from './page-access';

describe('page access', () => {
  const access = (page: Parameters<typeof pageAccess>[0], input: Partial<BenefitsMenuInput> = {}, statuses = ALL_ACTIVE) => {
    const full = menuInput({ eligibility: statuses, ...input });
    const variant = full.groupId === SPECIAL_GROUPS.reducedBenefitsMenu ? 'reduced' : full.brand.benefitsMenu;
    return pageAccess(page, { menu: benefitsMenuItems(full), termed: full.termed, variant, statuses });
  };

  it('opens what the menu offers', () => {
    expect(access('dental')).toEqual({ kind: 'allowed' });
    expect(access('programs')).toEqual({ kind: 'allowed' });
  });

  it('says a termed member is not enrolled', () => {
    expect(access('dental', { termed: true })).toEqual({ kind: 'not-enrolled' });
  });

  it('sends a category of the reduced menu to /benefits, where the summary shows it', () => {
    expect(access('medical', { brand: BRANDS[2] })).toEqual({ kind: 'redirect', to: '/benefits' });
  });

  it('says Programs and Handbooks are not part of a brand 5 plan', () => {
    expect(access('programs', { brand: BRANDS[5] })).toEqual({ kind: 'not-in-plan' });
    expect(access('member-handbooks', { brand: BRANDS[5] })).toEqual({ kind: 'not-in-plan' });
  });

  it('says a category the member does not have is not part of the plan', () => {
    expect(access('vision', {}, { ...ALL_ACTIVE, Vision: 'Ineligible' })).toEqual({ kind: 'not-in-plan' });
  });

  it('says Medicare materials are not part of the plan unless eligible', () => {
    expect(access('medicare-materials')).toEqual({ kind: 'not-in-plan' });
    expect(access('medicare-materials', { medicareEligible: true })).toEqual({ kind: 'allowed' });
  });

  it('sends the handbooks page under the other label to the configured one', () => {
    expect(access('certificate-of-coverage')).toEqual({ kind: 'redirect', to: '/benefits/member-handbooks' });
  });

  it('opens the summary for every enrolled member and prior authorization with medical coverage', () => {
    expect(access('benefits-summary')).toEqual({ kind: 'allowed' });
    expect(access('prior-authorization')).toEqual({ kind: 'allowed' });
    expect(access('prior-authorization', {}, { ...ALL_ACTIVE, Medical: 'Ineligible' })).toEqual({ kind: 'not-in-plan' });
  });
});

describe('where /benefits lands', () => {
  it('opens the default category when the menu offers it', () => {
    expect(benefitsLandingPath(benefitsMenuItems(menuInput()), 'Dental')).toBe('/benefits/dental');
    expect(benefitsLandingPath(benefitsMenuItems(menuInput()), 'Programs')).toBe('/benefits/programs');
  });

  it('opens the Benefits summary of the reduced menu', () => {
    expect(benefitsLandingPath(benefitsMenuItems(menuInput({ brand: BRANDS[2] })), 'Medical')).toBe('/benefits/summary');
  });

  it('opens a category whose coverage starts later when the default is not offered', () => {
    const future = menuInput({ brand: BRANDS[5], eligibility: { Medical: 'Ineligible', Dental: 'Future', Vision: 'Ineligible', Pharmacy: 'Ineligible' } });
    expect(benefitsLandingPath(benefitsMenuItems(future), 'Programs')).toBe('/benefits/dental');
  });

  it('has nowhere to go for None with an empty menu', () => {
    expect(benefitsLandingPath([], 'None')).toBeNull();
  });
});
