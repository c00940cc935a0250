import { describe, expect, it } from 'vitest';

import { readable, showSpanish, text } from '../../test/i18n';

import {
  credentialsSchema,
  detailsSchema,
  PASSWORDS_DO_NOT_MATCH,
  REGISTRATION_STEPS,
  securityQuestionsSchema,
  USERNAME_TAKEN_MESSAGE,
} from './forms';

const TODAY = new Date(2026, 10, 22, 10, 0);

type Schema = { safeParse: (values: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };

/** The message each field shows (its first, as the form shows it), by field path ('answers.1.answer'); empty when the values pass. */
function messages(schema: Schema, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('the registration steps', () => {
  it('runs through details, policies, credentials and security questions to done', () => {
    expect(readable(REGISTRATION_STEPS)).toEqual(['Your details', 'Policies', 'Username and password', 'Security questions', 'Done']);
  });
});

describe('your details (id pattern, name rule, date of birth, zip code)', () => {
  const valid = { subscriberId: '900123456', firstName: 'Jordan', lastName: "O'Neil-Rivera", dateOfBirth: '1984-02-11', zipCode: '97209' };
  const details = (values: Partial<typeof valid>) => messages(detailsSchema(TODAY), { ...valid, ...values });

  it.each([
    ['complete details', {}, {}],
    ['a 10-character subscriber id with letters', { subscriberId: 'W900123456' }, {}],
    ['a date of birth of today', { dateOfBirth: '2026-11-22' }, {}],
    ['nothing at all', { subscriberId: '', firstName: '', lastName: '', dateOfBirth: '', zipCode: '' }, {
      subscriberId: 'Subscriber ID is a required field',
      firstName: 'First name is a required field',
      lastName: 'Last name is a required field',
      dateOfBirth: 'Date of birth is a required field',
      zipCode: 'Zip code is a required field',
    }],
    ['a subscriber id too short', { subscriberId: '90012345' }, { subscriberId: 'Subscriber ID is under the character minimum' }],
    ['a subscriber id too long', { subscriberId: '90012345678' }, { subscriberId: 'Subscriber ID exceeds the maximum number of characters' }],
    ['a subscriber id with a hyphen', { subscriberId: '900-123-456' }, { subscriberId: 'Invalid Subscriber ID' }],
    ['a name with a digit', { firstName: 'Jord4n' }, { firstName: 'Invalid First name' }],
    ['a name of 31 characters', { lastName: 'R'.repeat(31) }, { lastName: 'Last name exceeds the maximum number of characters' }],
    ['a date of birth after today', { dateOfBirth: '2026-11-23' }, { dateOfBirth: 'Invalid Date of birth' }],
    ['a zip code of 4 digits', { zipCode: '9720' }, { zipCode: 'Invalid Zip code' }],
    ['a ZIP+4 code', { zipCode: '97209-1234' }, { zipCode: 'Invalid Zip code' }],
  ])('%s', (_case, values, expected) => {
    expect(details(values)).toEqual(expected);
  });
});

describe('username and password (username rule, password rule, two-field match)', () => {
  const valid = { username: 'jrivera84', emailAddress: 'jordan.rivera@example.com', password: 'cascade42!', confirmPassword: 'cascade42!' };
  const credentials = (values: Partial<typeof valid>) => messages(credentialsSchema(), { ...valid, ...values });

  it.each([
    ['complete credentials', {}, {}],
    ['a username of 2 characters', { username: 'jr' }, { username: 'Username is under the character minimum' }],
    ['a username with a dot', { username: 'j.rivera' }, { username: 'Invalid Username' }],
    ['an e-mail address without a domain', { emailAddress: 'jordan.rivera@' }, { emailAddress: 'Invalid Email address' }],
    ['a password without a digit', { password: 'cascade!', confirmPassword: 'cascade!' }, { password: 'Invalid Password' }],
    ['a password of 5 characters', { password: 'casc4', confirmPassword: 'casc4' }, { password: 'Password is under the character minimum' }],
    ['a confirmation that differs', { confirmPassword: 'cascade43!' }, { confirmPassword: text(PASSWORDS_DO_NOT_MATCH) }],
    ['no confirmation', { confirmPassword: '' }, { confirmPassword: 'Confirm password is a required field' }],
  ])('%s', (_case, values, expected) => {
    expect(credentials(values)).toEqual(expected);
  });

  it('says the passwords do not match in plain words', () => {
    expect(text(PASSWORDS_DO_NOT_MATCH)).toBe('The passwords do not match.');
  });

  it('says a username the gateway said is taken is taken, and only that one', () => {
    const schema = credentialsSchema((username) => username === 'rivera');
    expect(messages(schema, { ...valid, username: 'rivera' })).toEqual({ username: text(USERNAME_TAKEN_MESSAGE) });
    expect(messages(schema, { ...valid, username: 'riveras' })).toEqual({});
    expect(text(USERNAME_TAKEN_MESSAGE)).toBe('That username is taken');
  });
});

describe('security questions (each question once, each answer under the security answer rule)', () => {
  const answers = (...entries: [string, string][]) => ({ answers: entries.map(([questionId, answer]) => ({ questionId, answer })) });
  const questions = (values: unknown) => messages(securityQuestionsSchema(3), values);

  it.each([
    ['three questions answered', answers(['1', 'Rex'], ['2', 'Portland'], ['3', 'blue sky 42']), {}],
    ['a question not chosen', answers(['1', 'Rex'], ['', 'Portland'], ['3', 'blue']), { 'answers.1.questionId': 'Security question 2 is a required field' }],
    [
      'the same question twice',
      answers(['1', 'Rex'], ['1', 'Portland'], ['3', 'blue']),
      { 'answers.1.questionId': 'Choose a different question for each answer' },
    ],
    ['an answer too short', answers(['1', 'Rex'], ['2', 'Po'], ['3', 'blue']), { 'answers.1.answer': 'Answer 2 is under the character minimum' }],
    ['an answer with a character outside the rule', answers(['1', 'Rex'], ['2', 'Portland'], ['3', 'blue.sky']), { 'answers.2.answer': 'Invalid Answer 3' }],
    ['an empty answer', answers(['1', ''], ['2', 'Portland'], ['3', 'blue']), { 'answers.0.answer': 'Answer 1 is a required field' }],
  ])('%s', (_case, values, expected) => {
    expect(questions(values)).toEqual(expected);
  });

  it('asks for exactly as many answers as questions', () => {
    expect(securityQuestionsSchema(2).safeParse(answers(['1', 'Rex'], ['2', 'Portland'], ['3', 'blue'])).success).toBe(false);
    expect(securityQuestionsSchema(2).safeParse(answers(['1', 'Rex'], ['2', 'Portland'])).success).toBe(true);
  });
});

describe('the registration steps and forms in Spanish', () => {
  it('names the steps in Spanish', async () => {
    await showSpanish('registration');
    expect(readable(REGISTRATION_STEPS)).toEqual(['Sus datos', 'Políticas', 'Nombre de usuario y contraseña', 'Preguntas de seguridad', 'Listo']);
  });

  it.each([
    ['details, nothing', () => messages(detailsSchema(TODAY), { subscriberId: '', firstName: 'Jordan', lastName: 'Rivera', dateOfBirth: '1984-02-11', zipCode: '' }), {
      subscriberId: 'ID de suscriptor es un campo obligatorio',
      zipCode: 'Código postal es un campo obligatorio',
    }],
    ['details, a zip code of 4 digits', () => messages(detailsSchema(TODAY), { subscriberId: '900123456', firstName: 'Jordan', lastName: 'Rivera', dateOfBirth: '1984-02-11', zipCode: '9720' }), {
      zipCode: 'Código postal: el valor no es válido',
    }],
    ['credentials, a confirmation that differs', () => messages(credentialsSchema(), { username: 'jrivera84', emailAddress: 'jordan@example.com', password: 'cascade42!', confirmPassword: 'cascade43!' }), {
      confirmPassword: 'Las contraseñas no coinciden.',
    }],
    ['security questions, one twice and an answer missing', () => messages(securityQuestionsSchema(2), { answers: [{ questionId: '1', answer: '' }, { questionId: '1', answer: 'Portland' }] }), {
      'answers.0.answer': 'Respuesta 1 es un campo obligatorio',
      'answers.1.questionId': 'Elija una pregunta distinta para cada respuesta',
    }],
    ['security questions, a question not chosen', () => messages(securityQuestionsSchema(1), { answers: [{ questionId: '', answer: 'Rex' }] }), {
      'answers.0.questionId': 'Pregunta de seguridad 1 es un campo obligatorio',
    }],
  ])('%s', async (_case, shown, expected) => {
    await showSpanish('registration');
    expect(shown()).toEqual(expected);
  });
});
