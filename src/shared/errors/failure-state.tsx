import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useBrand } from '../../config/use-brand';
import { useLoadedQueryClient } from '../queries/query-client-slot';
import { useSessionStore } from '../session/session-context';

import type { CallMeta } from './failure-meta';
import type * as FollowFailure from './follow-failure';

/**
 * The rule that decides what a failure leads to, and following it, load with the first page that reads from the
 * gateway (there is no failed call before one is made), not with the sign-in page.
 */
const loadRule = () => import('./follow-failure');

/**
 * Shows the error page for a failed call without changing the address (product section 8): the failure replaces
 * the page's content until the member navigates elsewhere.
 */

interface FailureState {
  readonly status: number | null;
  /** Shows the error page for `status` in place of the current page. */
  readonly showErrorPage: (status: number) => void;
  /** Applies the global rule to an error a screen caught itself. */
  readonly reportError: (error: unknown) => void;
}

const FailureContext = createContext<FailureState | null>(null);

export function useFailure(): FailureState {
  const state = useContext(FailureContext);
  if (!state) throw new Error('useFailure() needs a <FailureBoundary>.');
  return state;
}

/**
 * Holds the current failure, applies the global rule to every failed query and mutation (with the handling its
 * `meta` declares), and clears on navigation.
 */
export function FailureBoundary({ children }: { children: ReactNode }) {
  const [failure, setFailure] = useState<{ status: number; pathname: string } | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The query cache loads with the first page that reads from the gateway; its failures are watched from then on.
  const queryClient = useLoadedQueryClient();
  const session = useSessionStore();
  const brand = useBrand();
  const [rule, setRule] = useState<typeof FollowFailure | null>(null);
  useEffect(() => {
    if (queryClient && !rule) void loadRule().then(setRule);
  }, [queryClient, rule]);

  // The same failure again (a screen reporting it on each render) changes nothing, so it cannot loop.
  const showErrorPage = useCallback(
    (status: number) => setFailure((shown) => (shown?.status === status && shown.pathname === pathname ? shown : { status, pathname })),
    [pathname],
  );

  const apply = useCallback(
    (error: unknown, meta: CallMeta | undefined, force: boolean) => {
      const context = { brand, session, queryClient, navigate, showErrorPage };
      if (rule) rule.followFailure(error, meta, force, context);
      else void loadRule().then((loaded) => loaded.followFailure(error, meta, force, context));
    },
    [brand, navigate, queryClient, rule, session, showErrorPage],
  );

  useEffect(() => {
    if (!queryClient) return;
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') apply(event.action.error, event.query.meta, false);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') apply(event.action.error, event.mutation.options.meta, false);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [apply, queryClient]);

  const reportError = useCallback((error: unknown) => apply(error, undefined, true), [apply]);
  const value = useMemo<FailureState>(
    () => ({
      status: failure && failure.pathname === pathname ? failure.status : null,
      showErrorPage,
      reportError,
    }),
    [failure, pathname, reportError, showErrorPage],
  );

  return <FailureContext value={value}>{children}</FailureContext>;
}
