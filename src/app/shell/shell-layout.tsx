import { msg } from '@lingui/core/macro';
import { useNavigation } from 'react-router-dom';

import { IdleTimeout } from '../../features/auth/idle-timeout';
import { useSession } from '../../shared/session/session-context';
import { OverlaySpinner, PieceBoundary } from '../../shared/ui';
import { useOfflineSupport } from '../offline/use-offline-support';

import { useChatWidget } from './chat-widget';
import { GlobalAlerts } from './global-alerts';
import { Masthead } from './masthead';
import { PageMain } from './page-main';
import { useSignInAnalytics } from './sign-in-analytics';
import { ShellFooter } from './shell-footer';
import { useShellData } from './use-shell-data';

import './layouts.css';

/**
 * The frame of signed-in pages (product section 2): the fixed top navigation, the global alerts under it, the page,
 * the footer with its site map or icon navigation and the accreditation badge, the overlay spinner while the
 * member's account state loads, and the idle-timeout warning. The snackbar is mounted by the root layout. On the first signed-in render of a
 * session token the analytics data layer is told about the member; the chat widget starts when the rules allow; in
 * the production build the service worker and the brand's web app manifest start once the page is idle.
 */
export function ShellLayout() {
  const data = useShellData();
  const { sessionToken, claims } = useSession();
  const navigation = useNavigation();
  useSignInAnalytics(sessionToken, claims?.memberKey, data);
  useChatWidget(data);
  useOfflineSupport();

  const loading = (data.status === 'loading' && data.waitingFor === 'account') || navigation.state === 'loading';

  return (
    <div className="shell-layout">
      <PieceBoundary piece="shell.menus" name={msg`the menus`}>
        <Masthead data={data} />
      </PieceBoundary>
      <PieceBoundary piece="shell.alerts" name={msg`the alerts`}>
        <GlobalAlerts termed={data.status === 'ready' && data.state.termed} />
      </PieceBoundary>
      <PageMain />
      <PieceBoundary piece="shell.footer" name={msg`the footer`}>
        <ShellFooter menus={data.status === 'ready' ? data.menus : null} />
      </PieceBoundary>
      <OverlaySpinner isLoading={loading} />
      <IdleTimeout />
    </div>
  );
}
