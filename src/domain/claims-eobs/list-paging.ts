import { plural, t } from '@lingui/core/macro';

import type { GetClaimsParams, GetEobsParams } from '../../../generated/model';

import { formatCount } from '../../shared/lib/format';

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

/** What a list pages through: claims or explanations of benefits. */
export type ListNoun = 'claims' | 'eobs';

/**
 * 'Showing 1–5 of 8 claims'; 'Showing 1–5 claims' for a page without its total; 'No claims to show'. In the
 * language shown when it is called (call it while rendering).
 */
export function resultsSummary(page: number, size: number, total: number | undefined, shown: number, noun: ListNoun): string {
  const firstNumber = (page - 1) * size + 1;
  const first = formatCount(firstNumber);
  if (total === undefined || total === 0 || firstNumber > total) {
    if (total !== undefined || shown === 0) return noun === 'claims' ? t`No claims to show` : t`No explanations of benefits to show`;
    const last = formatCount(firstNumber + shown - 1);
    return noun === 'claims' ? t`Showing ${first}–${last} claims` : t`Showing ${first}–${last} explanations of benefits`;
  }
  const last = formatCount(Math.min(total, page * size));
  const count = formatCount(total);
  return noun === 'claims'
    ? plural(total, { one: `Showing ${first}–${last} of ${count} claims`, other: `Showing ${first}–${last} of ${count} claims` })
    : plural(total, {
        one: `Showing ${first}–${last} of ${count} explanations of benefits`,
        other: `Showing ${first}–${last} of ${count} explanations of benefits`,
      });
}
