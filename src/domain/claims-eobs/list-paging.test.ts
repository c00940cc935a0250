import { describe, expect, it } from 'vitest';

import { showSpanish } from '../../test/i18n';

import { claimsParams, eobsParams, resultsSummary } from './list-paging';

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
});

describe('paging texts in Spanish', () => {
  it.each([
    [[1, 5, 8, 5, 'claims'], 'Mostrando 1–5 de 8 reclamos'],
    [[1, 5, 1, 1, 'claims'], 'Mostrando 1–1 de 1 reclamo'],
    [[2, 5, 2150, 5, 'claims'], 'Mostrando 6–10 de 2,150 reclamos'],
    [[1, 5, 0, 0, 'claims'], 'No hay reclamos para mostrar'],
    [[2, 5, undefined, 4, 'claims'], 'Mostrando 6–9 reclamos'],
    [[1, 5, 1, 1, 'eobs'], 'Mostrando 1–1 de 1 explicación de beneficios'],
    [[1, 5, 7, 5, 'eobs'], 'Mostrando 1–5 de 7 explicaciones de beneficios'],
    [[1, 5, undefined, 0, 'eobs'], 'No hay explicaciones de beneficios para mostrar'],
  ] as const)('%j → %s', async ([page, size, total, shown, noun], expected) => {
    await showSpanish('claims-eobs');
    expect(resultsSummary(page, size, total, shown, noun)).toBe(expected);
  });
});
