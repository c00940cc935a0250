import type { RouteObject } from 'react-router-dom';

import { createOnDemandRoutes } from '../app/on-demand-routes';
import { createRoutes, PUBLIC_ROUTE_ID, ROOT_ROUTE_ID } from '../app/routes';
import type { PortalServices } from '../app/services';
import type { RuntimeConfig } from '../config/runtime-config';

/**
 * Tests only: the whole route table at once, as a router has it once the rest of the table has joined the first
 * page load's (routes.tsx), for tests that read or change the table itself.
 */
export function wholeRouteTable(config: RuntimeConfig, services: PortalServices): RouteObject[] {
  const onDemand = createOnDemandRoutes(config, services);
  const join = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const joining = route.id === ROOT_ROUTE_ID ? onDemand.root : route.id === PUBLIC_ROUTE_ID ? onDemand.public : [];
      return route.children ? { ...route, children: [...join(route.children), ...joining] } : route;
    });
  return join(createRoutes(config));
}
