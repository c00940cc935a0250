import { describe, expect, it } from 'vitest';

import { showSpanish, text } from '../../test/i18n';

import { forgotPasswordSchema, forgotUsernameSchema, PASSWORDS_DO_NOT_MATCH, resetPasswordSchema } from './forms';

const TODAY = new Date(2026, 10, 22, 10, 0);

/** The message each field shows (its first, as the form shows it), by field; empty when the values pass. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('forgot username: an e-mail address and a date of birth', () => {
  const valid = { emailAddress: 'jordan.rivera@example.com', dateOfBirth: '1984-02-11' };

  it.each([
    ['both given', {}, {}],
    ['a date of birth of today', { dateOfBirth: '2026-11-22' }, {}],
    ['nothing', { emailAddress: '', dateOfBirth: '' }, { emailAddress: 'Email address is a required field', dateOfBirth: 'Date of birth is a required field' }],
    ['an address that is not one', { emailAddress: 'jordan.rivera' }, { emailAddress: 'Invalid Email address' }],
    ['a date of birth after today', { dateOfBirth: '2026-11-23' }, { dateOfBirth: 'Invalid Date of birth' }],
  ])('%s', (_case, values, expected) => {
    expect(messages(forgotUsernameSchema(TODAY).safeParse({ ...valid, ...values }))).toEqual(expected);
  });
});

describe('forgot password: a username', () => {
  it.each([
    ['jrivera84', {}],
    ['', { username: 'Username is a required field' }],
    ['jr', { username: 'Username is under the character minimum' }],
    ['j.rivera', { username: 'Invalid Username' }],
  ])('%j', (username, expected) => {
    expect(messages(forgotPasswordSchema().safeParse({ username }))).toEqual(expected);
  });
});

describe('reset password: a new password under the password rule, confirmed', () => {
  it.each([
    ['a matching new password', 'cascade42!', 'cascade42!', {}],
    ['a new password without a digit', 'cascade!', 'cascade!', { newPassword: 'Invalid New password' }],
    // The confirmation is held to the password's longest length too.
    [
      'a new password of 33 characters',
      `a${'1'.repeat(32)}`,
      `a${'1'.repeat(32)}`,
      {
        newPassword: 'New password exceeds the maximum number of characters',
        confirmPassword: 'Confirm new password exceeds the maximum number of characters',
      },
    ],
    ['a confirmation that differs', 'cascade42!', 'cascade24!', { confirmPassword: text(PASSWORDS_DO_NOT_MATCH) }],
    ['no confirmation', 'cascade42!', '', { confirmPassword: 'Confirm new password is a required field' }],
  ])('%s', (_case, newPassword, confirmPassword, expected) => {
    expect(messages(resetPasswordSchema().safeParse({ newPassword, confirmPassword }))).toEqual(expected);
  });

  it('says the passwords do not match in plain words', () => {
    expect(text(PASSWORDS_DO_NOT_MATCH)).toBe('The passwords do not match.');
  });
});

describe('the recovery forms in Spanish', () => {
  it.each([
    ['forgot username, nothing', () => forgotUsernameSchema(TODAY).safeParse({ emailAddress: '', dateOfBirth: '' }), { emailAddress: 'Correo electrónico es un campo obligatorio', dateOfBirth: 'Fecha de nacimiento es un campo obligatorio' }],
    ['forgot password, no username', () => forgotPasswordSchema().safeParse({ username: '' }), { username: 'Nombre de usuario es un campo obligatorio' }],
    ['reset, a confirmation that differs', () => resetPasswordSchema().safeParse({ newPassword: 'cascade42!', confirmPassword: 'cascade24!' }), { confirmPassword: 'Las contraseñas no coinciden.' }],
    ['reset, a new password without a digit', () => resetPasswordSchema().safeParse({ newPassword: 'cascade!', confirmPassword: 'cascade!' }), { newPassword: 'Nueva contraseña: el valor no es válido' }],
  ])('%s', async (_case, parse, expected) => {
    await showSpanish('recovery');
    expect(messages(parse())).toEqual(expected);
  });
});
