import { msg } from '@lingui/core/macro';

import type { ClaimStatus, ProductCategory } from '../../../generated/model';

import { isClaimStatus, isProductCategory } from './claim-texts';
import { dateRangeFilterSchema } from './date-range-filter';

/** The filters of the claims and EOB lists as the address holds them, so back, forward and reload keep them. */

/** The filters of a list as the address holds them (`?page=2&member=M1001&from=...`). */
export interface ListFilters {
  /** Counted from 1. */
  readonly page: number;
  readonly memberKey?: string;
  readonly category?: ProductCategory;
  readonly status?: ClaimStatus;
  readonly startDate?: string;
  readonly endDate?: string;
  /** Claim number or provider name (claims only). */
  readonly search?: string;
}

/** The longest search text the gateway takes (contract: GET /claims `search`). */
export const SEARCH_MAX_LENGTH = 100;
/** The label of the search field; the generic messages name it. */
export const SEARCH_LABEL = msg`Claim number or provider`;

const PARAM = {
  page: 'page',
  memberKey: 'member',
  category: 'category',
  status: 'status',
  startDate: 'from',
  endDate: 'to',
  search: 'search',
} as const;

/** The address parameter that opens one EOB's detail on the EOB page. */
export const EOB_PARAM = 'eob';

function pageFrom(value: string | null): number {
  return value && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/**
 * The filters in the address. Values the lists cannot use are left out: an unknown category or status, and a
 * date range that breaks the date range rule (strict variant), so a hand-edited address never sends the gateway
 * a range it refuses.
 */
export function readListFilters(params: URLSearchParams, now: Date): ListFilters {
  const category = params.get(PARAM.category);
  const status = params.get(PARAM.status);
  const memberKey = params.get(PARAM.memberKey)?.trim();
  const search = params.get(PARAM.search)?.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  const range = dateRangeFilterSchema(now).safeParse({
    startDate: params.get(PARAM.startDate) ?? '',
    endDate: params.get(PARAM.endDate) ?? '',
  });
  const dates = range.success && range.data.startDate && range.data.endDate ? range.data : undefined;
  return {
    page: pageFrom(params.get(PARAM.page)),
    ...(memberKey ? { memberKey } : {}),
    ...(isProductCategory(category) ? { category } : {}),
    ...(isClaimStatus(status) ? { status } : {}),
    ...(dates ? { startDate: dates.startDate, endDate: dates.endDate } : {}),
    ...(search ? { search } : {}),
  };
}

/** The address parameters of a set of filters (page 1 is left out), keeping any other parameter of `base`. */
export function listFilterParams(filters: ListFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(PARAM)) params.delete(name);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  if (filters.memberKey) params.set(PARAM.memberKey, filters.memberKey);
  if (filters.category) params.set(PARAM.category, filters.category);
  if (filters.status) params.set(PARAM.status, filters.status);
  if (filters.startDate && filters.endDate) {
    params.set(PARAM.startDate, filters.startDate);
    params.set(PARAM.endDate, filters.endDate);
  }
  if (filters.search) params.set(PARAM.search, filters.search);
  return params;
}

/** Whether any filter other than the page is set. */
export function hasActiveFilters(filters: ListFilters): boolean {
  return Boolean(filters.memberKey || filters.category || filters.status || filters.startDate || filters.search);
}
