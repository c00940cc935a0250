import { StrictMode } from 'react';

import type { RuntimeConfig } from '../config/runtime-config';

import { App } from './app';
import { AppProviders } from './providers';
import type { AppRouter } from './router';
import type { PortalServices } from './services';

export interface PortalAppProps {
  readonly config: RuntimeConfig;
  readonly services: PortalServices;
  /** The browser's router (router.ts), or a memory router of the same route table (the first paint). */
  readonly router: AppRouter;
}

/**
 * The whole portal: the providers and the router. The browser renders it (main.tsx), and index.html's first paint
 * is built from it at build time (prerender.tsx), so the page hydrates the same tree it was built from.
 */
export function PortalApp({ config, services, router }: PortalAppProps) {
  return (
    <StrictMode>
      <AppProviders config={config} services={services}>
        <App router={router} />
      </AppProviders>
    </StrictMode>
  );
}
