import type { BrandConfig } from '../../config/brands';
import { isApiError } from '../lib/http/api-error';

/**
 * The global rule for failed gateway calls (product section 8), in one table.
 *
 * - Calls to the URLs handled in place are left to the screen that made them.
 * - So are the feeds served at configured addresses (the accreditation feed, the chat configuration): they are not
 *   the member's gateway, and the piece that reads one (the badge, the chat) hides itself when its feed fails.
 * - A POST to new-id failing with 400 or 404 is also handled in place (the message shows above the form).
 * - A 401 goes to /login, except on brands whose 401 handling is the error page (brand 5).
 * - A call that failed for want of a network while a page showed the ID card kept for offline use is left in
 *   place: the page keeps showing the kept copy (docs/decisions/019).
 * - Anything else shows the error page for its status, the address kept as it was.
 */

export type FailureDecision =
  | { kind: 'in-place' }
  | { kind: 'login' }
  | { kind: 'error-page'; status: number };

/** Gateway paths (relative to the gateway base) whose failures the calling screen handles itself. */
export const HANDLED_IN_PLACE: readonly { readonly name: string; readonly matches: (path: string) => boolean }[] = [
  { name: 'registration', matches: (p) => p === '/account/registration' || p.startsWith('/registration/') },
  { name: 'token', matches: (p) => p === '/token' || p === '/token/userkey' },
  { name: 'security-questions', matches: (p) => p === '/account/security-questions' },
  { name: 'forgot-password', matches: (p) => p === '/forgot-password' || p.startsWith('/forgot-password/') },
  { name: 'forgot-username', matches: (p) => p === '/forgot-username' },
  { name: 'account/password', matches: (p) => p === '/account/password' },
  { name: 'medicare-materials', matches: (p) => p === '/medicare-materials' || p.startsWith('/medicare-materials/') },
  { name: 'eobs', matches: (p) => p === '/eobs' || p.startsWith('/eobs/') },
  { name: 'claims', matches: (p) => p === '/claims' || p.startsWith('/claims/') },
  { name: 'pcp/provider', matches: (p) => p === '/pcp/provider' },
];

/**
 * Contract paths the portal reads at addresses its deployment configures, outside the gateway (product section 7: "an
 * accreditation feed and the chat config, at configured addresses"). Their failures, malformed answers included,
 * never replace a page: the piece that shows them is hidden and the failure reported once.
 */
export const FEEDS_AT_CONFIGURED_ADDRESSES: readonly { readonly name: string; readonly matches: (path: string) => boolean }[] = [
  { name: 'accreditation feed', matches: (p) => p === '/ncqa' },
  { name: 'chat configuration', matches: (p) => p === '/chat' },
];

export interface FailedCall {
  status: number;
  method: string;
  /** Gateway path without the base address or query string. */
  path: string;
}

/** Status shown for a failure that is not a gateway answer at all (a bug in the portal): the generic page. */
export const UNKNOWN_FAILURE_STATUS = 0;

export function isHandledInPlace({ status, method, path }: FailedCall): boolean {
  if (HANDLED_IN_PLACE.some((entry) => entry.matches(path))) return true;
  if (FEEDS_AT_CONFIGURED_ADDRESSES.some((entry) => entry.matches(path))) return true;
  return method.toUpperCase() === 'POST' && path === '/new-id' && (status === 400 || status === 404);
}

export function decideFailure(call: FailedCall, brand: Pick<BrandConfig, 'unauthorized'>): FailureDecision {
  if (isHandledInPlace(call)) return { kind: 'in-place' };
  if (call.status === 401 && brand.unauthorized === 'login') return { kind: 'login' };
  return { kind: 'error-page', status: call.status };
}

/** The decision for anything a query or mutation may throw. */
export function decideForError(error: unknown, brand: Pick<BrandConfig, 'unauthorized'>): FailureDecision {
  if (isApiError(error)) return error.kind === 'network' && error.keptCopyShown ? { kind: 'in-place' } : decideFailure(error, brand);
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'in-place' };
  return { kind: 'error-page', status: UNKNOWN_FAILURE_STATUS };
}
