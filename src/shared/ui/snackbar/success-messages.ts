import type { Notification } from '../../../../generated/model';

/** The success messages of spec section 8, word for word, with how long each shows. */
export const EMAIL_UPDATED_NOTIFICATION: Notification = {
  status: 'success',
  message: 'Successfully updated email address',
  dismissAfter: 3000,
};

export const POLICIES_ACCEPTED_NOTIFICATION: Notification = {
  status: 'success',
  message: "You're all set. Welcome to your dental Member Dashboard",
  dismissAfter: 5000,
};
