import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { setupMockGateway } from '../../../mocks/node';
import { failOperation } from '../../../mocks/scenarios';
import { AppProviders } from '../../app/providers';
import { createPortalServices } from '../../app/services';
import { FailureBoundary, useFailure } from '../../shared/errors/failure-state';
import { signInAs } from '../../test/sign-in';
import { testRuntimeConfig } from '../../test/test-runtime-config';

import type { ProviderLookupKey } from './provider-lookup';
import { useProviderLookup } from './use-provider-lookup';

 
setupMockGateway();

function Probe({ lookupKey }: { lookupKey: ProviderLookupKey }) {
  const result = useProviderLookup(lookupKey);
  const { status } = useFailure();
  return <output aria-label="lookup">{JSON.stringify({ result, errorPage: status })}</output>;
}

/** Renders the hook inside the portal's providers and failure state, with no retries so failures settle at once. */
async function lookUp(lookupKey: ProviderLookupKey): Promise<{ result: Record<string, unknown>; errorPage: number | null }> {
  await signInAs('alexrivera');
  const config = testRuntimeConfig();
  const services = createPortalServices(config);
  (await services.queries.load()).setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <FailureBoundary>
          <Probe lookupKey={lookupKey} />
        </FailureBoundary>
      ),
    },
  ]);
  render(
    <AppProviders config={config} services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const output = screen.getByRole('status', { name: 'lookup' });
  await waitFor(() => expect(output.textContent).not.toContain('"loading"'), { timeout: 10_000 });
  return JSON.parse(output.textContent ?? '{}') as { result: Record<string, unknown>; errorPage: number | null };
}

describe('useProviderLookup', () => {
  it('gives the listed provider', async () => {
    const { result, errorPage } = await lookUp({ providerId: 'P-20533', providerName: 'Daniel Whitaker' });
    expect(result).toMatchObject({ status: 'ready', listed: true, provider: { providerId: 'P-20533', specialty: 'Family medicine' } });
    expect(errorPage).toBeNull();
  });

  it('gives a placeholder with the known name for a provider no longer listed, looked up by summary', async () => {
    const { result, errorPage } = await lookUp({ providerId: 'P-19002', providerName: 'Robert Haines', title: 'MD' });
    expect(result).toMatchObject({ status: 'ready', listed: false, provider: { providerId: 'P-19002', providerName: 'Robert Haines', title: 'MD' } });
    expect(errorPage).toBeNull();
  });

  it('gives null for a provider no longer listed, looked up by id', async () => {
    const { result, errorPage } = await lookUp({ providerId: 'P-19002' });
    expect(result).toEqual({ status: 'ready', listed: false, provider: null });
    expect(errorPage).toBeNull();
  });

  it('passes a 500 through to the global rule: the error page for 500', async () => {
    failOperation('getPcpProvider', 500);
    const { result } = await lookUp({ providerId: 'P-20533', providerName: 'Daniel Whitaker' });
    expect(result).toEqual({ status: 'failed' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'lookup' })).toHaveTextContent('"errorPage":500'));
  });
});
