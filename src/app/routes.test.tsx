import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../test/render-app';
import { testRuntimeConfig } from '../test/test-runtime-config';

import { PRESSABLE_STYLE_ID } from './react-aria-styles';

/** Every path a route table names, however deep. */
function tablePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path === undefined ? [] : [route.path]), ...tablePaths(route.children ?? [])]);
}

describe('route table', () => {
  it('sends the empty path to the configured default, /login', async () => {
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends the empty path to whatever default the configuration names', async () => {
    const { router } = renderApp('/', { config: testRuntimeConfig({ defaultRedirect: '/error/503' }) });

    expect(await screen.findByText('Error code: 503 Service Unavailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/503');
  });

  it('shows the login page at /login', () => {
    renderApp('/login');

    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }));
  });

  it('shows the error page for the status in the address, keeping the address', async () => {
    const { router } = renderApp('/error/503');

    expect(await screen.findByRole('heading', { level: 1, name: 'This service is temporarily unavailable' })).toBeVisible();
    expect(screen.getByText('Error code: 503 Service Unavailable')).toBeVisible();
    expect(router.state.location.pathname).toBe('/error/503');
  });

  it("shows the portal's own status 1 like any other", async () => {
    renderApp('/error/1');

    expect(await screen.findByText('Error code: 1 Temporarily unavailable')).toBeVisible();
  });

  it('treats /error/oops, which names no status, as a missing page', async () => {
    const { router } = renderApp('/error/oops');

    expect(await screen.findByText('Error code: 404 Not Found')).toBeVisible();
    expect(router.state.location.pathname).toBe('/error/404');
  });

  it('shows the generic variant for a status without its own, keeping the address', async () => {
    const { router } = renderApp('/error/5000');

    expect(await screen.findByText('Error code: 5000 Error')).toBeVisible();
    expect(router.state.location.pathname).toBe('/error/5000');
  });

  it.each(['/nowhere', '/benefits/unknown/deeper', '/login/extra'])('sends the unknown path %s to /error/404', async (path) => {
    const { router } = renderApp(path);

    expect(await screen.findByText('Error code: 404 Not Found')).toBeVisible();
    expect(router.state.location.pathname).toBe('/error/404');
  });
});

describe('the rest of the table, past the sign-in page', () => {
  it('is not in the table a page load starts with, and joins it once, with the first navigation that needs it', async () => {
    const { router } = renderApp('/login');
    const routesOf = (wanted: string) => tablePaths(router.routes).filter((path) => path === wanted).length;
    expect(tablePaths(router.routes)).toEqual(['/login', '*']);

    // Signed out: the signed-in page's guard sends the visitor to /login.
    await act(() => router.navigate('/claims'));
    expect(router.state.location.pathname).toBe('/login');
    expect([routesOf('/home'), routesOf('/recovery/username'), routesOf('/error/:status')]).toEqual([1, 1, 1]);

    await act(() => router.navigate('/recovery/username'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot username' })).toBeInTheDocument();
    await act(() => router.navigate('/nowhere'));
    expect(await screen.findByText('Error code: 404 Not Found')).toBeVisible();
    expect([routesOf('/home'), routesOf('/recovery/username'), routesOf('/error/:status')]).toEqual([1, 1, 1]);
  });

  it("links React Aria's pressable rule before a page loaded on demand renders; the sign-in page does without", async () => {
    document.getElementById(PRESSABLE_STYLE_ID)?.remove();
    const { router } = renderApp('/login');
    expect(document.getElementById(PRESSABLE_STYLE_ID)).toBeNull();

    await act(() => router.navigate('/recovery/username'));
    expect(document.getElementById(PRESSABLE_STYLE_ID)).toHaveAttribute('rel', 'stylesheet');
  });

  it('is found when the page load opens another page', async () => {
    const { router } = renderApp('/id-card');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('moving between pages', () => {
  it('leaves scroll position and focus alone on the first page shown', () => {
    renderApp('/login');

    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });

  it('scrolls to the top and focuses the new page heading after a navigation', async () => {
    const { router } = renderApp('/login');

    await act(() => router.navigate('/error/500'));

    const heading = screen.getByRole('heading', { level: 1, name: 'Sorry, something went wrong on our side' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('does the same after going back', async () => {
    const { router } = renderApp('/login');
    await act(() => router.navigate('/error/500'));

    await act(() => router.navigate(-1));

    expect(screen.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps focus where it is when only the query string changes', async () => {
    const { router } = renderApp('/login');

    await act(() => router.navigate('/login?loggedOut=true'));

    expect(document.body).toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
