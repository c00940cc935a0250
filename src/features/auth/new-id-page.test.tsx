import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { personaTokenClaims } from '../../../mocks/test-helpers';
import { setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { failOperation } from '../../../mocks/scenarios';
import { issueToken } from '../../../mocks/tokens';
import type { DomainId } from '../../config/brands';
import { decodeTokenClaims } from '../../domain/token/token-claims';
import { browserNavigation } from '../../shared/lib/browser-navigation';
import { toGatewayDate } from '../../shared/lib/format';
import { TEMPORARY_TOKEN_KEY } from '../../shared/session/session-store';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { startLoginAs } from '../../test/sign-in';

import { authTestConfig, expectErrorPage, forgetSession, recordRequests, requestsTo, storedTokens, type User } from './auth-test-helpers';
import { NEW_ID_TITLE, PREVENT_NAVIGATION_LABEL } from './new-id-page';

// The mock gateway for this file (it registers vitest hooks; it is not a React hook).
const server = registerMockGateway();

afterEach(forgetSession);

const DETAILS_REQUIRED = "First name, last name, and date of birth required unless selecting 'Continue as subscriber'";

async function openNewId({ username = 'newidharbor', domainId = 5 as DomainId } = {}) {
  await startLoginAs(username, { domainId });
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/new-id', { config: authTestConfig({ domainId }) });
  await screen.findByRole('heading', { level: 1, name: text(NEW_ID_TITLE) });
  return { user, ...view };
}

const field = (name: string) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: 'Submit' });
const continueAsSubscriber = () => screen.getByRole('button', { name: 'Continue as subscriber' });

async function fill(user: User, values: Partial<Record<'Subscriber ID' | 'First name' | 'Last name', string>> & { dateOfBirth?: string }) {
  for (const [label, value] of Object.entries(values)) {
    if (label === 'dateOfBirth') {
      fireEvent.change(field('Date of birth'), { target: { value } });
      continue;
    }
    await user.click(field(label));
    await user.paste(value);
  }
}

/** The server's message, shown above the form. */
const serverAlert = (text: string) => screen.findByText(text).then((element) => element.closest('[role="alert"]'));

describe('new ID', () => {
  it('has the fields, the prevent-navigation box and both buttons', async () => {
    await openNewId();
    expect(field('First name')).toHaveAttribute('type', 'text');
    expect(field('Last name')).toHaveAttribute('type', 'text');
    expect(field('Date of birth')).toHaveAttribute('type', 'date');
    expect(field('Date of birth')).toHaveAttribute('max', toGatewayDate(new Date()));
    expect(field('Subscriber ID')).toHaveAccessibleDescription('9 or 10 letters or numbers, as shown on the member ID card.');
    expect(screen.getByRole('checkbox', { name: text(PREVENT_NAVIGATION_LABEL) })).not.toBeChecked();
    expect(submit()).toBeInTheDocument();
    expect(continueAsSubscriber()).toBeInTheDocument();
  });

  it("'Submit' needs first name, last name and date of birth, and the subscriber ID", async () => {
    const { user } = await openNewId();
    const requests = recordRequests(server);
    await user.click(submit());
    expect(await screen.findByText(DETAILS_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText('Subscriber ID is a required field')).toBeInTheDocument();
    expect(field('Subscriber ID')).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it("'Continue as subscriber' needs only the subscriber ID", async () => {
    const { user } = await openNewId();
    await user.click(continueAsSubscriber());
    expect(await screen.findByText('Subscriber ID is a required field')).toBeInTheDocument();
    expect(screen.queryByText(DETAILS_REQUIRED)).not.toBeInTheDocument();
  });

  it.each([
    ['too short', '50022', 'Subscriber ID is under the character minimum'],
    ['too long', '50022103412', 'Subscriber ID exceeds the maximum number of characters'],
    ['not letters and digits', '500-221-034', 'Invalid Subscriber ID'],
  ])('checks the subscriber ID format (9 to 10 letters or digits): %s', async (_label, value, message) => {
    const { user } = await openNewId();
    const requests = recordRequests(server);
    await fill(user, { 'Subscriber ID': value });
    await user.click(continueAsSubscriber());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Subscriber ID')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('refuses a date of birth after today', async () => {
    const { user } = await openNewId();
    await fill(user, { 'Subscriber ID': '500221034', 'First name': 'Ruth', 'Last name': 'Adeyemi', dateOfBirth: '2999-01-01' });
    await user.click(submit());
    expect(await screen.findByText('Invalid Date of birth')).toBeInTheDocument();
    expect(field('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the empty details invalid while their form-level error shows, each pointing at the message', async () => {
    const { user } = await openNewId();
    await fill(user, { 'Subscriber ID': '500221034', 'First name': 'Ruth' });
    await user.click(submit());
    const message = await screen.findByText(DETAILS_REQUIRED);
    const alertId = message.closest('[role="alert"]')!.id;
    expect(alertId).not.toBe('');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    for (const name of ['Last name', 'Date of birth']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name).getAttribute('aria-describedby')?.split(' ')).toContain(alertId);
    }
  });

  it('clears the form errors when any field changes', async () => {
    const { user } = await openNewId();
    await user.click(submit());
    expect(await screen.findByText(DETAILS_REQUIRED)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: text(PREVENT_NAVIGATION_LABEL) }));
    expect(screen.queryByText(DETAILS_REQUIRED)).not.toBeInTheDocument();
    expect(screen.queryByText('Subscriber ID is a required field')).not.toBeInTheDocument();

    await user.click(submit());
    expect(await screen.findByText(DETAILS_REQUIRED)).toBeInTheDocument();
    await user.type(field('Last name'), 'A');
    expect(screen.queryByText(DETAILS_REQUIRED)).not.toBeInTheDocument();
  });

  it('continues as the subscriber: POST /new-id with the subscriber ID alone, the old state logged out, then home', async () => {
    const { user, router } = await openNewId();
    const requests = recordRequests(server);
    await fill(user, { 'Subscriber ID': '500221034', 'First name': 'Ruth' });
    await user.click(continueAsSubscriber());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requestsTo(requests, 'POST', '/new-id').map((request) => request.body)).toEqual([
      { subscriberId: '500221034', domainId: 5 },
    ]);
    expect(decodeTokenClaims(storedTokens().local)).toMatchObject({ memberKey: 'M5201', role: 'member', issuedByNewId: true });
    expect(storedTokens().temporary).toBeNull();
  });

  it("continues as the subscriber whatever the unused details hold (a future date of birth included)", async () => {
    const { user, router } = await openNewId({ username: 'newidsummit', domainId: 2 });
    const requests = recordRequests(server);
    await fill(user, { 'Subscriber ID': '200339016', dateOfBirth: '2999-01-01' });
    await user.click(continueAsSubscriber());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByText('Invalid Date of birth')).not.toBeInTheDocument();
    expect(requestsTo(requests, 'POST', '/new-id').map((request) => request.body)).toEqual([{ subscriberId: '200339016', domainId: 2 }]);
  });

  it('opens a family member with Submit', async () => {
    const { user, router } = await openNewId();
    const requests = recordRequests(server);
    await fill(user, { 'Subscriber ID': '500221034', 'First name': 'Ruth', 'Last name': 'Adeyemi', dateOfBirth: '1979-06-30' });
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requestsTo(requests, 'POST', '/new-id').map((request) => request.body)).toEqual([
      {
        subscriberId: '500221034',
        domainId: 5,
        firstName: 'Ruth',
        lastName: 'Adeyemi',
        dateOfBirth: '1979-06-30',
      },
    ]);
    expect(decodeTokenClaims(storedTokens().local)).toMatchObject({ memberKey: 'M5202', issuedByNewId: true });
  });

  it.each([
    ['404', '123456789', {}, 'We could not find a member with that subscriber ID.'],
    ['400', '200339016', { 'First name': 'Ethan', 'Last name': 'Kowalczyk', dateOfBirth: '2001-01-01' }, 'The subscriber ID and date of birth do not match our records.'],
  ] as const)(
    'shows the server message of a %s above the form, in red, and resets the form',
    async (_status, subscriberId, details, message) => {
      const { user, router } = await openNewId({ username: 'newidsummit', domainId: 2 });
      await fill(user, { 'Subscriber ID': subscriberId, ...details });
      await user.click('dateOfBirth' in details ? submit() : continueAsSubscriber());

      const alert = await serverAlert(message);
      expect(alert).toHaveClass('form-alert');
      expect(alert).toHaveFocus();
      expect(alert!.compareDocumentPosition(screen.getByRole('button', { name: 'Submit' }).closest('form')!)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(field('Subscriber ID')).toHaveValue('');
      expect(field('First name')).toHaveValue('');
      expect(field('Date of birth')).toHaveValue('');
      expect(router.state.location.pathname).toBe('/new-id');
      expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
      expect(screen.queryByText(/Error code/)).not.toBeInTheDocument();

      await user.type(field('Subscriber ID'), '2');
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    },
  );

  it('leaves any other failure to the global rule', async () => {
    failOperation('createNewIdToken', 503);
    const { user, router } = await openNewId();
    await fill(user, { 'Subscriber ID': '500221034' });
    await user.click(continueAsSubscriber());
    await expectErrorPage(503);
    expect(router.state.location.pathname).toBe('/new-id');
  });
});

describe("the 'prevent navigation' box", () => {
  /** A new-id sign-on for Luis Ortega, whose group is handed to the external system. */
  async function openForHandoffMember() {
    sessionStorage.setItem(TEMPORARY_TOKEN_KEY, issueToken(personaTokenClaims('handoff', { role: 'new-id' })));
    const user = userEvent.setup({ delay: null });
    const view = renderApp('/new-id', { config: authTestConfig({ domainId: 1 }) });
    await screen.findByRole('heading', { level: 1, name: text(NEW_ID_TITLE) });
    await fill(user, { 'Subscriber ID': '900612055' });
    return { user, ...view };
  }

  it('unticked: the member of a hand-off group is handed to the external system', async () => {
    const submitForm = vi.spyOn(browserNavigation, 'submitForm').mockImplementation(() => undefined);
    const { user } = await openForHandoffMember();
    await user.click(continueAsSubscriber());
    await waitFor(() => expect(submitForm).toHaveBeenCalledTimes(1));
  });

  it('ticked: routing keeps the member in the portal; the choice is the portal\'s own, not sent to the gateway', async () => {
    const submitForm = vi.spyOn(browserNavigation, 'submitForm').mockImplementation(() => undefined);
    const { user, router } = await openForHandoffMember();
    const requests = recordRequests(server);
    await user.click(screen.getByRole('checkbox', { name: text(PREVENT_NAVIGATION_LABEL) }));
    await user.click(continueAsSubscriber());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(submitForm).not.toHaveBeenCalled();
    expect(requestsTo(requests, 'POST', '/new-id')[0]!.body).toEqual({ subscriberId: '900612055', domainId: 1 });
  });
});

describe('new ID in Spanish', () => {
  it('reads in Spanish, with the form messages in Spanish and no English message left', async () => {
    await startLoginAs('newidharbor', { domainId: 5 });
    await showSpanish('auth');
    const user = userEvent.setup({ delay: null });
    const { container } = renderApp('/new-id', { config: authTestConfig({ domainId: 5 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva identificación' })).toBeInTheDocument();
    expect(screen.getByLabelText('ID de suscriptor')).toHaveAccessibleDescription(
      '9 o 10 letras o números, como aparecen en la tarjeta de identificación del miembro.',
    );
    expect(screen.getByRole('checkbox', { name: 'Impedir la navegación al sistema externo de gestión de relaciones con clientes' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Familiar (para Enviar)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('ID de suscriptor es un campo obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar como suscriptor' })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});

describe('new ID when the language changes', () => {
  it('says the messages it shows, the form-level one too, in the language the member switches to', async () => {
    const { user, container } = await openNewId();
    await fill(user, { 'Subscriber ID': '500-221-034' });
    await user.click(submit());
    expect(await screen.findByText(DETAILS_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText('Invalid Subscriber ID')).toBeInTheDocument();

    await act(() => showSpanish('auth'));
    expect(
      await screen.findByText("Se requieren el nombre, el apellido y la fecha de nacimiento, a menos que seleccione 'Continuar como suscriptor'"),
    ).toBeInTheDocument();
    expect(screen.getByText('ID de suscriptor: el valor no es válido')).toBeInTheDocument();
    expect(screen.queryByText(DETAILS_REQUIRED)).not.toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
