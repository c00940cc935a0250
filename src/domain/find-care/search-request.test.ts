import { describe, expect, it } from 'vitest';

import { criteriaFromFormValues } from './search-form';
import { searchRequest, selectList } from './search-request';
import { alex, sam, valid } from './search-test-support';

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
