import { useRef } from 'react';
import { Outlet } from 'react-router-dom';

import { ErrorStatusContent } from '../features/errors/error-status-content';

import { FailureBoundary, useFailure } from './errors/failure-state';
import { useRouteFocus } from './use-route-focus';

function PageContent() {
  const { status } = useFailure();
  return status === null ? <Outlet /> : <ErrorStatusContent status={status} />;
}

/** The frame every page renders in. A failed call shows its error page here, the address unchanged. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);

  return (
    <FailureBoundary>
      <main id="main-content" ref={mainRef}>
        <PageContent />
      </main>
    </FailureBoundary>
  );
}
