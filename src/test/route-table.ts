import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireNewIdToken, RequireSession, RequireTemporaryToken } from '../app/guards/session-guards';
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

/** The session a route needs: none, a login in progress (temporary token), a new-id token, or a member's session. */
export type SessionKind = 'none' | 'temporary' | 'new-id' | 'member';

/** The session each guard asks for, by the guard's component. */
const GUARD_SESSIONS = new Map<unknown, SessionKind>([
  [RequireSession, 'member'],
  [RequireTemporaryToken, 'temporary'],
  [RequireNewIdToken, 'new-id'],
]);

/** A page of the route table, as tests that derive their lists from the table read it. */
export interface TableRoute {
  /** Its path ('' for an index route). */
  readonly path: string;
  /** The session the nearest guard above it asks for ('none' under no guard). */
  readonly session: SessionKind;
  /** The route's own data (react-router's handle), if it declares any. */
  readonly handle?: unknown;
}

/** Every page of a route table (each route with a path, and index routes), in the table's order, with its guard's session. */
export function tableRoutes(routes: readonly RouteObject[], session: SessionKind = 'none'): TableRoute[] {
  const found: TableRoute[] = [];
  for (const route of routes) {
    const guard = isValidElement(route.element) ? GUARD_SESSIONS.get(route.element.type) : undefined;
    const within = guard ?? session;
    const handle = route.handle === undefined ? {} : { handle: route.handle as unknown };
    if (route.index) found.push({ path: '', session: within, ...handle });
    if (route.path !== undefined) found.push({ path: route.path, session: within, ...handle });
    if (route.children) found.push(...tableRoutes(route.children, within));
  }
  return found;
}
