import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { LoginErrorBody } from '../../../generated/model';

/** The three login failure messages of product section 8, word for word in English. */
export const LOGIN_MESSAGES = {
  attemptsRemaining: (n: number) =>
    msg`Username and/or password unrecognized. You have ${n} attempt(s) remaining. Try again or select forgot username or password.`,
  locked: msg`Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.`,
  other: msg`Username and/or password unrecognized. Please try again.`,
} as const;

export function loginFailureMessage(body: LoginErrorBody | null | undefined): MessageDescriptor {
  if (body?.type === 'LOGIN_ATTEMPTS_REMAINING' && typeof body.errorData?.attemptsRemaining === 'number') {
    return LOGIN_MESSAGES.attemptsRemaining(body.errorData.attemptsRemaining);
  }
  if (body?.type === 'ACCOUNT_LOCKED') return LOGIN_MESSAGES.locked;
  return LOGIN_MESSAGES.other;
}
