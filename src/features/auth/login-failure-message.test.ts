import { describe, expect, it } from 'vitest';

import type { LoginErrorBody } from '../../../generated/model';
import { showSpanish, text } from '../../test/i18n';

import { LOGIN_MESSAGES, loginFailureMessage } from './login-failure-message';

describe('loginFailureMessage (product section 8, login failures)', () => {
  it('says how many attempts are left for LOGIN_ATTEMPTS_REMAINING', () => {
    expect(text(loginFailureMessage({ type: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 2 } }))).toBe(
      'Username and/or password unrecognized. You have 2 attempt(s) remaining. Try again or select forgot username or password.',
    );
    expect(text(loginFailureMessage({ type: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 0 } }))).toBe(
      text(LOGIN_MESSAGES.attemptsRemaining(0)),
    );
  });

  it('says the account is locked for ACCOUNT_LOCKED', () => {
    expect(text(loginFailureMessage({ type: 'ACCOUNT_LOCKED', message: 'Account locked' }))).toBe(
      'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
    );
  });

  it('gives the general message for every other refusal', () => {
    expect(text(loginFailureMessage({ type: 'INVALID_CREDENTIALS' }))).toBe('Username and/or password unrecognized. Please try again.');
    expect(loginFailureMessage(undefined)).toBe(LOGIN_MESSAGES.other);
    expect(loginFailureMessage(null)).toBe(LOGIN_MESSAGES.other);
  });

  it('says each of them in Spanish to a member who reads Spanish', async () => {
    await showSpanish('auth');
    expect(text(loginFailureMessage({ type: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 1 } }))).toBe(
      'No reconocemos el nombre de usuario o la contraseña. Le quedan 1 intento(s). Inténtelo de nuevo o seleccione Olvidé mi nombre de usuario u Olvidé mi contraseña.',
    );
    expect(text(loginFailureMessage({ type: 'ACCOUNT_LOCKED', message: 'Account locked' }))).toMatch(/^Su cuenta está bloqueada/);
    expect(text(loginFailureMessage(null))).toBe('No reconocemos el nombre de usuario o la contraseña. Inténtelo de nuevo.');
  });

  it('does not invent a number when a gateway leaves the attempts out', () => {
    const offContract = { type: 'LOGIN_ATTEMPTS_REMAINING' } as unknown as LoginErrorBody;
    expect(loginFailureMessage(offContract)).toBe(LOGIN_MESSAGES.other);
  });
});
