import type { PcpSearchRequest, SearchPcpProvidersParams } from '../../../generated/model';
import { toPcpDate } from '../../shared/lib/format';

import { RESULTS_PAGE_SIZE, type SearchableMember, type SearchCriteria } from './search-form';

/** The gateway calls of the primary care search: POST pcp/search for the criteria, POST pcp/select for a choice. */

/** POST pcp/search?size=&page= for the criteria: effective dates as MM/DD/YYYY, the page zero-based. */
export function searchRequest(
  criteria: SearchCriteria,
  members: readonly SearchableMember[],
): { data: PcpSearchRequest; params: SearchPcpProvidersParams } {
  const effectiveDate = toPcpDate(criteria.effectiveDate);
  const data: PcpSearchRequest = {
    members: members.map((member) => ({ memberKey: member.memberKey, effectiveDate })),
    radius: criteria.radius,
    zip: criteria.zip,
  };
  if (criteria.name) data.searchString = criteria.name;
  return { data, params: { size: RESULTS_PAGE_SIZE, page: criteria.page - 1 } };
}

/** The pcpSelectList of POST pcp/select: each member with the effective date as MM/DD/YYYY. */
export function selectList(effectiveDate: string, members: readonly SearchableMember[]) {
  const date = toPcpDate(effectiveDate);
  return members.map((member) => ({ memberKey: member.memberKey, effectiveDate: date }));
}
