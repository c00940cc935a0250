import { describe, expect, it } from 'vitest';

import type { BenefitLimit } from '../../../generated/model';

import { featuredDentalLimit } from './featured-limit';

describe('the featured dental limit', () => {
  const limit = (overrides: Partial<BenefitLimit>): BenefitLimit => ({
    productCategory: 'dental',
    limitType: 'Annual Limit',
    networkTier: 'innet',
    total: 2000,
    totalMet: 790,
    totalRemaining: 1210,
    ...overrides,
  });

  it('is the first valid dental limit in display order: the annual limit before deductibles', () => {
    const featured = featuredDentalLimit([
      limit({ limitType: 'Deductible - In Network', total: 50, totalMet: 50, totalRemaining: 0 }),
      limit({ productCategory: 'medical', total: 500 }),
      limit({}),
    ]);
    expect(featured).toMatchObject({ limitType: 'Annual Limit', total: 2000, totalRemaining: 1210 });
  });

  it('skips incomplete limits and is null without a dental one', () => {
    expect(featuredDentalLimit([limit({ total: null }), limit({ totalMet: 0, totalRemaining: 0 })])).toBeNull();
    expect(featuredDentalLimit([limit({ productCategory: 'medical' })])).toBeNull();
  });
});
