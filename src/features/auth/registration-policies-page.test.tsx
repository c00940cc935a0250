import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { MOCK_GATEWAY_BASE_URL, setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { failOperation } from '../../../mocks/scenarios';
import { gatewayCaller, personaTokenClaims } from '../../../mocks/test-helpers';
import { issueToken } from '../../../mocks/tokens';
import { TEMPORARY_TOKEN_KEY } from '../../shared/session/session-store';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { watchSnackbar } from '../../test/snackbar';
import { startLoginAs } from '../../test/sign-in';

import { authTestConfig, expectErrorPage, forgetSession, recordRequests, requestsTo, storedTokens } from './auth-test-helpers';
import { REGISTRATION_POLICIES_TITLE, tokenMemberIsSubscriber } from './registration-policies-page';


// The mock gateway for this file (it registers vitest hooks; it is not a React hook).
const server = registerMockGateway();

afterEach(() => {
  forgetSession();
});

const NOT_CONFIRMED = 'Please confirm you have read our digital communications policy.';
const EOB_QUESTION = 'How would you like to receive your Explanation of Benefits (EOB)?';

/** Mei Chen (the subscriber) or her daughter Lily (a dependent, memberKey M5102) in the middle of a brand 5 login. */
async function startLogin(who: 'subscriber' | 'dependent'): Promise<string> {
  if (who === 'subscriber') return startLoginAs('harborpolicy', { domainId: 5 });
  const token = issueToken(personaTokenClaims('harborpolicy', { memberKey: 'M5102' }));
  sessionStorage.setItem(TEMPORARY_TOKEN_KEY, token);
  return token;
}

async function openPolicies(who: 'subscriber' | 'dependent' = 'subscriber', user = userEvent.setup({ delay: null })) {
  const token = await startLogin(who);
  const view = renderApp('/registration-policies', { config: authTestConfig({ domainId: 5 }) });
  await screen.findByRole('checkbox', { name: 'I have read and acknowledged this.' });
  return { user, token, ...view };
}

const acknowledgement = () => screen.getByRole('checkbox', { name: 'I have read and acknowledged this.' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('registration policies', () => {
  it('shows the welcome heading, the digital communications policy and its acknowledgement, unticked as saved', async () => {
    await openPolicies();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to your dental Member Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Digital communications policy' })).toBeInTheDocument();
    expect(screen.getByText(/ask for a paper copy of any document at no cost/)).toBeInTheDocument();
    expect(acknowledgement()).not.toBeChecked();
  });

  it('asks the subscriber about EOB delivery, electronic (consent) when nothing is saved', async () => {
    await openPolicies('subscriber');
    const question = screen.getByRole('group', { name: EOB_QUESTION });
    expect(question).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Electronically/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^By mail/ })).not.toBeChecked();
  });

  it('does not ask a dependent about EOB delivery, and saves null for it', async () => {
    const { user, router } = await openPolicies('dependent');
    expect(screen.queryByRole('group', { name: EOB_QUESTION })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const requests = recordRequests(server);
    await user.click(acknowledgement());
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requestsTo(requests, 'PUT', '/account/registration/policies').map((request) => request.body)).toEqual([
      { isCommunicationPolicySigned: true, isEeobPreferenceConsented: null },
    ]);
  });

  it('requires the acknowledgement: marked on submit, nothing sent, cleared once ticked', async () => {
    const { user } = await openPolicies();
    const requests = recordRequests(server);
    await user.click(submit());
    expect(await screen.findByText(NOT_CONFIRMED)).toBeInTheDocument();
    expect(acknowledgement()).toHaveAttribute('aria-invalid', 'true');
    expect(acknowledgement()).toHaveAccessibleDescription(NOT_CONFIRMED);
    expect(acknowledgement()).toHaveFocus();
    expect(requestsTo(requests, 'PUT', '/account/registration/policies')).toEqual([]);
    await user.click(acknowledgement());
    expect(screen.queryByText(NOT_CONFIRMED)).not.toBeInTheDocument();
  });

  it("saves both answers, says \"You're all set\" for 5 seconds and continues the login to the dental dashboard", async () => {
    const { user, router, token } = await openPolicies('subscriber');
    const requests = recordRequests(server);
    await user.click(acknowledgement());
    await user.click(screen.getByRole('radio', { name: /^By mail/ }));
    const snackbar = watchSnackbar();
    await user.click(submit());

    await snackbar.expectShown("You're all set. Welcome to your dental Member Dashboard", { status: 'success', staysFor: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requestsTo(requests, 'PUT', '/account/registration/policies').map((request) => request.body)).toEqual([
      { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false },
    ]);
    expect(storedTokens().local).toBe(token);
  });

  it('starts from the saved answers', async () => {
    const token = await startLogin('subscriber');
    const saved = await gatewayCaller(MOCK_GATEWAY_BASE_URL).call('PUT', '/account/registration/policies', {
      token,
      json: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false },
    });
    expect(saved.status).toBe(200);
    renderApp('/registration-policies', { config: authTestConfig({ domainId: 5 }) });
    expect(await screen.findByRole('checkbox', { name: 'I have read and acknowledged this.' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^By mail/ })).toBeChecked();
  });

  it('stops the spinner and shows the error page when saving fails', async () => {
    failOperation('updateRegistrationPolicies', 500);
    const { user, router } = await openPolicies();
    await user.click(acknowledgement());
    await user.click(submit());
    await expectErrorPage(500);
    expect(router.state.location.pathname).toBe('/registration-policies');
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
    expect(storedTokens().local).toBeNull();
  });
});

describe('who is asked about EOB delivery', () => {
  const members = [
    { memberKey: 'M1', memberSuffix: 0 },
    { memberKey: 'M2', memberSuffix: 1 },
  ] as Parameters<typeof tokenMemberIsSubscriber>[0]['members'];

  it.each([
    ['the subscriber (suffix 0)', 'M1', true],
    ['a dependent', 'M2', false],
    ['a member the account does not list', 'M9', false],
  ])('%s: %s', (_label, memberKey, expected) => {
    expect(tokenMemberIsSubscriber({ members }, memberKey)).toBe(expected);
  });
});

describe('registration policies in Spanish', () => {
  it('reads in Spanish: the heading, the policy with the phone number, the acknowledgement, and no English message left', async () => {
    await startLogin('subscriber');
    await showSpanish('auth');
    const user = userEvent.setup({ delay: null });
    const { container } = renderApp('/registration-policies', { config: authTestConfig({ domainId: 5 }) });
    const box = await screen.findByRole('checkbox', { name: 'He leído y acepto esta política.' });
    expect(screen.getByRole('heading', { level: 1, name: text(REGISTRATION_POLICIES_TITLE) })).toHaveTextContent(
      'Bienvenido a su Panel del Miembro dental',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Política de comunicaciones digitales' })).toBeInTheDocument();
    expect(screen.getByText(/^Puede pedir una copia impresa de cualquier documento sin costo/)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Confirme que leyó nuestra política de comunicaciones digitales.', { exact: false })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
