import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { publicPaths } from '../config/public-paths';
import { renderApp } from '../test/render-app';
import { testRuntimeConfig } from '../test/test-runtime-config';

import { createRoutes } from './routes';

function LoginPageThatFails(): never {
  throw new Error('The login page failed to render.');
}

/** The portal's own route table (its root, public layout and their boundaries), with a sign-in page that throws as it renders. */
function routesWithFailingLoginPage(): RouteObject[] {
  const withFailingLogin = (route: RouteObject): RouteObject => {
    if (route.path === publicPaths.login) return { ...route, element: <LoginPageThatFails /> };
    if (route.index) return route;
    return route.children ? { ...route, children: route.children.map(withFailingLogin) } : route;
  };
  return createRoutes(testRuntimeConfig()).map(withFailingLogin);
}

describe('a page that fails to render', () => {
  it('shows its own message with a retry in the page area, and the header and footer stay', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    renderApp('/login', { routes: routesWithFailingLoginPage() });

    const main = screen.getByRole('main');
    expect(within(main).getByText("Sorry, we can't show this page right now.")).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Try again: this page' })).toBeEnabled();
    // Only a failed gateway answer (product section 8) or a failure outside every piece replaces the whole page.
    expect(screen.queryByRole('heading', { name: "Sorry, it looks like there's a problem." })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
