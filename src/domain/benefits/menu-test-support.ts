import { BRANDS } from '../../config/brands';
import type { CategoryStatus, CoverageCategory } from '..';

import type { BenefitsMenuInput } from './menu';

/** The menu input of the benefits menu and page access tables (tests only). */

export const NOW = new Date(2026, 5, 15);
export const ALL_ACTIVE: Record<CoverageCategory, CategoryStatus> = { Medical: 'Active', Dental: 'Active', Vision: 'Active', Pharmacy: 'Active' };

export function menuInput(overrides: Partial<BenefitsMenuInput> = {}): BenefitsMenuInput {
  return {
    brand: BRANDS[1],
    member: { memberSuffix: 0, dateOfBirth: '1984-02-11' },
    now: NOW,
    termed: false,
    eligibility: ALL_ACTIVE,
    hasReferrals: true,
    medicareEligible: false,
    groupId: '10001234',
    handbooksLabel: 'Member Handbooks',
    ...overrides,
  };
}
