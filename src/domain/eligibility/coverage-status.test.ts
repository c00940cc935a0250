import { describe, expect, it } from 'vitest';

import { showSpanish } from '../../test/i18n';

import { coverageStatusTitle } from './coverage-status';

describe('coverage status messages', () => {
  it('has a message for each status', () => {
    const self = { self: true, firstName: 'Jordan' };
    const sam = { self: false, firstName: 'Sam' };
    expect(coverageStatusTitle({ status: 'Future', startDate: '2026-07-01', endDate: null }, 'Vision', self)).toBe(
      'Your vision coverage starts on July 1, 2026.',
    );
    expect(coverageStatusTitle({ status: 'Termed', startDate: '2021-01-01', endDate: '2025-03-31' }, 'Dental', sam)).toBe(
      'Sam\u2019s dental coverage ended on March 31, 2025.',
    );
    expect(coverageStatusTitle({ status: 'Ineligible', startDate: null, endDate: null }, 'Pharmacy', self)).toBe('You do not have pharmacy coverage.');
    expect(coverageStatusTitle({ status: 'Ineligible', startDate: null, endDate: null }, 'Pharmacy', sam)).toBe('Sam does not have pharmacy coverage.');
  });
});

describe('coverage status messages in Spanish', () => {
  const self = { self: true, firstName: 'Jordan' };
  const sam = { self: false, firstName: 'Sam' };
  it.each([
    [{ status: 'Active', startDate: '2024-01-01', endDate: null }, 'Medical', self, 'Su cobertura médica está activa.'],
    [{ status: 'Active', startDate: '2024-01-01', endDate: null }, 'Medical', sam, 'La cobertura médica de Sam está activa.'],
    [{ status: 'Future', startDate: '2026-07-01', endDate: null }, 'Vision', self, 'Su cobertura de visión comienza el 1 de julio de 2026.'],
    [{ status: 'Future', startDate: null, endDate: null }, 'Vision', sam, 'La cobertura de visión de Sam todavía no ha comenzado.'],
    [{ status: 'Termed', startDate: '2021-01-01', endDate: '2025-03-31' }, 'Dental', sam, 'La cobertura dental de Sam terminó el 31 de marzo de 2025.'],
    [{ status: 'Termed', startDate: '2021-01-01', endDate: null }, 'Dental', self, 'Su cobertura dental ha terminado.'],
    [{ status: 'Ineligible', startDate: null, endDate: null }, 'Pharmacy', self, 'Usted no tiene cobertura de farmacia.'],
    [{ status: 'Ineligible', startDate: null, endDate: null }, 'Pharmacy', sam, 'Sam no tiene cobertura de farmacia.'],
  ] as const)('%o %s for %o reads %s', async (coverage, category, person, expected) => {
    await showSpanish('benefits');
    expect(coverageStatusTitle(coverage, category, person)).toBe(expected);
  });
});
