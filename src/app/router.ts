import { createBrowserRouter } from 'react-router-dom';

import type { RuntimeConfig } from '../config/runtime-config';

import { createRoutes, routerOptions } from './routes';
import type { PortalServices } from './services';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Created once per page load, outside React, so re-renders never build a second router. */
export function createAppRouter(config: RuntimeConfig, services: PortalServices): AppRouter {
  return createBrowserRouter(createRoutes(config), routerOptions(config, services));
}
