import { describe, expect, it } from 'vitest';

import { showSpanish } from '../../test/i18n';

import { dateRangeFilterSchema, dateRangeHint } from './date-range-filter';

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

describe('the date range filter in Spanish', () => {
  it.each([
    ['only a start', { startDate: '2026-01-01', endDate: '' }, { endDate: 'Fecha de fin es un campo obligatorio' }],
    ['the end before the start', { startDate: '2026-01-02', endDate: '2026-01-01' }, { endDate: 'Fecha de fin: el valor no es válido' }],
    ['a start one day too far back', { startDate: '2024-11-21', endDate: '2026-01-01' }, { startDate: 'Fecha de inicio: el valor no es válido' }],
  ])('%s', async (_name, values, expected) => {
    await showSpanish('claims-eobs');
    expect(messages(values)).toEqual(expected);
  });

  it('spells out the earliest start in the hint', async () => {
    await showSpanish('claims-eobs');
    expect(dateRangeHint(NOW)).toBe(
      'La fecha de fin debe ser posterior a la fecha de inicio. La fecha de inicio no puede ser anterior al 22 de noviembre de 2024.',
    );
  });
});
