import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { setupMockGateway } from '../../../mocks/node';
import { failOperation, networkError } from '../../../mocks/scenarios';
import { AppProviders } from '../../app/providers';
import { createPortalServices } from '../../app/services';
import { useProviderLookup } from '../../features/find-care/use-provider-lookup';
import { signInAs } from '../../test/sign-in';
import { testRuntimeConfig } from '../../test/test-runtime-config';
import { useMedicareEligibility } from '../account/use-medicare-eligibility';
import { markKeptAnswer } from '../offline/kept-answers';

import { FailureBoundary, useFailure } from './failure-state';
import { isShowingKeptCopy } from './follow-failure';

setupMockGateway();

/**
 * The handling a call declares in its meta travels with the real hook that makes it: drive the hook through the mock
 * gateway and see what the failure rule does. Each test fails if the hook stops declaring it.
 */
function Probe({ read }: { read: () => string }) {
  const shown = read();
  const { status } = useFailure();
  return <output aria-label="probe">{status === null ? shown : `error page ${status}`}</output>;
}

async function renderProbe(read: () => string) {
  await signInAs('alexrivera');
  const config = testRuntimeConfig();
  const services = createPortalServices(config);
  (await services.queries.load()).setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '/', element: <FailureBoundary><Probe read={read} /></FailureBoundary> }]);
  render(
    <AppProviders config={config} services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return screen.getByRole('status', { name: 'probe' });
}

/** Long enough for a failure to reach the rule (loaded on demand) and for an error page to show if it were decided. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

function MedicareEligibility() {
  const { query, eligible } = useMedicareEligibility({ enabled: true });
  return query.isPending ? 'loading' : `eligible ${String(eligible)}`;
}

function ProviderLookup() {
  const result = useProviderLookup({ providerId: 'P-20533', providerName: 'Daniel Whitaker' });
  return result.status;
}

describe('a call that declares its handling where it is made', () => {
  it('the Medicare eligibility leaves a 403 in place (not eligible), the page staying', async () => {
    failOperation('getMedicareMaterialsEligibility', 403);
    const output = await renderProbe(MedicareEligibility);
    await waitFor(() => expect(output).toHaveTextContent('eligible false'));
    await settle();
    expect(output).toHaveTextContent('eligible false');
  });

  it('the Medicare eligibility passes any other failure to the global rule: the error page for 500', async () => {
    failOperation('getMedicareMaterialsEligibility', 500);
    const output = await renderProbe(MedicareEligibility);
    await waitFor(() => expect(output).toHaveTextContent('error page 500'));
  });

  it('the provider lookup leaves a 404 in place (a provider no longer listed), the page staying', async () => {
    failOperation('getPcpProvider', 404);
    const output = await renderProbe(ProviderLookup);
    await waitFor(() => expect(output).toHaveTextContent('ready'));
    await settle();
    expect(output).toHaveTextContent('ready');
  });

  it('the Medicare eligibility without an answer, no kept copy shown, follows the global rule: the error page for 1', async () => {
    networkError('getMedicareMaterialsEligibility');
    const output = await renderProbe(MedicareEligibility);
    await waitFor(() => expect(output).toHaveTextContent('error page 1'));
  });
});

describe('whether a page shows a copy kept for offline use (docs/decisions/019)', () => {
  const client = new QueryClient();
  afterEach(() => client.clear());

  function cardQuery(data: object, meta: { mayShowKeptCopy?: true }) {
    client.setQueryData(['/idCard/view'], data);
    const query = client.getQueryCache().find({ queryKey: ['/idCard/view'] });
    query?.setOptions({ queryKey: ['/idCard/view'], meta });
    return new QueryObserver(client, { queryKey: ['/idCard/view'], meta, enabled: false });
  }

  const kept = () => {
    const body = { cards: [] };
    markKeptAnswer(body, '2026-11-26T23:04:00.000Z');
    return body;
  };

  it('is so while a query that may show one is on screen with a kept answer', () => {
    const observer = cardQuery(kept(), { mayShowKeptCopy: true });
    const stop = observer.subscribe(() => undefined);
    expect(isShowingKeptCopy(client)).toBe(true);
    stop();
    // Off screen: the page that showed it has gone.
    expect(isShowingKeptCopy(client)).toBe(false);
  });

  it('is not so for a live answer, nor for a query that does not declare it may show a kept copy', () => {
    const live = cardQuery({ cards: [] }, { mayShowKeptCopy: true }).subscribe(() => undefined);
    expect(isShowingKeptCopy(client)).toBe(false);
    live();
    client.clear();
    const undeclared = cardQuery(kept(), {}).subscribe(() => undefined);
    expect(isShowingKeptCopy(client)).toBe(false);
    undeclared();
    expect(isShowingKeptCopy(null)).toBe(false);
  });
});
