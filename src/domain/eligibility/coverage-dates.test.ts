import { describe, expect, it } from 'vitest';
import { coveragePhase, isOpenEnded } from './coverage-dates';

describe('isOpenEnded', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['9999-12-31', true],
    ['2101-01-01', true],
    ['2100-12-31', false], // the year 2100 itself is a real end date
    ['2026-12-31', false],
  ])('%j → %j', (end, expected) => {
    expect(isOpenEnded(end)).toBe(expected);
  });
});

describe('coveragePhase: start and end days are covered', () => {
  const now = new Date(2026, 5, 15, 14, 30); // 15 June 2026, afternoon

  it.each([
    ['2026-06-15', null, 'active'], // starts today
    ['2026-06-16', null, 'future'], // starts tomorrow
    ['2026-01-01', '2026-06-15', 'active'], // ends today: still covered
    ['2026-01-01', '2026-06-14', 'termed'], // ended yesterday
    ['2026-01-01', '9999-12-31', 'active'],
    [null, null, 'active'],
    [null, '2026-06-14', 'termed'],
    ['2026-07-01', '2026-06-01', 'future'], // inconsistent data: the start decides first
  ] as const)('%j – %j → %s', (start, end, expected) => {
    expect(coveragePhase(start, end, now)).toBe(expected);
  });

  it('does not depend on the time of day', () => {
    expect(coveragePhase('2026-06-15', '2026-06-15', new Date(2026, 5, 15, 0, 0))).toBe('active');
    expect(coveragePhase('2026-06-15', '2026-06-15', new Date(2026, 5, 15, 23, 59, 59))).toBe('active');
    expect(coveragePhase('2026-06-15', '2026-06-15', new Date(2026, 5, 16, 0, 0))).toBe('termed');
  });
});
