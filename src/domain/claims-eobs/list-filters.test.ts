import { describe, expect, it } from 'vitest';

import { hasActiveFilters, listFilterParams, readListFilters } from './list-filters';
import { claimsParams, eobsParams } from './list-paging';

const NOW = new Date(2026, 10, 22, 15, 30);

describe('filters in the address', () => {
  it('reads the page, member, category, status and a valid range', () => {
    const params = new URLSearchParams('page=3&member=M1003&category=dental&status=PAID&from=2026-01-01&to=2026-03-01');
    expect(readListFilters(params, NOW)).toEqual({
      page: 3,
      memberKey: 'M1003',
      category: 'dental',
      status: 'PAID',
      startDate: '2026-01-01',
      endDate: '2026-03-01',
    });
  });

  it('leaves out what the lists cannot use', () => {
    const params = new URLSearchParams('page=-2&category=travel&status=LOST&from=2026-03-01&to=2026-01-01');
    expect(readListFilters(params, NOW)).toEqual({ page: 1 });
    expect(readListFilters(new URLSearchParams('from=2020-01-01&to=2026-01-01'), NOW)).toEqual({ page: 1 });
  });

  it('writes them back, page 1 left out, other parameters kept', () => {
    const base = new URLSearchParams('eob=EOB-1&page=4');
    const written = listFilterParams({ page: 1, memberKey: 'M1001', startDate: '2026-01-01', endDate: '2026-02-01' }, base);
    expect(written.toString()).toBe('eob=EOB-1&member=M1001&from=2026-01-01&to=2026-02-01');
    expect(listFilterParams({ page: 2 }).toString()).toBe('page=2');
  });
});

describe('the search (claim number or provider name) lives in the address with the other filters', () => {
  it('reads it trimmed, cut to the longest text the gateway takes, and leaves out an empty one', () => {
    expect(readListFilters(new URLSearchParams('search=%20northwest%20&status=PAID'), NOW)).toEqual({ page: 1, status: 'PAID', search: 'northwest' });
    expect(readListFilters(new URLSearchParams('search=%20%20'), NOW)).toEqual({ page: 1 });
    expect(readListFilters(new URLSearchParams(`search=${'a'.repeat(150)}`), NOW).search).toHaveLength(100);
  });

  it('writes it back, counts it as a filter and sends it to GET /claims but not to the EOB list', () => {
    expect(listFilterParams({ page: 1, category: 'dental', search: 'C-2026' }).toString()).toBe('category=dental&search=C-2026');
    expect(hasActiveFilters({ page: 1, search: 'x' })).toBe(true);
    expect(claimsParams({ page: 1, search: 'rose city' })).toEqual({ page: 0, size: 5, search: 'rose city' });
    expect(eobsParams({ page: 1, search: 'rose city' })).toEqual({ page: 0, size: 5 });
  });
});
