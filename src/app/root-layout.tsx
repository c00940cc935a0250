import { useRef } from 'react';
import { Outlet } from 'react-router-dom';

import { useRouteFocus } from './use-route-focus';

/** The frame every page renders in. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);

  return (
    <main id="main-content" ref={mainRef}>
      <Outlet />
    </main>
  );
}
