import { msg } from '@lingui/core/macro';

/**
 * The messages of single forms (product section 5), beside the generic ones of messages.ts, which the sign-in page's
 * first load carries: these load with the forms that show them.
 */

/** Registration policies: the communication checkbox was not ticked. */
export const POLICY_NOT_CONFIRMED_MESSAGE = msg`Please confirm you have read our digital communications policy.`;
/** Update email: the address is empty or not an e-mail address (the spec uses one text for both). */
export const EMAIL_REQUIRED_MESSAGE = msg`Email address is a required field`;
/** New ID: 'Submit' without first name, last name and date of birth. */
export const NEW_ID_DETAILS_REQUIRED_MESSAGE = msg`First name, last name, and date of birth required unless selecting 'Continue as subscriber'`;
