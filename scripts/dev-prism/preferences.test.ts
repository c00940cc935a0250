// @vitest-environment node
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { listOperations, matchOperation } from '../contract/contract';

import { accepts, createGatewayProxy, parseViolations, underBase, type ViolationReport } from './gateway-proxy';
import { panelChoices, renderPanel } from './panel';
import {
  applyQueryValues,
  formatPrefer,
  parsePrefer,
  preferencesCookie,
  preferFor,
  readPreferences,
  tokenOperations,
  withoutPreferencesCookie,
} from './preferences';
import { prismRuntimeConfig } from './start';
import { ViolationLog } from './violation-log';

const operations = listOperations();
const byId = (id: string) => operations.find((operation) => operation.operationId === id)!;
const tokens = tokenOperations(operations);

describe('Prism preferences (the Prefer header of dev:prism)', () => {
  it('reads and checks a Prefer value against the contract', () => {
    expect(parsePrefer(byId('createToken'), 'code=401, example=locked')).toEqual({ preference: { code: '401', example: 'locked' } });
    expect(parsePrefer(byId('getAccount'), 'dynamic=true')).toEqual({ preference: { dynamic: true } });
    expect(parsePrefer(byId('getAccount'), 'code=404').error).toBe('getAccount documents the statuses 200, 401, not 404');
    expect(parsePrefer(byId('createToken'), 'code=401,example=nobody').error).toBe('the 401 answer of createToken has the examples attemptsRemaining, locked, unknown, not "nobody"');
    expect(parsePrefer(byId('getAccount'), 'delay=5').error).toBe('"delay" is not code, example or dynamic');
    expect(formatPrefer({ code: '401', example: 'locked', dynamic: false })).toBe('code=401, example=locked, dynamic=false');
  });

  it('keeps a browser\'s choices in an HttpOnly cookie, and leaves it out of what the gateway is sent', () => {
    const cookie = preferencesCookie({ getAccount: { code: '401' } });
    expect(cookie).toMatch(/^prism-prefer=[^;]+; Path=\/; HttpOnly; SameSite=Strict$/);
    const header = `session=abc; ${cookie.split(';')[0]}`;
    expect(readPreferences(header)).toEqual({ getAccount: { code: '401' } });
    expect(withoutPreferencesCookie(header)).toBe('session=abc');
    expect(preferencesCookie({})).toMatch(/^prism-prefer=; .*Max-Age=0$/);
    expect(readPreferences('prism-prefer=not-json')).toEqual({});
  });

  it('applies ?prism= values: set one operation, back to the default, clear all, and names what is wrong', () => {
    const set = applyQueryValues(operations, {}, ['getAccount:code=401', 'createToken:code=401,example=locked']);
    expect(set).toEqual({ preferences: { getAccount: { code: '401' }, createToken: { code: '401', example: 'locked' } }, errors: [] });
    expect(applyQueryValues(operations, set.preferences, ['getAccount:']).preferences).toEqual({ createToken: { code: '401', example: 'locked' } });
    expect(applyQueryValues(operations, set.preferences, ['clear']).preferences).toEqual({});
    expect(applyQueryValues(operations, {}, ['getAcount:code=401']).errors).toEqual(['prism=getAcount:code=401: the contract has no operation "getAcount"']);
  });

  it('sends the token operations with their examples in dynamic mode, so the sign-in gives a JWT the portal accepts', () => {
    expect([...tokens].sort()).toEqual(['createNewIdToken', 'createToken', 'selectGroup', 'validateRegistrationUserDetails']);
    const dynamic = { dynamic: true, tokenOperations: tokens };
    expect(preferFor(byId('createToken'), {}, dynamic)).toBe('dynamic=false');
    expect(preferFor(byId('createToken'), { createToken: { code: '401', example: 'locked' } }, dynamic)).toBe('code=401, example=locked, dynamic=false');
    expect(preferFor(byId('createToken'), { createToken: { dynamic: true } }, dynamic)).toBe('dynamic=true');
    expect(preferFor(byId('getAccount'), {}, dynamic)).toBeUndefined();
    expect(preferFor(byId('createToken'), {}, { dynamic: false, tokenOperations: tokens })).toBeUndefined();
  });

  it('offers each documented status and named example in the panel, with a label per operation', () => {
    expect(panelChoices(byId('createToken'), false).map((choice) => choice.value)).toEqual([
      '',
      'dynamic=true',
      'code=400',
      'code=401',
      'code=401, example=attemptsRemaining',
      'code=401, example=locked',
      'code=401, example=unknown',
    ]);
    const html = renderPanel({ operations, preferences: { getAccount: { code: '401' } }, dynamic: false, prismUrl: 'http://127.0.0.1:4010' });
    expect(html).toContain('<label for="op-getAccount"><code>GET /account</code>');
    expect(html).toContain('<option value="code=401" selected>status 401</option>');
    expect(html).toContain('<li><code>getAccount</code>: <code>Prefer: code=401</code></li>');
    expect(html.match(/<select /g)).toHaveLength(operations.length);
  });

  it('serves the portal on Prism with the mock gateway off and the configured addresses under the gateway base', () => {
    expect(prismRuntimeConfig({ mode: 'mock', domainId: 5 })).toMatchObject({
      gatewayBaseUrl: '/api',
      mockGateway: false,
      domainId: 5,
      environment: 'prism',
      accreditationFeedUrl: '/api/ncqa',
      chatConfigUrl: '/api/chat',
      handbooksPath: '/handbooks',
    });
  });
});

describe('the gateway proxy of the dev server', () => {
  const servers: Array<{ close: () => void }> = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function listen(handler: (request: IncomingMessage, body: string) => { status: number; headers?: Record<string, string>; body: string }) {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const answer = handler(request, body);
        response.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
        response.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('forwards calls under the base with the browser\'s Prefer, reports violations per operation, and passes everything else on', async () => {
    const seen: Array<{ url: string; prefer?: string; cookie?: string; body: string }> = [];
    const prism = await listen((request, body) => {
      seen.push({ url: request.url ?? '', prefer: request.headers.prefer as string | undefined, cookie: request.headers.cookie, body });
      const violations = request.url?.startsWith('/account') ? JSON.stringify([{ location: ['response', 'body', 'members', '0'], severity: 'Error', message: "must have required property 'memberKey'" }]) : undefined;
      const headers: Record<string, string> = violations ? { 'sl-violations': violations } : {};
      return { status: 200, headers, body: '{}' };
    });
    const reports: ViolationReport[] = [];
    const middleware = createGatewayProxy({ base: '/api', target: prism, operations, dynamic: true, tokenOperations: tokens, preferences: true, onAnswer: (report) => reports.push(report) });
    const front = createServer((request, response) => middleware(request, response, () => {
      response.writeHead(204);
      response.end();
    }));
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    servers.push(front);
    const origin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    const cookie = `other=1; ${preferencesCookie({ getAccount: { code: '401' } }).split(';')[0]}`;
    await fetch(`${origin}/api/account?x=1`, { headers: { cookie } });
    await fetch(`${origin}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username":"a"}' });
    expect((await fetch(`${origin}/home`)).status).toBe(204);
    expect(seen).toEqual([
      { url: '/account?x=1', prefer: 'code=401', cookie: 'other=1', body: '' },
      { url: '/token', prefer: 'dynamic=false', cookie: undefined, body: '{"username":"a"}' },
    ]);
    expect(reports.map((report) => [report.operationId, report.violations.length])).toEqual([
      ['getAccount', 1],
      ['createToken', 0],
    ]);
    expect(reports[0]!.violations[0]).toEqual({ location: 'response.body.members.0', severity: 'Error', message: "must have required property 'memberKey'" });
  });

  it('adds the media types of a text operation to a call that asked only for JSON, and says so', async () => {
    const seen: string[] = [];
    const prism = await listen((request) => {
      seen.push(String(request.headers.accept));
      return { status: 200, body: '{}' };
    });
    const widened: string[] = [];
    const middleware = createGatewayProxy({ base: '/api', target: prism, operations, dynamic: false, tokenOperations: tokens, preferences: true, onAcceptWidened: (operation, accept) => widened.push(`${operation.operationId} ${accept}`) });
    const front = createServer((request, response) => middleware(request, response, () => response.end()));
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    servers.push(front);
    const origin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    await fetch(`${origin}/api/account/status`, { headers: { accept: 'application/json' } });
    await fetch(`${origin}/api/account`, { headers: { accept: 'application/json' } });
    await fetch(`${origin}/api/idCard/view`, { headers: { accept: 'application/pdf' } });
    expect(seen).toEqual(['application/json, text/plain', 'application/json', 'application/pdf']);
    expect(widened).toEqual(['getAccountStatus application/json']);
    expect(accepts('*/*', ['text/plain'])).toBe(true);
    expect(accepts('text/*', ['text/plain'])).toBe(true);
    expect(accepts('application/json', ['text/plain'])).toBe(false);
  });

  it('knows what is under the base and reads Prism\'s violation header, even cut short', () => {
    expect(underBase('/api', '/api/account?x=1')).toBe('/account?x=1');
    expect(underBase('/api', '/apiary')).toBeUndefined();
    expect(underBase('/api', '/api?x')).toBe('/?x');
    expect(parseViolations('Too many violations! [{"location":["response"],"severity":"Error","message":"a"}')).toEqual([
      { location: 'response', severity: 'Error', message: 'too many violations to list (Prism cut the list short)' },
    ]);
    expect(matchOperation(operations, 'GET', '/eobs/v2')?.operationId).toBe('getEobs');
    expect(matchOperation(operations, 'GET', '/eobs/E-1')?.operationId).toBe('getEob');
  });

  it('summarises the violations of contract:proxy per operation', () => {
    const log = new ViolationLog();
    const violation = { location: 'response.body.members.0', severity: 'Error', message: "must have required property 'firstName'" };
    expect(log.record({ operationId: 'createToken', method: 'POST', path: '/token', status: 200, violations: [] })).toBeUndefined();
    expect(log.record({ operationId: 'getAccount', method: 'GET', path: '/account', status: 200, violations: [violation] })).toBe(
      "✖ getAccount  GET /account  answered 200: 1 violation\n  error: response.body.members.0 must have required property 'firstName'",
    );
    log.record({ operationId: 'getAccount', method: 'GET', path: '/account', status: 200, violations: [violation] });
    expect(log.failed).toBe(true);
    const callerOnly = new ViolationLog();
    callerOnly.record({ operationId: 'getMedicalBenefits', method: 'GET', path: '/benefits/medical', status: 400, violations: [{ location: 'request.query', severity: 'Error', message: "must have required property 'asofdate'" }] });
    expect(callerOnly.failed).toBe(false);
    expect(log.summary()).toBe(
      [
        '3 gateway calls of 2 operations; 1 operation broke it.',
        'getAccount: 2 of 2 calls with violations',
        "  2× error: response.body.members.0 must have required property 'firstName'",
        'Honoured the contract: createToken (1)',
      ].join('\n'),
    );
  });
});
