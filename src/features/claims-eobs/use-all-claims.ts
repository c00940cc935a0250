import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';

import { getGetClaimsQueryOptions } from '../../../generated/gateway/claims/claims';
import type { Claim } from '../../../generated/model';

import type { ListFilters } from '../../domain/claims-eobs/list-filters';
import { claimsParams } from '../../domain/claims-eobs/list-paging';

/** The largest page GET /claims gives (contract: size at most 100). */
export const EXPORT_PAGE_SIZE = 100;
/** An export or a print holds at most this many pages of the list (2,000 claims). */
export const MAX_EXPORT_PAGES = 20;

export interface AllClaims {
  readonly claims: readonly Claim[];
  /** How many claims match the filters (more than `claims` holds when the list is longer than an export takes). */
  readonly total: number;
}

/** Every claim that matches the filters, newest first: the list's pages of 100, read through the generated calls. */
export async function fetchAllClaims(queryClient: QueryClient, filters: Omit<ListFilters, 'page'>): Promise<AllClaims> {
  const pageOf = (page: number) => queryClient.fetchQuery(getGetClaimsQueryOptions(claimsParams({ ...filters, page }, EXPORT_PAGE_SIZE), { query: { meta: { failure: 'in-place' } } }));
  const first = await pageOf(1);
  const pages = Math.min(Math.max(first.totalPages, 1), MAX_EXPORT_PAGES);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => pageOf(index + 2)));
  const claims = [first, ...rest].flatMap((page) => page.content);
  return { claims, total: Math.max(first.totalElements ?? 0, claims.length) };
}

/** fetchAllClaims for a button (the CSV download). */
export function useFetchAllClaims(): (filters: Omit<ListFilters, 'page'>) => Promise<AllClaims> {
  const queryClient = useQueryClient();
  return (filters) => fetchAllClaims(queryClient, filters);
}

/** fetchAllClaims for a page (the print view). */
export function useAllClaims(filters: Omit<ListFilters, 'page'>) {
  const queryClient = useQueryClient();
  const { page: _page, ...params } = claimsParams({ ...filters, page: 1 }, EXPORT_PAGE_SIZE);
  return useQuery({ queryKey: ['/claims', 'all', params], queryFn: () => fetchAllClaims(queryClient, filters), meta: { failure: 'in-place' } });
}
