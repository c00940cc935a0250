import { useRef } from 'react';
import { Outlet } from 'react-router-dom';

import { FailureBoundary } from '../shared/errors/failure-state';
import { NotificationProvider } from '../shared/ui/snackbar/snackbar';

import { useBrandTheme, useManualScrollRestoration } from './shell/brand-theme';
import { useChatWidgetSignOut } from './shell/chat-widget-script';
import { MainRefContext } from './shell/page-main';
import { SkipLink } from './shell/skip-link';
import { useRouteFocus } from './use-route-focus';
import { useSessionEndedElsewhere } from './use-session-ended-elsewhere';

/**
 * The frame around every route: the brand theme on the document, the skip link (the first focusable element),
 * the snackbar queue, and the failure state that shows the
 * error page of a failed call in the page area with the address kept. The page area itself (<main>) belongs to
 * the layout of the route: the shell for signed-in pages, the public layout for signed-out ones. After each
 * navigation the page scrolls to the top (the browser's scroll restoration is off) and focus moves to the new
 * page's heading. A session that ends in another tab ends here too (useSessionEndedElsewhere). (Router-aware links for React Aria's widgets come with the pages that use them: routes.tsx.)
 */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  useManualScrollRestoration();
  useBrandTheme();
  useChatWidgetSignOut();
  useSessionEndedElsewhere();

  return (
    <MainRefContext value={mainRef}>
      <SkipLink />
      <NotificationProvider>
        <FailureBoundary>
          <Outlet />
        </FailureBoundary>
      </NotificationProvider>
    </MainRefContext>
  );
}
