import { describe, expect, it } from 'vitest';

import { ApiError } from '../../shared/lib/http/api-error';

import { placeholderProvider, resolveProviderLookupFailure } from './provider-lookup';

const notFound = new ApiError(404, { message: 'Provider P-19002 is not listed.' }, 'http', 'GET', '/pcp/provider');

describe('the provider lookup 404 rule', () => {
  it('gives a placeholder carrying the known name when looked up by summary', () => {
    const outcome = resolveProviderLookupFailure(notFound, { providerId: 'P-19002', providerName: 'Robert Haines', title: 'MD' });

    expect(outcome).toEqual({
      kind: 'resolved',
      listed: false,
      provider: {
        providerId: 'P-19002',
        providerName: 'Robert Haines',
        title: 'MD',
        providerGroupName: null,
        specialty: null,
        distance: null,
        languages: [],
        locations: [],
      },
    });
  });

  it('gives null when looked up by id only', () => {
    expect(resolveProviderLookupFailure(notFound, { providerId: 'P-19002' })).toEqual({ kind: 'resolved', provider: null, listed: false });
  });

  it.each([
    ['a 500', new ApiError(500, { message: 'Internal error' }, 'http', 'GET', '/pcp/provider')],
    ['a 403', new ApiError(403, { message: 'Forbidden' }, 'http', 'GET', '/pcp/provider')],
    ['a network failure', new ApiError(1, undefined, 'network', 'GET', '/pcp/provider')],
    ['something that is not a gateway answer', new TypeError('boom')],
  ])('passes %s through to the global rule, whatever the lookup', (_, error) => {
    expect(resolveProviderLookupFailure(error, { providerId: 'P-1', providerName: 'Maya Okafor' })).toEqual({ kind: 'pass-through', error });
    expect(resolveProviderLookupFailure(error, { providerId: 'P-1' })).toEqual({ kind: 'pass-through', error });
  });

  it('claims nothing about a placeholder beyond its name and title', () => {
    const placeholder = placeholderProvider({ providerId: 'P-2', providerName: 'Ann Lee' });
    expect(placeholder.title).toBeNull();
    expect(placeholder).not.toHaveProperty('acceptingNewPatients');
  });
});
