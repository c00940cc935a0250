import { describe, expect, it } from 'vitest';
import type { PlanEligibility } from '../../../generated/model';
import {
  activeCoverageCategories,
  categoryEligibilityStatus,
  categoryStatuses,
  countsAsEligible,
  coverageOnDate,
  defaultBenefitCategory,
  isMinor,
  isSubscriber,
  isTermedMember,
  memberEligibilityBlock,
  planEligibilityStatus,
  selectedEligibility,
} from './eligibility';
import { block, member, planEntry } from '../test-builders';

const now = new Date(2026, 5, 15, 10, 0); // 15 June 2026

describe('categoryEligibilityStatus (section 4)', () => {
  it.each([
    ['eligible, started before today, no end', block(), 'Active'],
    ['eligible, starts today', block({ effectiveDate: '2026-06-15' }), 'Active'],
    ['eligible, starts tomorrow', block({ effectiveDate: '2026-06-16' }), 'Future'],
    ['eligible, ends today', block({ terminationDate: '2026-06-15' }), 'Active'],
    ['eligible, ends tomorrow', block({ terminationDate: '2026-06-16' }), 'Active'],
    ['eligible, ended yesterday', block({ terminationDate: '2026-06-14' }), 'Termed'],
    ['eligible, end 9999-12-31 is open', block({ terminationDate: '9999-12-31' }), 'Active'],
    ['eligible, no effective date', block({ effectiveDate: null }), 'Active'],
    ['eligible, no effective date, ended', block({ effectiveDate: null, terminationDate: '2025-12-31' }), 'Termed'],
    ['not eligible, dates active', block({ eligible: false }), 'Ineligible'],
    ['not eligible, future dates', block({ eligible: false, effectiveDate: '2027-01-01' }), 'Ineligible'],
    ['no block', undefined, 'Ineligible'],
    ['null block', null, 'Ineligible'],
  ])('%s → %s', (_, value, expected) => {
    expect(categoryEligibilityStatus(value, now)).toBe(expected);
  });
});

describe('member categories', () => {
  const rivera = member({
    medicalEligibility: block({ eligible: false }),
    dentalEligibility: block(),
    visionEligibility: block({ effectiveDate: '2026-07-01' }),
    pharmacyEligibility: block({ terminationDate: '2026-01-31' }),
  });

  it('categoryStatuses gives each category its status', () => {
    expect(categoryStatuses(rivera, now)).toEqual({
      Medical: 'Ineligible',
      Dental: 'Active',
      Vision: 'Future',
      Pharmacy: 'Termed',
    });
  });

  it('memberEligibilityBlock picks the category block', () => {
    expect(memberEligibilityBlock(rivera, 'Vision')).toBe(rivera.visionEligibility);
    expect(memberEligibilityBlock(member(), 'Medical')).toBeUndefined();
  });

  it.each([
    [member({ medicalEligibility: block(), dentalEligibility: block(), visionEligibility: block(), pharmacyEligibility: block() }), ['Medical', 'Dental', 'Vision', 'Pharmacy']],
    [rivera, ['Dental']],
    [member({ pharmacyEligibility: block(), medicalEligibility: block() }), ['Medical', 'Pharmacy']],
    [member(), []],
  ])('activeCoverageCategories %#', (value, expected) => {
    expect(activeCoverageCategories(value, now)).toEqual(expected);
  });
});

describe('defaultBenefitCategory: first Active of Medical, Dental, Vision, Pharmacy; else Programs; else None', () => {
  it.each([
    ['all active', member({ medicalEligibility: block(), dentalEligibility: block() }), false, 'Medical'],
    ['dental only', member({ dentalEligibility: block() }), false, 'Dental'],
    ['vision and pharmacy', member({ pharmacyEligibility: block(), visionEligibility: block() }), false, 'Vision'],
    ['pharmacy only', member({ pharmacyEligibility: block() }), true, 'Pharmacy'],
    ['medical future, dental active', member({ medicalEligibility: block({ effectiveDate: '2026-07-01' }), dentalEligibility: block() }), false, 'Dental'],
    ['only future coverage, programs', member({ medicalEligibility: block({ effectiveDate: '2026-07-01' }) }), true, 'Programs'],
    ['only termed coverage, programs', member({ dentalEligibility: block({ terminationDate: '2026-01-01' }) }), true, 'Programs'],
    ['ineligible, programs', member({ dentalEligibility: block({ eligible: false }) }), true, 'Programs'],
    ['nothing', member(), false, 'None'],
    ['only future coverage, no programs', member({ medicalEligibility: block({ effectiveDate: '2026-07-01' }) }), false, 'None'],
  ] as const)('%s → %s', (_, value, hasPrograms, expected) => {
    expect(defaultBenefitCategory(value, now, { hasPrograms })).toBe(expected);
  });
});

describe('planEligibilityStatus', () => {
  it.each([
    ['2024-01-01', null, 'Active'],
    ['2024-01-01', '9999-12-31', 'Active'],
    ['2026-06-15', null, 'Active'], // effective today
    ['2026-06-16', null, 'Future'], // effective tomorrow
    ['2027-01-01', '2027-12-31', 'Future'],
    ['2024-01-01', '2026-06-15', 'Active'], // termed today: last covered day
    ['2024-01-01', '2026-06-14', 'Termed'],
    ['2024-01-01', '2024-12-31', 'Termed'],
  ] as const)('effective %s, termed %j → %s', (effectiveDate, termedDate, expected) => {
    expect(planEligibilityStatus({ effectiveDate, termedDate }, now)).toBe(expected);
  });
});

describe('countsAsEligible: a termed entry counts if its termed date is later than two years back', () => {
  it.each([
    ['active', planEntry(), true],
    ['future', planEntry({ effectiveDate: '2027-01-01' }), true],
    ['termed one day after two years back', planEntry({ termedDate: '2024-06-16' }), true],
    ['termed exactly two years back', planEntry({ termedDate: '2024-06-15' }), false],
    ['termed one day before two years back', planEntry({ termedDate: '2024-06-14' }), false],
    ['termed yesterday', planEntry({ termedDate: '2026-06-14' }), true],
    ['termed long ago', planEntry({ effectiveDate: '2010-01-01', termedDate: '2012-12-31' }), false],
  ])('%s → %j', (_, entry, expected) => {
    expect(countsAsEligible(entry, now)).toBe(expected);
  });
});

describe('isTermedMember: no active or future entry for the member', () => {
  const entries: PlanEligibility[] = [
    planEntry({ memberKey: 'A', termedDate: '2025-12-31' }),
    planEntry({ memberKey: 'A', productCategory: 'medical', termedDate: '2026-06-14' }),
    planEntry({ memberKey: 'B', termedDate: '2025-12-31' }),
    planEntry({ memberKey: 'B', productCategory: 'vision', effectiveDate: '2026-09-01' }),
    planEntry({ memberKey: 'C', termedDate: '2026-06-15' }),
    planEntry({ memberKey: 'D' }),
  ];

  it.each([
    ['A', true], // every entry ended
    ['B', false], // a future entry
    ['C', false], // termed today: still covered today
    ['D', false], // active
    ['nobody', true], // no entries at all
  ])('%s → %j', (memberKey, expected) => {
    expect(isTermedMember(entries, memberKey, now)).toBe(expected);
  });

  it('other members’ entries do not count', () => {
    expect(isTermedMember([planEntry({ memberKey: 'D' })], 'A', now)).toBe(true);
  });
});

describe('selectedEligibility: active, then future, then termed', () => {
  const olderActive = planEntry({ effectiveDate: '2024-01-01', source: 'older-active' });
  const newerActive = planEntry({ effectiveDate: '2026-01-01', source: 'newer-active' });
  const nearFuture = planEntry({ effectiveDate: '2026-07-01', source: 'near-future' });
  const farFuture = planEntry({ effectiveDate: '2027-01-01', source: 'far-future' });
  const olderTermed = planEntry({ effectiveDate: '2022-01-01', termedDate: '2022-12-31', source: 'older-termed' });
  const newerTermed = planEntry({ effectiveDate: '2023-01-01', termedDate: '2023-12-31', source: 'newer-termed' });
  const otherMember = planEntry({ memberKey: 'M-2002', source: 'other-member' });
  const otherCategory = planEntry({ productCategory: 'medical', source: 'other-category' });

  it.each([
    ['prefers active over future and termed', [olderTermed, nearFuture, olderActive], 'older-active'],
    ['of several actives, the latest effective date wins', [newerActive, olderActive], 'newer-active'],
    ['of several actives, order does not matter', [olderActive, newerActive], 'newer-active'],
    ['future when nothing is active', [olderTermed, farFuture], 'far-future'],
    ['of several futures, the earliest effective date wins', [farFuture, nearFuture], 'near-future'],
    ['termed when nothing else', [olderTermed, newerTermed], 'newer-termed'],
    ['of several termed, the latest effective date wins', [newerTermed, olderTermed], 'newer-termed'],
    ['ignores other members and categories', [otherMember, otherCategory, olderTermed], 'older-termed'],
  ])('%s', (_, entries, expected) => {
    expect(selectedEligibility(entries, 'M-1001', 'dental', now)?.source).toBe(expected);
  });

  it('accepts the category as the interface names it', () => {
    expect(selectedEligibility([otherCategory], 'M-1001', 'Medical', now)?.source).toBe('other-category');
  });

  it('ties keep the gateway order', () => {
    const first = planEntry({ source: 'first' });
    const second = planEntry({ source: 'second' });
    expect(selectedEligibility([first, second], 'M-1001', 'dental', now)?.source).toBe('first');
  });

  it('null when the member has no entry in the category', () => {
    expect(selectedEligibility([otherMember, otherCategory], 'M-1001', 'dental', now)).toBeNull();
  });
});

describe('isSubscriber and isMinor', () => {
  it.each([
    [0, true],
    [1, false],
    [2, false],
  ])('suffix %d → subscriber %j', (memberSuffix, expected) => {
    expect(isSubscriber({ memberSuffix })).toBe(expected);
  });

  it.each([
    ['2008-06-15', false], // 18 today
    ['2008-06-16', true], // 18 tomorrow
    ['2008-06-14', false],
    ['2020-01-01', true],
  ])('born %s → minor %j', (dateOfBirth, expected) => {
    expect(isMinor(dateOfBirth, now)).toBe(expected);
  });
});

describe('coverageOnDate: how a category stands on a chosen date, and the plan that dates it', () => {
  const NOW = now;
  const jordan = member({ memberKey: 'M1', dentalEligibility: block({ effectiveDate: '2024-01-01', terminationDate: null }) });
  const entries = [
    planEntry({ memberKey: 'M1', effectiveDate: '2024-01-01', termedDate: '2024-12-31' }),
    planEntry({ memberKey: 'M1', effectiveDate: '2025-01-01', termedDate: '9999-12-31' }),
  ];

  it('is Active with the plan in force that day', () => {
    expect(coverageOnDate(jordan, entries, 'Dental', new Date(2024, 5, 1))).toEqual({ status: 'Active', startDate: '2024-01-01', endDate: '2024-12-31' });
    expect(coverageOnDate(jordan, entries, 'Dental', NOW)).toEqual({ status: 'Active', startDate: '2025-01-01', endDate: null });
  });

  it('is Future before the effective date', () => {
    expect(coverageOnDate(jordan, entries, 'Dental', new Date(2023, 11, 31)).status).toBe('Future');
  });

  it('is Termed after the termination date', () => {
    const ended = member({ memberKey: 'M1', dentalEligibility: block({ effectiveDate: '2021-01-01', terminationDate: '2025-03-31' }) });
    expect(coverageOnDate(ended, [], 'Dental', NOW)).toEqual({ status: 'Termed', startDate: '2021-01-01', endDate: '2025-03-31' });
  });

  it('is not Active in a gap between two plans, whatever the block says', () => {
    const gap = [planEntry({ memberKey: 'M1', effectiveDate: '2024-01-01', termedDate: '2024-06-30' }), planEntry({ memberKey: 'M1', effectiveDate: '2024-09-01' })];
    expect(coverageOnDate(jordan, gap, 'Dental', new Date(2024, 7, 1))).toEqual({ status: 'Future', startDate: '2024-09-01', endDate: null });
  });

  it('takes the status from the plan entries when they cover the date, whatever the block says', () => {
    // The block describes today's plan (from 2024); the entries show an earlier plan in 2022.
    const history = [
      planEntry({ memberKey: 'M1', effectiveDate: '2022-01-01', termedDate: '2022-12-31' }),
      planEntry({ memberKey: 'M1', effectiveDate: '2024-01-01', termedDate: null }),
    ];
    expect(coverageOnDate(jordan, history, 'Dental', new Date(2022, 5, 1))).toEqual({ status: 'Active', startDate: '2022-01-01', endDate: '2022-12-31' });
    // Between the two plans: the next one starts on its own first day.
    expect(coverageOnDate(jordan, history, 'Dental', new Date(2023, 5, 1))).toEqual({ status: 'Future', startDate: '2024-01-01', endDate: null });
    // Before the first plan: the next one is the 2022 plan.
    expect(coverageOnDate(jordan, history, 'Dental', new Date(2021, 5, 1))).toEqual({ status: 'Future', startDate: '2022-01-01', endDate: '2022-12-31' });
  });

  it('is Active when an entry covers the date even though the block has ended', () => {
    const ended = member({ memberKey: 'M1', dentalEligibility: block({ effectiveDate: '2021-01-01', terminationDate: '2025-03-31' }) });
    const renewed = [
      planEntry({ memberKey: 'M1', effectiveDate: '2021-01-01', termedDate: '2025-03-31' }),
      planEntry({ memberKey: 'M1', effectiveDate: '2026-01-01', termedDate: '9999-12-31' }),
    ];
    expect(coverageOnDate(ended, renewed, 'Dental', NOW)).toEqual({ status: 'Active', startDate: '2026-01-01', endDate: null });
    expect(coverageOnDate(ended, renewed, 'Dental', new Date(2025, 5, 1))).toEqual({ status: 'Future', startDate: '2026-01-01', endDate: null });
  });

  it('is Termed with the last plan’s dates when every entry has ended, whatever the block says', () => {
    const over = [planEntry({ memberKey: 'M1', effectiveDate: '2024-01-01', termedDate: '2025-12-31' })];
    expect(coverageOnDate(jordan, over, 'Dental', NOW)).toEqual({ status: 'Termed', startDate: '2024-01-01', endDate: '2025-12-31' });
  });

  it('is Ineligible without an eligible block', () => {
    expect(coverageOnDate(jordan, entries, 'Vision', NOW).status).toBe('Ineligible');
  });
});
