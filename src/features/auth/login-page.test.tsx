import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { failOperation, networkError, slowResponse } from '../../../mocks/scenarios';
import type { DomainId } from '../../config/brands';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { renderApp } from '../../test/render-app';

import { authTestConfig, forgetSession, recordRequests, requestsTo } from './auth-test-helpers';
import { LOGGED_OUT_MESSAGE } from './logout-notice';

// The mock gateway for this file (it registers vitest hooks; it is not a React hook).
const server = registerMockGateway();

afterEach(forgetSession);

const ATTEMPTS_2 =
  'Username and/or password unrecognized. You have 2 attempt(s) remaining. Try again or select forgot username or password.';
const ATTEMPTS_1 =
  'Username and/or password unrecognized. You have 1 attempt(s) remaining. Try again or select forgot username or password.';
const LOCKED = 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.';
const OTHER = 'Username and/or password unrecognized. Please try again.';

function openLogin(path = '/login', domainId: DomainId = 1) {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(path, { config: authTestConfig({ domainId }) });
  return { user, ...view };
}


const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const logIn = () => screen.getByRole('button', { name: 'Log in' });

/** The login failure message above the form (the page also holds the snackbar's always-present alert region). */
async function loginAlert(text: string): Promise<HTMLElement> {
  const message = await screen.findByText(text);
  const alert = message.closest<HTMLElement>('[role="alert"]');
  expect(alert).not.toBeNull();
  return alert!;
}

async function submit(user: ReturnType<typeof userEvent.setup>, name: string, secret = 'Portal#2026') {
  await user.clear(username());
  await user.click(username());
  await user.paste(name);
  await user.clear(password());
  await user.click(password());
  await user.paste(secret);
  await user.click(logIn());
}

describe('the login page', () => {
  it('has a username field, a password field, the Log in button and the help links of brand 1', async () => {
    openLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeInTheDocument();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    const help = screen.getByRole('navigation', { name: 'Account help' });
    expect(within(help).getByRole('link', { name: 'Forgot username' })).toHaveAttribute('href', '/recovery/username');
    expect(within(help).getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/recovery/password');
    expect(within(help).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
    expect(within(help).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('hides the create-account and contact links on brand 5', async () => {
    openLogin('/login', 5);
    const help = await screen.findByRole('navigation', { name: 'Account help' });
    expect(within(help).getByRole('link', { name: 'Forgot username' })).toBeInTheDocument();
    expect(within(help).queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(within(help).queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('shows what the deployment puts beside the form: the demo personas in mock mode', async () => {
    renderApp('/login', { config: authTestConfig({ mockGateway: true }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo personas (Cascade Health Plan)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'rivera' })).toBeInTheDocument();
  });

  it('shows nothing beside the form outside mock mode', async () => {
    openLogin();
    await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' });
    expect(screen.queryByRole('heading', { name: /Demo personas/ })).not.toBeInTheDocument();
  });

  it('marks the form touched on submit: both fields are required, and the button stays disabled until they are filled', async () => {
    const requests = recordRequests(server);
    const { user } = openLogin();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Username is a required field')).toBeInTheDocument();
    expect(screen.getByText('Password is a required field')).toBeInTheDocument();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveAccessibleDescription('Username is a required field');
    expect(logIn()).toBeDisabled();

    await user.type(username(), 'rivera');
    expect(screen.queryByText('Username is a required field')).not.toBeInTheDocument();
    expect(logIn()).toBeDisabled();
    await user.type(password(), 'x');
    await waitFor(() => expect(logIn()).toBeEnabled());
    expect(requestsTo(requests, 'POST', '/token')).toHaveLength(0);
  });

  it('does not disable the button before the first submit', async () => {
    openLogin();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('counts down the attempts left, clears the message when a value changes, then says the account is locked', async () => {
    const { user } = openLogin();
    await screen.findByRole('heading', { level: 1 });

    await submit(user, 'attempts', 'wrong-1');
    await loginAlert(ATTEMPTS_2);
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();

    await user.type(password(), 'x');
    expect(screen.queryByText(ATTEMPTS_2)).not.toBeInTheDocument();

    await user.click(logIn());
    await loginAlert(ATTEMPTS_1);
    await user.type(username(), ' ');
    expect(screen.queryByText(ATTEMPTS_1)).not.toBeInTheDocument();

    await user.click(logIn());
    const alert = await loginAlert(LOCKED);
    expect(within(alert).getByRole('link', { name: '1-888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
    expect(localStorage.getItem('local_mdtoken')).toBeNull();
  });

  it('tells a locked account so at once', async () => {
    const { user } = openLogin();
    await screen.findByRole('heading', { level: 1 });
    await submit(user, 'locked');
    await loginAlert(LOCKED);
  });

  it('answers a wrong password with the message for any other login error, and keeps what was typed', async () => {
    const { user, router } = openLogin();
    await screen.findByRole('heading', { level: 1 });
    await submit(user, 'rivera', 'not-the-password1');
    await loginAlert(OTHER);
    expect(username()).toHaveValue('rivera');
    expect(password()).toHaveValue('not-the-password1');
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['a server error', () => failOperation('createToken', 500)],
    ['a dropped connection', () => networkError('createToken')],
  ])('shows the other-error message for %s, handled on the page', async (_label, fault) => {
    fault();
    const { user, router } = openLogin();
    await screen.findByRole('heading', { level: 1 });
    await submit(user, 'rivera');
    await loginAlert(OTHER);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(/Error code/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
  });

  it('covers the form with the spinner while the login is on its way', async () => {
    slowResponse('createToken', 150);
    failOperation('createToken', 401);
    const { user } = openLogin();
    await screen.findByRole('heading', { level: 1 });
    await submit(user, 'rivera');
    expect(screen.getByTestId('overlay-spinner')).toBeInTheDocument();
    expect(logIn()).toBeDisabled();
    await loginAlert(OTHER);
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
  });

  it('shows the logged-out success banner after a logout reloaded to the login page', async () => {
    openLogin('/login?loggedOut=true');
    const banner = (await screen.findByText('Logged out successfully')).closest('[role="status"]');
    expect(banner).toHaveClass('alert-banner--success');
  });

  it.each([
    ['idle', '/login?loggedOut=true&reason=idle&minutes=15', 'You were logged out after 15 minutes without activity'],
    ['expired', '/login?loggedOut=true&reason=expired&minutes=120', 'You were logged out because your session reached its time limit of 2 hours'],
  ])('after an automatic logout (%s), says why, in an alert screen readers announce', async (_reason, path, title) => {
    openLogin(path);
    const alert = (await screen.findByText(title)).closest('[role="alert"]');
    expect(alert).toHaveClass('alert-banner--warning');
    expect(alert).toHaveTextContent('Log in again to continue.');
    expect(screen.queryByText(text(LOGGED_OUT_MESSAGE))).not.toBeInTheDocument();
  });

  it('shows no banner on a plain visit', async () => {
    openLogin();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(text(LOGGED_OUT_MESSAGE))).not.toBeInTheDocument();
  });
});

describe('the login page in Spanish', () => {
  it('reads in Spanish, with the refusal messages of product section 8 translated, and no English message left', async () => {
    await showSpanish('auth');
    const { user, container } = openLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicie sesión en su Panel del Miembro' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Nombre de usuario es un campo obligatorio')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nombre de usuario'), 'locked');
    await user.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText(/^Su cuenta está bloqueada/)).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});

describe('the logout banners in Spanish', () => {
  it.each([
    ['/login?loggedOut=true', 'Sesión cerrada correctamente'],
    ['/login?loggedOut=true&reason=idle&minutes=15', 'Se cerró su sesión después de 15 minutos sin actividad'],
    ['/login?loggedOut=true&reason=expired&minutes=120', 'Se cerró su sesión porque llegó a su tiempo límite de 2 horas'],
  ])('%s says %j, and no English message is left', async (path, title) => {
    await showSpanish('auth');
    const { container } = openLogin(path);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
