import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { setupMockGateway } from '../../../mocks/node';
import { personaTokenClaims } from '../../../mocks/test-helpers';
import { issueToken } from '../../../mocks/tokens';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { watchSnackbar } from '../../test/snackbar';
import { LOCAL_TOKEN_KEY } from '../../shared/session/session-store';

import { accountTestConfig, LOADED, openAs, recordRequests } from './account-test-helpers';

 
const server = setupMockGateway();
const requests = recordRequests(server);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const card = (name: string) => screen.getByRole('region', { name });

async function openSettings(username: string, domainId: 1 | 2 | 5 = 1) {
  const view = await openAs(username, '/account/settings', 'Settings', domainId);
  return view;
}

describe('who may manage settings (product section 6)', { timeout: 30_000 }, () => {
  it('shows an adult dependent that the subscriber manages settings, not the form', async () => {
    await openSettings('alexrivera');
    expect(await screen.findByText('The subscriber manages settings for your plan', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Communication preferences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Email address' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account/settings/change-password');
    expect(await requests('GET', '/account/preferences')).toHaveLength(0);
  });

  it('shows a brand 5 dependent the same message', async () => {
    localStorage.setItem(LOCAL_TOKEN_KEY, issueToken({ ...personaTokenClaims('harborpolicy'), memberKey: 'M5102' }));
    renderApp('/account/settings', { config: accountTestConfig(5) });
    expect(await screen.findByText('The subscriber manages settings for your plan', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Communication preferences' })).not.toBeInTheDocument();
  });

  it('lets a minor dependent manage settings, without the EOB preference', async () => {
    await openSettings('samrivera');
    const preferences = await screen.findByRole('region', { name: 'Communication preferences' }, LOADED);
    expect(within(preferences).getByText('Breaking news e-mails')).toBeInTheDocument();
    expect(within(preferences).queryByText('Electronic explanations of benefits (EOBs)')).not.toBeInTheDocument();
  });
});

describe('the subscriber (rivera)', { timeout: 30_000 }, () => {
  it('shows the preferences as On/Off, the eBill ones, no Medicare mailings, and the password link', async () => {
    await openSettings('rivera');
    const preferences = await screen.findByRole('region', { name: 'Communication preferences' }, LOADED);
    const eob = within(preferences).getByText('Electronic explanations of benefits (EOBs)').closest('li')!;
    expect(eob).toHaveTextContent(/On$/);
    const news = within(preferences).getByText('Breaking news e-mails').closest('li')!;
    expect(news).toHaveTextContent(/Off$/);
    expect(within(preferences).queryByText('Electronic Medicare mailings')).not.toBeInTheDocument();
    const billing = card('eBill notifications');
    for (const label of ['Payment reminders', 'Autopay withdrawal reminders', 'Discontinue paper statements', 'E-mail when my bill is ready']) {
      expect(within(billing).getByText(label)).toBeInTheDocument();
    }
    expect(within(card('Email address')).getByText('jordan.rivera@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account/settings/change-password');
  });

  it('saves only the preferences that changed and says so', async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings('rivera');
    await user.click(await screen.findByRole('button', { name: 'Edit Communication preferences' }, LOADED));
    await user.click(screen.getByRole('checkbox', { name: 'Breaking news e-mails' }));
    // Changed and changed back: not sent.
    await user.click(screen.getByRole('checkbox', { name: 'Electronic explanations of benefits (EOBs)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Electronic explanations of benefits (EOBs)' }));
    const snackbar = watchSnackbar();
    await user.click(within(card('Communication preferences')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your settings were saved.', {}, LOADED)).toBeInTheDocument();
    await snackbar.expectShown('Your settings were saved.', { status: 'success' });
    const puts = await requests('PUT', '/account/preferences');
    expect(puts.map((request) => request.body)).toEqual([{ emailBreakingNews: 'Y' }]);
    const news = within(card('Communication preferences')).getByText('Breaking news e-mails').closest('li')!;
    expect(news).toHaveTextContent(/On$/);
  });

  it('sends nothing when nothing changed', async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings('rivera');
    await user.click(await screen.findByRole('button', { name: 'Edit eBill notifications' }, LOADED));
    await user.click(within(card('eBill notifications')).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit eBill notifications' });
    expect(await requests('PUT', '/account/preferences')).toHaveLength(0);
  });

  it('checks the e-mail address, keeps what was typed, and sends only the address', async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings('rivera');
    await user.click(await screen.findByRole('button', { name: 'Edit Email address' }, LOADED));
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveValue('jordan.rivera@example.com');
    await user.clear(field);
    await user.type(field, 'jordan.rivera@');
    await user.click(within(card('Email address')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invalid Email address')).toBeInTheDocument();
    expect(field).toHaveValue('jordan.rivera@');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, 'example.org');
    const snackbar = watchSnackbar();
    await user.click(within(card('Email address')).getByRole('button', { name: 'Save' }));
    // Product section 8: the e-mail update's own success message, for 3 seconds.
    expect(await screen.findByText('Successfully updated email address', {}, LOADED)).toBeInTheDocument();
    await snackbar.expectShown('Successfully updated email address', { status: 'success', staysFor: 3000 });
    expect(screen.queryByText('Your settings were saved.')).not.toBeInTheDocument();
    expect(within(card('Email address')).getByText('jordan.rivera@example.org')).toBeInTheDocument();
    expect((await requests('PUT', '/account/preferences')).map((request) => request.body)).toEqual([
      { emailAddress: 'jordan.rivera@example.org' },
    ]);
  });

  it('saves two security answers that follow the security answer rule', async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings('rivera');
    await user.click(await screen.findByRole('button', { name: 'Edit Security questions' }, LOADED));
    await user.click(within(card('Security questions')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question 1 is a required field')).toBeInTheDocument();
    expect(screen.getByText('Answer 2 is a required field')).toBeInTheDocument();

    const first = screen.getByRole('combobox', { name: 'Question 1' });
    await user.selectOptions(first, 'What was the name of your first pet?');
    // A question chosen once is not offered again.
    const second = screen.getByRole('combobox', { name: 'Question 2' });
    expect(within(second).queryByRole('option', { name: 'What was the name of your first pet?' })).not.toBeInTheDocument();
    await user.selectOptions(second, 'What was the make of your first car?');
    await user.type(screen.getByLabelText('Answer 1', { selector: 'input' }), 'Bi');
    await user.type(screen.getByLabelText('Answer 2', { selector: 'input' }), 'Subaru <3');
    await user.click(within(card('Security questions')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Answer 1 is under the character minimum')).toBeInTheDocument();
    expect(screen.getByText('Invalid Answer 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Answer 1', { selector: 'input' }), 'scuit');
    const answer2 = screen.getByLabelText('Answer 2', { selector: 'input' });
    await user.clear(answer2);
    await user.type(answer2, 'Subaru');
    await user.click(within(card('Security questions')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your settings were saved.', {}, LOADED)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await requests('PUT', '/account/security-answers')).map((request) => request.body)).toEqual([
        { answers: [{ questionId: 1, answer: 'Biscuit' }, { questionId: 3, answer: 'Subaru' }] },
      ]),
    );
  });
});

describe('Medicare mailings', { timeout: 30_000 }, () => {
  it('are offered to a Medicare-eligible member', async () => {
    await openSettings('medicare');
    const preferences = await screen.findByRole('region', { name: 'Communication preferences' }, LOADED);
    expect(within(preferences).getByText('Electronic Medicare mailings')).toBeInTheDocument();
  });
});

describe('settings in Spanish', { timeout: 30_000 }, () => {
  it('read in Spanish: the preferences, the password and the security questions, with no English message left', async () => {
    await showSpanish('account');
    const { container } = await openAs('rivera', '/account/settings', 'Configuración');
    const preferences = await screen.findByRole('region', { name: 'Preferencias de comunicación' }, LOADED);
    expect(within(preferences).getByText('Correos electrónicos de noticias importantes').closest('li')).toHaveTextContent(/Desactivado$/);
    expect(within(card('Notificaciones de eBill')).getByText('Recordatorios de pago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute('href', '/account/settings/change-password');
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it('saves in Spanish: the form messages and the snackbar', async () => {
    const user = userEvent.setup({ delay: null });
    await showSpanish('account');
    await openAs('rivera', '/account/settings', 'Configuración');
    await user.click(await screen.findByRole('button', { name: 'Editar Preguntas de seguridad' }, LOADED));
    await user.click(within(card('Preguntas de seguridad')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Pregunta 1 es un campo obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Respuesta 2 es un campo obligatorio')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar Preferencias de comunicación' }));
    await user.click(screen.getByRole('checkbox', { name: 'Correos electrónicos de noticias importantes' }));
    await user.click(within(card('Preferencias de comunicación')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Su configuración se guardó.', {}, LOADED)).toBeInTheDocument();
  });

  it('says a shown address message again in the language the member switches to', async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings('rivera');
    await user.click(await screen.findByRole('button', { name: 'Edit Email address' }, LOADED));
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.clear(field);
    await user.type(field, 'jordan.rivera@');
    await user.click(within(card('Email address')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid Email address')).toBeInTheDocument();

    await act(() => showSpanish('account'));
    expect(await screen.findByText('Correo electrónico: el valor no es válido')).toBeInTheDocument();
  });
});
