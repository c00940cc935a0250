// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { AccountDetails, TokenResponse } from '../generated/model';
import { isWrite, listOperations } from '../scripts/contract/contract';
import { formatResults, verifyGateway } from '../scripts/contract/verify';

import { DEMO_PASSWORD } from './personas';
import { networkError, resetScenarios } from './scenarios';
import { createMockGatewayMiddleware, startMockGatewayServer, type MockGatewayHttpServer } from './server';
import { resetState } from './state';

/** The standalone mock gateway over real HTTP: any client can sign in and call it, and it honours the contract. */

let gateway: MockGatewayHttpServer;

beforeAll(async () => {
  gateway = await startMockGatewayServer({ port: 0 });
});

afterEach(() => {
  resetState();
  resetScenarios();
});

afterAll(async () => {
  await gateway.stop();
});

async function signIn(username: string, domainId = 1): Promise<string> {
  const response = await fetch(`${gateway.baseUrl}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, domainId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as TokenResponse).token;
}

describe('the standalone mock gateway', () => {
  it('answers POST /token and an authenticated GET /account over HTTP', async () => {
    expect(gateway.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    const token = await signIn('rivera');
    const response = await fetch(`${gateway.baseUrl}/account`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const account = (await response.json()) as AccountDetails;
    expect(account).toMatchObject({ subscriberId: '900123456', groupId: '10001234' });
    expect(account.members.map((member) => member.firstName)).toEqual(['Jordan', 'Alex', 'Sam']);
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${gateway.baseUrl}/account`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, type: 'UNAUTHORIZED' });
  });

  it('allows calls from another origin (CORS), preflight included', async () => {
    const preflight = await fetch(`${gateway.baseUrl}/account`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const token = await signIn('summit', 2);
    const response = await fetch(`${gateway.baseUrl}/groups`, { headers: { Origin: 'http://localhost:5173', Authorization: `Bearer ${token}` } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('answers 404 with an ErrorBody for unknown paths', async () => {
    for (const path of [`${gateway.baseUrl}/nowhere`, `${gateway.baseUrl.replace(/\/api$/, '')}/elsewhere`]) {
      const response = await fetch(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    }
  });

  it('serves PDF documents and plain text', async () => {
    const token = await signIn('rivera');
    const card = await fetch(`${gateway.baseUrl}/idCard/view`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/pdf' } });
    expect(card.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await card.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    const status = await fetch(`${gateway.baseUrl}/account/status`, { headers: { Authorization: `Bearer ${token}` } });
    expect(status.headers.get('content-type')).toContain('text/plain');
    expect(await status.text()).toBe('ACT');
  });

  it('drops the connection for the networkError scenario', async () => {
    const token = await signIn('rivera');
    networkError('getAccount');
    await expect(fetch(`${gateway.baseUrl}/account`, { headers: { Authorization: `Bearer ${token}` } })).rejects.toThrow(TypeError);
  });

  it('works as middleware: gateway paths are answered, everything else goes to next', async () => {
    const middleware = createMockGatewayMiddleware({ base: '/gateway', cors: false });
    const server = createServer((request, response) =>
      middleware(request, response, () => {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.end('the portal');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${origin}/login`)).text()).toBe('the portal');
      const form = await fetch(`${origin}/gateway/sso/sp-salesforce`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: 'not-a-token' }).toString(),
      });
      expect(form.headers.get('content-type')).toContain('text/html');
      expect(await form.text()).toContain('<h1>Member services</h1>');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('passes the contract verifier for every operation that does not write', async () => {
    const reads = listOperations().filter((operation) => !isWrite(operation)).map((operation) => operation.operationId);
    // The Riveras have no Medicare plan, so GET /medicare-materials rightly answers them 403: the Medicare
    // member covers the Medicare operations.
    const medicareOperations = ['getMedicareMaterials', 'getMedicareMaterialsEligibility'];
    const family = await verifyGateway({
      baseUrl: gateway.baseUrl,
      credentials: { username: 'rivera', password: DEMO_PASSWORD, domainId: 1 },
      only: reads.filter((id) => !medicareOperations.includes(id)),
    });
    const medicare = await verifyGateway({
      baseUrl: gateway.baseUrl,
      credentials: { username: 'medicare', password: DEMO_PASSWORD, domainId: 1 },
      only: medicareOperations,
    });
    const results = [...family, ...medicare];
    expect(results.filter((result) => result.problems.length > 0), formatResults(results)).toEqual([]);
    expect(new Set(results.map((result) => result.operationId))).toEqual(new Set(reads));
    // Both answers of GET /idCard/view are checked: the JSON card and the PDF document.
    expect(results.filter((result) => result.operationId === 'getIdCard' && result.check === 'contract').map((result) => result.accept)).toEqual(['application/json', 'application/pdf']);
    // It refuses every token it did not issue (or that expired), and rejects bad input with 400.
    expect(results.filter((result) => result.check === 'auth').length).toBeGreaterThan(100);
    expect(results.filter((result) => result.check === 'negative').length).toBeGreaterThan(30);
  }, 60_000);
});
