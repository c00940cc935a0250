import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';

import type { RuntimeConfig } from '../config/runtime-config';

import { AppProviders } from './providers';
import type { PortalServices } from './services';

/** A data router of the portal's route table: the browser's (router.ts), or a memory router (tests, the first paint). */
export type PortalRouter = Parameters<typeof RouterProvider>[0]['router'];

export interface PortalAppProps {
  readonly config: RuntimeConfig;
  readonly services: PortalServices;
  readonly router: PortalRouter;
}

/**
 * The whole portal: the providers and the router. The browser renders it (main.tsx), and index.html's first paint
 * is built from it at build time (prerender.tsx), so the page hydrates the same tree it was built from.
 */
export function PortalApp({ config, services, router }: PortalAppProps) {
  return (
    <StrictMode>
      <AppProviders config={config} services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
