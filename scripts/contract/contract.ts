import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * Reads the gateway contract (openapi/gateway.yaml) into a list of operations with what a caller needs to
 * exercise each one from its examples. Shared by the Prism test, the mock gateway's contract test and the
 * backend team's verifier of a real gateway.
 */

export const CONTRACT_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi/gateway.yaml');

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

/** How an operation authenticates, as the tsv of gateway calls names it. */
export type AuthKind = 'bearer' | 'optional' | 'none';

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  schema?: Record<string, unknown>;
}

export interface MediaTypeObject {
  schema?: Record<string, unknown>;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  tags: string[];
  summary: string;
  auth: AuthKind;
  /** The operation's `x-side-effect`: true when calling it changes something (even a GET), false when it does not. */
  sideEffect?: boolean;
  parameters: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

export type OpenApiDocument = {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
} & Record<string, unknown>;

export function loadContract(path = CONTRACT_PATH): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

/** Follows a local "#/components/..." reference. */
export function deref<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let depth = 0; depth < 10; depth += 1) {
    if (!current || typeof current !== 'object' || !('$ref' in current)) return current as T;
    const pointer = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  }
  throw new Error('Reference chain too deep');
}

function authOf(security: unknown): AuthKind {
  if (!Array.isArray(security) || security.length === 0) return 'none';
  const hasEmpty = security.some((requirement) => Object.keys(requirement as object).length === 0);
  return hasEmpty ? 'optional' : 'bearer';
}

export function listOperations(document: OpenApiDocument = loadContract()): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw) continue;
      const parameters = ((raw.parameters as unknown[]) ?? []).map((p) => deref<ParameterObject>(document, p as ParameterObject));
      const responses = Object.fromEntries(
        Object.entries(raw.responses as Record<string, unknown>).map(([status, response]) => [
          status,
          deref<ResponseObject>(document, response as ResponseObject),
        ]),
      );
      operations.push({
        operationId: raw.operationId as string,
        method,
        path,
        tags: (raw.tags as string[]) ?? [],
        summary: (raw.summary as string) ?? '',
        auth: authOf(raw.security ?? document.security),
        ...(typeof raw['x-side-effect'] === 'boolean' ? { sideEffect: raw['x-side-effect'] } : {}),
        parameters,
        requestBody: raw.requestBody as ContractOperation['requestBody'],
        responses,
      });
    }
  }
  return operations;
}

/** The first example of a media type: `example`, else the first of `examples`. */
export function exampleOf(media: MediaTypeObject | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = media.examples ? Object.values(media.examples)[0] : undefined;
  return first?.value;
}

/** Fills path parameters from their examples and builds the query string from every parameter example. */
export function exampleUrl(operation: ContractOperation): string {
  let url = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example)));
    if (parameter.in === 'query') query.append(parameter.name, String(parameter.example));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** The lowest 2xx status the operation documents. */
export function successStatus(operation: ContractOperation): string {
  const status = Object.keys(operation.responses).filter((s) => /^2\d\d$/.test(s)).sort()[0];
  if (!status) throw new Error(`${operation.operationId} documents no success response`);
  return status;
}

/**
 * Whether calling the operation changes something on the gateway or beyond it (the verifier skips these unless
 * asked). The contract's `x-side-effect` decides when present (a GET that orders a card by mail is `true`, a
 * search sent as POST is `false`); otherwise every method but GET changes data.
 */
export function isWrite(operation: Pick<ContractOperation, 'method' | 'sideEffect'>): boolean {
  if (operation.sideEffect !== undefined) return operation.sideEffect;
  return operation.method !== 'get';
}

/** Whether the operation is a browser form post (an `application/x-www-form-urlencoded` body), not an API call. */
export function isFormPost(operation: ContractOperation): boolean {
  return Object.keys(operation.requestBody?.content ?? {}).includes('application/x-www-form-urlencoded');
}

/**
 * The gateway calls section 7 of the specification names (method and path, path parameters as `{}`), as
 * openapi/gateway-operations.tsv (the specification's list, kept beside the contract) has them; contract.test.ts
 * keeps the two in step. The verifier
 * reports which of these a run did not call.
 */
export const SPECIFIED_CALLS: readonly string[] = [
  'POST /token', 'GET /token/userkey', 'POST /new-id', 'POST /group-selection', 'GET /groups', 'GET /group-detail',
  'GET /account', 'GET /account/status', 'GET /account/getEmployeeId', 'GET /account/registration/policies',
  'PUT /account/registration/policies', 'GET /account/relevant-preferences', 'GET /account/preferences',
  'PUT /account/preferences', 'PUT /account/password', 'GET /account/security-questions', 'PUT /account/security-answers',
  'POST /account/registration', 'GET /benefits/medical', 'GET /benefits/pharmacy', 'GET /benefits/vision',
  'GET /benefits/dental', 'GET /benefits/history', 'GET /benefits/limits', 'GET /eligibility/family',
  'GET /plan-management/details', 'POST /plan-management/cancellation', 'GET /medicare-materials',
  'GET /medicare-materials/eligibility', 'GET /pcp/members', 'GET /pcp/eligibility', 'GET /pcp/provider',
  'GET /pcp/city-of-portland', 'POST /pcp/select', 'POST /pcp/search', 'GET /programs/sitecore', 'GET /programs',
  'GET /referrals', 'GET /referrals/metadata', 'GET /referrals/hasReferrals', 'GET /message/calendar',
  'GET /message/calendar/domain/{}', 'GET /idCard/eligible', 'GET /idCard/view', 'POST /idCard/email',
  'GET /idCard/request', 'GET /ebill/hasEbill', 'GET /ebill/ebillRegistered', 'GET /ebill/showEbillAlert',
  'PUT /ebill/registerEbillUser', 'GET /handbook/ooc', 'POST /sso/sp-salesforce',
];

/** "METHOD /path" with path parameters as `{}`, the form of SPECIFIED_CALLS. */
export function callKey(operation: Pick<ContractOperation, 'method' | 'path'>): string {
  return `${operation.method.toUpperCase()} ${operation.path.replace(/\{[^}]+\}/g, '{}')}`;
}

/**
 * The operation a request is for: its method and its path under the gateway base (no query), matched against the
 * contract's path templates (a parameter matches one path segment). Literal paths win over templates
 * (`/eobs/v2` over `/eobs/{eobId}`).
 */
export function matchOperation(operations: readonly ContractOperation[], method: string, path: string): ContractOperation | undefined {
  const wanted = method.toLowerCase();
  const candidates = operations.filter((operation) => operation.method === wanted && templatePattern(operation.path).test(path));
  return candidates.sort((a, b) => parameterCount(a.path) - parameterCount(b.path))[0];
}

const patterns = new Map<string, RegExp>();
function templatePattern(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const source = template
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    pattern = new RegExp(`^${source}/?$`);
    patterns.set(template, pattern);
  }
  return pattern;
}

function parameterCount(template: string): number {
  return (template.match(/\{/g) ?? []).length;
}
