import { markKeptAnswer, SAVED_AT_HEADER } from '../../offline/kept-answers';

import { checkAnswer, findContractOperation, preloadAnswerValidators, type ContractOperation, type ContractViolation } from './answer-check';
import { ApiError, MALFORMED_RESPONSE_STATUS, NETWORK_ERROR_STATUS } from './api-error';
import { reportContractViolation } from './contract-violations';

/**
 * The one HTTP client of the portal (orval's mutator): every generated hook calls the gateway through it.
 *
 * It takes the gateway base address from the runtime configuration, adds `Authorization: Bearer <token>`
 * unless the request already carries an Authorization header, reads the body by its content type (JSON,
 * text or blob), checks it against the contract (the operation's generated validator, see answer-check.ts), and
 * turns every failure into one `ApiError`:
 *
 * - a 2xx answer that breaks the contract is a `malformed` ApiError (status 502) naming the operation and the JSON
 *   path of the first violation, reported once (contract-violations.ts); screens never see it;
 * - an error answer whose body breaks the contract keeps its status, without the body.
 *
 * It never navigates and never shows anything: what a failure does is decided in one place, by the error rule of
 * the app layer.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The request shape orval's generated code passes to the mutator. */
export interface GatewayRequestConfig {
  url: string;
  method: HttpMethod | Lowercase<HttpMethod>;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
}

/** Per-call options a hook's caller may pass (orval's `request` option). */
export interface GatewayRequestOptions {
  headers?: Record<string, string>;
}

export interface GatewayClientSettings {
  /** The gateway base address, absolute or relative to the portal's origin (e.g. "/api"). */
  baseUrl: string;
  /** The token to send when a call carries none of its own (the session token, else the temporary one). */
  getToken: () => string | null | undefined;
  /**
   * Some contract paths are served at their own configured addresses (the accreditation feed, the chat
   * configuration). Return an absolute address to use instead of baseUrl + path, or undefined.
   */
  resolveAddress?: (path: string) => string | undefined;
  fetch?: typeof fetch;
}

let settings: GatewayClientSettings | null = null;

export function configureGatewayClient(next: GatewayClientSettings): void {
  settings = next;
}

function requireSettings(): GatewayClientSettings {
  if (!settings) {
    throw new Error('The gateway client is used before configureGatewayClient() was called.');
  }
  return settings;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function buildQueryString(params: object | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  const lower = name.toLowerCase();
  return Object.keys(headers).some((key) => key.toLowerCase() === lower);
}

function encodeBody(data: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof URLSearchParams ||
    data instanceof FormData ||
    data instanceof Blob
  ) {
    return data;
  }
  if (!hasHeader(headers, 'Content-Type')) headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

type BodyKind = 'json' | 'text' | 'blob' | 'empty';

function bodyKind(response: Response): BodyKind {
  if (response.status === 204 || response.status === 205) return 'empty';
  const type = (response.headers.get('Content-Type') ?? '').toLowerCase();
  if (type.includes('json')) return 'json';
  if (type.startsWith('text/') || type === '') return 'text';
  return 'blob';
}

async function readBody(response: Response): Promise<unknown> {
  const kind = bodyKind(response);
  if (kind === 'empty') return undefined;
  if (kind === 'blob') return response.blob();
  const text = await response.text();
  if (kind === 'text') return text;
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

function addressOf({ baseUrl, resolveAddress }: GatewayClientSettings, path: string, params: object | undefined): string {
  return (resolveAddress?.(path) ?? joinUrl(baseUrl, path)) + buildQueryString(params);
}

/**
 * The absolute address the client calls for a contract path (and query): what the browser, and a service worker,
 * see of the request.
 */
export function gatewayAddress(path: string, params?: object): string {
  return new URL(addressOf(requireSettings(), path, params), globalThis.location?.href).href;
}

export async function gatewayClient<T>(
  config: GatewayRequestConfig,
  options?: GatewayRequestOptions,
): Promise<T> {
  const settings = requireSettings();
  const { getToken, fetch: fetchImpl = globalThis.fetch } = settings;
  const method = config.method.toUpperCase() as HttpMethod;
  const path = config.url;
  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers, ...options?.headers };
  if (!hasHeader(headers, 'Authorization')) {
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const body = encodeBody(config.data, headers);
  const address = addressOf(settings, path, config.params);
  const operation = findContractOperation(method, path);
  const operationId = operation?.operationId;
  // The validators of the answer arrive while the request is under way.
  if (operation) void preloadAnswerValidators(operation);

  let response: Response;
  try {
    response = await fetchImpl(address, { method, headers, body, signal: config.signal });
  } catch (cause) {
    if (config.signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, undefined, 'network', method, path, { cause, operationId });
  }

  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch (cause) {
    if (config.signal?.aborted) throw cause;
    // The body stopped arriving (the connection dropped, the page is leaving): a network failure, not an answer.
    if (!(cause instanceof SyntaxError)) {
      throw new ApiError(NETWORK_ERROR_STATUS, undefined, 'network', method, path, { cause, operationId });
    }
    if (operation) reportContractViolation({ operationId: operation.operationId, jsonPath: '$', rule: 'unreadable' });
    if (!response.ok) {
      throw new ApiError(response.status, undefined, 'http', method, path, { cause, operationId });
    }
    throw new ApiError(MALFORMED_RESPONSE_STATUS, undefined, 'malformed', method, path, { cause, operationId, jsonPath: '$' });
  }

  // An answer the service worker gave from the ID card it kept (docs/decisions/019) says when it was saved.
  const savedAt = response.headers.get(SAVED_AT_HEADER);
  if (savedAt !== null) markKeptAnswer(parsed, savedAt);

  const violation = operation ? await checkAgainstContract(operation, response, parsed, headerValue(headers, 'Accept'), method, path) : null;
  if (!response.ok) {
    // An error body that breaks the contract is not passed on: screens read error bodies (a login refusal, a
    // new-id message) and fall back to their own text without one.
    throw new ApiError(response.status, violation ? undefined : parsed, 'http', method, path, { operationId });
  }
  if (violation) {
    throw new ApiError(MALFORMED_RESPONSE_STATUS, undefined, 'malformed', method, path, { operationId, jsonPath: violation.jsonPath });
  }
  return parsed as T;
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const lower = name.toLowerCase();
  return Object.entries(headers).find(([key]) => key.toLowerCase() === lower)?.[1];
}

/** The answer's first violation of the contract (reported once), or null. */
async function checkAgainstContract(
  operation: ContractOperation,
  response: Response,
  body: unknown,
  accept: string | undefined,
  method: string,
  path: string,
): Promise<ContractViolation | null> {
  let violation: ContractViolation | null;
  try {
    violation = await checkAnswer(operation, { status: response.status, contentType: response.headers.get('Content-Type'), accept, body });
  } catch (cause) {
    // The validator could not be loaded (the portal's own files are out of reach): the answer cannot be trusted yet.
    throw new ApiError(NETWORK_ERROR_STATUS, undefined, 'network', method, path, { cause, operationId: operation.operationId });
  }
  if (violation) reportContractViolation(violation);
  return violation;
}

export default gatewayClient;

/** The error type of every generated hook (orval reads this export): an ApiError carrying the error body. */
export type ErrorType<TBody> = ApiError<TBody>;
