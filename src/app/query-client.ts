import { QueryClient } from '@tanstack/react-query';

/** Retries after the first failure of a query; 4xx answers are never retried. */
export const MAX_QUERY_RETRIES = 2;

/** Gateway reads stay fresh this long, so the same call with the same arguments is served from cache. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

/** The HTTP status carried by a failed request (the HTTP client throws errors with a numeric `status`). */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/**
 * Whether a failed query is tried again. `failureCount` is the number of failures before this
 * one (TanStack Query passes 0 after the first failure). A 4xx answer means the request itself is
 * wrong or not allowed, and repeating it gives the same answer; anything else (5xx, network failure)
 * may be transient.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const status = httpStatusOf(error);
  return status === undefined || status < 400 || status >= 500;
}

/**
 * The wait before a retry: the query library's own (1 s, then 2 s). Under Vitest retries come at once, so that a test
 * of a failure does not wait 3 s of real time: the tests prove how often a query is tried (shouldRetryQuery), not how
 * long it waits in between.
 */
export const queryRetryDelay: ((failureCount: number) => number) | undefined = import.meta.env.MODE === 'test' ? () => 0 : undefined;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A query is tried once even when the browser says it is offline, so that the service worker can answer it
        // from the ID card it kept (docs/decisions/019); its retries wait for the network to come back.
        networkMode: 'offlineFirst',
        retry: shouldRetryQuery,
        ...(queryRetryDelay ? { retryDelay: queryRetryDelay } : {}),
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
