import type { BrandConfig } from '../../config/brands';
import { isApiError } from '../lib/http/api-error';

import type { CallMeta, FailureHandling } from './failure-meta';

/**
 * The global rule for failed gateway calls (product section 8). How a call's failures are handled is declared where
 * the call is made, in its query's or mutation's `meta` (failure-meta.ts); this rule reads that and the error:
 *
 * - A failure the call declares handled in place (`failure: 'in-place'`, or its status in `failure.inPlace`) is left
 *   to the screen that made it.
 * - A call that failed for want of a network while a page shows a copy kept for offline use is left in place: the
 *   page keeps showing the kept copy (docs/decisions/019).
 * - A 401 goes to /login, except on brands whose 401 handling is the error page (brand 5).
 * - Anything else shows the error page for its status, the address kept as it was; a failure that is not a gateway
 *   answer at all (a bug in the portal) the generic one. A cancelled call does nothing.
 */

export type FailureDecision =
  | { kind: 'in-place' }
  | { kind: 'login' }
  | { kind: 'error-page'; status: number };

/** Status shown for a failure that is not a gateway answer at all (a bug in the portal): the generic page. */
export const UNKNOWN_FAILURE_STATUS = 0;

/** Where a failure happened: the meta of the query or mutation that made the call, and whether a page shows a kept copy. */
export interface FailureSite {
  readonly meta?: CallMeta | undefined;
  readonly keptCopyShown?: boolean;
}

/** Whether the declared handling leaves a failure with this status to the screen. */
export function isHandledInPlace(handling: FailureHandling | undefined, status: number): boolean {
  if (handling === undefined) return false;
  return handling === 'in-place' || handling.inPlace.includes(status);
}

/** The decision for anything a query or mutation may throw. */
export function decideForError(
  error: unknown,
  brand: Pick<BrandConfig, 'unauthorized'>,
  { meta, keptCopyShown = false }: FailureSite = {},
): FailureDecision {
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'in-place' };
  if (!isApiError(error)) return { kind: 'error-page', status: UNKNOWN_FAILURE_STATUS };
  if (isHandledInPlace(meta?.failure, error.status)) return { kind: 'in-place' };
  if (error.kind === 'network' && keptCopyShown) return { kind: 'in-place' };
  if (error.status === 401 && brand.unauthorized === 'login') return { kind: 'login' };
  return { kind: 'error-page', status: error.status };
}
