import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { failOperation, slowResponse } from '../../../mocks/scenarios';
import { decodeTokenClaims } from '../../domain/token/token-claims';
import { COOKIE_NAMES } from '../../shared/session/cookies';
import { LOCAL_TOKEN_KEY } from '../../shared/session/session-store';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { signInAs, startLoginAs } from '../../test/sign-in';

import { authTestConfig, expectErrorPage, forgetSession, storedTokens } from './auth-test-helpers';

// The mock gateway for this file (it registers vitest hooks; it is not a React hook).
registerMockGateway();

afterEach(forgetSession);

/** A partner site hands the member over with the temporary token cookie. */
async function arriveFromPartner(username: string): Promise<string> {
  const token = await signInAs(username);
  localStorage.removeItem(LOCAL_TOKEN_KEY);
  document.cookie = `${COOKIE_NAMES.temporaryToken}=${encodeURIComponent(token)}; Path=/; Secure; SameSite=Strict`;
  return token;
}

describe('the single sign-on landing', () => {
  it("says it is signing the member in, then routes with the partner's token and stores it", async () => {
    slowResponse('getGroups', 300, { times: 1 });
    const token = await arriveFromPartner('rivera');
    const { router } = renderApp('/sso', { config: authTestConfig() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
    expect(screen.getByText('One moment while we open your Member Dashboard.')).toBeInTheDocument();

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(storedTokens()).toMatchObject({ local: token, apiCookie: token, temporary: null });
    expect(document.cookie).not.toContain(`${COOKIE_NAMES.temporaryToken}=`);
  });

  it('routes a token carried over by the login to the step it still needs', async () => {
    await startLoginAs('noemail');
    const { router } = renderApp('/sso', { config: authTestConfig() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-email'));
    expect(decodeTokenClaims(storedTokens().temporary)).toMatchObject({ sub: 'noemail' });
    expect(storedTokens().local).toBeNull();
  });

  it('shows the error page when a read of the routing fails', async () => {
    failOperation('getAccountStatus', 403);
    await arriveFromPartner('rivera');
    const { router } = renderApp('/sso', { config: authTestConfig() });
    await expectErrorPage(403);
    expect(router.state.location.pathname).toBe('/sso');
    expect(storedTokens().local).toBeNull();
  });
});

describe('the single sign-on landing in Spanish', () => {
  it('says in Spanish that it is signing the member in, with no English message left', async () => {
    slowResponse('getGroups', 300, { times: 1 });
    await arriveFromPartner('rivera');
    await showSpanish('auth');
    const { container, router } = renderApp('/sso', { config: authTestConfig() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciando su sesión' })).toBeInTheDocument();
    expect(screen.getByText('Un momento mientras abrimos su Panel del Miembro.')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
