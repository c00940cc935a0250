import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ErrorBody, UserDetailsValidation } from '../../../generated/model';
import { isApiError, NETWORK_ERROR_STATUS } from '../../shared/lib/http/api-error';

/** What the gateway's answers to the registration calls mean for the wizard (handled in place, product section 8). */

/**
 * Whether the member the details identify is the subscriber, who is asked about EOB delivery (product sections 5
 * and 6). The contract's UserDetailsValidation does not say yet; the portal reads `isSubscriber` once the
 * gateway sends it (requested from the contract owner), and until then asks no one.
 */
export function registrantIsSubscriber(validation: UserDetailsValidation): boolean {
  return (validation as UserDetailsValidation & { isSubscriber?: unknown }).isSubscriber === true;
}

/** What the gateway said about the details, for the details step. */
export type DetailsOutcome =
  | { kind: 'continue'; registrationToken: string }
  | { kind: 'not-found'; policyPhone: string | null }
  | { kind: 'already-registered' };

export function detailsOutcome(validation: UserDetailsValidation): DetailsOutcome {
  if (validation.valid && validation.alreadyRegistered) return { kind: 'already-registered' };
  if (validation.valid && validation.registrationToken) return { kind: 'continue', registrationToken: validation.registrationToken };
  return { kind: 'not-found', policyPhone: validation.policyPhone?.trim() || null };
}

/**
 * The message of a failed registration call (handled in place, product section 8), shown in the language shown. A
 * refusal (400) quotes the gateway's own words as sent.
 */
export function registrationFailureMessage(error: unknown): MessageDescriptor {
  if (isApiError(error) && error.status === NETWORK_ERROR_STATUS) {
    return msg`We couldn't reach our servers. Check your internet connection and try again.`;
  }
  if (isApiError(error) && error.status === 400) {
    const message = (error.body as Partial<ErrorBody> | undefined)?.message?.trim();
    return message ? msg`We couldn't accept these details: ${message}` : msg`We couldn't accept these details. Check them and try again.`;
  }
  return msg`Something went wrong on our side. Please try again in a few minutes.`;
}

/** The registration token ran out (or was refused): the member confirms the details again for a new one. */
export function registrationExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The account could not be created because the username or the member already has one. */
export function registrationConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
