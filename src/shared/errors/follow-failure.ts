import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';

import type { BrandConfig } from '../../config/brands';
import { keptAnswerSavedAt } from '../offline/kept-answers';
import type { SessionStore } from '../session/session-store';

import type { CallMeta } from './failure-meta';
import { decideForError } from './failure-rule';

/** What following a failure acts on: the brand's rule, the session and the query cache, the router, the page area. */
export interface FailureContext {
  readonly brand: Pick<BrandConfig, 'unauthorized'>;
  readonly session: Pick<SessionStore, 'clearAll'>;
  readonly queryClient: QueryClient | null;
  readonly navigate: NavigateFunction;
  /** Shows the error page for a status in place of the current page (failure-state.tsx). */
  readonly showErrorPage: (status: number) => void;
}

/**
 * Whether a page shows a copy kept for offline use now: a query that declares its answer may be one
 * (`meta.mayShowKeptCopy`) is on screen (observed) with a kept answer (docs/decisions/019).
 */
export function isShowingKeptCopy(queryClient: QueryClient | null): boolean {
  if (!queryClient) return false;
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.meta?.mayShowKeptCopy === true && query.getObserversCount() > 0 && keptAnswerSavedAt(query.state.data) !== null);
}

/**
 * Does what the global rule (failure-rule.ts, product section 8) decides for a failed call: /login with the session
 * ended, or the error page for its status. `meta`: the meta of the query or mutation that failed, where it declares
 * its handling. `force`: a screen that handles the call in place passes the failure on all the same. Loaded with the
 * first page that reads from the gateway (there is no failed call before one is made).
 */
export function followFailure(
  error: unknown,
  meta: CallMeta | undefined,
  force: boolean,
  { brand, session, queryClient, navigate, showErrorPage }: FailureContext,
): void {
  const decision = decideForError(error, brand, { meta, keptCopyShown: isShowingKeptCopy(queryClient) });
  const toLogin = () => {
    session.clearAll();
    queryClient?.clear();
    void navigate('/login', { replace: true });
  };
  if (decision.kind === 'login') {
    toLogin();
  } else if (decision.kind === 'error-page') {
    showErrorPage(decision.status);
  } else if (force) {
    // A screen that handles a call in place may still pass the failure on (Medicare materials other than 403, a
    // provider lookup other than 404): the session ending still goes to /login where the brand sends a 401 there.
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
    if (status === 401 && brand.unauthorized === 'login') toLogin();
    else showErrorPage(status);
  }
}
