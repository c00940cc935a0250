import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';

import {
  emailSchema,
  MAX_LENGTH,
  passwordSchema,
  pastOrTodayDateSchema,
  requiredText,
  usernameSchema,
  withFieldMatch,
} from '../../shared/lib/validation';

/**
 * The rules of the account recovery forms (product sections 2 and 5): the forgotten username, the forgotten password
 * and the new password. The schemas say their messages in the language shown when they are built: build them while
 * rendering.
 */

export const PASSWORDS_DO_NOT_MATCH = msg`The passwords do not match.`;

export function forgotUsernameSchema(today: Date) {
  return z.object({
    emailAddress: emailSchema(t`Email address`),
    dateOfBirth: pastOrTodayDateSchema(t`Date of birth`, today),
  });
}

export function forgotPasswordSchema() {
  return z.object({ username: usernameSchema(t`Username`) });
}

export function resetPasswordSchema() {
  const confirmLabel = t`Confirm new password`;
  return withFieldMatch(
    z.object({
      newPassword: passwordSchema(t`New password`),
      confirmPassword: requiredText(confirmLabel, { max: MAX_LENGTH.password }),
    }),
    { field: 'newPassword', confirmField: 'confirmPassword', label: confirmLabel, messages: { mismatch: PASSWORDS_DO_NOT_MATCH } },
  );
}
