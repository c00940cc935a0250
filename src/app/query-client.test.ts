import { describe, expect, it, vi } from 'vitest';

import { createQueryClient, MAX_QUERY_RETRIES, QUERY_STALE_TIME_MS, shouldRetryQuery } from './query-client';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 408, 409, 422, 429, 499])('never retries a %i answer', (status) => {
    expect(shouldRetryQuery(0, new HttpError(status))).toBe(false);
  });

  it.each([500, 502, 503, 504])('retries a %i answer up to twice', (status) => {
    expect(shouldRetryQuery(0, new HttpError(status))).toBe(true);
    expect(shouldRetryQuery(1, new HttpError(status))).toBe(true);
    expect(shouldRetryQuery(2, new HttpError(status))).toBe(false);
  });

  it('retries failures without an HTTP status, such as network errors, up to twice', () => {
    const networkError = new TypeError('Failed to fetch');

    expect(shouldRetryQuery(0, networkError)).toBe(true);
    expect(shouldRetryQuery(1, networkError)).toBe(true);
    expect(shouldRetryQuery(2, networkError)).toBe(false);
  });

  it('reads the status of plain error objects too', () => {
    expect(shouldRetryQuery(0, { status: 404, body: null })).toBe(false);
    expect(shouldRetryQuery(0, { status: '404' })).toBe(true);
    expect(shouldRetryQuery(0, null)).toBe(true);
  });
});

describe('createQueryClient', () => {
  it('caches reads for five minutes and does not refetch on window focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(shouldRetryQuery);
  });

  it('calls a failing query three times in all when the failure may be transient', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const queryFn = vi.fn(() => Promise.reject(new HttpError(503)));

    await expect(client.fetchQuery({ queryKey: ['transient'], queryFn })).rejects.toThrow('HTTP 503');
    expect(queryFn).toHaveBeenCalledTimes(1 + MAX_QUERY_RETRIES);
  });

  it('calls a query answered with 4xx only once', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const queryFn = vi.fn(() => Promise.reject(new HttpError(404)));

    await expect(client.fetchQuery({ queryKey: ['missing'], queryFn })).rejects.toThrow('HTTP 404');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('serves a repeated read with the same arguments from cache, and a read with other arguments afresh', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(({ queryKey }: { queryKey: readonly unknown[] }) => Promise.resolve(queryKey[1]));

    await client.fetchQuery({ queryKey: ['benefits', 'dental'], queryFn });
    await client.fetchQuery({ queryKey: ['benefits', 'dental'], queryFn });
    await client.fetchQuery({ queryKey: ['benefits', 'vision'], queryFn });

    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
