import { redirect, type RouteObject } from 'react-router-dom';

import type { RuntimeConfig } from '../config/runtime-config';
import { errorPath, routePaths } from '../config/route-paths';
import { LoginPage } from '../features/auth/login-page';
import { ErrorStatusPage } from '../features/errors/error-status-page';

import { RootLayout } from './root-layout';
import { UnexpectedErrorPage } from './unexpected-error-page';

/** Rendered while a redirecting route resolves on first load; the redirect follows at once. */
function NothingYet() {
  return null;
}

/** The route table. Redirects run as loaders, so the first page rendered is already the target. */
export function createRoutes({ defaultRedirect }: Pick<RuntimeConfig, 'defaultRedirect'>): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <UnexpectedErrorPage />,
      HydrateFallback: NothingYet,
      children: [
        // Redirect-only routes: the loader answers before anything renders, hence `element: null`.
        { index: true, loader: () => redirect(defaultRedirect), element: null },
        { path: routePaths.login, element: <LoginPage /> },
        { path: routePaths.error, element: <ErrorStatusPage /> },
        { path: '*', loader: () => redirect(errorPath(404)), element: null },
      ],
    },
  ];
}
