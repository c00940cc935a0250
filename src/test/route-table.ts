import type { RouteObject } from 'react-router-dom';

import { createRoutes, ROOT_ROUTE_ID } from '../app/routes';
import type { PortalServices } from '../app/services';
import { createSignedInRoutes } from '../app/signed-in-routes';
import type { RuntimeConfig } from '../config/runtime-config';

/**
 * Tests only: the whole route table at once, as a router has it once the signed-in half has joined the first page
 * load's (routes.tsx), for tests that read or change the table itself.
 */
export function wholeRouteTable(config: RuntimeConfig, services: PortalServices): RouteObject[] {
  const table = createRoutes(config, services);
  const root = table.find((route) => route.id === ROOT_ROUTE_ID);
  if (!root?.children) throw new Error(`The route table has no route ${ROOT_ROUTE_ID} with children.`);
  root.children = [...root.children, ...createSignedInRoutes(config, services)];
  return table;
}
