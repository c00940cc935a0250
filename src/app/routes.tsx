import { lazy, Suspense } from 'react';
import { type PatchRoutesOnNavigationFunction, redirect, type RouteObject } from 'react-router-dom';

import type { RuntimeConfig } from '../config/runtime-config';
import { errorPath, routePaths as p } from '../config/route-paths';
import { LoginPage } from '../features/auth/login-page';

import { RequireNewIdToken, RequireTemporaryToken } from './guards/session-guards';
import { lazyRoutes } from './lazy-route';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import type { PortalServices } from './services';
import { PublicLayout } from './shell/public-layout';
import { SessionLayout } from './shell/session-layout';
import { UnexpectedErrorPage } from './unexpected-error-page';

/**
 * What loads when: the first page load brings the sign-in page, the public frame, the error pages' route, the
 * guards that need only the session, and the signed-out half of the route table (createRoutes). Everything else
 * loads when first needed:
 * - the signed-in half of the table (signed-in-routes.tsx) on the first navigation to a path the signed-out half
 *   does not name, or whose match has parameters (React Router's patchRoutesOnNavigation: signedInRouteDiscovery),
 *   and as a sign-in starts;
 * - each feature area as one chunk with its first page, together with the query cache and the gateway client
 *   (services.queries) that its pages read through;
 * - after a sign-in, the signed-in half, the shell and the dashboard are fetched while post-login routing decides
 *   where the member goes (prefetchSignedInCode).
 */
const authStepsPages = () => import('../features/auth/auth-steps-pages');
const recoveryPages = () => import('../features/recovery/recovery-pages');
const registrationPages = () => import('../features/registration/registration-page');
const supportPages = () => import('../features/support/support-pages');
const logoutRoute = () => import('./logout-route');
const errorPages = () => import('../features/errors/error-status-page');
const signedInRoutes = () => import('./signed-in-routes');

/** The id of the route every page is under: the signed-in half of the table joins its children. */
export const ROOT_ROUTE_ID = 'root';

/** The signed-in half of the table, the shell and the dashboard: what a sign-in leads to, fetched while post-login routing decides. */
export function prefetchSignedInCode(): void {
  void signedInRoutes().then(({ prefetchSignedInPages }) => prefetchSignedInPages());
}

/**
 * Adds the signed-in half of the route table to a router's table when a navigation needs it (the router's
 * patchRoutesOnNavigation): React Router asks on every navigation to a path the table does not name, or that it
 * matches with parameters (the error pages, the unknown paths of the splat route), since the other half may name it.
 * Unknown paths still end on /error/404 once both halves are in.
 */
export function signedInRouteDiscovery(config: RuntimeConfig, services: PortalServices): PatchRoutesOnNavigationFunction {
  let table: RouteObject[] | undefined;
  return async ({ patch }) => {
    const { createSignedInRoutes } = await signedInRoutes();
    // The same routes each time: React Router recognises them by their ids and adds them once.
    table ??= createSignedInRoutes(config, services);
    patch(ROOT_ROUTE_ID, table);
  };
}

/** A router's options for the portal's route table (createRoutes): the signed-in half joins it on demand. */
export function routerOptions(config: RuntimeConfig, services: PortalServices): { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  return { patchRoutesOnNavigation: signedInRouteDiscovery(config, services) };
}

/** The demo personas beside the login form, in mock mode only. */
const DemoPersonas = lazy(async () => ({ default: (await import('./dev/demo-personas')).DemoPersonas }));

/**
 * The route table (spec section 2) with its guards, as the first page load has it:
 * - signed-out pages: login, contact us, recovery, registration, error pages and logout;
 * - the temporary-token steps of a login in progress, and /new-id for new-id tokens;
 * - the signed-in pages join on demand (signed-in-routes.tsx, routerOptions), under the same root.
 * The empty path goes to the configured default; any other path to /error/404.
 * Layout routes frame the pages: signed-out pages (and the steps of a login in progress) in the public layout,
 * signed-in pages in the shell, and the error pages in whichever fits the visitor.
 */
export function createRoutes(config: RuntimeConfig, services: PortalServices): RouteObject[] {
  const { defaultRedirect, mockGateway } = config;
  const lazyRoute = lazyRoutes(services);

  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <UnexpectedErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        { index: true, loader: () => redirect(defaultRedirect), element: null },
        {
          element: <PublicLayout />,
          children: [
            {
              path: p.login,
              element: (
                <LoginPage
                  onSignInStarted={prefetchSignedInCode}
                  aside={
                    mockGateway ? (
                      <Suspense fallback={null}>
                        <DemoPersonas />
                      </Suspense>
                    ) : undefined
                  }
                />
              ),
            },
            { path: p.contactUs, ...lazyRoute(supportPages, 'ContactUsPage') },
            { path: p.recoverUsername, ...lazyRoute(recoveryPages, 'RecoverUsernamePage') },
            { path: p.recoverPassword, ...lazyRoute(recoveryPages, 'RecoverPasswordPage') },
            { path: p.registration, ...lazyRoute(registrationPages, 'RegistrationPage') },
            { path: p.logout, ...lazyRoute(logoutRoute, 'LogoutRoute') },
            {
              element: <RequireTemporaryToken />,
              children: [
                { path: p.groupSelection, ...lazyRoute(authStepsPages, 'GroupSelectionPage') },
                { path: p.updateEmail, ...lazyRoute(authStepsPages, 'UpdateEmailPage') },
                { path: p.registrationPolicies, ...lazyRoute(authStepsPages, 'RegistrationPoliciesPage') },
                { path: p.ssoLanding, ...lazyRoute(authStepsPages, 'SsoLandingPage') },
              ],
            },
            { element: <RequireNewIdToken />, children: [{ path: p.newId, ...lazyRoute(authStepsPages, 'NewIdPage') }] },
          ],
        },
        {
          element: <SessionLayout />,
          children: [
            { path: p.error, lazy: async () => ({ Component: (await errorPages()).ErrorStatusPage }) },
            { path: p.accessibility, ...lazyRoute(supportPages, 'AccessibilityPage') },
          ],
        },
        { path: '*', loader: () => redirect(errorPath(404)), element: null },
      ],
    },
  ];
}
