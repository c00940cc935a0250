import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';


import { routePaths } from '../../config/route-paths';
import { isNewIdToken } from '../../domain/token/token-claims';
import { useSession, useSessionStore } from '../../shared/session/session-context';

/**
 * Route guards that need only the session (product sections 2, 4 and 6); those that need the account state are in
 * guards.tsx. Each renders its child routes when the member may see them and redirects otherwise.
 */

/**
 * Signed-in routes: a session token, else the login page. Every navigation renders the guard again (it reads the
 * location), and the guard checks that the session is still the stored one before the next page shows what the
 * query cache holds: a session that ended in another tab shows nothing, and the store's sync() then drops the
 * cache while the root layout takes the tab to its brand's signed-out state (useSessionEndedElsewhere).
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  useLocation();
  const store = useSessionStore();
  const { sessionToken, endedElsewhere } = useSession();
  const ended = endedElsewhere || store.heldSessionGone();
  useLayoutEffect(() => {
    if (ended) store.sync();
  }, [ended, store]);
  if (ended) return null;
  if (!sessionToken) return <Navigate to={routePaths.login} replace />;
  return children ?? <Outlet />;
}

/**
 * The temporary-token gate: group selection, update e-mail, registration policies and the SSO landing need
 * the temporary token of a login in progress. Without one: /home with a session token, else /logout.
 */
export function RequireTemporaryToken({ children }: { children?: ReactNode }) {
  const { temporaryToken, sessionToken } = useSession();
  if (temporaryToken) return children ?? <Outlet />;
  return <Navigate to={sessionToken ? routePaths.home : routePaths.logout} replace />;
}

/** /new-id needs a token of the new-id kind: role new-id, or issued by the new-id flow. */
export function RequireNewIdToken({ children }: { children?: ReactNode }) {
  const { claims, sessionToken } = useSession();
  const recognised = claims !== null && (isNewIdToken(claims) || claims.issuedByNewId === true);
  if (recognised) return children ?? <Outlet />;
  return <Navigate to={sessionToken ? routePaths.home : routePaths.login} replace />;
}
