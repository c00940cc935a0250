/**
 * The one error every failed gateway call turns into.
 *
 * - `http`: the gateway answered with a non-2xx status; `status` is that status and `body` its parsed body.
 * - `network`: no answer (offline, DNS, refused, CORS, aborted by a time-out). `status` is 1, the error page's
 *   "temporarily unable to access the resource, try later" variant.
 * - `malformed`: a 2xx answer whose body could not be read as the content type it declared. `status` is 502,
 *   as for any invalid answer from an upstream server.
 */
export type ApiErrorKind = 'http' | 'network' | 'malformed';

export const NETWORK_ERROR_STATUS = 1;
export const MALFORMED_RESPONSE_STATUS = 502;

export class ApiError<TBody = unknown> extends Error {
  readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: TBody,
    readonly kind: ApiErrorKind,
    readonly method: string,
    /** The gateway path of the call, relative to the gateway base (no query string). */
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(`${method} ${path} failed with ${kind === 'http' ? `status ${status}` : kind}`, options);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
