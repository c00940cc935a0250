import { describe, expect, it } from 'vitest';

import type { BenefitLimit } from '../../../generated/model';
import { type VisibleLimit } from '../../domain';
import { readable, showSpanish } from '../../test/i18n';

import { familyShares, individualPart, isFamilyAccumulator, type MemberLimits } from './family-shares';

const family: VisibleLimit = {
  productCategory: 'medical',
  coverageType: 'FAMILY',
  limitType: 'Deductible - In Network',
  networkTier: 'innet',
  total: 1500,
  totalMet: 610,
  totalRemaining: 890,
};

const own = (met: number, overrides: Partial<BenefitLimit> = {}): BenefitLimit => ({
  productCategory: 'medical',
  coverageType: 'INDIVIDUAL',
  limitType: 'Deductible - In Network',
  networkTier: 'in-network',
  total: 500,
  totalMet: met,
  totalRemaining: 500 - met,
  ...overrides,
});

const member = (memberKey: string, name: string, limits: BenefitLimit[] | undefined, self = false): MemberLimits => ({ memberKey, name, self, limits });

describe('isFamilyAccumulator', () => {
  it.each<[Partial<BenefitLimit>, boolean]>([
    [{ coverageType: 'FAMILY', limitType: 'Deductible - In Network' }, true],
    [{ coverageType: 'FAMILY', limitType: 'Out-of-Pocket Maximum' }, true],
    [{ coverageType: 'FAMILY', limitType: 'Deductible - Out of Network' }, true],
    [{ coverageType: 'INDIVIDUAL', limitType: 'Deductible - In Network' }, false],
    [{ coverageType: 'FAMILY', limitType: 'Hardware Allowance' }, false],
    [{ coverageType: 'FAMILY', limitType: null }, false],
  ])('%j → %s', (limit, expected) => {
    expect(isFamilyAccumulator(limit)).toBe(expected);
  });
});

describe('individualPart: the member limit that adds to the family one', () => {
  it.each<[string, BenefitLimit[], number | null]>([
    ['same category, type and tier (tier names normalised, type compared loosely)', [own(320, { limitType: ' deductible - in network ' })], 320],
    ['another tier does not count', [own(320, { networkTier: 'out-of-network' })], null],
    ['another category does not count', [own(320, { productCategory: 'dental' })], null],
    ['another type does not count', [own(320, { limitType: 'Out-of-Pocket Maximum' })], null],
    ['the family limit itself does not count', [{ ...family }], null],
    ['an incomplete limit does not count', [own(320, { totalRemaining: null })], null],
    ['nothing', [], null],
  ])('%s', (_case, limits, expected) => {
    expect(individualPart(family, limits)).toBe(expected);
  });
});

describe('familyShares', () => {
  const rivera = [
    member('M1001', 'Jordan Rivera', [own(320)], true),
    member('M1002', 'Alex Rivera', [own(290)]),
    member('M1003', 'Sam Rivera', [own(0)]),
  ];

  it("divides the family's amount by member for the subscriber, with what is left", () => {
    const shares = familyShares(family, rivera, 'family')!;
    expect(readable(shares.segments.map(({ key, label, met, self }) => ({ key, label, met, self })))).toEqual([
      { key: 'M1001', label: 'Jordan Rivera', met: 320, self: true },
      { key: 'M1002', label: 'Alex Rivera', met: 290, self: false },
      { key: 'M1003', label: 'Sam Rivera', met: 0, self: false },
    ]);
    expect(shares.segments.map((segment) => Math.round(segment.percent * 100) / 100)).toEqual([21.33, 19.33, 0]);
    expect(shares.remainingPercent).toBeCloseTo(59.33, 2);
    expect([shares.total, shares.met, shares.remaining]).toEqual([1500, 610, 890]);
  });

  it("shows a dependent only their own share and the rest of the family's together", () => {
    const shares = familyShares(family, [member('M1002', 'Alex Rivera', [own(290)], true)], 'own')!;
    expect(readable(shares.segments.map(({ key, label, met }) => ({ key, label, met })))).toEqual([
      { key: 'M1002', label: 'Alex Rivera', met: 290 },
      { key: 'others', label: 'Rest of the family', met: 320 },
    ]);
  });

  it("leaves other members out of a dependent's shares even when their limits are known", () => {
    const shares = familyShares(family, rivera.map((entry) => ({ ...entry, self: entry.memberKey === 'M1003' })), 'own')!;
    expect(shares.segments.map((segment) => segment.key)).toEqual(['M1003', 'others']);
    expect(shares.segments[1]!.met).toBe(610);
  });

  it("puts use no member's own limit accounts for under 'Others'", () => {
    const shares = familyShares({ ...family, totalMet: 700, totalRemaining: 800 }, rivera, 'family')!;
    expect(readable(shares.segments.at(-1))).toMatchObject({ key: 'others', label: 'Others', met: 90 });
  });

  it('skips members without a matching limit (not covered, or still loading)', () => {
    const shares = familyShares(family, [rivera[0]!, member('M1002', 'Alex Rivera', undefined), member('M1003', 'Sam Rivera', [own(5, { productCategory: 'dental' })])], 'family')!;
    expect(shares.segments.map((segment) => segment.key)).toEqual(['M1001', 'others']);
  });

  it('never overflows the bar when the members have met more than the family total', () => {
    const shares = familyShares({ ...family, total: 500, totalMet: 500, totalRemaining: 0 }, rivera, 'family')!;
    const width = shares.segments.reduce((sum, segment) => sum + segment.percent, 0) + shares.remainingPercent;
    expect(width).toBeCloseTo(100, 5);
    expect(shares.remainingPercent).toBe(0);
  });

  it('is null when no member limit matches, and copes with a zero total', () => {
    expect(familyShares(family, [member('M1001', 'Jordan Rivera', [], true)], 'family')).toBeNull();
    const zero = familyShares({ ...family, total: 0, totalMet: 0, totalRemaining: 0 }, [member('M1001', 'Jordan Rivera', [own(0)], true)], 'family')!;
    expect(zero.segments[0]!.percent).toBe(0);
    expect(Number.isFinite(zero.remainingPercent)).toBe(true);
  });
});

describe('the family shares in Spanish', () => {
  it.each([
    ['own', 'Resto de la familia'],
    ['family', 'Otros'],
  ] as const)("names the rest of the family's use (%s): %s", async (mode, label) => {
    await showSpanish('benefits');
    const members = [member('M1001', 'Jordan Rivera', [own(320)], true), member('M1002', 'Alex Rivera', [own(290)])];
    const shares = familyShares({ ...family, totalMet: 700, totalRemaining: 800 }, members, mode)!;
    expect(readable(shares.segments.at(-1)?.label)).toBe(label);
  });
});
