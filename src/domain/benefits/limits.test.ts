import { describe, expect, it } from 'vitest';
import type { BenefitLimit } from '../../../generated/model';
import {
  isValidLimit,
  limitTypeRank,
  normaliseTier,
  percentUsed,
  progressFill,
  sortLimits,
  tierLabel,
  visibleLimits,
} from './limits';

const limit = (overrides: Partial<BenefitLimit> = {}): BenefitLimit => ({
  productCategory: 'dental',
  coverageType: 'INDIVIDUAL',
  limitType: 'Annual Limit',
  networkTier: 'innet',
  total: 1500,
  totalMet: 420,
  totalRemaining: 1080,
  ...overrides,
});

describe('isValidLimit: total, met and remaining present; met and remaining not both zero', () => {
  it.each([
    ['all present', limit(), true],
    ['met zero, remaining positive', limit({ totalMet: 0, totalRemaining: 1500 }), true],
    ['met positive, remaining zero', limit({ totalMet: 1500, totalRemaining: 0 }), true],
    ['met and remaining both zero', limit({ totalMet: 0, totalRemaining: 0 }), false],
    ['total zero but amounts present', limit({ total: 0, totalMet: 0, totalRemaining: 5 }), true],
    ['no total', limit({ total: null }), false],
    ['total undefined', limit({ total: undefined }), false],
    ['no met', limit({ totalMet: null }), false],
    ['no remaining', limit({ totalRemaining: null }), false],
    ['remaining NaN', limit({ totalRemaining: Number.NaN }), false],
  ])('%s → %j', (_, value, expected) => {
    expect(isValidLimit(value)).toBe(expected);
  });
});

describe('normaliseTier and tierLabel', () => {
  it.each([
    ['in-network', 'innet', 'In network'],
    ['out-of-network', 'outnet', 'Out-of-network'],
    ['IN-NETWORK', 'innet', 'In network'],
    ['innet', 'innet', 'In network'],
    ['outnet', 'outnet', 'Out-of-network'],
    ['tab1', 'tab1', null],
    ['tab2', 'tab2', null],
    [null, 'innet', 'In network'],
    [undefined, 'innet', 'In network'],
    ['', 'innet', 'In network'],
    ['premier', 'innet', 'In network'],
  ])('%j → %s, %j', (tier, normalised, label) => {
    expect(normaliseTier(tier)).toBe(normalised);
    expect(tierLabel(tier)).toBe(label);
  });
});

describe('sortLimits: Annual Limit, Deductible - In Network, others, no type', () => {
  it.each([
    ['Annual Limit', 0],
    ['annual limit ', 0],
    ['Deductible - In Network', 1],
    ['Deductible - Out of Network', 2],
    ['Orthodontia Lifetime Maximum', 2],
    ['', 3],
    [null, 3],
    [undefined, 3],
  ])('rank of %j is %d', (type, rank) => {
    expect(limitTypeRank(type)).toBe(rank);
  });

  it('orders by rank and keeps the gateway order within a rank', () => {
    const input = [
      { limitType: null, id: 'none-1' },
      { limitType: 'Ortho', id: 'other-1' },
      { limitType: 'Deductible - In Network', id: 'deductible' },
      { limitType: 'Cleanings', id: 'other-2' },
      { limitType: 'Annual Limit', id: 'annual-1' },
      { limitType: undefined, id: 'none-2' },
      { limitType: 'Annual Limit', id: 'annual-2' },
    ];
    expect(sortLimits(input).map((item) => item.id)).toEqual([
      'annual-1',
      'annual-2',
      'deductible',
      'other-1',
      'other-2',
      'none-1',
      'none-2',
    ]);
    expect(input[0]!.id).toBe('none-1'); // input untouched
  });
});

describe('visibleLimits: valid, normalised, sorted', () => {
  it('drops invalid limits, normalises tiers and sorts', () => {
    const result = visibleLimits([
      limit({ limitType: 'Ortho', networkTier: 'out-of-network' }),
      limit({ limitType: 'Annual Limit', totalMet: 0, totalRemaining: 0 }),
      limit({ limitType: 'Deductible - In Network', networkTier: null }),
      limit({ limitType: 'Annual Limit', networkTier: 'in-network' }),
      limit({ limitType: null, total: null }),
    ]);
    expect(result.map((item) => [item.limitType, item.networkTier])).toEqual([
      ['Annual Limit', 'innet'],
      ['Deductible - In Network', 'innet'],
      ['Ortho', 'outnet'],
    ]);
  });
});

describe('percentUsed: met / total × 100 (product section 9), not clamped', () => {
  it.each([
    [420, 1500, 28],
    [0, 1500, 0],
    [1500, 1500, 100],
    [750, 1500, 50],
    [1, 3, 100 / 3],
    [2000, 1500, 400 / 3], // over the limit: 133.33...
    [-10, 1500, -2 / 3], // negative met: as given
    [100, 0, 0], // zero total
    [null, 1500, 0],
    [100, null, 0],
  ])('%j of %j → %d', (met, total, expected) => {
    expect(percentUsed(met, total)).toBeCloseTo(expected, 10);
  });
});

describe('progressFill: met / limit as a percentage, clamped 0-100 (a bar is never more than full)', () => {
  it.each([
    [420, 1500, 28],
    [0, 1500, 0],
    [1500, 1500, 100],
    [1, 3, 100 / 3],
    [2000, 1500, 100], // over the limit: a full bar
    [-10, 1500, 0], // negative: an empty bar
    [100, 0, 0], // zero limit
    [null, 1500, 0],
    [100, null, 0],
  ])('%j of %j → %d', (met, limit, expected) => {
    expect(progressFill(met, limit)).toBeCloseTo(expected, 10);
  });
});
