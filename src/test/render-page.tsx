import { render } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';

import { App } from '../app/app';
import { ERROR_PAGES_ROUTE_ID, SIGNED_IN_ROUTE_ID, createOnDemandRoutes } from '../app/on-demand-routes';
import { PageLoading } from '../app/page-loading';
import { AppProviders } from '../app/providers';
import { createRoutes, PUBLIC_ROUTE_ID, ROOT_ROUTE_ID } from '../app/routes';
import { createPortalServices, type PortalServices } from '../app/services';
import { PageMain } from '../app/shell/page-main';
import { PublicLayout } from '../app/shell/public-layout';
import type { RuntimeConfig } from '../config/runtime-config';
import { useQueryClientSlot } from '../shared/queries/query-client-slot';
import { useSession } from '../shared/session/session-context';
import { loadPageFocus } from '../app/use-route-focus';

import { testRuntimeConfig } from './test-runtime-config';

/**
 * The page area of a signed-in page without the shell around it: the page, or the error page of a failed call,
 * once the query cache its hooks read from is loaded.
 */
function PageArea() {
  use(useQueryClientSlot().load());
  return <PageMain />;
}

function SignedInPageArea() {
  return (
    <Suspense fallback={<PageLoading />}>
      <PageArea />
    </Suspense>
  );
}

/** The error pages' frame without the shell: the page area when signed in, the public frame otherwise. */
function ErrorPageArea() {
  const { sessionToken } = useSession();
  return sessionToken ? <SignedInPageArea /> : <PublicLayout />;
}

/** `route` with `children` in place of its children (layout routes only: an index route has none). */
function withChildren(route: RouteObject, children: RouteObject[]): RouteObject {
  if (route.index) throw new Error(`Route ${route.id ?? route.path} is an index route.`);
  return { ...route, children };
}

/**
 * The whole route table, its on-demand part joined from the start, with the signed-in shell (its menus, alerts,
 * footer and their reads) replaced by the page area alone.
 */
function routesWithoutShell(config: RuntimeConfig, services: PortalServices): RouteObject[] {
  const onDemand = createOnDemandRoutes(config, services);
  const root = onDemand.root.map((route): RouteObject => {
    if (route.id === ERROR_PAGES_ROUTE_ID) return { ...route, element: <ErrorPageArea /> };
    if (route.id !== SIGNED_IN_ROUTE_ID) return route;
    const [shell, ...rest] = route.children ?? [];
    if (!shell?.lazy || shell.index || rest.length > 0) throw new Error('The signed-in route no longer has the shell as its one child.');
    const { lazy: _shellLayout, ...pages } = shell;
    return withChildren(route, [{ ...pages, element: <SignedInPageArea /> }]);
  });
  return createRoutes(config).map((route) => {
    if (route.id !== ROOT_ROUTE_ID) return route;
    const children = (route.children ?? []).map((child) =>
      child.id === PUBLIC_ROUTE_ID ? withChildren(child, [...(child.children ?? []), ...onDemand.public]) : child,
    );
    return withChildren(route, [...children, ...root]);
  });
}

/**
 * Renders the page at `path` with the portal's providers, its route (guards, the account state, the page's own
 * reads) and the routes it links to, in the page area alone: without the signed-in shell (menus, alerts, footer,
 * their reads), which src/app/shell's tests prove, and with the whole route table in from the start, so that
 * nothing joins it on demand. Tests of the shell, of loading and guarding signed-in pages as a whole, and of
 * post-login routing render the whole portal (renderApp).
 */
export function renderPage(path: string, { config = testRuntimeConfig() }: { config?: RuntimeConfig } = {}) {
  // What a navigation does (scroll to the top, focus the new heading), which the route table's on-demand part loads.
  void loadPageFocus();
  const services = createPortalServices(config);
  const router = createMemoryRouter(routesWithoutShell(config, services), { initialEntries: [path] });
  const view = render(
    <AppProviders config={config} services={services}>
      <App router={router} />
    </AppProviders>,
  );
  return { ...view, router, services };
}
