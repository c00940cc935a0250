// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

import * as AnswerCheck from './answer-check';
import { findContractOperation } from './answer-check';
import { ApiError, MALFORMED_RESPONSE_STATUS, NETWORK_ERROR_STATUS } from './api-error';
import { resetContractViolationReports } from './contract-violations';
import { buildQueryString, configureGatewayClient, gatewayClient, type GatewayClientSettings } from './gateway-client';

/**
 * The one HTTP client as a transport: the address it calls, the headers and body it sends, how it reads an answer,
 * and which ApiError each failure becomes. The paths here (`/probe/...`) are no contract operation, so no answer
 * check runs; gateway-client.test.ts covers the check of answers against the contract.
 */

interface SentRequest {
  readonly address: string;
  readonly method: string | undefined;
  readonly headers: Record<string, string>;
  readonly body: BodyInit | null | undefined;
  readonly signal: AbortSignal | null | undefined;
}

let sent: SentRequest[];
let answer: () => Promise<Response>;
let token: string | null;

function respond(body: BodyInit | null, init: { status?: number; contentType?: string } = {}): () => Promise<Response> {
  const headers = init.contentType === undefined ? undefined : { 'Content-Type': init.contentType };
  return () => Promise.resolve(new Response(body, { status: init.status ?? 200, headers }));
}

function configure(overrides: Partial<GatewayClientSettings> = {}): void {
  configureGatewayClient({
    baseUrl: 'https://gateway.example.com/api',
    getToken: () => token,
    fetch: (input, init) => {
      sent.push({
        address: String(input),
        method: init?.method,
        headers: { ...(init?.headers as Record<string, string>) },
        body: init?.body,
        signal: init?.signal,
      });
      return answer();
    },
    ...overrides,
  });
}

beforeEach(() => {
  sent = [];
  token = 'session-token';
  answer = respond('{}', { contentType: 'application/json' });
  resetContractViolationReports();
  configure();
});

/** The ApiError a call fails with (any other outcome fails the test). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const outcome: unknown = await call.then(
    (value: unknown) => ({ resolved: value }),
    (caught: unknown) => caught,
  );
  if (!(outcome instanceof ApiError)) throw new Error(`Expected an ApiError, got ${JSON.stringify(outcome)}`);
  return outcome;
}

function lastRequest(): SentRequest {
  const request = sent.at(-1);
  if (!request) throw new Error('No request was sent');
  return request;
}

it('probes paths that are no contract operation, so no answer check takes part', () => {
  for (const method of ['GET', 'POST', 'PUT', 'PATCH']) expect(findContractOperation(method, '/probe/account')).toBeUndefined();
  expect(findContractOperation('GET', '/account/status')?.operationId).toBe('getAccountStatus');
});

describe('the bearer token', () => {
  it('goes with every call while a token is held, read at the time of the call', async () => {
    await gatewayClient({ url: '/probe/account', method: 'GET' });
    expect(lastRequest().headers.Authorization).toBe('Bearer session-token');

    token = 'temporary-token';
    await gatewayClient({ url: '/probe/groups', method: 'GET' });
    expect(lastRequest().headers.Authorization).toBe('Bearer temporary-token');
  });

  it('is left out when signed out (no token, or an empty one)', async () => {
    token = null;
    await gatewayClient({ url: '/probe/contact', method: 'GET' });
    expect(lastRequest().headers).not.toHaveProperty('Authorization');

    token = '';
    await gatewayClient({ url: '/probe/contact', method: 'GET' });
    expect(lastRequest().headers).not.toHaveProperty('Authorization');
  });

  it("never replaces a call's own Authorization header, whatever its case", async () => {
    await gatewayClient({ url: '/probe/new-id', method: 'POST', headers: { Authorization: 'Bearer new-id-token' } });
    expect(lastRequest().headers.Authorization).toBe('Bearer new-id-token');

    await gatewayClient({ url: '/probe/new-id', method: 'POST' }, { headers: { authorization: 'Bearer from-caller' } });
    expect(lastRequest().headers).toEqual(expect.objectContaining({ authorization: 'Bearer from-caller' }));
    expect(lastRequest().headers).not.toHaveProperty('Authorization');
  });
});

describe('the address: gatewayBaseUrl joined with the path', () => {
  it.each([
    ['an absolute base', 'https://gateway.example.com/api', '/probe/account', 'https://gateway.example.com/api/probe/account'],
    ['an absolute base with a trailing slash', 'https://gateway.example.com/api/', '/probe/account', 'https://gateway.example.com/api/probe/account'],
    ['a base with several trailing slashes', 'https://gateway.example.com/api//', '/probe/account', 'https://gateway.example.com/api/probe/account'],
    ['a relative base', '/api', '/probe/account', '/api/probe/account'],
    ['a relative base with a trailing slash', '/api/', '/probe/account', '/api/probe/account'],
    ['a path without its leading slash', '/api', 'probe/account/status', '/api/probe/account/status'],
    ['a base at the root of a host', 'https://gateway.example.com', '/probe/token', 'https://gateway.example.com/probe/token'],
  ])('%s', async (_case, baseUrl, url, address) => {
    configure({ baseUrl });
    await gatewayClient({ url, method: 'GET' });
    expect(lastRequest().address).toBe(address);
  });

  it('adds the query string: values encoded, a list repeated, absent values left out', async () => {
    await gatewayClient({
      url: '/probe/referrals',
      method: 'GET',
      params: { page: 0, size: 10, memberKey: undefined, statusCode: null, providerId: 'P 10/01&x', ids: ['a', 'b'] },
    });
    expect(lastRequest().address).toBe(
      'https://gateway.example.com/api/probe/referrals?page=0&size=10&providerId=P+10%2F01%26x&ids=a&ids=b',
    );
    expect(buildQueryString({ memberKey: undefined })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });

  it('uses the address configured for a path (the feeds read at their own addresses), with its query string', async () => {
    configure({ resolveAddress: (path) => (path === '/probe/feed' ? 'https://accreditation.example.com/feed.json' : undefined) });
    await gatewayClient({ url: '/probe/feed', method: 'GET', params: { brand: 5 } });
    expect(lastRequest().address).toBe('https://accreditation.example.com/feed.json?brand=5');
    await gatewayClient({ url: '/probe/chat', method: 'GET' });
    expect(lastRequest().address).toBe('https://gateway.example.com/api/probe/chat');
  });
});

describe('the request', () => {
  it('asks for JSON unless the call asks for another media type', async () => {
    await gatewayClient({ url: '/probe/card', method: 'get' });
    expect(lastRequest()).toMatchObject({ method: 'GET', headers: { Accept: 'application/json' } });
    await gatewayClient({ url: '/probe/card', method: 'GET' }, { headers: { Accept: 'application/pdf' } });
    expect(lastRequest().headers.Accept).toBe('application/pdf');
  });

  it('sends an object as JSON with its content type, and text as it is', async () => {
    await gatewayClient({ url: '/probe/select', method: 'POST', data: { providerId: 'P-1', members: [{ memberKey: 'M1' }] } });
    expect(lastRequest().body).toBe('{"providerId":"P-1","members":[{"memberKey":"M1"}]}');
    expect(lastRequest().headers['Content-Type']).toBe('application/json');

    await gatewayClient({ url: '/probe/note', method: 'PUT', data: 'plain words', headers: { 'Content-Type': 'text/plain' } });
    expect(lastRequest().body).toBe('plain words');
    expect(lastRequest().headers['Content-Type']).toBe('text/plain');

    await gatewayClient({ url: '/probe/read', method: 'GET' });
    expect(lastRequest().body).toBeUndefined();
    expect(lastRequest().headers).not.toHaveProperty('Content-Type');
  });

  it('keeps a content type the call set itself', async () => {
    await gatewayClient({ url: '/probe/merge', method: 'PATCH', data: { a: 1 }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(lastRequest().headers).toEqual(expect.objectContaining({ 'content-type': 'application/merge-patch+json' }));
    expect(lastRequest().headers).not.toHaveProperty('Content-Type');
  });

  it("passes the caller's abort signal to the transport", async () => {
    const controller = new AbortController();
    await gatewayClient({ url: '/probe/account', method: 'GET', signal: controller.signal });
    expect(lastRequest().signal).toBe(controller.signal);
  });
});

describe('the answer, read by its content type', () => {
  it('JSON is parsed', async () => {
    answer = respond('{"status":"ACT","count":2}', { contentType: 'application/json; charset=utf-8' });
    await expect(gatewayClient({ url: '/probe/json', method: 'GET' })).resolves.toEqual({ status: 'ACT', count: 2 });
    answer = respond('[1,2]', { contentType: 'application/problem+json' });
    await expect(gatewayClient({ url: '/probe/json', method: 'GET' })).resolves.toEqual([1, 2]);
  });

  it('text stays text, also when no content type is given', async () => {
    answer = respond('INI', { contentType: 'text/plain' });
    await expect(gatewayClient({ url: '/probe/status', method: 'GET' })).resolves.toBe('INI');
    answer = respond('https://documents.example.com/ooc.pdf');
    await expect(gatewayClient({ url: '/probe/ooc', method: 'GET' })).resolves.toBe('https://documents.example.com/ooc.pdf');
  });

  it('a document is a Blob of its media type', async () => {
    answer = respond('%PDF-1.4\n', { contentType: 'application/pdf' });
    const body = await gatewayClient<Blob>({ url: '/probe/pdf', method: 'GET' });
    expect(body).toBeInstanceOf(Blob);
    expect(body.type).toBe('application/pdf');
    await expect(body.text()).resolves.toBe('%PDF-1.4\n');
  });

  it('no content (204) and an empty JSON body are undefined', async () => {
    answer = respond(null, { status: 204 });
    await expect(gatewayClient({ url: '/probe/register', method: 'PUT' })).resolves.toBeUndefined();
    answer = respond('  ', { contentType: 'application/json' });
    await expect(gatewayClient({ url: '/probe/empty', method: 'GET' })).resolves.toBeUndefined();
  });
});

describe('every failure is one ApiError', () => {
  it('http: an error status, with its body as parsed', async () => {
    answer = respond('{"message":"Subscriber not found"}', { status: 404, contentType: 'application/json' });
    const error = await failure(gatewayClient({ url: '/probe/new-id', method: 'POST', data: {} }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      body: { message: 'Subscriber not found' },
      method: 'POST',
      path: '/probe/new-id',
      message: 'POST /probe/new-id failed with status 404',
    });
    expect(error.operationId).toBeUndefined();

    answer = respond('<html>Bad gateway</html>', { status: 502, contentType: 'text/html' });
    expect(await failure(gatewayClient({ url: '/probe/account', method: 'GET' }))).toMatchObject({
      kind: 'http',
      status: 502,
      body: '<html>Bad gateway</html>',
    });
  });

  it('http: an error status whose body does not parse keeps its status, without a body', async () => {
    answer = respond('{"message": "Unavail', { status: 503, contentType: 'application/json' });
    const error = await failure(gatewayClient({ url: '/probe/account', method: 'GET', params: { a: 1 } }));
    expect(error).toMatchObject({ kind: 'http', status: 503, body: undefined, path: '/probe/account' });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('malformed: a 2xx answer whose body does not parse as its content type (502, at $)', async () => {
    answer = respond('{"status": "AC', { contentType: 'application/json' });
    const error = await failure(gatewayClient({ url: '/probe/account', method: 'GET' }));
    expect(error).toMatchObject({ kind: 'malformed', status: MALFORMED_RESPONSE_STATUS, body: undefined, jsonPath: '$' });
    expect(error.message).toBe('GET /probe/account failed with malformed');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('network: no answer at all (offline, refused, a time-out in the transport) is status 1 with the cause', async () => {
    const offline = new TypeError('Failed to fetch');
    answer = () => Promise.reject(offline);
    const error = await failure(gatewayClient({ url: '/probe/account', method: 'GET' }));
    expect(error).toMatchObject({ kind: 'network', status: NETWORK_ERROR_STATUS, body: undefined, method: 'GET', path: '/probe/account' });
    expect(error.cause).toBe(offline);

    const timedOut = new DOMException('The operation timed out.', 'TimeoutError');
    answer = () => Promise.reject(timedOut);
    expect(await failure(gatewayClient({ url: '/probe/account', method: 'GET' }))).toMatchObject({
      kind: 'network',
      status: NETWORK_ERROR_STATUS,
      cause: timedOut,
    });
  });

  it('network: an answer that cannot be checked because its validators do not load', async () => {
    const unreachable = new TypeError('Failed to fetch dynamically imported module');
    vi.spyOn(AnswerCheck, 'checkAnswer').mockRejectedValueOnce(unreachable);
    answer = respond('ACT', { contentType: 'text/plain' });
    const error = await failure(gatewayClient({ url: '/account/status', method: 'GET' }));
    expect(error).toMatchObject({ kind: 'network', status: NETWORK_ERROR_STATUS, operationId: 'getAccountStatus', cause: unreachable });
  });

  it('a call its caller cancelled is not a failure of the gateway: the abort goes back as it is', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    answer = () => {
      controller.abort(abort);
      return Promise.reject(abort);
    };
    const outcome = await gatewayClient({ url: '/probe/account', method: 'GET', signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(outcome).toBe(abort);
    expect(outcome).not.toBeInstanceOf(ApiError);
  });
});

it('refuses to call before it is configured', async () => {
  vi.resetModules();
  const fresh = await import('./gateway-client');
  await expect(fresh.gatewayClient({ url: '/probe/account', method: 'GET' })).rejects.toThrow(
    'The gateway client is used before configureGatewayClient() was called.',
  );
});
