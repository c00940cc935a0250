import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { isApiError, NETWORK_ERROR_STATUS } from '../../shared/lib/http/api-error';

/**
 * Account recovery (product sections 2, 5 and 8): what the pages say after a request, and what a failed call means.
 * The confirmations never depend on the gateway's answer, so the pages never reveal which addresses or usernames
 * have accounts. Each is a message, shown by the page in the language shown.
 */

export const USERNAME_SENT_TITLE = msg`Check your email`;
export const USERNAME_SENT_TEXT = msg`If the email address and date of birth you entered match an account, we've sent its username to that email address.`;
export const RESET_LINK_SENT_TITLE = msg`Check your email`;
export const RESET_LINK_SENT_TEXT = msg`If the username you entered matches an account, we've sent a link to reset your password to the email address we have on file.`;
export const EMAIL_DELAY_TEXT = msg`It can take a few minutes to arrive. If you don't see it, check your spam or junk folder.`;

export const PASSWORD_RESET_TITLE = msg`Your password has been reset`;
export const PASSWORD_RESET_TEXT = msg`You can now log in with your new password.`;
export const RESET_LINK_EXPIRED_TITLE = msg`This reset link has expired`;
export const RESET_LINK_EXPIRED_TEXT = msg`Reset links work for a limited time. Request a new link and we will email it to you.`;

/** The address parameter that carries the reset code of the e-mailed link. */
export const RESET_CODE_PARAM = 'code';
/** The status of an expired reset code. */
export const RESET_CODE_EXPIRED_STATUS = 410;

/**
 * The message of a failed recovery call, shown above the form (these calls are handled in place, product section 8).
 * A refusal (400) is about what was entered; the gateway's own wording is not shown (it is written for developers).
 */
export function recoveryFailureMessage(error: unknown): MessageDescriptor {
  if (isApiError(error) && error.status === NETWORK_ERROR_STATUS) {
    return msg`We couldn't reach our servers. Check your internet connection and try again.`;
  }
  if (isApiError(error) && error.status === 400) {
    return msg`We couldn't accept what you entered. Check it and try again.`;
  }
  return msg`Something went wrong on our side. Please try again in a few minutes.`;
}

/** Whether a failed reset says the code has expired (410). */
export function isExpiredResetCode(error: unknown): boolean {
  return isApiError(error) && error.status === RESET_CODE_EXPIRED_STATUS;
}
