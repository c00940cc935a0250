import { describe, expect, it } from 'vitest';

import { formValuesFromSearchParams, hasSearchParams, searchParamsFromCriteria, withPage } from './search-address';
import { criteriaFromFormValues } from './search-form';
import { alex, sam, valid } from './search-test-support';

describe('the search in the address', () => {
  it('round-trips through the URL query, members by suffix and the page 1-based', () => {
    const criteria = criteriaFromFormValues(
      { otherMembers: ['M1002'], effectiveDate: '2026-07-01', zip: '97209-1234', radius: '25', name: ' Okafor ' },
      sam,
      [alex],
      3,
    );
    const params = searchParamsFromCriteria(criteria);

    expect(params.toString()).toBe('members=2%2C1&date=2026-07-01&zip=97209&radius=25&name=Okafor&page=3');
    expect(formValuesFromSearchParams(params, sam, [alex])).toEqual({
      values: { otherMembers: ['M1002'], effectiveDate: '2026-07-01', zip: '97209', radius: '25', name: 'Okafor' },
      page: 3,
    });
  });

  it('leaves the first page and an empty name out of the address', () => {
    const params = searchParamsFromCriteria(criteriaFromFormValues(valid, sam, [alex]));
    expect(params.toString()).toBe('members=2&date=2026-06-01&zip=97209&radius=10');
    expect(withPage(params, 2).get('page')).toBe('2');
    expect(withPage(withPage(params, 2), 1).has('page')).toBe(false);
  });

  it('reads a missing or bad page as the first, and keeps unknown members for the rules to report', () => {
    const params = new URLSearchParams('members=2,9&page=0');
    expect(formValuesFromSearchParams(params, sam, [alex])).toEqual({
      values: { otherMembers: ['suffix:9'], effectiveDate: '', zip: '', radius: '', name: '' },
      page: 1,
    });
    expect(formValuesFromSearchParams(new URLSearchParams('page=x'), sam, []).page).toBe(1);
    expect(hasSearchParams(new URLSearchParams(''))).toBe(false);
    expect(hasSearchParams(new URLSearchParams('zip=97209'))).toBe(true);
  });
});
