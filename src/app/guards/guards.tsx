import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLoaderData } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import { useAccountState, type AccountState } from '../../shared/account/use-account-state';
import { PageLoading } from '../page-loading';

/**
 * Route guards that need the member's account state (product sections 2 and 6); those that need only the session are
 * in session-guards.tsx. Each renders its child routes when the member may see them and redirects otherwise.
 */

/** Loads the account state before rendering; failures follow the global rule. */
export function WithAccountState({ children }: { children: (state: AccountState) => ReactNode }) {
  const { data, error } = useAccountState();
  if (data) return children(data);
  if (error) return null;
  return <PageLoading />;
}

/** Routes that load account state first (account, id card, claims, EOBs, pharmacy benefit manager). */
export function RequireAccountState() {
  return <WithAccountState>{() => <Outlet />}</WithAccountState>;
}

/** The id-card route: termed members are sent to /home. */
export function RequireNotTermed() {
  return <WithAccountState>{(state) => (state.termed ? <Navigate to={routePaths.home} replace /> : <Outlet />)}</WithAccountState>;
}

/** What the /home route's loader hands its guard: the account state's sync, started with the page's other reads. */
export interface AccountSyncData {
  readonly accountSync: Promise<void>;
}

/**
 * /home syncs the account state with the gateway before showing (product section 2). The route's loader starts the
 * sync together with the page's other reads (startHomeReads); this guard shows the loading page until it is done,
 * then loads the account state as the other signed-in routes do.
 */
export function SyncAccountState() {
  const { accountSync } = useLoaderData() as AccountSyncData;
  const [settled, setSettled] = useState<Promise<void> | null>(null);

  useEffect(() => {
    let active = true;
    void accountSync.finally(() => {
      if (active) setSettled(accountSync);
    });
    return () => {
      active = false;
    };
  }, [accountSync]);

  if (settled !== accountSync) return <PageLoading />;
  return <RequireAccountState />;
}
