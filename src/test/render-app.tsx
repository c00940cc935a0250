import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';

import { App } from '../app/app';
import { AppProviders } from '../app/providers';
import { createRoutes, routerOptions } from '../app/routes';
import { createPortalServices, type PortalServices } from '../app/services';
import type { RuntimeConfig } from '../config/runtime-config';

import { testRuntimeConfig } from './test-runtime-config';

export interface RenderAppOptions {
  readonly config?: RuntimeConfig;
  /** Replaces the portal's route table, for tests of the app frame itself (a function receives the page's services). */
  readonly routes?: RouteObject[] | ((services: PortalServices) => RouteObject[]);
}

/**
 * Renders the portal at `path` through the real providers and route table, with in-memory history: the table as a
 * page load starts with it, the signed-in half joining on demand as in the browser (routes.tsx).
 */
export function renderApp(path: string, { config = testRuntimeConfig(), routes }: RenderAppOptions = {}) {
  const services = createPortalServices(config);
  const router =
    routes === undefined
      ? createMemoryRouter(createRoutes(config), { initialEntries: [path], ...routerOptions(config, services) })
      : createMemoryRouter(typeof routes === 'function' ? routes(services) : routes, { initialEntries: [path] });
  const view = render(
    <AppProviders config={config} services={services}>
      <App router={router} />
    </AppProviders>,
  );
  return { ...view, router, services };
}
