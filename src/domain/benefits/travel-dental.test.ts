import { describe, expect, it } from 'vitest';

import { readable, showSpanish } from '../../test/i18n';
import { DENTIST_DIRECTORY_URL, MEDICARE_DENTIST_DIRECTORY_URL } from '../find-care/dentist-directory';

import { travelDentistSearch } from './travel-dental';

describe('the travel dental page dentist search', () => {
  it('opens the Medicare plan’s dentist directory for parent group 100000075 and the standard directory otherwise', () => {
    expect(readable(travelDentistSearch('100000075'))).toEqual({
      href: MEDICARE_DENTIST_DIRECTORY_URL,
      description: 'Searches the dentists of your Medicare Advantage plan.',
    });
    expect(readable(travelDentistSearch('100000010'))).toEqual({ href: DENTIST_DIRECTORY_URL, description: 'Searches the dentists in your plan\u2019s network.' });
    expect(travelDentistSearch(null).href).toBe(DENTIST_DIRECTORY_URL);
  });

  it('goes to the directory itself, not back to the portal’s Find a dentist page', () => {
    for (const parentGroupId of ['100000075', '100000010']) {
      const { href } = travelDentistSearch(parentGroupId);
      expect(href).toMatch(/^https:\/\//);
      expect(href).not.toContain('/find-care/find-a-dentist');
    }
  });
});

describe('the travel dental dentist search in Spanish', () => {
  it.each([
    ['100000075', 'Busca los dentistas de su plan Medicare Advantage.'],
    ['100000010', 'Busca los dentistas de la red de su plan.'],
  ])('says which directory parent group %s opens: %s', async (parentGroupId, description) => {
    await showSpanish('benefits');
    expect(readable(travelDentistSearch(parentGroupId)).description).toBe(description);
  });
});
