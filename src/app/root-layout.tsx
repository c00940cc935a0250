import { useRef } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';

import { ErrorStatusContent } from '../features/errors/error-status-content';
import { NotificationProvider } from '../shared/ui';

import { FailureBoundary, useFailure } from './errors/failure-state';
import { useRouteFocus } from './use-route-focus';

function PageContent() {
  const { status } = useFailure();
  return status === null ? <Outlet /> : <ErrorStatusContent status={status} />;
}

/**
 * The frame every page renders in. A failed call shows its error page here, the address unchanged. Links of
 * the shared interface pieces navigate through the router; notifications are queued here.
 */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useRouteFocus(mainRef);

  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <NotificationProvider>
        <FailureBoundary>
          <main id="main-content" ref={mainRef}>
            <PageContent />
          </main>
        </FailureBoundary>
      </NotificationProvider>
    </AriaRouterProvider>
  );
}
