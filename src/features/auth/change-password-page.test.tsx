import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MOCK_GATEWAY_BASE_URL, setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { DEMO_PASSWORD } from '../../../mocks/personas';
import { networkError } from '../../../mocks/scenarios';
import { gatewayCaller } from '../../../mocks/test-helpers';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';

import { authTestConfig, forgetSession, recordRequests, requestsTo, submitLogin, type User } from './auth-test-helpers';
import { PASSWORD_CHANGED_MESSAGE, PASSWORD_CHANGE_UNREACHABLE, PASSWORDS_DO_NOT_MATCH } from './change-password-page';

// The mock gateway for this file (it registers vitest hooks; it is not a React hook).
const server = registerMockGateway();

// A whole sign-in, the change and the dashboard: the first test also loads each of their areas' code.
vi.setConfig({ testTimeout: 30_000 });

afterEach(forgetSession);

const PATH = '/account/settings/change-password';

/** The password field itself (its Show toggle is named after it too). */
const passwordField = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fillPasswords(user: User, values: Partial<Record<'Current password' | 'New password' | 'Confirm new password', string>>) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(passwordField(label));
    await user.paste(value);
  }
}

async function openAsRivera() {
  await signInAs('rivera');
  const user = userEvent.setup({ delay: null });
  const view = renderPage(PATH, { config: authTestConfig() });
  await screen.findByRole('heading', { level: 1, name: 'Change password' });
  await screen.findByLabelText('Current password', { selector: 'input' });
  return { user, ...view };
}

describe('change password', () => {
  it('after a login with status INI: the forced change, with no way around it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage('/login', { config: authTestConfig() });
    await submitLogin(user, 'newpass');
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(await screen.findByText('Please create a new password')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();

    await fillPasswords(user, { 'Current password': DEMO_PASSWORD, 'New password': 'Cedar&Rain7', 'Confirm new password': 'Cedar&Rain7' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.getByText(text(PASSWORD_CHANGED_MESSAGE)).closest('.snackbar')).toHaveClass('snackbar--success');

    // The new password is the one that signs in now, and the account status is ACT.
    const gateway = gatewayCaller(MOCK_GATEWAY_BASE_URL);
    const token = await gateway.signIn('newpass', { password: 'Cedar&Rain7' });
    expect((await gateway.call('GET', '/account/status', { token, accept: 'text/plain' })).body).toBe('ACT');
  });

  it('as a settings screen: three masked fields, the password rule as a hint, and Cancel', async () => {
    await openAsRivera();
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(passwordField(label)).toHaveAttribute('type', 'password');
      expect(screen.getByRole('button', { name: `Show ${label}` })).toBeInTheDocument();
    }
    expect(screen.getByText('Your new password needs:')).toBeInTheDocument();
    expect(screen.getByText('6 to 32 characters')).toBeInTheDocument();
    expect(screen.getByText('At least one number')).toBeInTheDocument();
    expect(screen.getByText('Only letters, numbers and these symbols: @ $ ! % * # ? & ^ _ + - =')).toBeInTheDocument();
    expect(screen.queryByText('Please create a new password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/account/settings');
  });

  it('checks the fields before anything is sent: required, the password rule, and the two-field match', async () => {
    const { user } = await openAsRivera();
    const requests = recordRequests(server);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is a required field')).toBeInTheDocument();
    expect(screen.getByText('New password is a required field')).toBeInTheDocument();
    expect(screen.getByText('Confirm new password is a required field')).toBeInTheDocument();

    await fillPasswords(user, { 'Current password': DEMO_PASSWORD, 'New password': 'nodigits', 'Confirm new password': 'nodigitz' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Invalid New password')).toBeInTheDocument();
    expect(passwordField('New password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(passwordField('New password'));
    await user.click(passwordField('New password'));
    await user.paste('Cedar&Rain7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(text(PASSWORDS_DO_NOT_MATCH))).toBeInTheDocument();
    expect(requestsTo(requests, 'PUT', '/account/password')).toEqual([]);
  });

  it("shows the gateway's message in the form when the change is refused, keeping what was typed", async () => {
    const { user, router } = await openAsRivera();
    await fillPasswords(user, { 'Current password': 'Wrong#2026', 'New password': 'Cedar&Rain7', 'Confirm new password': 'Cedar&Rain7' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const message = await screen.findByText('The current password is not correct.');
    expect(message.closest('[role="alert"]')).toHaveFocus();
    expect(passwordField('Current password')).toHaveValue('Wrong#2026');
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.queryByText(/Error code/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
  });

  it('says so plainly when the gateway cannot be reached', async () => {
    networkError('changePassword');
    const { user } = await openAsRivera();
    await fillPasswords(user, { 'Current password': DEMO_PASSWORD, 'New password': 'Cedar&Rain7', 'Confirm new password': 'Cedar&Rain7' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(text(PASSWORD_CHANGE_UNREACHABLE))).toBeInTheDocument();
  });
});

describe('change password in Spanish', () => {
  it('reads in Spanish, with the form messages and the failure text in Spanish, and no English message left', async () => {
    networkError('changePassword');
    await signInAs('rivera');
    await showSpanish('auth');
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage(PATH, { config: authTestConfig() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeInTheDocument();
    await screen.findByLabelText('Contraseña actual', { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña actual es un campo obligatorio')).toBeInTheDocument();

    const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
    for (const [label, value] of [['Contraseña actual', DEMO_PASSWORD], ['Nueva contraseña', 'Cedar&Rain7'], ['Confirme la nueva contraseña', 'Cedar&Rain8']]) {
      await user.click(field(label!));
      await user.paste(value!);
    }
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Las contraseñas nuevas no coinciden.')).toBeInTheDocument();

    await user.clear(field('Confirme la nueva contraseña'));
    await user.click(field('Confirme la nueva contraseña'));
    await user.paste('Cedar&Rain7');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(/^No pudimos comunicarnos con nuestros servidores/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
