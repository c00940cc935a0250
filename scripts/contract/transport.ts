import createClient, { type Client } from 'openapi-fetch';

import type { paths } from '../../generated/openapi';

/**
 * How the verifier calls a gateway: through openapi-fetch, typed by the contract's generated types
 * (generated/openapi.d.ts). openapi-fetch builds the address from the path template and the parameters and sends
 * the body; the verifier reads the raw answer itself (status, Content-Type, bytes), because judging a gateway
 * means looking at exactly what it sent, a truncated JSON body or a PDF that is not one included.
 */

export type GatewayPaths = paths;
/** The typed client and the fetch it sends with. */
export interface GatewayClient {
  readonly client: Client<paths>;
  readonly fetch: typeof fetch;
}

/** One call: an operation's path template with its parameters, or an absolute address for one served elsewhere. */
export interface GatewayCall {
  readonly method: string;
  /** The path template under the base (`/eobs/{eobId}`), or a path with its query already in it (a --requests url). */
  readonly path: string;
  readonly pathParams: Readonly<Record<string, string | number>>;
  /** Query parameters; null or undefined leaves one out. */
  readonly query: Readonly<Record<string, string | number | boolean | null | undefined>>;
  readonly headers: Readonly<Record<string, string>>;
  /** The body as sent (already encoded for its Content-Type). */
  readonly body?: string;
  /** An absolute address that replaces base and path (operations served at configured addresses). */
  readonly address?: string;
}

export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Uint8Array;
}

export function createGatewayClient(baseUrl: string, fetchImpl: typeof fetch = fetch): GatewayClient {
  return { client: createClient<paths>({ baseUrl: baseUrl.replace(/\/+$/, ''), fetch: fetchImpl }), fetch: fetchImpl };
}

type UntypedRequest = (method: string, url: string, init: Record<string, unknown>) => Promise<{ response: Response }>;

/**
 * Sends one call and reads the whole answer. The operations come from the contract at run time, so the path is
 * only known to be one of `paths` by construction (listOperations reads the same document the types were
 * generated from; contract.test.ts keeps them in step).
 */
export async function sendCall(gateway: GatewayClient, call: GatewayCall, timeoutMs: number): Promise<RawAnswer> {
  // The answer is read in full as it arrives, before openapi-fetch parses anything: judging a gateway means
  // looking at exactly what it sent.
  let captured: RawAnswer | undefined;
  const capturing = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await gateway.fetch(input, init);
    const bytes = new Uint8Array(await response.arrayBuffer());
    captured = { status: response.status, headers: response.headers, bytes };
    const empty = response.status === 204 || response.status === 205 || response.status === 304;
    return new Response(empty ? null : bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  const request = gateway.client.request as unknown as UntypedRequest;
  const absolute = call.address !== undefined;
  await request(call.method.toLowerCase(), absolute ? '' : call.path, {
    ...(absolute ? { baseUrl: call.address } : {}),
    params: absolute ? {} : { path: call.pathParams, query: call.query },
    headers: call.headers,
    body: call.body,
    bodySerializer: (body: unknown) => body,
    parseAs: 'arrayBuffer',
    fetch: capturing,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!captured) throw new Error('no answer');
  return captured;
}

/** Signs in through POST /token (typed end to end). */
export async function createToken(
  gateway: GatewayClient,
  credentials: paths['/token']['post']['requestBody']['content']['application/json'],
  timeoutMs: number,
): Promise<{ status: number; token?: string }> {
  const { data, response } = await gateway.client.POST('/token', { body: credentials, signal: AbortSignal.timeout(timeoutMs) });
  return { status: response.status, token: data?.token };
}
