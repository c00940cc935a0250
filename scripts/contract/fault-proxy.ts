import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exampleOf, listOperations, matchOperation, successStatus, type ContractOperation } from './contract';

/**
 * A gateway with one fault: an HTTP proxy in front of a gateway that honours the contract (the portal's mock
 * gateway in the tests) which breaks the answers, or the handling of requests, of one operation in one way, the
 * way a real gateway can go wrong. `npm test` runs the contract verifier through it once per fault
 * (fault-proxy.test.ts): each fault must make the verifier fail, naming the operation.
 */

export interface ProxiedRequest {
  readonly method: string;
  /** The path under the base, with the query. */
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

export interface ProxiedAnswer {
  readonly status: number;
  /** Header names in lower case; no content-type means none is sent. */
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

export interface FaultContext {
  /** The Authorization header of the latest call the gateway answered with a 2xx (a token it accepts). */
  readonly acceptedAuthorization: string | undefined;
  readonly operation: ContractOperation;
}

export interface GatewayFault {
  /** What goes wrong, in a few words. */
  readonly name: string;
  /** The operation it affects. */
  readonly operationId: string;
  /** The problem the verifier must report in a failing row of that operation. */
  readonly expected: RegExp;
  /** Change the request before it reaches the gateway, or answer it without the gateway. */
  readonly request?: (request: ProxiedRequest, context: FaultContext) => ProxiedRequest | ProxiedAnswer;
  /** Change the gateway's answer. */
  readonly answer?: (answer: ProxiedAnswer, request: ProxiedRequest, context: FaultContext) => ProxiedAnswer | Promise<ProxiedAnswer>;
}

// ------------------------------------------------------------------ helpers for the faults

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const json = (value: unknown, status = 200, headers: Record<string, string> = {}): ProxiedAnswer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: Buffer.from(JSON.stringify(value)),
});

const errorAnswer = (status: number, message: string): ProxiedAnswer => json({ status, type: 'ERROR', message, timestamp: new Date().toISOString(), path: '' }, status);

/** The answer with its JSON body changed (only 2xx JSON answers; others pass unchanged). */
function editJson(change: (body: unknown) => unknown) {
  return (answer: ProxiedAnswer): ProxiedAnswer => {
    if (answer.status >= 300 || !(answer.headers['content-type'] ?? '').includes('json')) return answer;
    return { ...answer, body: Buffer.from(JSON.stringify(change(JSON.parse(answer.body.toString('utf8'))))) };
  };
}

/** The same object with one key renamed, keeping its place. */
function rename(value: Json, from: string, to: string): Json {
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key === from ? to : key, item]));
}

const query = (request: ProxiedRequest) => new URL(request.path, 'http://gateway.internal').searchParams;
const authorized = (request: ProxiedRequest, context: FaultContext) => request.headers.authorization !== undefined && request.headers.authorization === context.acceptedAuthorization;

function successExample(operation: ContractOperation): unknown {
  return exampleOf(operation.responses[successStatus(operation)]?.content?.['application/json']);
}

/**
 * Twenty-seven ways a gateway can break the contract, each on one operation the verifier calls in a default run.
 * A verifier that lets one of them pass with exit 0 misleads the backend team.
 */
export const GATEWAY_FAULTS: readonly GatewayFault[] = [
  {
    name: 'a renamed field',
    operationId: 'getAccount',
    expected: /has the undeclared property "groupname"/,
    answer: editJson((account) => rename(account as Json, 'groupName', 'groupname')),
  },
  {
    name: 'a renamed nested field',
    operationId: 'getAccount',
    expected: /\/members\/0 has the undeclared property "first_name"/,
    answer: editJson((account) => {
      const [first, ...rest] = (account as { members: Json[] }).members;
      return { ...(account as Json), members: [rename(first!, 'firstName', 'first_name'), ...rest] };
    }),
  },
  {
    name: 'a required field dropped',
    operationId: 'getGroups',
    expected: /must have required property 'groupId'/,
    answer: editJson((groups) => (groups as Json[]).map(({ groupId: _dropped, ...group }) => group)),
  },
  {
    name: 'a field of the wrong type',
    operationId: 'getBenefitLimits',
    expected: /\/0\/total must be number/,
    answer: editJson((limits) => (limits as Json[]).map((limit) => ({ ...limit, total: limit.total === null || limit.total === undefined ? '1500.00' : String(limit.total) }))),
  },
  {
    name: 'null where the contract allows none',
    operationId: 'getAccount',
    expected: /\/subscriberId must be string/,
    answer: editJson((account) => ({ ...(account as Json), subscriberId: null })),
  },
  {
    name: 'an enumeration value in another case',
    operationId: 'getGroupDetail',
    expected: /planStatus must be equal to one of the allowed values/,
    answer: editJson((details) =>
      (details as Json[]).map((detail) =>
        Object.fromEntries(
          Object.entries(detail).map(([key, value]) => [key, isRecord(value) && typeof value.planStatus === 'string' ? { ...value, planStatus: value.planStatus.toLowerCase() } : value]),
        ),
      ),
    ),
  },
  {
    name: 'a date in another format',
    operationId: 'getAccount',
    expected: /\/effectiveDate must match format "date"/,
    answer: editJson((account) => {
      const [year, month, day] = String((account as Json).effectiveDate).split('-');
      return { ...(account as Json), effectiveDate: `${month}/${day}/${year}` };
    }),
  },
  {
    name: 'the token field renamed',
    operationId: 'createToken',
    expected: /has the undeclared property "accessToken"|must have required property 'token'/,
    answer: editJson((token) => rename(token as Json, 'token', 'accessToken')),
  },
  {
    name: 'JSON sent as text/html',
    operationId: 'getAccount',
    expected: /asked for application\/json, got text\/html/,
    answer: (answer) => (answer.status < 300 ? { ...answer, headers: { ...answer.headers, 'content-type': 'text/html; charset=utf-8' } } : answer),
  },
  {
    name: 'truncated JSON',
    operationId: 'getPcpMembers',
    expected: /the body is not valid JSON/,
    answer: (answer) => (answer.status < 300 ? { ...answer, body: answer.body.subarray(0, Math.floor(answer.body.length / 2)) } : answer),
  },
  {
    name: 'an empty body',
    operationId: 'getPlanManagementDetails',
    expected: /the JSON body is empty/,
    answer: (answer) => (answer.status < 300 ? { ...answer, body: Buffer.alloc(0) } : answer),
  },
  {
    name: 'status 201 instead of 200',
    operationId: 'getEmployeeId',
    expected: /expected status 200, got 201/,
    answer: (answer) => (answer.status === 200 ? { ...answer, status: 201 } : answer),
  },
  {
    name: 'a server error (500)',
    operationId: 'getContentPrograms',
    expected: /expected status 200, got 500/,
    request: (request, context) => (authorized(request, context) ? errorAnswer(500, 'Internal error') : request),
  },
  {
    name: '401 to a valid token',
    operationId: 'getReferralsMetadata',
    expected: /got 401 although the call carried the run's token/,
    request: (request, context) => (authorized(request, context) ? errorAnswer(401, 'Session expired') : request),
  },
  {
    name: 'an HTML 502 page from a proxy',
    operationId: 'getFamilyEligibility',
    expected: /expected status 200, got 502/,
    request: () => ({
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: Buffer.from('<html><body><h1>502 Bad Gateway</h1></body></html>'),
    }),
  },
  {
    name: 'a text operation answering JSON',
    operationId: 'getAccountStatus',
    expected: /asked for text\/plain, got application\/json/,
    answer: (answer) => (answer.status === 200 ? json(answer.body.toString('utf8')) : answer),
  },
  {
    name: 'a PDF that is not a PDF',
    operationId: 'getIdCard',
    expected: /the PDF body does not start with %PDF-/,
    answer: (answer) => ((answer.headers['content-type'] ?? '').startsWith('application/pdf') ? { ...answer, body: Buffer.from('<html>Your ID card</html>') } : answer),
  },
  {
    name: 'a PDF operation answering JSON',
    operationId: 'getEobPdf',
    expected: /asked for application\/pdf, got application\/json/,
    answer: (answer) => ((answer.headers['content-type'] ?? '').startsWith('application/pdf') ? json({ url: 'https://documents.example/eob.pdf' }) : answer),
  },
  {
    name: 'a token that is not checked',
    operationId: 'hasEbill',
    expected: /the gateway ignores the token/,
    request: (request, context) =>
      context.acceptedAuthorization && !authorized(request, context) ? { ...request, headers: { ...request.headers, authorization: context.acceptedAuthorization } } : request,
  },
  {
    name: "404 for the member's own EOB",
    operationId: 'getEob',
    expected: /got 404 for eobId .* \(the member's own\)/,
    request: (request, context) => (authorized(request, context) ? errorAnswer(404, 'No such EOB') : request),
  },
  {
    name: '400 to a valid request',
    operationId: 'getMedicalBenefits',
    expected: /expected status 200, got 400 (for suffix \d+ from GET \/account \(the member's own\)|to a request built from valid data)/,
    request: (request, context) => (authorized(request, context) ? errorAnswer(400, 'Bad request') : request),
  },
  {
    name: '200 to a request missing a required parameter',
    operationId: 'getPcpProvider',
    expected: /accepted bad input: answered 200 to a request with missing providerId/,
    request: (request, context) => (query(request).has('providerId') ? request : json(successExample(context.operation))),
  },
  {
    name: '500 to bad input',
    operationId: 'getDentalBenefits',
    expected: /a server error for bad input: answered 500 to a request with (missing suffix|suffix of the wrong type)/,
    request: (request) => (/^\d+$/.test(query(request).get('suffix') ?? '') ? request : errorAnswer(500, 'NumberFormatException')),
  },
  {
    name: 'an answer slower than the time-out',
    operationId: 'getCareReminders',
    expected: /no answer within \d+(\.\d+)? s/,
    answer: async (answer) => {
      if (answer.status < 300) await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      return answer;
    },
  },
  {
    name: 'no Content-Type',
    operationId: 'getPcpEligibility',
    expected: /asked for application\/json, got no content type/,
    answer: (answer) => {
      const { 'content-type': _dropped, ...headers } = answer.headers;
      return answer.status === 200 ? { ...answer, headers } : answer;
    },
  },
  {
    name: 'an empty member list',
    operationId: 'getAccount',
    expected: /GET \/account lists no members/,
    answer: editJson((account) => ({ ...(account as Json), members: [] })),
  },
  {
    name: "no member of suffix 0 for the subscriber's token",
    operationId: 'getAccount',
    expected: /GET \/account lists no member of suffix 0/,
    answer: editJson((account) => ({
      ...(account as Json),
      members: ((account as Json).members as Json[]).map((member) => ({ ...member, memberSuffix: Number(member.memberSuffix) + 10 })),
    })),
  },
];

/** How long the slow fault holds its answer; the verifier's time-out in the fault test is shorter. */
export const SLOW_ANSWER_MS = 3_000;

// ------------------------------------------------------------------ the proxy

export interface FaultProxy {
  /** The proxy's base address (the upstream base's path on the proxy's origin). */
  readonly baseUrl: string;
  /** The fault in effect (none: every call goes through unchanged). */
  fault: GatewayFault | undefined;
  readonly stop: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, answer: ProxiedAnswer): void {
  response.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
  response.end(answer.body);
}

const isAnswer = (value: ProxiedRequest | ProxiedAnswer): value is ProxiedAnswer => 'status' in value;

/** Starts the proxy in front of `upstream` (a gateway base address such as http://127.0.0.1:4020/api). */
export async function startFaultProxy(upstream: string, options: { port?: number; host?: string } = {}): Promise<FaultProxy> {
  const upstreamUrl = new URL(upstream.replace(/\/+$/, ''));
  const base = upstreamUrl.pathname.replace(/\/+$/, '');
  const operations = listOperations();
  let acceptedAuthorization: string | undefined;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    const path = url.startsWith(`${base}/`) ? url.slice(base.length) : url;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && name !== 'host' && name !== 'connection' && name !== 'content-length') headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    let proxied: ProxiedRequest = { method: request.method ?? 'GET', path, headers, body: await readBody(request) };
    const operation = matchOperation(operations, proxied.method, path.split('?')[0] ?? '/');
    const fault = proxy.fault && operation?.operationId === proxy.fault.operationId ? proxy.fault : undefined;
    const context = (): FaultContext => ({ acceptedAuthorization, operation: operation! });
    if (fault?.request) {
      const changed = fault.request(proxied, context());
      if (isAnswer(changed)) return send(response, changed);
      proxied = changed;
    }
    const answered = await fetch(`${upstreamUrl.origin}${base}${proxied.path}`, {
      method: proxied.method,
      headers: proxied.headers,
      body: proxied.method === 'GET' || proxied.method === 'HEAD' || proxied.body.length === 0 ? undefined : new Uint8Array(proxied.body),
    });
    let answer: ProxiedAnswer = {
      status: answered.status,
      headers: Object.fromEntries([...answered.headers.entries()].filter(([name]) => name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection' && name !== 'keep-alive')),
      body: Buffer.from(await answered.arrayBuffer()),
    };
    if (answer.status >= 200 && answer.status < 300 && proxied.headers.authorization) acceptedAuthorization = proxied.headers.authorization;
    if (fault?.answer) answer = await fault.answer(answer, proxied, context());
    send(response, answer);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      send(response, errorAnswer(599, `The fault proxy failed: ${(error as Error).message}`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const proxy: FaultProxy = {
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}${base}`,
    fault: undefined,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  return proxy;
}
