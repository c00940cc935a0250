import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import type { z } from 'zod';

import * as accountMocks from '../generated/gateway/account/account.msw';
import * as authMocks from '../generated/gateway/auth/auth.msw';
import * as benefitsMocks from '../generated/gateway/benefits/benefits.msw';
import * as careMocks from '../generated/gateway/care/care.msw';
import * as claimsMocks from '../generated/gateway/claims/claims.msw';
import * as ebillMocks from '../generated/gateway/ebill/ebill.msw';
import * as eligibilityMocks from '../generated/gateway/eligibility/eligibility.msw';
import * as eobsMocks from '../generated/gateway/eobs/eobs.msw';
import * as groupsMocks from '../generated/gateway/groups/groups.msw';
import * as handbooksMocks from '../generated/gateway/handbooks/handbooks.msw';
import * as idCardMocks from '../generated/gateway/id-card/id-card.msw';
import * as medicareMocks from '../generated/gateway/medicare/medicare.msw';
import * as messagesMocks from '../generated/gateway/messages/messages.msw';
import * as pcpMocks from '../generated/gateway/pcp/pcp.msw';
import * as planManagementMocks from '../generated/gateway/plan-management/plan-management.msw';
import * as programsMocks from '../generated/gateway/programs/programs.msw';
import * as recoveryMocks from '../generated/gateway/recovery/recovery.msw';
import * as referralsMocks from '../generated/gateway/referrals/referrals.msw';
import * as registrationMocks from '../generated/gateway/registration/registration.msw';
import * as siteMocks from '../generated/gateway/site/site.msw';
import * as ssoMocks from '../generated/gateway/sso/sso.msw';
import type { NewIdErrorBody } from '../generated/model';
import * as requestSchemas from '../generated/requests/gateway.zod';

import { errorResponse } from './errors';
import { operationIds, operations, resolveOperations, type OperationId } from './operations';
import { memberResolvers, publicResolvers } from './resolvers';
import { applyScenario } from './scenarios';
import { sessionOf } from './session';
import type { Session } from './views';

/**
 * The mock gateway: orval's generated MSW handler of every operation of the contract (generated/gateway/<tag>/
 * <tag>.msw.ts), so methods and paths come from openapi/gateway.yaml. Each is built with an override function that
 * layers, in order: the scenario verbs (mocks/scenarios.ts), the request check against the contract (orval's zod
 * schemas of parameters and bodies, generated/requests), the bearer token, then the persona answer
 * (mocks/resolvers.ts, from the state of mocks/state.ts). An operation without a persona answer gets the generated
 * Faker answer, so a new contract operation is answered without hand-written code.
 *
 * The same handlers run in the browser (mocks/browser.ts), in Node tests (mocks/node.ts) and behind the
 * standalone HTTP server (mocks/server.ts).
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

const generatedMocks = {
  ...accountMocks, ...authMocks, ...benefitsMocks, ...careMocks, ...claimsMocks, ...ebillMocks, ...eligibilityMocks,
  ...eobsMocks, ...groupsMocks, ...handbooksMocks, ...idCardMocks, ...medicareMocks, ...messagesMocks, ...pcpMocks,
  ...planManagementMocks, ...programsMocks, ...recoveryMocks, ...referralsMocks, ...registrationMocks, ...siteMocks, ...ssoMocks,
};
type Schemas = typeof requestSchemas;
type Parsed<K extends string> = K extends keyof Schemas ? (Schemas[K] extends z.ZodType ? z.output<Schemas[K]> : never) : undefined;

/** An operation's request as the contract describes it, after the check (parameters coerced from text). */
export interface Call<O extends OperationId> {
  readonly request: Request;
  readonly url: URL;
  /** The request's path, for error bodies. */
  readonly path: string;
  readonly params: Parsed<`${O}Params`>;
  readonly query: Parsed<`${O}QueryParams`>;
  readonly body: Parsed<`${O}Body`>;
  /** The signed-in member when the request sent a valid token (the persona answers of members always have one). */
  readonly session: Session | null;
}
export interface MemberCall<O extends OperationId> extends Call<O> {
  readonly session: Session;
}
/** A persona answer: the body of the success answer, or a Response (an error, a PDF, an HTML page). */
export type Answer<O extends OperationId> = Awaited<ReturnType<(typeof generatedMocks)[`get${Capitalize<O>}ResponseMock`]>> | Response;

type Info = Parameters<Parameters<typeof http.get>[1]>[0];
type Factory = (override: (info: Info) => Promise<unknown>) => HttpHandler;
type Resolver = (call: Call<OperationId>) => unknown;

const capitalized = (operationId: OperationId) => `${operationId[0]!.toUpperCase()}${operationId.slice(1)}`;
const factoryOf = (operationId: OperationId) =>
  (generatedMocks as unknown as Record<string, Factory>)[`get${capitalized(operationId)}MockHandler`]!;
const fakeOf = (operationId: OperationId) =>
  (generatedMocks as unknown as Record<string, () => unknown>)[`get${capitalized(operationId)}ResponseMock`]!;
const schemaOf = (name: string) => (requestSchemas as unknown as Record<string, z.ZodType | undefined>)[name];

// ------------------------------------------------------------------ the request check

function invalid(operationId: OperationId, path: string, message: string): Response {
  return operationId === 'createNewIdToken'
    ? HttpResponse.json({ message } satisfies NewIdErrorBody, { status: 400 })
    : errorResponse(400, message, 'VALIDATION_ERROR', path);
}

/** The description the contract gives the field at `path` of a schema ('MM/DD/YYYY'), if any. */
function describedAt(schema: z.ZodType | undefined, path: readonly PropertyKey[]): string | undefined {
  if (!schema) return undefined;
  const def = schema.def as { innerType?: z.ZodType; shape?: Record<PropertyKey, z.ZodType>; element?: z.ZodType };
  if (def.innerType) return describedAt(def.innerType, path) ?? schema.description;
  const [key, ...rest] = path;
  if (key === undefined) return schema.description;
  return describedAt(typeof key === 'number' ? def.element : def.shape?.[key], rest);
}

/** Text parameters as numbers where they spell one exactly ("5", not "05"), for the schemas of numbers and brands. */
const numeric = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' && value !== '' && String(Number(value)) === value ? Number(value) : value]));

/**
 * One part of the request checked with its generated schema (none: nothing to check); throws 400 when it fails.
 * Parameters come back coerced from text; a body comes back as sent (the check only checks).
 */
function checked(operationId: OperationId, part: 'Params' | 'QueryParams' | 'Body', value: unknown, path: string): unknown {
  const schema = schemaOf(`${operationId}${part}`);
  if (!schema) return value;
  const result = schema.safeParse(part === 'Body' ? value : numeric(value as Record<string, unknown>));
  if (result.success) return part === 'Body' ? value : result.data;
  const where = { Params: 'path', QueryParams: 'query', Body: 'body' }[part];
  const problems = result.error.issues.map((issue) => {
    const described = describedAt(schema, issue.path);
    return `${[where, ...issue.path].join('.')}: ${issue.message}${described ? ` (${described})` : ''}`;
  });
  throw invalid(operationId, path, `The request does not match the contract (${problems.join('; ')}).`);
}

async function jsonBody(operationId: OperationId, request: Request, path: string): Promise<unknown> {
  if (!schemaOf(`${operationId}Body`)) return undefined;
  const raw = await request.text();
  if (raw.trim() === '') return operationId === 'registerEbillUser' ? {} : checked(operationId, 'Body', undefined, path);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw invalid(operationId, path, 'The request body is not valid JSON.');
  }
}

// ------------------------------------------------------------------ the handlers

/** Whether a request ("GET /claims/metadata") is this operation's (a literal path wins over a template). */
function names(request: string, operationId: OperationId): boolean {
  try {
    return resolveOperations(request).includes(operationId);
  } catch {
    return false;
  }
}

export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const relative = (url: URL) => (baseUrl.startsWith('/') ? url.pathname : `${url.origin}${url.pathname}`);

  /** The override of one operation's generated handler: scenario, request check, token, then the answer. */
  const answer = (operationId: OperationId, address?: string) => async ({ request, params }: Info): Promise<unknown> => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (!address) {
      // The generated handlers match any prefix (*/claims): answer only under the base, at this operation's path.
      if (!relative(url).startsWith(`${baseUrl}/`)) throw passthrough();
      const rest = relative(url).slice(baseUrl.length);
      if (!names(`${request.method} ${rest}`, operationId)) throw errorResponse(404, 'There is no such gateway operation.', 'NOT_FOUND', path);
    }
    const scenario = await applyScenario(operationId, request);
    if (scenario) throw scenario;
    const persona = options.generatedOnly?.includes(operationId) ? undefined : { member: memberResolvers, public: publicResolvers };
    const member = persona?.member[operationId] as Resolver | undefined;
    const open = persona?.public[operationId] as Resolver | undefined;
    const { auth } = operations[operationId];
    const needsSession = member !== undefined || (!open && auth === 'bearer');
    const sendsToken = auth === 'optional' && request.headers.has('Authorization');
    const session = needsSession || sendsToken ? sessionOf(request, path) : null;
    const call = {
      request,
      url,
      path,
      params: checked(operationId, 'Params', params, path),
      // An empty parameter (?startDate=) is an absent one.
      query: checked(operationId, 'QueryParams', Object.fromEntries([...url.searchParams].filter(([, value]) => value !== '')), path),
      body: checked(operationId, 'Body', await jsonBody(operationId, request, path), path),
      session,
    } as Call<OperationId>;
    const resolve = member ?? open;
    const result = resolve ? await resolve(call) : fakeOf(operationId)();
    if (result instanceof Response) throw result;
    return result;
  };

  const elsewhere = Object.entries(options.addresses ?? {}).flatMap(([operationId, address]) =>
    address
      ? [
          http.get(address, async (info) => {
            try {
              return HttpResponse.json((await answer(operationId as OperationId, address)(info)) as Record<string, unknown>);
            } catch (thrown) {
              if (thrown instanceof Response) return thrown;
              throw thrown;
            }
          }),
        ]
      : [],
  );
  // In the contract's order: a literal path (/claims/metadata) comes before the template that also matches it.
  const generated = operationIds.map((operationId) => factoryOf(operationId)(answer(operationId)));
  const notFound = options.notFoundFallback
    ? [http.all(`${baseUrl}/*`, ({ request }) => errorResponse(404, 'There is no such gateway operation.', 'NOT_FOUND', new URL(request.url).pathname))]
    : [];
  return [...elsewhere, ...generated, ...notFound];
}
