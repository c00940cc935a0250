import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { memberPersonas, type MemberPersona } from '../../../mocks/personas';
import { failOperation } from '../../../mocks/scenarios';
import { decodeTokenClaims } from '../../domain/token/token-claims';
import { browserNavigation } from '../../shared/lib/browser-navigation';
import { TEMPORARY_LOGIN_KEY } from '../../shared/session/session-store';
import { renderApp } from '../../test/render-app';
import { signInAs, startLoginAs } from '../../test/sign-in';

import { authTestConfig, expectErrorPage, forgetSession, recordRequests, storedTokens, submitLogin } from './auth-test-helpers';

// The mock gateway for this file (it registers vitest hooks; it is not a React hook).
const server = registerMockGateway();

afterEach(forgetSession);

/** Routes after which the token is the session token (product section 4: "store the token, then go to ..."). */
const STORING_ROUTES = new Set(['/home', '/account/settings/change-password']);

function signInOnLoginPage(persona: Pick<MemberPersona, 'domainId'>, overrides: Parameters<typeof authTestConfig>[0] = {}) {
  const config = authTestConfig({ domainId: persona.domainId, ...overrides });
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/login', { config });
  return { user, config, ...view };
}

describe('post-login routing from the login page, for every persona of docs/personas.md on its brand', () => {
  it.each(memberPersonas.map((persona) => [persona.username, persona.domainId, persona.landsOn, persona] as const))(
    '%s (brand %i) lands on %s',
    async (username, _domainId, landsOn, persona) => {
      const submitForm = vi.spyOn(browserNavigation, 'submitForm').mockImplementation(() => undefined);
      const { user, router, config } = signInOnLoginPage(persona, { externalSsoTestEnv: 'uat-2' });
      await submitLogin(user, username);

      if (landsOn === 'external-sso') {
        await waitFor(() => expect(submitForm).toHaveBeenCalledTimes(1));
        const form = submitForm.mock.calls[0]![0];
        expect(form.method).toBe('post');
        expect(form.action).toBe(config.externalSsoUrl);
        const fields = new FormData(form);
        expect(decodeTokenClaims(String(fields.get('token')))).toMatchObject({ sub: username, memberKey: persona.memberKey });
        expect(fields.get('testEnv')).toBe('uat-2');
        // Handed to the external system: the token is not stored, and the spinner stays until the browser has left.
        expect(storedTokens()).toMatchObject({ local: null, apiCookie: null, accessCookie: null });
        expect(router.state.location.pathname).toBe('/login');
        expect(screen.getByTestId('overlay-spinner')).toBeInTheDocument();
        return;
      }

      await waitFor(() => expect(router.state.location.pathname).toBe(landsOn));
      expect(submitForm).not.toHaveBeenCalled();
      const tokens = storedTokens();
      if (STORING_ROUTES.has(landsOn)) {
        expect(decodeTokenClaims(tokens.local)).toMatchObject({ sub: username });
        expect(tokens.apiCookie).toBe(tokens.local);
        expect(tokens.accessCookie).toBe(tokens.local);
        // The temporary state ends with the routing.
        expect(tokens.temporary).toBeNull();
      } else {
        // A step of the login is still to come: the token is only held as the temporary token.
        expect(tokens).toMatchObject({ local: null, apiCookie: null, accessCookie: null });
        expect(decodeTokenClaims(tokens.temporary)).toMatchObject({ sub: username });
      }
    },
  );
});

describe('the external single sign-on post', () => {
  it('leaves no temporary state behind once the page has gone with the form', async () => {
    const submitForm = vi.spyOn(browserNavigation, 'submitForm').mockImplementation(() => undefined);
    const { user } = signInOnLoginPage({ domainId: 1 });
    await submitLogin(user, 'handoff');
    await waitFor(() => expect(submitForm).toHaveBeenCalledTimes(1));
    // Until the browser leaves, the page stays as it is (no guard moves it under the post).
    expect(storedTokens().temporary).not.toBeNull();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(storedTokens().temporary).toBeNull();
    expect(sessionStorage.getItem(TEMPORARY_LOGIN_KEY)).toBeNull();
  });

  it("is not posted when a step earlier in the same login chose 'Prevent navigation' (the choice travels with the temporary token)", async () => {
    const submitForm = vi.spyOn(browserNavigation, 'submitForm').mockImplementation(() => undefined);
    // The handoff member's token, held as the temporary token of a login whose New ID step ticked the box; a later
    // step (the single sign-on landing, as after update e-mail or group selection) routes on with the token alone.
    await startLoginAs('handoff');
    sessionStorage.setItem(TEMPORARY_LOGIN_KEY, JSON.stringify({ preventNavigation: true }));
    const { router } = renderApp('/sso', { config: authTestConfig({ domainId: 1 }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(submitForm).not.toHaveBeenCalled();
    expect(decodeTokenClaims(storedTokens().local)).toMatchObject({ sub: 'handoff' });
  });

  it('carries no test-environment value when the configuration has none', async () => {
    const submitForm = vi.spyOn(browserNavigation, 'submitForm').mockImplementation(() => undefined);
    const { user } = signInOnLoginPage({ domainId: 1 });
    await submitLogin(user, 'handoff');
    await waitFor(() => expect(submitForm).toHaveBeenCalledTimes(1));
    const fields = new FormData(submitForm.mock.calls[0]![0]);
    expect([...fields.keys()]).toEqual(['token']);
  });
});

describe('a login while another member is signed in', () => {
  it("ends the old session first: the old token is gone and none of the old member's answers is shown again", async () => {
    const oldToken = await signInAs('rivera');
    const { user, router, services } = signInOnLoginPage({ domainId: 1 });
    const queryClient = await services.queries.load();
    queryClient.setQueryData(['/account'], { subscriberId: '900123456' });
    await submitLogin(user, 'termed');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const tokens = storedTokens();
    expect(decodeTokenClaims(tokens.local)).toMatchObject({ sub: 'termed' });
    expect(tokens.local).not.toBe(oldToken);
    expect(queryClient.getQueryData(['/account'])).not.toEqual({ subscriberId: '900123456' });
  });
});

describe('the reads the routing makes', () => {
  it('asks what the decision needs, and the account state alongside, with the new token: groups, preferences and status on brand 1', async () => {
    const requests = recordRequests(server);
    const { user, router } = signInOnLoginPage({ domainId: 1 });
    await submitLogin(user, 'noemail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-email'));
    const reads = requests.filter((request) => request.method === 'GET');
    expect(reads.map((request) => request.path).sort()).toEqual([
      '/account',
      '/account/preferences',
      '/account/status',
      '/eligibility/family',
      '/groups',
    ]);
    const token = storedTokens().temporary;
    expect(reads.every((request) => request.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('asks only the registration policies on brand 5, and the account state alongside', async () => {
    const requests = recordRequests(server);
    const { user, router } = signInOnLoginPage({ domainId: 5 });
    await submitLogin(user, 'harborpolicy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-policies'));
    const token = storedTokens().temporary;
    // The policies page reads the account itself afterwards; these are the reads made with the login's token before it.
    const beforePage = requests.slice(0, 4).filter((request) => request.method === 'GET');
    expect(beforePage.map((request) => request.path).sort()).toEqual(['/account', '/account/registration/policies', '/eligibility/family']);
    expect(beforePage.every((request) => request.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('lands on a dashboard whose account state it read on the way, with the routing reads: each read once', async () => {
    const requests = recordRequests(server);
    const { user, router } = signInOnLoginPage({ domainId: 1 });
    await submitLogin(user, 'rivera');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' }, { timeout: 15_000 });
    const reads = requests.filter((request) => request.method === 'GET').map((request) => request.path);
    expect(reads.filter((path) => path === '/account')).toHaveLength(1);
    expect(reads.filter((path) => path === '/eligibility/family')).toHaveLength(1);
    expect(new Set(reads).size).toBe(reads.length);
    // Read with the routing's reads, before the dashboard's own start.
    expect(reads.indexOf('/account')).toBeLessThan(reads.indexOf('/account/status'));
    expect(reads.indexOf('/eligibility/family')).toBeLessThan(reads.indexOf('/account/getEmployeeId'));
  });

  it('asks nothing for a new-id token on brand 2', async () => {
    const requests = recordRequests(server);
    const { user, router } = signInOnLoginPage({ domainId: 2 });
    await submitLogin(user, 'newidsummit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-id'));
    expect(requests.filter((request) => request.method === 'GET')).toEqual([]);
  });

  it('shows the error page when a read fails, stores nothing and hides the spinner', async () => {
    failOperation('getGroups', 404);
    const { user, router } = signInOnLoginPage({ domainId: 1 });
    await submitLogin(user, 'rivera');
    await expectErrorPage(404);
    expect(router.state.location.pathname).toBe('/login');
    expect(storedTokens()).toMatchObject({ local: null, apiCookie: null });
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
  });
});
