import { createContext, type RefObject, useContext } from 'react';
import { Outlet } from 'react-router-dom';

import { ErrorStatusContent } from '../../features/errors/error-status-content';
import { useFailure } from '../../shared/errors/failure-state';

import './page-main.css';

/** The id the skip link leads to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The root layout owns the reference to the page's <main> (route focus and the skip link use it); whichever
 * layout renders the page attaches it.
 */
export const MainRefContext = createContext<RefObject<HTMLElement | null> | null>(null);
MainRefContext.displayName = 'MainRefContext';

/** The page area: the page of the route, or the error page of a failed call with the address kept. */
export function PageMain() {
  const mainRef = useContext(MainRefContext);
  const { status } = useFailure();
  return (
    <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="page-main">
      {status === null ? <Outlet /> : <ErrorStatusContent status={status} />}
    </main>
  );
}
