import { describe, expect, it } from 'vitest';

import { showSpanish } from '../../test/i18n';

import { distanceText } from './pcp-search-results';
import { searchSummary } from './pcp-selection';
import type { SearchCriteria } from '../../domain/find-care/search-form';

const criteria: SearchCriteria = { memberSuffixes: [2, 1], effectiveDate: '2026-06-01', zip: '97209', radius: 10, name: '', page: 1 };

describe('the search texts', () => {
  it.each([
    [0.84, '0.8 miles away', 'a 0.8 millas de distancia'],
    [1, '1 mile away', 'a 1 milla de distancia'],
    [1.04, '1 mile away', 'a 1 milla de distancia'],
    [12, '12 miles away', 'a 12 millas de distancia'],
  ])('says a distance of %d miles as %j, and in Spanish as %j', async (distance, english, spanish) => {
    expect(distanceText(distance)).toBe(english);
    await showSpanish('find-care');
    expect(distanceText(distance)).toBe(spanish);
  });

  it('says nothing for a distance the gateway left out', () => {
    expect(distanceText(undefined)).toBeNull();
    expect(distanceText(Number.NaN)).toBeNull();
  });

  it.each([
    ['', 'For Sam Rivera and Alex Rivera, starting June 1, 2026, within 10 miles of 97209.', 'Para Sam Rivera y Alex Rivera, a partir del 1 de junio de 2026, a menos de 10 millas de 97209.'],
    [
      'Okafor',
      'For Sam Rivera and Alex Rivera, starting June 1, 2026, within 10 miles of 97209, matching “Okafor”.',
      'Para Sam Rivera y Alex Rivera, a partir del 1 de junio de 2026, a menos de 10 millas de 97209, que coincidan con “Okafor”.',
    ],
  ])('names the search for the name %j', async (name, english, spanish) => {
    const names = ['Sam Rivera', 'Alex Rivera'];
    expect(searchSummary({ ...criteria, name }, names)).toBe(english);
    await showSpanish('find-care');
    expect(searchSummary({ ...criteria, name }, names)).toBe(spanish);
  });
});
