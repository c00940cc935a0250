import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';


import { routePaths } from '../../config/route-paths';
import { isNewIdToken } from '../../shared/domain/token-claims';
import { useSession } from '../../shared/session/session-context';

/**
 * Route guards that need only the session (product sections 2, 4 and 6); those that need the account state are in
 * guards.tsx. Each renders its child routes when the member may see them and redirects otherwise.
 */

/**
 * Signed-in routes: a session token, else the login page. A session that ended in another tab shows nothing
 * while the root layout takes the tab to its brand's signed-out state (useSessionEndedElsewhere).
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { sessionToken, endedElsewhere } = useSession();
  if (endedElsewhere) return null;
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
