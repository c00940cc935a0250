import { http, HttpResponse, passthrough, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';

import * as generatedMocks from '../generated/gateway/index.msw';
import * as requestSchemas from '../generated/requests/gateway.zod';

import { errorResponse, operationError } from './errors';
import { isPathOf, operationIds, operations, type OperationId } from './operations';
import { memberResolvers, publicResolvers } from './resolvers';
import { applyScenario } from './scenarios';
import { sessionOf } from './session';
import { updateState } from './state';
import type { Session } from './views';

/**
 * The mock gateway: orval's generated MSW handler of every operation of the contract (generated/gateway/
 * index.msw.ts), so methods and paths come from openapi/gateway.yaml. Each is built with an override function that
 * layers, in order: the scenario verbs (mocks/scenarios.ts), the bearer token, the request check against the
 * contract (orval's zod schemas, generated/requests), then the persona answer (mocks/resolvers.ts, on the state of
 * mocks/state.ts). An operation without a persona answer gets the generated Faker answer, so a new contract
 * operation is answered without hand-written code (decision 014). The same handlers run in the browser
 * (mocks/browser.ts), in Node tests (mocks/node.ts) and behind the standalone HTTP server (mocks/server.ts).
 */

export interface CreateHandlersOptions {
  /**
   * The gateway base address the handlers answer under: a path such as '/api' in the browser (resolved against
   * the page's origin) or an absolute address such as 'http://localhost/api' in Node. Default '/api'.
   */
  readonly baseUrl?: string;
  /**
   * Operations the portal calls at their own configured addresses instead of under the base (the runtime
   * configuration's chatConfigUrl and accreditationFeedUrl); they are answered there as well.
   */
  readonly addresses?: Partial<Record<'getChatConfig' | 'getAccreditationFeed' | 'getHandbooks', string>>;
  /** Answer 404 with an ErrorBody for unknown paths under the base, as a real gateway would. Default false. */
  readonly notFoundFallback?: boolean;
  /** Operations answered by the generated Faker answer even though a persona answer exists (tests of the fallback). */
  readonly generatedOnly?: readonly OperationId[];
}

// ------------------------------------------------------------------ the generated pieces, by operation

type Schemas = typeof requestSchemas;
type Parsed<K extends string> = K extends keyof Schemas ? (Schemas[K] extends z.ZodType ? z.output<Schemas[K]> : never) : undefined;

/** An operation's request as the contract describes it, after the check (parameters coerced from text). */
export interface Call<O extends OperationId> {
  readonly request: Request;
  readonly url: URL;
  readonly params: Parsed<`${O}Params`>;
  readonly query: Parsed<`${O}QueryParams`>;
  readonly body: Parsed<`${O}Body`>;
  /** The signed-in member when the request sent a valid token (the persona answers of members always have one). */
  readonly session: Session | null;
  /** Answers the error body the operation documents for the status (mocks/errors.ts), by throwing it. */
  readonly fail: (status: number, message?: string, type?: string) => never;
}
export interface MemberCall<O extends OperationId> extends Call<O> {
  readonly session: Session;
}
/** A persona answer: the body of the success answer, or a Response (a PDF, an HTML page, an error). */
export type Answer<O extends OperationId> = Awaited<ReturnType<(typeof generatedMocks)[`get${Capitalize<O>}ResponseMock`]>> | Response;

type Info = Parameters<Parameters<typeof http.get>[1]>[0];
type Resolver = (call: Call<OperationId>) => unknown;
export type Fail = Call<OperationId>['fail'];

/** orval's functions of an operation: get<Operation>MockHandler(override) and get<Operation>ResponseMock(). */
const generated = <T>(operationId: OperationId, kind: 'MockHandler' | 'ResponseMock') =>
  (generatedMocks as unknown as Record<string, T>)[`get${operationId[0]!.toUpperCase()}${operationId.slice(1)}${kind}`]!;
const schemaOf = (name: string) => (requestSchemas as unknown as Record<string, z.ZodType | undefined>)[name];

// ------------------------------------------------------------------ the request check

/** The description the contract gives the field at `path` of a schema ('MM/DD/YYYY'), if any. */
function describedAt(schema: z.ZodType | undefined, path: readonly PropertyKey[]): string | undefined {
  if (!schema) return undefined;
  const def = schema.def as { innerType?: z.ZodType; shape?: Record<PropertyKey, z.ZodType>; element?: z.ZodType; left?: z.ZodType; right?: z.ZodType };
  if (def.innerType) return describedAt(def.innerType, path) ?? schema.description;
  if (def.left) return describedAt(def.left, path) ?? describedAt(def.right, path);
  const [key, ...rest] = path;
  if (key === undefined) return schema.description;
  return describedAt(typeof key === 'number' ? def.element : def.shape?.[key], rest);
}

/** Text parameters as the number ("5", not "05") or boolean ("true", "false") they spell exactly, for the schemas of numbers, brands and booleans. */
const typed = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? typedText(value) : value]));
const typedText = (text: string) => (text === 'true' || text === 'false' ? text === 'true' : text !== '' && String(Number(text)) === text ? Number(text) : text);

/**
 * One part of the request checked with its generated schema (none: nothing to check); answers 400 when it fails.
 * Parameters come back coerced from text; a body comes back as sent (the check only checks).
 */
function checked(operationId: OperationId, part: 'Params' | 'QueryParams' | 'Body', value: unknown, fail: Fail): unknown {
  const schema = schemaOf(`${operationId}${part}`);
  if (!schema) return value;
  const result = schema.safeParse(part === 'Body' ? value : typed(value as Record<string, unknown>));
  if (result.success) return part === 'Body' ? value : result.data;
  const where = { Params: 'path', QueryParams: 'query', Body: 'body' }[part];
  const problems = result.error.issues.map((issue) => {
    const described = describedAt(schema, issue.path);
    return `${[where, ...issue.path].join('.')}: ${issue.message}${described ? ` (${described})` : ''}`;
  });
  return fail(400, `The request does not match the contract (${problems.join('; ')}).`);
}

async function jsonBody(operationId: OperationId, request: Request, fail: Fail): Promise<unknown> {
  if (!schemaOf(`${operationId}Body`)) return undefined;
  const raw = await request.text();
  if (raw.trim() === '') return operationId === 'registerEbillUser' ? {} : checked(operationId, 'Body', undefined, fail);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return fail(400, 'The request body is not valid JSON.');
  }
}

// ------------------------------------------------------------------ the handlers

export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const relative = (url: URL) => (baseUrl.startsWith('/') ? url.pathname : `${url.origin}${url.pathname}`);
  const noSuchOperation = (url: URL) => errorResponse(404, 'There is no such gateway operation.', 'NOT_FOUND', url.pathname);

  /** The override of one operation's generated handler: scenario, token, request check, then the answer. */
  const answer = (operationId: OperationId, address?: string) => async ({ request, params }: Info): Promise<unknown> => {
    const url = new URL(request.url);
    // The generated handlers match any prefix (*/claims): answer only under the base, at this operation's path.
    if (!address && !relative(url).startsWith(`${baseUrl}/`)) throw passthrough();
    if (!address && !isPathOf(operationId, relative(url).slice(baseUrl.length))) throw noSuchOperation(url);
    const scenario = await applyScenario(operationId, request);
    if (scenario) throw scenario;
    const fail: Fail = (status, message, type) => {
      throw operationError(operationId, status, message, type, url.pathname);
    };
    const persona = !options.generatedOnly?.includes(operationId);
    const member = persona ? (memberResolvers[operationId] as Resolver | undefined) : undefined;
    const open = persona ? (publicResolvers[operationId] as Resolver | undefined) : undefined;
    const { auth } = operations[operationId];
    const needsSession = member !== undefined || (!open && auth === 'bearer');
    const sendsToken = auth === 'optional' && request.headers.has('Authorization');
    const session = needsSession || sendsToken ? sessionOf(request) : null;
    const call = {
      request,
      url,
      session,
      fail,
      params: checked(operationId, 'Params', params, fail),
      // An empty parameter (?startDate=) is an absent one.
      query: checked(operationId, 'QueryParams', Object.fromEntries([...url.searchParams].filter(([, value]) => value !== '')), fail),
      body: checked(operationId, 'Body', await jsonBody(operationId, request, fail), fail),
    } as Call<OperationId>;
    const resolve = member ?? open;
    // A persona answer changes the state before it returns: the state is kept after every answer but a GET's.
    const result = !resolve ? generated<() => unknown>(operationId, 'ResponseMock')() : request.method === 'GET' ? await resolve(call) : await updateState(() => resolve(call));
    if (result instanceof Response) throw result;
    return result;
  };

  // At a configured address the answer is JSON; a Response the override throws (an error) is sent as it is.
  const elsewhere = Object.entries(options.addresses ?? {}).flatMap(([operationId, address]) =>
    address ? [http.get(address, async (info) => HttpResponse.json((await answer(operationId as OperationId, address)(info)) as JsonBodyType))] : [],
  );
  // In the contract's order: a literal path (/claims/metadata) comes before the template that also matches it.
  const handlers = operationIds.map((operationId) => generated<(override: (info: Info) => Promise<unknown>) => HttpHandler>(operationId, 'MockHandler')(answer(operationId)));
  const notFound = options.notFoundFallback ? [http.all(`${baseUrl}/*`, ({ request }) => noSuchOperation(new URL(request.url)))] : [];
  return [...elsewhere, ...handlers, ...notFound];
}
