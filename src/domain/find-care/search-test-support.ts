import type { SearchableMember, SearchFormValues } from './search-form';

/** Two members of the Rivera family and a valid search, for the primary care search tables (tests only). */

export const sam: SearchableMember = { memberKey: 'M1003', suffix: 2, name: 'Sam Rivera', eligibleDates: ['2026-06-01', '2026-07-01'] };
export const alex: SearchableMember = { memberKey: 'M1002', suffix: 1, name: 'Alex Rivera', eligibleDates: ['2026-07-01'] };

export const valid: SearchFormValues = { otherMembers: [], effectiveDate: '2026-06-01', zip: '97209', radius: '10', name: '' };
