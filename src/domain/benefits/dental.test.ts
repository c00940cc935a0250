import { describe, expect, it } from 'vitest';
import type { DentalMaximum } from '../../../generated/model';
import { visibleMaximumAmounts } from './dental';

const maximum = (overrides: Partial<DentalMaximum> = {}): DentalMaximum => ({
  description: 'Annual maximum',
  indivAmount: 1500,
  indivMet: 420,
  indivRemaining: 1080,
  familyAmount: 4500,
  familyMet: 900,
  familyRemaining: 3600,
  ...overrides,
});

describe('visibleMaximumAmounts: skip amounts of -1 or 0', () => {
  it.each([
    ['both shown', maximum(), ['individual', 'family']],
    ['individual -1', maximum({ indivAmount: -1 }), ['family']],
    ['individual 0', maximum({ indivAmount: 0 }), ['family']],
    ['family -1', maximum({ familyAmount: -1 }), ['individual']],
    ['family 0', maximum({ familyAmount: 0 }), ['individual']],
    ['both skipped', maximum({ indivAmount: -1, familyAmount: 0 }), []],
    ['family absent', maximum({ familyAmount: undefined }), ['individual']],
    ['1 is shown', maximum({ indivAmount: 1, familyAmount: -2 }), ['individual', 'family']],
  ])('%s', (_, value, expected) => {
    expect(visibleMaximumAmounts(value).map((row) => row.coverage)).toEqual(expected);
  });

  it('carries the amounts of each row', () => {
    expect(visibleMaximumAmounts(maximum({ familyMet: undefined }))).toEqual([
      { coverage: 'individual', label: 'Individual', amount: 1500, met: 420, remaining: 1080 },
      { coverage: 'family', label: 'Family', amount: 4500, met: null, remaining: 3600 },
    ]);
  });
});
