// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { MOCK_GATEWAY_BASE_URL, setupMockGateway } from './node';
import { expireSession, failOperation, malformedBody, networkError, resetScenarios, slowResponse } from './scenarios';
import { gatewayCaller } from './test-helpers';

/** The scenario verbs make the mock gateway misbehave exactly as they say, and resetScenarios undoes them. */

setupMockGateway();
const gateway = gatewayCaller(MOCK_GATEWAY_BASE_URL);

async function signedIn() {
  return gateway.signIn('rivera');
}

describe('scenario verbs', () => {
  it('failOperation answers the status with the documented error body, by id, method and path, or path', async () => {
    const token = await signedIn();
    failOperation('getAccount', 503);
    expect(await gateway.call('GET', '/account', { token })).toMatchObject({
      status: 503,
      contentType: 'application/json',
      body: { status: 503, type: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.', path: '/api/account' },
    });
    expect((await gateway.call('GET', '/groups', { token })).status).toBe(200);

    failOperation('GET /eobs/EOB-2026-77120', 404, { status: 404, type: 'NOT_FOUND', message: 'Gone' });
    expect(await gateway.call('GET', '/eobs/EOB-2026-77120', { token })).toMatchObject({ status: 404, body: { message: 'Gone' } });

    failOperation('/account/preferences', 500);
    expect((await gateway.call('GET', '/account/preferences', { token })).status).toBe(500);
    expect((await gateway.call('PUT', '/account/preferences', { token, json: { emailBreakingNews: 'Y' } })).status).toBe(500);
  });

  it('failOperation on POST /token and POST /new-id uses their own error bodies', async () => {
    const token = await signedIn();
    failOperation('createToken', 401);
    expect((await gateway.call('POST', '/token', { json: { username: 'rivera', password: 'x', domainId: 1 } })).body).toEqual({
      type: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
    failOperation('createNewIdToken', 404);
    expect((await gateway.call('POST', '/new-id', { token, json: { subscriberId: '900123456', domainId: 1 } })).body).toEqual({
      message: 'We could not find a member with that subscriber ID.',
    });
  });

  it('limits a scenario to a number of calls with times', async () => {
    const token = await signedIn();
    failOperation('getAccount', 502, undefined, { times: 2 });
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await gateway.call('GET', '/account', { token })).status);
    expect(statuses).toEqual([502, 502, 200]);
  });

  it('networkError drops the request without an answer', async () => {
    const token = await signedIn();
    networkError('getGroups');
    await expect(gateway.call('GET', '/groups', { token })).rejects.toThrow(TypeError);
  });

  it('malformedBody answers 200 application/json with a body that does not parse', async () => {
    const token = await signedIn();
    malformedBody('getAccount');
    const response = await fetch(`${MOCK_GATEWAY_BASE_URL}/account`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('slowResponse answers after the delay', async () => {
    const token = await signedIn();
    slowResponse('getPrograms', 250);
    const started = performance.now();
    const answer = await gateway.call('GET', '/programs', { token });
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('slowResponse and a failure combine: late, then failing', async () => {
    const token = await signedIn();
    slowResponse('getAccount', 150);
    failOperation('getAccount', 504);
    const started = performance.now();
    expect((await gateway.call('GET', '/account', { token })).status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('expireSession answers 401 to every call with a token, while login still works', async () => {
    const token = await signedIn();
    expireSession();
    expect(await gateway.call('GET', '/account', { token })).toMatchObject({ status: 401, body: { type: 'UNAUTHORIZED' } });
    expect((await gateway.call('GET', '/account/preferences', { token })).status).toBe(401);
    expect((await gateway.call('GET', '/ncqa')).status).toBe(200);
    const fresh = await signedIn();
    expect((await gateway.call('GET', '/account', { token: fresh })).status).toBe(401);
  });

  it('resetScenarios returns every operation to normal', async () => {
    const token = await signedIn();
    failOperation('getAccount', 500);
    networkError('getGroups');
    expireSession();
    resetScenarios();
    expect((await gateway.call('GET', '/account', { token })).status).toBe(200);
    expect((await gateway.call('GET', '/groups', { token })).status).toBe(200);
  });

  it('refuses unknown operations and impossible values', () => {
    expect(() => failOperation('getAcount', 500)).toThrow(/names no gateway operation/);
    expect(() => failOperation('getAccount', 42)).toThrow(/Not an HTTP status/);
    expect(() => slowResponse('getAccount', -5)).toThrow(/Not a delay/);
    expect(() => networkError('getAccount', { times: 0 })).toThrow(/times/);
  });
});

describe('scenarios are reset between tests by setupMockGateway', () => {
  it('sets a failure', () => {
    failOperation('getAccount', 500);
  });

  it('finds it gone in the next test', async () => {
    expect((await gateway.call('GET', '/account', { token: await signedIn() })).status).toBe(200);
  });
});
