import { useEffect, useRef } from 'react';

import { useGetPcpProvider } from '../../../generated/gateway/pcp/pcp';
import type { Provider } from '../../../generated/model';
import { useFailure } from '../../shared/errors/failure-state';

import { type ProviderLookupKey, resolveProviderLookupFailure } from './provider-lookup';

export type ProviderLookupResult =
  | { readonly status: 'loading' }
  /** `listed` is false for a provider who is no longer listed (`provider` is then the placeholder, or null by id). */
  | { readonly status: 'ready'; readonly provider: Provider | null; readonly listed: boolean }
  /** A failure other than 404: it went to the global rule, which shows the error page. */
  | { readonly status: 'failed' };

/**
 * Looks a provider up (GET pcp/provider?providerId=), applying the 404 rule of `resolveProviderLookupFailure`.
 * The call declares itself handled in place (its meta), so any other failure is reported here, once.
 */
export function useProviderLookup(key: ProviderLookupKey, { enabled = true }: { enabled?: boolean } = {}): ProviderLookupResult {
  const query = useGetPcpProvider({ providerId: key.providerId }, { query: { enabled, meta: { failure: 'in-place' } } });
  const { reportError } = useFailure();
  const reported = useRef<unknown>(null);
  const outcome = query.error ? resolveProviderLookupFailure(query.error, key) : null;
  const passThrough = outcome?.kind === 'pass-through' ? outcome.error : null;

  useEffect(() => {
    if (passThrough === null || reported.current === passThrough) return;
    reported.current = passThrough;
    reportError(passThrough);
  }, [passThrough, reportError]);

  if (query.data) return { status: 'ready', provider: query.data, listed: true };
  if (outcome?.kind === 'resolved') return { status: 'ready', provider: outcome.provider, listed: outcome.listed };
  if (outcome?.kind === 'pass-through') return { status: 'failed' };
  return { status: 'loading' };
}
