import { describe, expect, it } from 'vitest';

import type { EligibilityBlock } from '../../../generated/model';

import { pharmacyCoverage } from './pharmacy-coverage';

const NOW = new Date(2026, 10, 22, 15, 30);

describe('pharmacy coverage', () => {
  const block = (overrides: Partial<EligibilityBlock>): EligibilityBlock => ({
    classPlanId: 'RX-3T',
    effectiveDate: '2024-01-01',
    terminationDate: null,
    eligible: true,
    ...overrides,
  });

  it('is active, future (with its start) or none', () => {
    expect(pharmacyCoverage({ pharmacyEligibility: block({}) }, NOW)).toEqual({ kind: 'active' });
    expect(pharmacyCoverage({ pharmacyEligibility: block({ effectiveDate: '2027-01-01' }) }, NOW)).toEqual({
      kind: 'future',
      startDate: '2027-01-01',
    });
    expect(pharmacyCoverage({ pharmacyEligibility: block({ terminationDate: '2025-12-31' }) }, NOW)).toEqual({ kind: 'none' });
    expect(pharmacyCoverage({ pharmacyEligibility: block({ eligible: false }) }, NOW)).toEqual({ kind: 'none' });
    expect(pharmacyCoverage({}, NOW)).toEqual({ kind: 'none' });
  });
});
