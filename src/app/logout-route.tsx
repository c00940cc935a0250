import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { routePaths } from '../config/route-paths';
import { useBrand } from '../config/use-brand';
import { LoggedOutPage } from '../features/auth/logged-out-page';
import { readSessionEnd, sessionEndQuery } from '../features/auth/session-end';
import { useSessionStore } from '../shared/session/session-context';

import { browserNavigation } from '../shared/lib/browser-navigation';

import { PageLoading } from './page-loading';

/** Where a logout on brands without a logged-out page lands: the login path, which then shows its success banner. */
export const LOGGED_OUT_LOGIN_PATH = `${routePaths.login}?loggedOut=true`;

/** How long the logout waits at most for the service worker's caches of member data to be deleted. */
export const FORGET_TIMEOUT_MS = 3_000;

/**
 * /logout: clears session and local storage, the query cache (the account state with it), the token cookies,
 * the registration state (kept in session storage) and every cache of member data the service worker keeps (the
 * ID card kept for offline use, docs/decisions/019); in mock mode the brand chosen for the browser session
 * stays (the session store keeps it). Brand 5 then shows the logged-out page; the other
 * brands reload to the login path. When the session ended on its own (/logout?reason=idle|expired&minutes=N), or
 * in another tab (/logout?reason=elsewhere, where that tab has already cleared everything), the reason goes along,
 * so the page the member lands on can say why.
 */
export function LogoutRoute() {
  const brand = useBrand();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const done = useRef(false);
  const [searchParams] = useSearchParams();
  const sessionEnd = readSessionEnd(searchParams);
  const reasonQuery = sessionEnd ? `&${sessionEndQuery(sessionEnd)}` : '';

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // A session that ended in another tab was cleared there, and what is stored now may be another tab's new
    // session: this tab only drops what it held (the store decides, not the address).
    const endedElsewhere = session.getSnapshot().endedElsewhere;
    if (endedElsewhere) session.acknowledgeEnd();
    else session.clearAll();
    queryClient.clear();
    // The reload below would cut the deletion short: it goes first (never for longer than FORGET_TIMEOUT_MS).
    const forget = endedElsewhere
      ? Promise.resolve()
      : import('../shared/offline/forget-member-data').then(({ forgetMemberData }) => forgetMemberData());
    const forgotten = Promise.race([forget.catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, FORGET_TIMEOUT_MS))]);
    if (brand.logout === 'reload-to-login') {
      void forgotten.then(() => browserNavigation.replace(`${LOGGED_OUT_LOGIN_PATH}${reasonQuery}`));
    }
  }, [brand.logout, queryClient, reasonQuery, session]);

  return brand.logout === 'logged-out-page' ? <LoggedOutPage /> : <PageLoading />;
}
