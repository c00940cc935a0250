/**
 * The one error every failed gateway call turns into.
 *
 * - `http`: the gateway answered with a non-2xx status; `status` is that status and `body` its parsed body (left
 *   out when it does not match the error body the contract documents for that status).
 * - `network`: no answer (offline, DNS, refused, CORS, aborted by a time-out), or the answer could not be checked
 *   because its validator could not be loaded. `status` is 1, the error page's "temporarily unable to access the
 *   resource, try later" variant.
 * - `malformed`: a 2xx answer that is not what the contract says: a body that does not parse as the content type
 *   it declared, a media type the operation does not document, or a body that breaks the operation's response
 *   schema (a missing required field, a wrong type, an unknown enum value, a malformed date ...). `status` is 502,
 *   as for any invalid answer from an upstream server; `operationId` and `jsonPath` say where (never the value).
 */
export type ApiErrorKind = 'http' | 'network' | 'malformed';

export const NETWORK_ERROR_STATUS = 1;
export const MALFORMED_RESPONSE_STATUS = 502;

export interface ApiErrorOptions {
  cause?: unknown;
  /** The contract operation of the call, when the request matched one. */
  operationId?: string;
  /** For a malformed answer: the JSON path of the first violation ('$' for the body as a whole). */
  jsonPath?: string;
}

export class ApiError<TBody = unknown> extends Error {
  readonly name = 'ApiError';
  readonly operationId?: string;
  readonly jsonPath?: string;

  constructor(
    readonly status: number,
    readonly body: TBody,
    readonly kind: ApiErrorKind,
    readonly method: string,
    /** The gateway path of the call, relative to the gateway base (no query string). */
    readonly path: string,
    options: ApiErrorOptions = {},
  ) {
    super(
      `${method} ${path} failed with ${kind === 'http' ? `status ${status}` : kind}` +
        (kind === 'malformed' && options.operationId ? ` (${options.operationId} at ${options.jsonPath ?? '$'})` : ''),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    if (options.operationId !== undefined) this.operationId = options.operationId;
    if (options.jsonPath !== undefined) this.jsonPath = options.jsonPath;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
