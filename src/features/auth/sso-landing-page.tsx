import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { useSessionStore } from '../../shared/session/session-context';
import { Spinner } from '../../shared/ui';

import { AuthPage } from './auth-page';
import { usePostLoginRouting, type SsoLandingState } from './use-post-login-routing';

import './sso-landing.css';

function landingState(state: unknown): SsoLandingState {
  return typeof state === 'object' && state !== null ? (state as SsoLandingState) : {};
}

/**
 * The single sign-on landing (spec section 2, temporary token). A member arriving from a partner site holds a
 * temporary token (the partner's temp_token cookie, or one carried over by the login); a signed-in step that
 * replaces the session (group switch, new ID) sends its new token here too, asking to end the old session first.
 * The page says it is signing the member in and runs post-login routing with that token, once.
 */
export function SsoLandingPage() {
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const routeAfterLogin = usePostLoginRouting();
  const { state } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { endPreviousSession, preventNavigation, redirect } = landingState(state);
    const token = session.getSnapshot().temporaryToken;
    if (endPreviousSession) {
      // Log out of the old session state: nothing of it (cache, stored tokens, storage) is kept but the new token.
      queryClient.clear();
      session.clearAll();
      if (token) session.setTemporaryToken(token, redirect);
    }
    // A failed read follows the global rule (the error page shows here); nothing is left to do on this page.
    routeAfterLogin({ token, redirect, preventNavigation }).catch(() => undefined);
  }, [queryClient, routeAfterLogin, session, state]);

  return (
    <AuthPage title="Signing you in">
      <div className="sso-landing__status">
        <Spinner size="large" label="Signing you in" />
        <p className="sso-landing__text">One moment while we open your Member Dashboard.</p>
      </div>
    </AuthPage>
  );
}
