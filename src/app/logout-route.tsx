import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { routePaths } from '../config/route-paths';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { useBrand } from '../config/use-brand';
import { LoggedOutPage } from '../features/auth/logged-out-page';
import { useSessionStore } from '../shared/session/session-context';

import { browserNavigation } from '../shared/lib/browser-navigation';
import { PageLoading } from './page-loading';

/** Where a logout on brands without a logged-out page lands: the login path, which then shows its success banner. */
export const LOGGED_OUT_LOGIN_PATH = `${routePaths.login}?loggedOut=true`;

/**
 * /logout: clears session and local storage, the query cache (the account state with it), the token cookies
 * and the registration state (kept in session storage). Brand 5 then shows the logged-out page; the other
 * brands reload to the login path.
 */
export function LogoutRoute() {
  const brand = useBrand();
  const { mockGateway } = useRuntimeConfig();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    session.clearAll();
    queryClient.clear();
    if (brand.logout === 'reload-to-login') {
      // In mock mode the brand choice lives in session storage, which logout clears: carry it over.
      browserNavigation.replace(mockGateway ? `${LOGGED_OUT_LOGIN_PATH}&brand=${brand.domainId}` : LOGGED_OUT_LOGIN_PATH);
    }
  }, [brand.domainId, brand.logout, mockGateway, queryClient, session]);

  return brand.logout === 'logged-out-page' ? <LoggedOutPage /> : <PageLoading />;
}
