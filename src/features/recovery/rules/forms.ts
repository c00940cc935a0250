import { z } from 'zod';

import {
  emailSchema,
  MAX_LENGTH,
  passwordSchema,
  pastOrTodayDateSchema,
  requiredText,
  usernameSchema,
  withFieldMatch,
} from '../../../shared/lib/validation';

/**
 * The rules of the account recovery forms (spec sections 2 and 5): the forgotten username, the forgotten password
 * and the new password.
 */

export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';

export function forgotUsernameSchema(today: Date) {
  return z.object({
    emailAddress: emailSchema('Email address'),
    dateOfBirth: pastOrTodayDateSchema('Date of birth', today),
  });
}

export function forgotPasswordSchema() {
  return z.object({ username: usernameSchema('Username') });
}

export function resetPasswordSchema() {
  return withFieldMatch(
    z.object({
      newPassword: passwordSchema('New password'),
      confirmPassword: requiredText('Confirm new password', { max: MAX_LENGTH.password }),
    }),
    { field: 'newPassword', confirmField: 'confirmPassword', label: 'Confirm new password', messages: { mismatch: PASSWORDS_DO_NOT_MATCH } },
  );
}
