import { describe, expect, it } from 'vitest';

import { showSpanish } from '../../test/i18n';

import { parsePageParam, parseSizeParam, resultsText } from './pagination';

describe('the results line of a paged list', () => {
  it.each([
    [1, 10, 23, 10, 'Showing 1–10 of 23 referrals'],
    [3, 10, 23, 3, 'Showing 21–23 of 23 referrals'],
    [1, 10, 0, 0, 'No referrals'],
    [4, 10, 23, 0, 'No referrals on this page (23 in all)'],
    [2, 10, undefined, 4, 'Showing 11–14 referrals'],
    [2, 10, undefined, 0, 'No referrals on this page'],
  ])('page %i of size %i, %s in all, %i shown: %s', (page, size, total, shown, expected) => {
    expect(resultsText(page, size, total, shown, 'referrals')).toBe(expected);
  });

  it.each([
    [1, 10, 23, 10, 'Mostrando 1–10 de 23 referidos'],
    [1, 10, 0, 0, 'No hay referidos'],
    [4, 10, 23, 0, 'No hay referidos en esta página (23 en total)'],
    [2, 10, undefined, 4, 'Mostrando 11–14 referidos'],
    [2, 10, undefined, 0, 'No hay referidos en esta página'],
  ])('in Spanish, page %i of size %i, %s in all, %i shown: %s', async (page, size, total, shown, expected) => {
    await showSpanish('benefits');
    expect(resultsText(page, size, total, shown, 'referidos')).toBe(expected);
  });

  it('reads the page and its size from the address', () => {
    expect([parsePageParam('3'), parsePageParam('0'), parsePageParam('x'), parsePageParam(null)]).toEqual([3, 1, 1, 1]);
    expect([parseSizeParam('25', 10), parseSizeParam('500', 10), parseSizeParam('0', 10), parseSizeParam(null, 10)]).toEqual([25, 100, 1, 10]);
  });
});
