import { getResponse, type RequestHandler } from 'msw';

import type { DomainId, TokenResponse } from '../generated/model';

import { DEMO_PASSWORD, findPersona } from './personas';
import type { TokenInput } from './tokens';

/**
 * Helpers for tests that talk to the mock gateway over fetch (through the Node test server of mocks/node.ts or
 * the standalone HTTP server): call an operation and read its answer by content type, and sign in as a persona.
 */

export interface GatewayAnswer {
  readonly status: number;
  /** The media type without parameters, e.g. application/json. */
  readonly contentType: string;
  /** Parsed JSON for JSON answers, text otherwise (PDF documents too, as latin-1 text). */
  readonly body: unknown;
}

export interface CallOptions {
  readonly token?: string | null;
  readonly json?: unknown;
  readonly form?: Record<string, string>;
  readonly accept?: string;
  readonly headers?: Record<string, string>;
}

export interface GatewayCaller {
  readonly baseUrl: string;
  call(method: string, path: string, options?: CallOptions): Promise<GatewayAnswer>;
  /** POST /token as a persona (the demo password and the persona's brand unless given); the token. */
  signIn(username: string, options?: { password?: string; domainId?: DomainId }): Promise<string>;
}

/**
 * A client of the mock gateway at `baseUrl`. `fetchImpl` defaults to the global fetch (answered by the Node test
 * server of setupMockGateway(), or by the standalone server); handlersFetch() skips the network layer altogether.
 */
export function gatewayCaller(baseUrl: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): GatewayCaller {
  const base = baseUrl.replace(/\/+$/, '');
  async function call(method: string, path: string, options: CallOptions = {}): Promise<GatewayAnswer> {
    const headers: Record<string, string> = { Accept: options.accept ?? 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetchImpl(`${base}${path}`, { method, headers, body });
    const contentType = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (contentType === 'application/pdf') {
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, contentType, body: String.fromCharCode(...bytes) };
    }
    const text = await response.text();
    return { status: response.status, contentType, body: contentType.includes('json') && text !== '' ? (JSON.parse(text) as unknown) : text };
  }
  async function signIn(username: string, options: { password?: string; domainId?: DomainId } = {}): Promise<string> {
    const persona = findPersona(username);
    const answer = await call('POST', '/token', {
      json: { username, password: options.password ?? DEMO_PASSWORD, domainId: options.domainId ?? persona?.domainId ?? 1 },
    });
    if (answer.status !== 200) throw new Error(`POST /token as ${username} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return (answer.body as TokenResponse).token;
  }
  return { baseUrl: base, call, signIn };
}

/** The claims of a member persona's login token, for tests that need a token without calling POST /token. */
export function personaTokenClaims(username: string, extra: Partial<TokenInput> = {}): TokenInput {
  const persona = findPersona(username);
  if (!persona || persona.kind !== 'member') throw new Error(`${username} is not a member persona`);
  return { sub: persona.username, memberKey: persona.memberKey, role: persona.role, issuedByNewId: false, domainId: persona.domainId, ...extra };
}

/** The claims of a token, read the way the portal reads them. */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * A fetch that hands each request straight to MSW handlers (msw's getResponse), without intercepting the
 * network: fast, for tests that make thousands of calls. A request no handler answers fails the call.
 */
export function handlersFetch(handlers: RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`No handler answers ${request.method} ${request.url}`);
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}
