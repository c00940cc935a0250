import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { daysFromToday } from '../../../mocks/personas/dates';
import { failOperation } from '../../../mocks/scenarios';
import type { DomainId } from '../../config/brands';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { portalTestConfig, setupPortalTestFile } from '../../test/portal-test-file';

import { PASSWORD_RESET_TITLE, RESET_LINK_EXPIRED_TITLE, RESET_LINK_SENT_TEXT, USERNAME_SENT_TEXT } from '../../domain/recovery/outcomes';

const server = setupPortalTestFile();

const WAIT = { timeout: 5000 };
const JOURNEY_TIMEOUT_MS = 20_000;
const VALID_RESET_CODE = '3f1c2a9e-52b7-4d4e-9c1a-7e0b8f7a2d11';

function configFor(domainId: DomainId = 1) {
  // The shell's accreditation feed is served by the mock gateway (its own address is not mocked).
  return portalTestConfig({ domainId });
}

/** The JSON bodies sent to one gateway path. */
function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api${path}`) void request.clone().json().then((body) => bodies.push(body));
  });
  return bodies;
}

async function open(path: string, domainId: DomainId = 1) {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(path, { config: configFor(domainId) });
  await screen.findByRole('heading', { level: 1 }, WAIT);
  return { user, ...view };
}

describe('forgot username', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('checks the e-mail address and date of birth with the spec messages, keeping what was typed', async () => {
    const { user } = await open('/recovery/username');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot username');
    const submit = screen.getByRole('button', { name: 'Email my username' });

    await user.click(submit);
    expect(await screen.findByText('Email address is a required field')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is a required field')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();

    await user.type(screen.getByLabelText('Email address'), 'jordan.rivera@example');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: daysFromToday(1) } });
    await user.click(submit);
    expect(await screen.findByText('Invalid Email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid Date of birth')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('jordan.rivera@example');
  });

  it('always gives the same confirmation, whichever address was entered', async () => {
    const bodies = recordBodies('/forgot-username');
    const { user } = await open('/recovery/username', 2);
    await user.type(screen.getByLabelText('Email address'), 'nobody.at.all@example.com');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Email my username' }));

    const confirmation = await screen.findByText(text(USERNAME_SENT_TEXT), undefined, WAIT);
    expect(confirmation.closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ emailAddress: 'nobody.at.all@example.com', dateOfBirth: '1990-05-01', domainId: 2 }]);
  });

  it('shows a failure above the form and keeps the entries', async () => {
    failOperation('recoverUsername', 503);
    const { user } = await open('/recovery/username');
    await user.type(screen.getByLabelText('Email address'), 'jordan.rivera@example.com');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1984-02-11' } });
    await user.click(screen.getByRole('button', { name: 'Email my username' }));

    const alert = await screen.findByText('Something went wrong on our side. Please try again in a few minutes.', undefined, WAIT);
    expect(alert.closest('[role="alert"]')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveValue('jordan.rivera@example.com');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1984-02-11');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot username');
  });
});

describe('forgot password', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('asks for the username and always gives the same confirmation', async () => {
    const bodies = recordBodies('/forgot-password');
    const { user } = await open('/recovery/password');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot password');

    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText('Username is a required field')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'no such user');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText('Invalid Username')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'nosuchuser');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText(text(RESET_LINK_SENT_TEXT), undefined, WAIT)).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'nosuchuser', domainId: 1 }]);
  });
});

describe('the reset step of the e-mailed link', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('sets a new password under the password and match rules', async () => {
    const bodies = recordBodies('/forgot-password/reset');
    const { user } = await open(`/recovery/password?code=${VALID_RESET_CODE}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
    const submit = screen.getByRole('button', { name: 'Reset password' });

    await user.type(screen.getByLabelText('New password'), 'nodigits');
    await user.type(screen.getByLabelText('Confirm new password'), 'nodigit');
    await user.click(submit);
    expect(await screen.findByText('Invalid New password')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Cedar&Rain7');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Cedar&Rain7');
    await user.click(submit);

    const done = (await screen.findByText(text(PASSWORD_RESET_TITLE), undefined, WAIT)).closest<HTMLElement>('[role="status"]')!;
    expect(done).toHaveFocus();
    expect(within(done).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ resetToken: VALID_RESET_CODE, newPassword: 'Cedar&Rain7' }]);
  });

  it("says 'This reset link has expired' (410) and links back to the start", async () => {
    const { user } = await open('/recovery/password?code=expired-code');
    await user.type(screen.getByLabelText('New password'), 'Cedar&Rain7');
    await user.type(screen.getByLabelText('Confirm new password'), 'Cedar&Rain7');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const expired = await screen.findByText(text(RESET_LINK_EXPIRED_TITLE), undefined, WAIT);
    expect(expired.closest('[role="alert"]')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Request a new reset link' }));

    const title = await screen.findByRole('heading', { level: 1, name: 'Forgot password' }, WAIT);
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });
});

describe('the recovery pages in Spanish', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('forgot username reads in Spanish, with its field messages and its confirmation, and no English message left', async () => {
    await showSpanish('recovery');
    const { user, container } = await open('/recovery/username');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Olvidé mi nombre de usuario');
    await user.click(screen.getByRole('button', { name: 'Enviarme mi nombre de usuario' }));
    expect(await screen.findByText('Correo electrónico es un campo obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Fecha de nacimiento es un campo obligatorio')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);

    await user.type(screen.getByLabelText('Correo electrónico'), 'jordan.rivera@example.com');
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '1984-02-11' } });
    await user.click(screen.getByRole('button', { name: 'Enviarme mi nombre de usuario' }));
    expect(await screen.findByText('Revise su correo electrónico', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/^Si el correo electrónico y la fecha de nacimiento que escribió/)).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it('forgot password says a failure in Spanish', async () => {
    failOperation('requestPasswordReset', 503);
    await showSpanish('recovery');
    const { user, container } = await open('/recovery/password');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Olvidé mi contraseña');
    await user.type(screen.getByLabelText('Nombre de usuario'), 'jrivera84');
    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace para restablecerla' }));
    expect(await screen.findByText('Algo salió mal de nuestro lado. Vuelva a intentarlo en unos minutos.', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ayuda con la cuenta' })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it('the reset step reads in Spanish, with the match rule and the expired link', async () => {
    await showSpanish('recovery');
    const { user, container } = await open('/recovery/password?code=expired-code');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Elija una nueva contraseña');
    expect(screen.getByText('Su nueva contraseña debe tener:')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Cedar&Rain7');
    await user.type(screen.getByLabelText('Confirme la nueva contraseña'), 'Cedar&Rain8');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);

    await user.clear(screen.getByLabelText('Confirme la nueva contraseña'));
    await user.type(screen.getByLabelText('Confirme la nueva contraseña'), 'Cedar&Rain7');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('Este enlace para restablecer la contraseña ha vencido', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace para restablecerla' })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});

describe('the reset step when the language changes', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('says the message of a password field already left in the new language, and none under a field not yet left', async () => {
    const { user, container } = await open(`/recovery/password?code=${VALID_RESET_CODE}`);
    await user.type(screen.getByLabelText('New password'), 'nodigits');
    await user.tab();
    expect(await screen.findByText('Invalid New password')).toBeInTheDocument();

    await act(() => showSpanish('recovery'));
    expect(await screen.findByText('Nueva contraseña: el valor no es válido')).toBeInTheDocument();
    expect(screen.queryByText('Invalid New password')).not.toBeInTheDocument();
    expect(screen.queryByText(/Confirme la nueva contraseña es un campo obligatorio|no coinciden/)).not.toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
