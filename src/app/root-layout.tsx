import { useRef } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';

import { FailureBoundary } from '../shared/errors/failure-state';
import { NotificationProvider } from '../shared/ui';

import { MainRefContext, SkipLink, useBrandTheme, useChatWidgetSignOut, useManualScrollRestoration } from './shell';
import { useRouteFocus } from './use-route-focus';

/**
 * The frame around every route: the brand theme on the document, the skip link (the first focusable element),
 * router-aware links for the shared interface pieces, the snackbar queue, and the failure state that shows the
 * error page of a failed call in the page area with the address kept. The page area itself (<main>) belongs to
 * the layout of the route: the shell for signed-in pages, the public layout for signed-out ones. After each
 * navigation the page scrolls to the top (the browser's scroll restoration is off) and focus moves to the new
 * page's heading.
 */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useRouteFocus(mainRef);
  useManualScrollRestoration();
  useBrandTheme();
  useChatWidgetSignOut();

  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <MainRefContext value={mainRef}>
        <SkipLink />
        <NotificationProvider>
          <FailureBoundary>
            <Outlet />
          </FailureBoundary>
        </NotificationProvider>
      </MainRefContext>
    </AriaRouterProvider>
  );
}
