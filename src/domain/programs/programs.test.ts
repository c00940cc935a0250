import { describe, expect, it } from 'vitest';
import { ProgramId } from '../../../generated/model';
import { BRANDS } from '../../config/brands';
import {
  featuredPrograms,
  hasPharmacyBenefitManager,
  homeProgramTiles,
  PROGRAM_IDS,
  shortcutPrograms,
  truncateTileName,
} from './programs';
import { program } from '../test-builders';

describe('program ids match the contract', () => {
  it('names every id of the spec', () => {
    expect(PROGRAM_IDS).toEqual({
      nurseLine: 12,
      telehealth: 21,
      pharmacyBenefitManager: 37,
      dentalCostEstimator: 41,
      findADentist: 55,
      travelDental: 60,
      digitalClaims: 93,
      shortcut: -2,
      onlineBillPay: -1,
      outlineOfCoverage: -3,
    });
    expect(new Set(Object.values(PROGRAM_IDS))).toEqual(new Set(Object.values(ProgramId)));
  });
});

const catalogue = [
  program({ id: 1, displayOrder: 7 }),
  program({ id: 2, displayOrder: 2 }),
  program({ id: 3, displayOrder: 5, highPriority: false }),
  program({ id: 4, displayOrder: 1, eligible: false }),
  program({ id: 5, displayOrder: 3 }),
  program({ id: 6, displayOrder: 6 }),
  program({ id: 7, displayOrder: 4 }),
  program({ id: 8, displayOrder: 9 }),
  program({ id: 9, displayOrder: 8 }),
];

describe('featuredPrograms: high-priority, by display order, at most 5, none for termed', () => {
  it('takes the first 5 high-priority by display order (eligibility not required)', () => {
    expect(featuredPrograms(catalogue, { termed: false }).map((p) => p.id)).toEqual([4, 2, 5, 7, 6]);
  });

  it('none for a termed member', () => {
    expect(featuredPrograms(catalogue, { termed: true })).toEqual([]);
  });

  it('puts a program without a display order after the others, and does not feature one without its priority', () => {
    const programs = [
      program({ id: 1, displayOrder: undefined }),
      program({ id: 2, displayOrder: 9 }),
      program({ id: 3, highPriority: undefined }),
      program({ id: 4, displayOrder: 1 }),
    ];
    expect(featuredPrograms(programs, { termed: false }).map((p) => p.id)).toEqual([4, 2, 1]);
  });

  it.each([
    [4, 4],
    [5, 5],
    [6, 5],
  ])('%d high-priority programs → %d featured', (count, expected) => {
    const programs = Array.from({ length: count }, (_, i) => program({ id: i, displayOrder: i }));
    expect(featuredPrograms(programs, { termed: false })).toHaveLength(expected);
  });
});

describe('homeProgramTiles: high-priority enrolled programs, by display order, at most 6', () => {
  it('skips programs that are not high priority or not eligible', () => {
    expect(homeProgramTiles(catalogue, { termed: false }).map((p) => p.id)).toEqual([2, 5, 7, 6, 1, 9]);
  });

  it.each([
    [6, 6],
    [7, 6],
    [2, 2],
  ])('%d candidates → %d tiles', (count, expected) => {
    const programs = Array.from({ length: count }, (_, i) => program({ id: i, displayOrder: count - i }));
    const tiles = homeProgramTiles(programs, { termed: false });
    expect(tiles).toHaveLength(expected);
    expect(tiles[0]!.displayOrder).toBe(1);
  });

  it('none for a termed member', () => {
    expect(homeProgramTiles(catalogue, { termed: true })).toEqual([]);
  });
});

describe('shortcutPrograms', () => {
  const ooc = 'https://docs.example/ooc.pdf';

  it.each([
    ['brand 1, eBill, not termed, OOC', BRANDS[1], true, false, ooc, [-1, -3]],
    ['brand 2, eBill, not termed, OOC', BRANDS[2], true, false, ooc, [-1, -3]],
    ['no eBill', BRANDS[1], false, false, ooc, [-3]],
    ['termed', BRANDS[1], true, true, ooc, [-3]],
    ['no OOC address', BRANDS[1], true, false, null, [-1]],
    ['blank OOC address', BRANDS[1], true, false, '  ', [-1]],
    ['nothing', BRANDS[1], false, true, undefined, []],
    ['brand 5 has no shortcut programs', BRANDS[5], true, false, ooc, []],
  ])('%s → %j', (_, brand, hasEbill, termed, outlineOfCoverageUrl, expected) => {
    expect(shortcutPrograms({ brand, hasEbill, termed, outlineOfCoverageUrl }).map((p) => p.id)).toEqual(expected);
  });

  it('a brand with shortcut programs but without eBill only gets the outline of coverage', () => {
    const brand = { features: { ...BRANDS[1].features, ebill: false } };
    expect(shortcutPrograms({ brand, hasEbill: true, termed: false, outlineOfCoverageUrl: ooc }).map((p) => p.id)).toEqual([-3]);
  });

  it('names and addresses the shortcuts', () => {
    const [bill, outline] = shortcutPrograms({ brand: BRANDS[1], hasEbill: true, termed: false, outlineOfCoverageUrl: ooc });
    expect(bill).toMatchObject({ id: -1, name: 'Online bill pay', url: null });
    expect(outline).toMatchObject({ id: -3, name: 'Outline of Coverage', url: ooc });
  });
});

describe('truncateTileName: 25 characters then …', () => {
  it.each([
    ['Nurse line', 'Nurse line'],
    ['a'.repeat(24), 'a'.repeat(24)],
    ['a'.repeat(25), 'a'.repeat(25)], // exactly 25 stays
    ['a'.repeat(26), `${'a'.repeat(25)}…`],
    ['Dental cost estimator tool for families', 'Dental cost estimator too…'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(truncateTileName(name)).toBe(expected);
  });
});

describe('hasPharmacyBenefitManager', () => {
  it.each([
    [[program({ id: 37 })], true],
    [[program({ id: 12 }), program({ id: 37, eligible: false })], true],
    [[program({ id: 12 }), program({ id: 93 })], false],
    [[], false],
  ])('%#', (programs, expected) => {
    expect(hasPharmacyBenefitManager(programs)).toBe(expected);
  });
});
