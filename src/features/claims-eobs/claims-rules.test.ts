import { describe, expect, it } from 'vitest';

import type { EligibilityBlock } from '../../../generated/model';

import {
  claimsParams,
  dateRangeFilterSchema,
  eobsParams,
  hasActiveFilters,
  listFilterParams,
  pharmacyCoverage,
  readListFilters,
  resultsSummary,
  serviceDatesText,
} from './claims-rules';

const NOW = new Date(2026, 10, 22, 15, 30);

function messages(values: { startDate: string; endDate: string }): Record<string, string> {
  const result = dateRangeFilterSchema(NOW).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the date range filter (strict date range rule)', () => {
  it.each([
    ['no dates at all', { startDate: '', endDate: '' }, {}],
    ['a valid range', { startDate: '2026-01-01', endDate: '2026-02-01' }, {}],
    ['the start exactly two years back', { startDate: '2024-11-22', endDate: '2026-02-01' }, {}],
    ['only a start', { startDate: '2026-01-01', endDate: '' }, { endDate: 'End date is a required field' }],
    ['only an end', { startDate: '', endDate: '2026-01-01' }, { startDate: 'Start date is a required field' }],
    ['the end on the start day', { startDate: '2026-01-01', endDate: '2026-01-01' }, { endDate: 'Invalid End date' }],
    ['the end before the start', { startDate: '2026-01-02', endDate: '2026-01-01' }, { endDate: 'Invalid End date' }],
    ['a start one day too far back', { startDate: '2024-11-21', endDate: '2026-01-01' }, { startDate: 'Invalid Start date' }],
  ])('%s', (_name, values, expected) => {
    expect(messages(values)).toEqual(expected);
  });
});

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

describe('gateway parameters', () => {
  it('counts pages from 0 and sends only the filters that are set', () => {
    expect(claimsParams({ page: 2, category: 'vision' })).toEqual({ page: 1, size: 5, category: 'vision' });
    expect(eobsParams({ page: 1, memberKey: 'M1', status: 'PAID', startDate: '2026-01-01', endDate: '2026-02-01' })).toEqual({
      page: 0,
      size: 5,
      memberKey: 'M1',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
  });
});

describe('paging texts', () => {
  it('summarises the page', () => {
    expect(resultsSummary(1, 5, 8, 5, 'claims')).toBe('Showing 1–5 of 8 claims');
    expect(resultsSummary(2, 5, 8, 3, 'claims')).toBe('Showing 6–8 of 8 claims');
    expect(resultsSummary(1, 5, 0, 0, 'claims')).toBe('No claims to show');
  });

  it('counts what the page shows when the gateway leaves the total out', () => {
    expect(resultsSummary(2, 5, undefined, 4, 'claims')).toBe('Showing 6–9 claims');
    expect(resultsSummary(1, 5, undefined, 0, 'claims')).toBe('No claims to show');
  });

  it('writes one service date, or a span', () => {
    expect(serviceDatesText('2026-10-06', '2026-10-06')).toBe('10/06/2026');
    expect(serviceDatesText('2026-10-06', null)).toBe('10/06/2026');
    expect(serviceDatesText('2026-10-06', '2026-10-09')).toBe('10/06/2026 - 10/09/2026');
  });
});

describe('pharmacy coverage', () => {
  const block = (overrides: Partial<EligibilityBlock>): EligibilityBlock => ({
    classPlanId: 'RX-3T',
    effectiveDate: '2024-01-01',
    terminationDate: null,
    eligible: true,
    ...overrides,
  });

  it('is active, future (with its start) or none', () => {
    expect(pharmacyCoverage({ pharmacyEligibility: block({}) }, NOW)).toEqual({ kind: 'active' });
    expect(pharmacyCoverage({ pharmacyEligibility: block({ effectiveDate: '2027-01-01' }) }, NOW)).toEqual({
      kind: 'future',
      startDate: '2027-01-01',
    });
    expect(pharmacyCoverage({ pharmacyEligibility: block({ terminationDate: '2025-12-31' }) }, NOW)).toEqual({ kind: 'none' });
    expect(pharmacyCoverage({ pharmacyEligibility: block({ eligible: false }) }, NOW)).toEqual({ kind: 'none' });
    expect(pharmacyCoverage({}, NOW)).toEqual({ kind: 'none' });
  });
});
