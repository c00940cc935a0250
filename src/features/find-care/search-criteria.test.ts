import { describe, expect, it } from 'vitest';

import {
  criteriaFromFormValues,
  defaultFormValues,
  formValuesFromSearchParams,
  hasSearchParams,
  normalizeZip,
  primaryCareSearchSchema,
  type SearchableMember,
  type SearchFormValues,
  searchParamsFromCriteria,
  searchRequest,
  selectList,
  withPage,
} from './search-criteria';

const sam: SearchableMember = { memberKey: 'M1003', suffix: 2, name: 'Sam Rivera', eligibleDates: ['2026-06-01', '2026-07-01'] };
const alex: SearchableMember = { memberKey: 'M1002', suffix: 1, name: 'Alex Rivera', eligibleDates: ['2026-07-01'] };
const schema = primaryCareSearchSchema(sam, [alex]);

const valid: SearchFormValues = { otherMembers: [], effectiveDate: '2026-06-01', zip: '97209', radius: '10', name: '' };

function messages(values: Partial<SearchFormValues>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the search rules', () => {
  it('accepts a complete search', () => {
    expect(messages({})).toEqual({});
    expect(messages({ zip: ' 97209-1234 ', name: 'Okafor' })).toEqual({});
  });

  it.each([
    ['', 'Zip code is a required field'],
    ['   ', 'Zip code is a required field'],
    ['9720', 'Enter a 5-digit zip code'],
    ['972091', 'Enter a 5-digit zip code'],
    ['97a09', 'Enter a 5-digit zip code'],
  ])('rejects the zip code %j: %s', (zip, message) => {
    expect(messages({ zip })).toEqual({ zip: message });
  });

  it.each(['', '7', '100', 'ten'])('asks for a distance from the list, not %j', (radius) => {
    expect(messages({ radius })).toEqual({ radius: 'Choose how far from the zip code to search' });
  });

  it("takes only one of the member's eligible dates", () => {
    expect(messages({ effectiveDate: '' })).toEqual({ effectiveDate: 'Choose the date the new provider starts' });
    expect(messages({ effectiveDate: '2026-08-01' })).toEqual({ effectiveDate: 'Choose the date the new provider starts' });
  });

  it('limits the provider name to 100 characters', () => {
    expect(messages({ name: 'a'.repeat(100) })).toEqual({});
    expect(messages({ name: 'a'.repeat(101) })).toEqual({ name: 'Provider name exceeds the maximum number of characters' });
  });

  it('adds another member only on a date that member can take', () => {
    expect(messages({ otherMembers: ['M1002'], effectiveDate: '2026-07-01' })).toEqual({});
    expect(messages({ otherMembers: ['M1002'], effectiveDate: '2026-06-01' })).toEqual({
      otherMembers:
        "Alex Rivera can't start a new primary care provider on June 1, 2026. Choose another date or leave Alex Rivera out.",
    });
    expect(messages({ otherMembers: ['suffix:7'] })).toEqual({ otherMembers: 'Choose family members from the list' });
  });
});

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

  it('starts the form on the earliest date with the home zip code', () => {
    expect(defaultFormValues(sam, '97209-4411')).toEqual({ otherMembers: [], effectiveDate: '2026-06-01', zip: '97209', radius: '', name: '' });
    expect(defaultFormValues(sam, 'K1A 0B1').zip).toBe('');
    expect(normalizeZip('97209')).toBe('97209');
    expect(normalizeZip('9720')).toBeNull();
  });
});

describe('the gateway requests', () => {
  it('sends the search with dates as MM/DD/YYYY and the page zero-based', () => {
    const criteria = criteriaFromFormValues({ ...valid, otherMembers: ['M1002'], effectiveDate: '2026-07-01', name: 'Okafor' }, sam, [alex], 2);

    expect(searchRequest(criteria, [sam, alex])).toEqual({
      data: {
        members: [
          { memberKey: 'M1003', effectiveDate: '07/01/2026' },
          { memberKey: 'M1002', effectiveDate: '07/01/2026' },
        ],
        radius: 10,
        zip: '97209',
        searchString: 'Okafor',
      },
      params: { size: 10, page: 1 },
    });
  });

  it('sends no searchString without a name', () => {
    expect(searchRequest(criteriaFromFormValues(valid, sam, []), [sam]).data).not.toHaveProperty('searchString');
  });

  it('lists each member of a selection with the date as MM/DD/YYYY', () => {
    expect(selectList('2026-06-01', [sam, alex])).toEqual([
      { memberKey: 'M1003', effectiveDate: '06/01/2026' },
      { memberKey: 'M1002', effectiveDate: '06/01/2026' },
    ]);
  });
});
