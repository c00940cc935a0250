import { describe, expect, it } from 'vitest';
import { showSpanish } from '../../../test/i18n';
import { formatCount, formatPercent, formatUsd } from './numbers';

describe('formatUsd (US dollars, 2 decimals)', () => {
  it.each([
    [1080, '$1,080.00'],
    [0, '$0.00'],
    [0.5, '$0.50'],
    [1234567.891, '$1,234,567.89'],
    [19.999, '$20.00'],
    [-12.5, '-$12.50'],
    [-1080, '-$1,080.00'],
    [-0.001, '$0.00'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%j → %j', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });
});

describe('formatPercent (value given in percent)', () => {
  it.each([
    [45, undefined, '45%'],
    [0, undefined, '0%'],
    [100, undefined, '100%'],
    [33.333, undefined, '33%'],
    [12.5, 1, '12.5%'],
    [12, 1, '12%'],
    [-0.2, undefined, '0%'],
    [null, undefined, ''],
    [Number.NaN, undefined, ''],
  ])('%j with %j digits → %j', (value, digits, expected) => {
    expect(formatPercent(value, digits)).toBe(expected);
  });
});

describe('numbers in Spanish (the United States’ Spanish)', () => {
  it('keeps US dollars with 2 decimals, and writes counts as members in the United States read them', async () => {
    await showSpanish();
    expect(formatUsd(1080)).toBe('$1,080.00');
    expect(formatUsd(-12.5)).toBe('-$12.50');
    expect(formatCount(2000)).toBe('2,000');
  });
});
