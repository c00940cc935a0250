import type { Provider } from '../../../generated/model';
import { isApiError } from '../../shared/lib/http/api-error';

/**
 * The provider lookup rule (product section 8): GET pcp/provider answers 404 for a provider who is no longer listed.
 * Looked up by summary (the portal already knows the provider's name, e.g. from a pcp360History entry) the 404
 * gives a placeholder provider carrying that name; looked up by id only it gives null. Any other failure passes
 * through to the global rule.
 */

/** What the portal already knows about a provider it looks up. */
export interface ProviderSummary {
  readonly providerId: string;
  readonly providerName: string;
  /** Carried into the placeholder when known (pcp360History has it as providerTitle). */
  readonly title?: string | null;
}

/** A lookup by summary (name known) or by id only. */
export type ProviderLookupKey = ProviderSummary | { readonly providerId: string };

export type ProviderLookupOutcome =
  /** The directory answered, or the provider is no longer listed (then `provider` is the placeholder or null). */
  | { readonly kind: 'resolved'; readonly provider: Provider | null; readonly listed: boolean }
  /** Not a 404: the failure goes on to the global rule. */
  | { readonly kind: 'pass-through'; readonly error: unknown };

export function isLookupBySummary(key: ProviderLookupKey): key is ProviderSummary {
  return 'providerName' in key && typeof key.providerName === 'string';
}

/** A provider who is no longer listed, shown by the name the portal knows; nothing else is claimed about them. */
export function placeholderProvider(summary: ProviderSummary): Provider {
  return {
    providerId: summary.providerId,
    providerName: summary.providerName,
    title: summary.title ?? null,
    providerGroupName: null,
    specialty: null,
    distance: null,
    languages: [],
    locations: [],
  };
}

/** What a failed lookup turns into. */
export function resolveProviderLookupFailure(error: unknown, key: ProviderLookupKey): ProviderLookupOutcome {
  if (isApiError(error) && error.kind === 'http' && error.status === 404) {
    return { kind: 'resolved', provider: isLookupBySummary(key) ? placeholderProvider(key) : null, listed: false };
  }
  return { kind: 'pass-through', error };
}
