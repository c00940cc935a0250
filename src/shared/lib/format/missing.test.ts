import { describe, expect, it } from 'vitest';

import { DASH, dateOrDash, firstText, textOrDash, usdOrDash } from './missing';

describe('values the gateway left out read as a dash', () => {
  it.each([
    [undefined, DASH],
    [null, DASH],
    ['', DASH],
    ['   ', DASH],
    [42, DASH],
    [{ name: 'x' }, DASH],
    [' Cascade Manufacturing ', 'Cascade Manufacturing'],
  ])('textOrDash(%j) is %j', (value, expected) => {
    expect(textOrDash(value)).toBe(expected);
  });

  it.each([
    [undefined, DASH],
    [null, DASH],
    ['', DASH],
    ['2025-02-29', DASH],
    ['soon', DASH],
    ['2026-11-22', 'November 22, 2026'],
  ])('dateOrDash(%j) is %j', (value, expected) => {
    expect(dateOrDash(value)).toBe(expected);
  });

  it.each([
    [undefined, DASH],
    ['2026-13-01', DASH],
    ['2026-12-15', 'December 15, 2026'],
  ])('dateOrDash(%j) is also %j', (value, expected) => {
    expect(dateOrDash(value)).toBe(expected);
  });

  it.each([
    [undefined, DASH],
    [null, DASH],
    [Number.NaN, DASH],
    [Number.POSITIVE_INFINITY, DASH],
    [0, '$0.00'],
    [-12.5, '-$12.50'],
    [1e9, '$1,000,000,000.00'],
  ])('usdOrDash(%j) is %j', (value, expected) => {
    expect(usdOrDash(value)).toBe(expected);
  });

  it('firstText takes the first text that is present', () => {
    expect(firstText(undefined, '  ', 'In network', 'innet')).toBe('In network');
    expect(firstText(null, '')).toBeUndefined();
  });
});
