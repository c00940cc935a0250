import { Suspense } from 'react';
import { type PatchRoutesOnNavigationFunction, redirect, type RouteObject } from 'react-router-dom';

import type { RuntimeConfig } from '../config/runtime-config';
import { errorPath, publicPaths } from '../config/public-paths';
import { LoginPage } from '../features/auth/login-page';
import { registerCatalogs } from '../shared/i18n/catalogs';

import { DemoPersonas } from './mock-gateway-loader';
import type { OnDemandRoutes } from './on-demand-routes';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { loadPageFocus } from './use-route-focus';
import type { PortalServices } from './services';
import { PublicLayout } from './shell/public-layout';
import { UnexpectedErrorPage } from './unexpected-error-page';

/**
 * What loads when: the first page load (`npm run budget`: the start-up JavaScript) brings the sign-in page in the
 * public frame, the root layout, the redirects (createRoutes), and what they need to start: the configuration
 * check, the session, the providers. Everything else loads when first needed:
 * - the rest of the route table (on-demand-routes.tsx), with what a navigation to another page does (scroll to the
 *   top, focus its heading: page-focus.ts), on the first navigation to another page, or to a path the first load's
 *   table matches only with its splat (React Router's patchRoutesOnNavigation: routerOptions), and as a sign-in
 *   starts;
 * - each feature area as one chunk with its first page, together with the query cache and the gateway client
 *   (services.queries, gateway-queries.ts) that its pages read through, and React Aria's pressable stylesheet;
 * - the failure rule and following it (follow-failure.ts), with the first page that reads from the gateway;
 * - the snackbar's queue and view (snackbar-queue.tsx), with the first notification or a page that can notify;
 * - the words for what is wrong with /config.json, with the page that shows them (config-error-page.tsx), and mock
 *   mode's start-up (mock-mode.ts) when /config.json asks for the mock gateway;
 * - after a sign-in, the signed-in shell and the dashboard are fetched while post-login routing decides where the
 *   member goes (prefetchSignedInCode).
 */
const onDemandRoutes = () => import('./on-demand-routes');

/**
 * The feature areas the first page load carries code of (the sign-in page, the logout page and idle timeout of
 * auth; the error pages): their messages load before the first render (main.tsx), with the portal's own; the other
 * areas' load with their pages (on-demand-routes.tsx).
 */
export const START_UP_AREAS = ['auth', 'errors'] as const;
registerCatalogs(import.meta.glob(['../features/auth/locales/*.po', '../features/errors/locales/*.po']));

/** The ids of the routes the rest of the table joins: the root, and the public layout of signed-out pages. */
export const ROOT_ROUTE_ID = 'root';
export const PUBLIC_ROUTE_ID = 'public';

/** The rest of the route table, the signed-in shell and the dashboard: what a sign-in leads to, fetched while post-login routing decides. */
export function prefetchSignedInCode(): void {
  void onDemandRoutes().then(({ prefetchSignedInPages }) => prefetchSignedInPages());
}

/**
 * Adds the rest of the route table to a router's table when a navigation needs it (the router's
 * patchRoutesOnNavigation): React Router asks on every navigation to a path the table does not name or matches
 * with parameters (the splat route's unknown paths, the error pages), since the rest may name it. Unknown paths
 * still end on /error/404 once the whole table is in.
 */
function onDemandRouteDiscovery(config: RuntimeConfig, services: PortalServices): PatchRoutesOnNavigationFunction {
  let routes: OnDemandRoutes | undefined;
  return async ({ patch }) => {
    // With what a navigation to another page does (use-route-focus.ts): every one from the first page comes here.
    const [{ createOnDemandRoutes }] = await Promise.all([onDemandRoutes(), loadPageFocus()]);
    // The same routes each time: React Router recognises the ones it has and adds them once.
    routes ??= createOnDemandRoutes(config, services);
    patch(PUBLIC_ROUTE_ID, routes.public);
    patch(ROOT_ROUTE_ID, routes.root);
  };
}

/** A router's options for the portal's route table (createRoutes): the rest of the table joins it on demand. */
export function routerOptions(config: RuntimeConfig, services: PortalServices): { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  return { patchRoutesOnNavigation: onDemandRouteDiscovery(config, services) };
}

/**
 * The route table (product section 2) as the first page load has it: the sign-in page, the empty path to the
 * configured default, and any path the table does not name to /error/404. Every other page joins on demand
 * (on-demand-routes.tsx, routerOptions): the other signed-out pages in the public layout beside the sign-in page,
 * the error pages and the signed-in pages under the root.
 * Layout routes frame the pages: signed-out pages (and the steps of a login in progress) in the public layout,
 * signed-in pages in the shell, and the error pages in whichever fits the visitor.
 */
export function createRoutes(config: RuntimeConfig): RouteObject[] {
  const { defaultRedirect, mockGateway } = config;

  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <UnexpectedErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        { index: true, loader: () => redirect(defaultRedirect), element: null },
        {
          id: PUBLIC_ROUTE_ID,
          element: <PublicLayout />,
          children: [
            {
              path: publicPaths.login,
              element: (
                <LoginPage
                  onSignInStarted={prefetchSignedInCode}
                  aside={
                    mockGateway && DemoPersonas ? (
                      <Suspense fallback={null}>
                        <DemoPersonas />
                      </Suspense>
                    ) : undefined
                  }
                />
              ),
            },
          ],
        },
        { path: '*', loader: () => redirect(errorPath(404)), element: null },
      ],
    },
  ];
}
