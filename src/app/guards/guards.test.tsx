import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../../test/render-app';
import { testRuntimeConfig } from '../../test/test-runtime-config';
import { testToken } from '../../test/tokens';
import { browserNavigation } from '../../shared/lib/browser-navigation';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function signIn(claims: Record<string, unknown> = {}) {
  localStorage.setItem('local_mdtoken', testToken(claims));
}
function startLogin(claims: Record<string, unknown> = {}) {
  sessionStorage.setItem('temp_token', testToken(claims));
}

describe('the temporary-token gate', () => {
  it.each(['/group-selection', '/update-email', '/registration-policies', '/sso'])('opens %s with a temporary token', (path) => {
    startLogin();
    const { router } = renderApp(path);
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/group-selection', '/update-email', '/registration-policies', '/sso'])(
    'sends a signed-in member without a temporary token from %s to /home',
    async (path) => {
      signIn();
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    },
  );

  it('sends a visitor with no token to /logout', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    const { router } = renderApp('/update-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    // The logout leaves for the login path once the service worker's caches of member data are gone.
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?loggedOut=true'));
  });
});

describe('signed-in routes', () => {
  it.each(['/home', '/account', '/benefits', '/find-care', '/claims', '/id-card', '/select-group'])(
    'send a visitor with no token from %s to /login',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it('sends a member who holds only a temporary token to /login', async () => {
    startLogin();
    const { router } = renderApp('/benefits');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens a signed-in page with a session token', async () => {
    signIn();
    renderApp('/benefits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benefits' })).toBeInTheDocument();
  });
});

describe('the new-id route', () => {
  it('opens for a new-id token', () => {
    startLogin({ role: 'new-id' });
    const { router } = renderApp('/new-id');
    expect(router.state.location.pathname).toBe('/new-id');
  });

  it('opens for a session token issued by the new-id flow', () => {
    signIn({ issuedByNewId: true });
    const { router } = renderApp('/new-id');
    expect(router.state.location.pathname).toBe('/new-id');
  });

  it('sends a member with an ordinary token to /home', async () => {
    signIn();
    const { router } = renderApp('/new-id');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('logout', () => {
  it('on brand 5 shows the logged-out page and clears the session', async () => {
    signIn();
    startLogin();
    localStorage.setItem('other', 'x');
    renderApp('/logout', { config: testRuntimeConfig({ domainId: 5 }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Logged out successfully' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the partner dashboard' })).toHaveAttribute('href', 'https://partner.example.com/dashboard');
    expect(screen.getByRole('link', { name: 'Contact customer service (dental)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact the health plan' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it.each([1, 2] as const)('on brand %i reloads to the login path after clearing the session', async (domainId) => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    signIn();
    const { services } = renderApp('/logout', { config: testRuntimeConfig({ domainId }) });

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?loggedOut=true'));
    expect(screen.queryByText('Logged out successfully')).not.toBeInTheDocument();
    expect(localStorage.getItem('local_mdtoken')).toBeNull();
    expect(services.session.getSnapshot().sessionToken).toBeNull();
  });

  it('clears the query cache, and with it the account state', async () => {
    vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    signIn();
    const { services, router } = renderApp('/login');
    const queryClient = await services.queries.load();
    queryClient.setQueryData(['/account'], { subscriberId: '900123456' });
    await act(() => router.navigate('/logout'));
    expect(queryClient.getQueryData(['/account'])).toBeUndefined();
  });
});
