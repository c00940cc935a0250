import { msg } from '@lingui/core/macro';
import { createContext, lazy, type RefObject, Suspense, useContext } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { useFailure } from '../../shared/errors/failure-state';
import { PieceBoundary } from '../../shared/ui/piece-boundary/piece-boundary';
import { PageLoading } from '../page-loading';

import './page-main.css';

/** The id the skip link leads to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The root layout owns the reference to the page's <main> (route focus and the skip link use it); whichever
 * layout renders the page attaches it.
 */
export const MainRefContext = createContext<RefObject<HTMLElement | null> | null>(null);
MainRefContext.displayName = 'MainRefContext';

/** The error page's content, loaded when a call first fails (no page shows it before). */
const ErrorStatusContent = lazy(async () => ({ default: (await import('../../features/errors/error-status-content')).ErrorStatusContent }));

/**
 * The page area: the page of the route, or the error page of a failed call with the address kept. The page is a
 * piece of its own: a render error in it shows the page's own message in this area (tried again on the next
 * address), and the header, menus and footer around it stay.
 */
export function PageMain() {
  const mainRef = useContext(MainRefContext);
  const { status } = useFailure();
  const { pathname } = useLocation();
  return (
    <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="page-main">
      {status === null ? (
        <PieceBoundary piece="page" name={msg`this page`} resetKeys={[pathname]}>
          <Outlet />
        </PieceBoundary>
      ) : (
        <Suspense fallback={<PageLoading />}>
          <ErrorStatusContent status={status} />
        </Suspense>
      )}
    </main>
  );
}
