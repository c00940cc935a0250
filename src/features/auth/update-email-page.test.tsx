import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { failOperation } from '../../../mocks/scenarios';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { watchSnackbar } from '../../test/snackbar';
import { startLoginAs } from '../../test/sign-in';

import { authTestConfig, expectErrorPage, forgetSession, recordRequests, requestsTo, storedTokens } from './auth-test-helpers';


// The mock gateway for this file (it registers vitest hooks; it is not a React hook).
const server = registerMockGateway();

afterEach(() => {
  forgetSession();
});

const REQUIRED = 'Email address is a required field';

async function openUpdateEmail(user = userEvent.setup({ delay: null })) {
  const token = await startLoginAs('noemail');
  const view = renderApp('/update-email', { config: authTestConfig() });
  await screen.findByRole('heading', { level: 1, name: 'Update email' });
  return { user, token, ...view };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });

describe('update email', () => {
  it('has one e-mail field and Submit', async () => {
    await openUpdateEmail();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it.each([
    ['empty', ''],
    ['not an e-mail address', 'walter.brooks@'],
  ])('refuses an address that is %s with the one message, without calling the gateway', async (_label, value) => {
    const { user } = await openUpdateEmail();
    const requests = recordRequests(server);
    if (value) {
      await user.click(emailField());
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription(REQUIRED);
    expect(emailField()).toHaveValue(value);
    expect(requestsTo(requests, 'PUT', '/account/preferences')).toEqual([]);
  });

  it('refuses an address longer than 254 characters (RFC 5321) with the generic message, keeping it and calling no gateway', async () => {
    const { user } = await openUpdateEmail();
    const requests = recordRequests(server);
    const tooLong = `${'w'.repeat(4990)}@example.com${'m'.repeat(4)}`;
    expect(tooLong).toHaveLength(5006);
    await user.click(emailField());
    await user.paste(tooLong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = 'Email address exceeds the maximum number of characters';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription(message);
    expect(emailField()).toHaveValue(tooLong);
    expect(requestsTo(requests, 'PUT', '/account/preferences')).toEqual([]);
  });

  it('saves the address, says so for 3 seconds and continues the login with the same token', async () => {
    const { user, router, token } = await openUpdateEmail();
    const requests = recordRequests(server);
    await user.click(emailField());
    await user.paste('  walter.brooks@example.com ');
    const snackbar = watchSnackbar();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await snackbar.expectShown('Successfully updated email address', { status: 'success', staysFor: 3000 });
    expect(requestsTo(requests, 'PUT', '/account/preferences').map((request) => request.body)).toEqual([
      { emailAddress: 'walter.brooks@example.com' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(storedTokens().local).toBe(token);
  });

  it('stops the spinner and shows the error page when saving fails', async () => {
    failOperation('updatePreferences', 503);
    const { user, router } = await openUpdateEmail();
    await user.click(emailField());
    await user.paste('walter.brooks@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectErrorPage(503);
    expect(router.state.location.pathname).toBe('/update-email');
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
    expect(storedTokens().local).toBeNull();
  });
});

describe('update email in Spanish', () => {
  it('reads in Spanish, with its required-field message, and no English message left', async () => {
    await startLoginAs('noemail');
    await showSpanish('auth');
    const user = userEvent.setup({ delay: null });
    const { container } = renderApp('/update-email', { config: authTestConfig() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Actualizar correo electrónico' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El correo electrónico es un campo obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
