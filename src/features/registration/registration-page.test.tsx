import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MOCK_GATEWAY_BASE_URL } from '../../../mocks/node';
import { failOperation } from '../../../mocks/scenarios';
import type { DomainId } from '../../config/brands';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { showLanguage } from '../../shared/i18n';
import { renderApp } from '../../test/render-app';
import { portalTestConfig, setupPortalTestFile } from '../../test/portal-test-file';

import { USERNAME_TAKEN_MESSAGE } from '../../domain/registration/forms';
import { REGISTRATION_STATE_KEY } from './wizard-state';

const server = setupPortalTestFile();

const WAIT = { timeout: 5000 };
/** The wizard walks through five screens: more time than the default, for a loaded machine. */
const JOURNEY_TIMEOUT_MS = 40_000;

/** Carmen Delgado: covered through the local 598 household, no online account yet (docs/personas.md). */
const CARMEN = { subscriberId: '900598117', firstName: 'Carmen', lastName: 'Delgado', dateOfBirth: '1972-08-14', zipCode: '99301' };

type User = ReturnType<typeof userEvent.setup>;

function configFor(domainId: DomainId = 1) {
  // The shell's accreditation feed is served by the mock gateway (its own address is not mocked).
  return portalTestConfig({ domainId });
}

async function openRegistration(domainId: DomainId = 1) {
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/registration', { config: configFor(domainId) });
  await screen.findByRole('heading', { level: 1, name: 'Create an account' }, WAIT);
  return { user, ...view };
}

async function fill(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

function currentStep(): string {
  const progress = screen.getByRole('list', { name: 'Registration progress' });
  const current = within(progress).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
  return current?.textContent?.replace(/, (current step|completed)$/, '') ?? '';
}

/** The details step's labels and button, in English and in Spanish. */
const DETAILS_WORDS = {
  en: { subscriberId: 'Subscriber ID', firstName: 'First name', lastName: 'Last name', dateOfBirth: 'Date of birth', zipCode: 'Zip code', submit: 'Continue' },
  es: { subscriberId: 'ID de suscriptor', firstName: 'Nombre', lastName: 'Apellido', dateOfBirth: 'Fecha de nacimiento', zipCode: 'Código postal', submit: 'Continuar' },
};

async function enterDetails(user: User, details = CARMEN, words = DETAILS_WORDS.en) {
  await fill(user, words.subscriberId, details.subscriberId);
  await fill(user, words.firstName, details.firstName);
  await fill(user, words.lastName, details.lastName);
  fireEvent.change(screen.getByLabelText(words.dateOfBirth), { target: { value: details.dateOfBirth } });
  await fill(user, words.zipCode, details.zipCode);
  await user.click(screen.getByRole('button', { name: words.submit }));
}

async function acceptPolicies(user: User) {
  await screen.findByRole('heading', { level: 2, name: 'Policies' }, WAIT);
  const acknowledged = screen.getByRole('checkbox', { name: 'I have read and acknowledged this.' });
  if (!(acknowledged as HTMLInputElement).checked) await user.click(acknowledged);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function enterCredentials(user: User, username = 'carmend72') {
  await screen.findByRole('heading', { level: 2, name: 'Username and password' }, WAIT);
  await fill(user, 'Username', username);
  await fill(user, 'Email address', 'carmen.delgado@example.com');
  await fill(user, 'Password', 'Harvest#2026');
  await fill(user, 'Confirm password', 'Harvest#2026');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function answerQuestions(user: User) {
  await screen.findByRole('heading', { level: 2, name: 'Security questions' }, WAIT);
  await screen.findByLabelText('Security question 1', undefined, WAIT);
  await chooseAnswers(user);
}

/** Carmen's three security questions (the gateway's words) and answers. */
const CARMEN_ANSWERS = [
  ['What was the name of your first pet?', 'Biscuit'],
  ['What was the make of your first car?', 'Subaru'],
  ['What was the mascot of your high school?', 'Golden Eagles'],
] as const;

/** Chooses and answers Carmen's questions, the fields named in English or in Spanish. */
async function chooseAnswers(user: User, words = { question: 'Security question', answer: 'Answer' }) {
  for (const [index, [question, answer]] of CARMEN_ANSWERS.entries()) {
    await user.selectOptions(screen.getByLabelText(`${words.question} ${index + 1}`), question);
    await fill(user, `${words.answer} ${index + 1}`, answer);
  }
}

/** The requests to one gateway path, with their JSON bodies and Authorization headers. */
function recordRequests(path: string): { body: unknown; authorization: string | null }[] {
  const seen: { body: unknown; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname !== `/api${path}`) return;
    const authorization = request.headers.get('Authorization');
    void request
      .clone()
      .text()
      .then((text) => seen.push({ body: text ? (JSON.parse(text) as unknown) : null, authorization }));
  });
  return seen;
}

describe('the registration wizard', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('walks a covered member without an account from her details to a new account she can log in with', async () => {
    const registrations = recordRequests('/account/registration');
    const questionCalls = recordRequests('/account/security-questions');
    const { user } = await openRegistration();
    expect(currentStep()).toBe('1Your details');

    // Your details
    await enterDetails(user);

    // Policies: the acknowledgement is required; Carmen is not the subscriber, so no EOB question.
    await screen.findByRole('heading', { level: 2, name: 'Policies' }, WAIT);
    expect(screen.getByRole('heading', { level: 2, name: 'Policies' })).toHaveFocus();
    expect(currentStep()).toBe('2Policies');
    expect(screen.queryByRole('radio', { name: /Electronically/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please confirm you have read our digital communications policy.')).toBeInTheDocument();
    await acceptPolicies(user);

    // Username and password: a taken username is caught when the field is left.
    await screen.findByRole('heading', { level: 2, name: 'Username and password' }, WAIT);
    await fill(user, 'Username', 'rivera');
    await user.tab();
    expect(await screen.findByText(text(USERNAME_TAKEN_MESSAGE), undefined, WAIT)).toBeInTheDocument();
    await fill(user, 'Password', 'nodigits');
    await fill(user, 'Confirm password', 'other');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid Password')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Email address is a required field')).toBeInTheDocument();
    await enterCredentials(user);

    // Security questions, read with the registration token; then the account is created.
    await answerQuestions(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const done = await screen.findByRole('heading', { level: 2, name: 'Your account is ready' }, WAIT);
    expect(done).toHaveFocus();
    expect(screen.getByText('carmend72')).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Registration progress' });
    expect(within(progress).getAllByRole('listitem').every((item) => item.textContent?.endsWith(', completed'))).toBe(true);

    expect(questionCalls[0]?.authorization).toMatch(/^Bearer ey/);
    await waitFor(() => expect(registrations).toHaveLength(1));
    expect(registrations[0]?.authorization).toBe(questionCalls[0]?.authorization);
    expect(registrations[0]?.body).toEqual({
      ...CARMEN,
      domainId: 1,
      username: 'carmend72',
      password: 'Harvest#2026',
      emailAddress: 'carmen.delgado@example.com',
      securityAnswers: [
        { questionId: 1, answer: 'Biscuit' },
        { questionId: 3, answer: 'Subaru' },
        { questionId: 5, answer: 'Golden Eagles' },
      ],
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: null,
    });
    // Nothing sensitive stays behind in session storage.
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_STATE_KEY)!)).toEqual({ activeStep: 4, credentials: { username: 'carmend72' }, registrationToken: null });

    // The new credentials work at the gateway itself (a direct call, outside the screens).
    // eslint-disable-next-line no-restricted-syntax
    const login = await fetch(`${MOCK_GATEWAY_BASE_URL}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'carmend72', password: 'Harvest#2026', domainId: 1 }),
    });
    expect(login.status).toBe(200);
    await user.click(within(done.closest<HTMLElement>('[role="status"]')!).getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }, WAIT);
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_STATE_KEY)!)).toEqual({ activeStep: 0 });
  });

  it('checks the details with the spec messages before asking the gateway', async () => {
    const checks = recordRequests('/registration/user-details');
    const { user } = await openRegistration();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Subscriber ID is a required field')).toBeInTheDocument();
    expect(screen.getByText('First name is a required field')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is a required field')).toBeInTheDocument();
    expect(screen.getByText('Zip code is a required field')).toBeInTheDocument();

    await fill(user, 'Subscriber ID', '9005');
    await fill(user, 'First name', '1Carmen');
    await fill(user, 'Zip code', '993');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Subscriber ID is under the character minimum')).toBeInTheDocument();
    expect(screen.getByText('Invalid First name')).toBeInTheDocument();
    expect(screen.getByText('Invalid Zip code')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('1Carmen');
    expect(checks).toHaveLength(0);
  });

  it('shows the policy phone number when the details match no member', async () => {
    const { user } = await openRegistration(2);
    await enterDetails(user, { ...CARMEN, subscriberId: '900000000' });

    const notice = (await screen.findByText("We couldn't match these details to a member", undefined, WAIT)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(notice).toHaveFocus();
    expect(within(notice).getByRole('link', { name: '1-888-555-0201' })).toHaveAttribute('href', 'tel:+18885550201');
    expect(currentStep()).toBe('1Your details');
    expect(screen.getByLabelText('Subscriber ID')).toHaveValue('900000000');
  });

  it('points a member who already has an account to log in', async () => {
    const { user } = await openRegistration();
    await enterDetails(user, { subscriberId: '900123456', firstName: 'Jordan', lastName: 'Rivera', dateOfBirth: '1984-02-11', zipCode: '97209' });
    const notice = (await screen.findByText('You already have an online account', undefined, WAIT)).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/recovery/password');
  });

  it('keeps its place across a reload, and asks only for the password again', async () => {
    const first = await openRegistration();
    await enterDetails(first.user);
    await acceptPolicies(first.user);
    await enterCredentials(first.user);
    await screen.findByRole('heading', { level: 2, name: 'Security questions' }, WAIT);
    const stored = JSON.parse(sessionStorage.getItem(REGISTRATION_STATE_KEY)!) as Record<string, unknown>;
    expect(stored).toMatchObject({ activeStep: 3, credentials: { username: 'carmend72', emailAddress: 'carmen.delgado@example.com' } });
    expect(JSON.stringify(stored)).not.toContain('Harvest#2026');

    // Reload: a new page with the same session storage.
    first.unmount();
    const { user } = await openRegistration();
    expect(await screen.findByText('Please enter your password again')).toBeInTheDocument();
    expect(currentStep()).toBe('3Username and password');
    expect(screen.getByLabelText('Username')).toHaveValue('carmend72');
    expect(screen.getByLabelText('Email address')).toHaveValue('carmen.delgado@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');

    // Back keeps the earlier steps' entries too.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Policies' }, WAIT);
    expect(screen.getByRole('checkbox', { name: 'I have read and acknowledged this.' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Your details' }, WAIT);
    expect(screen.getByLabelText('Subscriber ID')).toHaveValue('900598117');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1972-08-14');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await acceptPolicies(user);
    await enterCredentials(user);
    await answerQuestions(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account is ready' }, WAIT)).toBeInTheDocument();
  });

  it('sends a member whose registration timed out back to confirm the details', async () => {
    failOperation('getSecurityQuestions', 401, undefined, { times: 1 });
    const { user } = await openRegistration();
    await enterDetails(user);
    await acceptPolicies(user);
    await enterCredentials(user);

    expect(await screen.findByText('Your registration has timed out', undefined, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm my details' }));
    await screen.findByRole('heading', { level: 2, name: 'Your details' }, WAIT);
    expect(screen.getByLabelText('Last name')).toHaveValue('Delgado');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await acceptPolicies(user);
    // The username and e-mail are kept; the password is still in memory.
    await screen.findByRole('heading', { level: 2, name: 'Username and password' }, WAIT);
    expect(screen.getByLabelText('Username')).toHaveValue('carmend72');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Security question 1', undefined, WAIT)).toBeInTheDocument();
  });

  it('returns to the username when it was taken meanwhile', async () => {
    const { user } = await openRegistration();
    await enterDetails(user);
    await acceptPolicies(user);
    await enterCredentials(user);
    await answerQuestions(user);
    // Someone takes the username while Carmen answers her questions.
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/registration/validations/username`, () => HttpResponse.json({ username: 'carmend72', available: false })),
    );
    failOperation('registerAccount', 409, undefined, { times: 1 });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { level: 2, name: 'Username and password' }, WAIT);
    expect(await screen.findByText(text(USERNAME_TAKEN_MESSAGE), undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('asks the subscriber how to receive EOBs, consented unless changed', async () => {
    // The gateway names the subscriber with isSubscriber (the field requested for UserDetailsValidation).
    server.use(
      http.post(`${MOCK_GATEWAY_BASE_URL}/registration/user-details`, () =>
        HttpResponse.json({ valid: true, alreadyRegistered: false, policyPhone: '1-888-555-0100', registrationToken: 'header.payload.signature', isSubscriber: true }),
      ),
    );
    const { user } = await openRegistration();
    await enterDetails(user);
    await screen.findByRole('heading', { level: 2, name: 'Policies' }, WAIT);
    const electronic = screen.getByRole('radio', { name: /^Electronically/ });
    expect(electronic).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^By mail/ }));
    await acceptPolicies(user);
    await screen.findByRole('heading', { level: 2, name: 'Username and password' }, WAIT);
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_STATE_KEY)!)).toMatchObject({
      registrantIsSubscriber: true,
      policySignatures: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false },
    });
  });
});

describe('the registration wizard in Spanish', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('reads in Spanish from the details to the new account, with its messages, and no English message left', async () => {
    await showSpanish('registration');
    const user = userEvent.setup({ delay: null });
    const { container } = renderApp('/registration', { config: configFor() });
    await screen.findByRole('heading', { level: 1, name: 'Crear una cuenta' }, WAIT);
    expect(screen.getByRole('heading', { level: 2, name: 'Sus datos' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 5: Sus datos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('ID de suscriptor es un campo obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Código postal es un campo obligatorio')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);

    await enterDetails(user, CARMEN, DETAILS_WORDS.es);

    await screen.findByRole('heading', { level: 2, name: 'Políticas' }, WAIT);
    expect(screen.getByRole('heading', { level: 3, name: 'Política de comunicaciones digitales' })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'He leído y acepto esta política.' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { level: 2, name: 'Nombre de usuario y contraseña' }, WAIT);
    await fill(user, 'Nombre de usuario', 'rivera');
    await user.tab();
    expect(await screen.findByText('Ese nombre de usuario ya está en uso', undefined, WAIT)).toBeInTheDocument();
    await fill(user, 'Contraseña', 'Harvest#2026');
    await fill(user, 'Confirme la contraseña', 'Harvest#2027');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
    await fill(user, 'Nombre de usuario', 'carmend72');
    await fill(user, 'Correo electrónico', 'carmen.delgado@example.com');
    await fill(user, 'Confirme la contraseña', 'Harvest#2026');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // The questions are the gateway's words, shown as sent.
    await screen.findByRole('heading', { level: 2, name: 'Preguntas de seguridad' }, WAIT);
    await screen.findByLabelText('Pregunta de seguridad 1', undefined, WAIT);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Pregunta de seguridad 1 es un campo obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Respuesta 1 es un campo obligatorio')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
    await chooseAnswers(user, { question: 'Pregunta de seguridad', answer: 'Respuesta' });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    const done = (await screen.findByRole('heading', { level: 2, name: 'Su cuenta está lista' }, WAIT)).closest<HTMLElement>('[role="status"]')!;
    expect(within(done).getByText(/^Ya puede iniciar sesión en su Panel del Miembro con su nombre de usuario/)).toHaveTextContent('carmend72');
    expect(within(done).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it('says a failure of the details check in Spanish, with the gateway’s reason as sent', async () => {
    server.use(
      http.post(`${MOCK_GATEWAY_BASE_URL}/registration/user-details`, () =>
        HttpResponse.json({ status: 400, message: 'Zip code does not match' }, { status: 400 }),
      ),
    );
    await showSpanish('registration');
    const user = userEvent.setup({ delay: null });
    const { container } = renderApp('/registration', { config: configFor() });
    await screen.findByRole('heading', { level: 1, name: 'Crear una cuenta' }, WAIT);
    await enterDetails(user, CARMEN, DETAILS_WORDS.es);
    expect(await screen.findByText('No pudimos verificar sus datos', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText('No pudimos aceptar estos datos: Zip code does not match')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});

describe('the registration wizard when the language changes', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('says the messages the username and password step shows in the language the member switches to, and no others', async () => {
    const { user, container } = await openRegistration();
    await enterDetails(user);
    await acceptPolicies(user);
    await screen.findByRole('heading', { level: 2, name: 'Username and password' }, WAIT);
    // Before the step is submitted: the gateway's answer about the username is the one message shown.
    await fill(user, 'Username', 'rivera');
    await user.tab();
    expect(await screen.findByText('That username is taken', undefined, WAIT)).toBeInTheDocument();

    await act(() => showSpanish('registration'));
    expect(await screen.findByText('Ese nombre de usuario ya está en uso')).toBeInTheDocument();
    expect(screen.queryByText(/es un campo obligatorio|no coinciden|no es válido/)).not.toBeInTheDocument();

    await fill(user, 'Contraseña', 'nodigits');
    await fill(user, 'Confirme la contraseña', 'other');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Contraseña: el valor no es válido')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico es un campo obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Ese nombre de usuario ya está en uso')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);

    await act(() => showLanguage('en'));
    expect(await screen.findByText('Invalid Password')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Email address is a required field')).toBeInTheDocument();
    expect(screen.getByText(text(USERNAME_TAKEN_MESSAGE))).toBeInTheDocument();
    expect(screen.queryByText(/campo obligatorio|no coinciden|ya está en uso/)).not.toBeInTheDocument();
  });
});
