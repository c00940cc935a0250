import type { GetClaimsParams, GetEobsParams } from '../../../../generated/model';

import type { ListFilters } from './list-filters';

/** How the claims and EOB lists are paged: the page sizes, the gateway's page parameters and the summary line. */

/** Claims and EOBs per page: about one screen of cards on a phone and on a desktop. */
export const CLAIMS_PAGE_SIZE = 5;
export const EOBS_PAGE_SIZE = 5;

/** GET /claims parameters for the filters (the gateway counts pages from 0). */
export function claimsParams(filters: ListFilters, size = CLAIMS_PAGE_SIZE): GetClaimsParams {
  return {
    page: filters.page - 1,
    size,
    ...(filters.memberKey ? { memberKey: filters.memberKey } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.startDate && filters.endDate ? { startDate: filters.startDate, endDate: filters.endDate } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** GET /eobs/v2 parameters for the filters (member and date range only). */
export function eobsParams(filters: ListFilters, size = EOBS_PAGE_SIZE): GetEobsParams {
  return {
    page: filters.page - 1,
    size,
    ...(filters.memberKey ? { memberKey: filters.memberKey } : {}),
    ...(filters.startDate && filters.endDate ? { startDate: filters.startDate, endDate: filters.endDate } : {}),
  };
}

/** 'Showing 1–5 of 8 claims'; 'Showing 1–5 claims' for a page without its total. */
export function resultsSummary(page: number, size: number, total: number | undefined, shown: number, noun: string): string {
  const first = (page - 1) * size + 1;
  if (total === undefined) return shown === 0 ? `No ${noun} to show` : `Showing ${first}\u2013${first + shown - 1} ${noun}`;
  const last = Math.min(total, page * size);
  if (total === 0 || first > total) return `No ${noun} to show`;
  return `Showing ${first}\u2013${last} of ${total} ${noun}`;
}
