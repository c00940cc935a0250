import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Notification } from '../../../../generated/model';

/**
 * The success messages of product section 8 (word for word in English), with how long each shows: made when they are
 * queued, in the language the portal shows then.
 */
export function emailUpdatedNotification(): Notification {
  return { status: 'success', message: i18n._(msg`Successfully updated email address`), dismissAfter: 3000 };
}

export function policiesAcceptedNotification(): Notification {
  return { status: 'success', message: i18n._(msg`You're all set. Welcome to your dental Member Dashboard`), dismissAfter: 5000 };
}
