import { type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getGetAccountQueryKey } from '../../generated/gateway/account/account';
import { getGetFamilyEligibilityQueryKey } from '../../generated/gateway/eligibility/eligibility';
import { setupMockGateway as registerMockGateway } from '../../mocks/node';
import { slowResponse } from '../../mocks/scenarios';
import { brandFor } from '../config/brands';
import { signInAs } from '../test/sign-in';
import { testRuntimeConfig } from '../test/test-runtime-config';
import { portalTestConfig } from '../test/portal-test-file';

import { startHomeReads } from './home-reads';
import { createPortalServices } from './services';

const server = registerMockGateway();

/** The gateway paths asked for, in order, with the time each was asked. */
function recordCalls() {
  const calls: { path: string; at: number }[] = [];
  const started = Date.now();
  server.events.on('request:start', ({ request }) => {
    calls.push({ path: new URL(request.url).pathname.replace(/^\/api/, ''), at: Date.now() - started });
  });
  return calls;
}

let queryClient: QueryClient | null = null;
afterEach(() => {
  queryClient?.clear();
  server.events.removeAllListeners();
});

const testConfig = () => portalTestConfig();

async function start(options: { synced?: boolean } = {}) {
  const config = testConfig();
  await signInAs('rivera');
  const services = createPortalServices(config);
  const client = await services.queries.load();
  queryClient = client;
  if (options.synced) {
    // What post-login routing leaves: the account state it read, marked as synced for the stored token.
    const headers = { Accept: 'application/json', Authorization: `Bearer ${services.session.currentToken()}` };
    const [account, family] = await Promise.all(
      ['account', 'eligibility/family'].map(async (path) => (await fetch(`${config.gatewayBaseUrl}/${path}`, { headers })).json() as Promise<unknown>),
    );
    client.setQueryData(getGetAccountQueryKey(), account);
    client.setQueryData(getGetFamilyEligibilityQueryKey(), family);
    services.session.markAccountSynced();
  }
  const calls = recordCalls();
  await startHomeReads({ queryClient: client, session: services.session, brand: brandFor(1), config });
  // Every read started has answered.
  await vi.waitFor(() => expect(queryClient?.isFetching()).toBe(0), { timeout: 5_000 });
  return calls;
}

describe("/home's reads", () => {
  it('start together what needs only the session, sync the account state, then start what depends on it', async () => {
    slowResponse('getAccount', 300);
    const calls = await start();
    const at = (path: string) => calls.find((call) => call.path === path)?.at ?? Number.NaN;
    const independent = ['/account/getEmployeeId', '/pcp/members', '/group-detail', '/ncqa', '/account', '/eligibility/family'];
    const dependent = ['/ebill/showEbillAlert', '/idCard/eligible', '/programs/sitecore', '/referrals/hasReferrals'];
    for (const path of [...independent, ...dependent]) expect(calls.map((call) => call.path)).toContain(path);
    // Those that need only the session do not wait for the account's slow answer; those that depend on it do.
    for (const path of independent) expect(at(path)).toBeLessThan(250);
    for (const path of dependent) expect(at(path)).toBeGreaterThanOrEqual(300);
  });

  it('asks once for each call', async () => {
    const calls = await start();
    const paths = calls.map((call) => call.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('skips the sync when post-login routing has just read the account state, and starts everything at once', async () => {
    const calls = await start({ synced: true });
    const paths = calls.map((call) => call.path);
    expect(paths).not.toContain('/account');
    expect(paths).not.toContain('/eligibility/family');
    expect(paths).toEqual(expect.arrayContaining(['/account/getEmployeeId', '/ebill/showEbillAlert', '/programs/sitecore', '/referrals/hasReferrals']));
  });

  it('syncs the account state on the next /home: the mark counts once', async () => {
    await start({ synced: true });
    const services = createPortalServices(testRuntimeConfig());
    expect(services.session.takeAccountSynced()).toBe(false);
  });
});
