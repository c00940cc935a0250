import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

import { useSessionStore } from '../../shared/session/session-context';
import { Spinner } from '../../shared/ui';

import { AuthPage } from './auth-page';
import { usePostLoginRouting } from './use-post-login-routing';

import './sso-landing.css';

/**
 * The single sign-on landing (product section 2, temporary token). A member arriving from a partner site holds a
 * temporary token (the partner's temp_token cookie, or one carried over by the login); a signed-in step that
 * replaces the session (group switch, new ID) sends its new token here too. The page says it is signing the member
 * in and runs post-login routing with that token, once; routing ends any session the token replaces.
 */
export function SsoLandingPage() {
  const { t } = useLingui();
  const session = useSessionStore();
  const routeAfterLogin = usePostLoginRouting();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A failed read follows the global rule (the error page shows here); nothing is left to do on this page.
    routeAfterLogin({ token: session.getSnapshot().temporaryToken }).catch(() => undefined);
  }, [routeAfterLogin, session]);

  return (
    <AuthPage title={t`Signing you in`}>
      <div className="sso-landing__status">
        <Spinner size="large" label={t`Signing you in`} />
        <p className="sso-landing__text">{t`One moment while we open your Member Dashboard.`}</p>
      </div>
    </AuthPage>
  );
}
