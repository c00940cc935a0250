import { z } from 'zod';

import type { ErrorBody, UserDetailsValidation } from '../../../generated/model';
import { isApiError, NETWORK_ERROR_STATUS } from '../../shared/lib/http/api-error';
import {
  emailSchema,
  idPatternSchema,
  MAX_LENGTH,
  nameSchema,
  passwordSchema,
  pastOrTodayDateSchema,
  requiredText,
  securityAnswerSchema,
  usernameSchema,
  validationMessage,
  withFieldMatch,
} from '../../shared/lib/validation';

/** The wizard's steps, in order (ProgressSteps shows them). */
export const REGISTRATION_STEPS = ['Your details', 'Policies', 'Username and password', 'Security questions', 'Done'] as const;

export const USERNAME_TAKEN_MESSAGE = 'That username is taken';
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';
/** How many security questions a member answers (fewer when the gateway offers fewer). */
export const SECURITY_QUESTION_COUNT = 3;

const ZIP_CODE = /^\d{5}$/;

export function detailsSchema(today: Date) {
  return z.object({
    subscriberId: idPatternSchema('Subscriber ID'),
    firstName: nameSchema('First name'),
    lastName: nameSchema('Last name'),
    dateOfBirth: pastOrTodayDateSchema('Date of birth', today),
    zipCode: requiredText('Zip code', { max: MAX_LENGTH.zipCode }).refine((value) => value.trim() === '' || ZIP_CODE.test(value.trim()), {
      error: validationMessage('invalid', 'Zip code'),
    }),
  });
}

export function credentialsSchema() {
  return withFieldMatch(
    z.object({
      username: usernameSchema('Username'),
      emailAddress: emailSchema('Email address'),
      password: passwordSchema('Password'),
      confirmPassword: requiredText('Confirm password', { max: MAX_LENGTH.password }),
    }),
    { field: 'password', confirmField: 'confirmPassword', label: 'Confirm password', messages: { mismatch: PASSWORDS_DO_NOT_MATCH } },
  );
}

export const DIFFERENT_QUESTION_MESSAGE = 'Choose a different question for each answer';

/**
 * The security questions step: `count` questions, each chosen once, each with an answer under the security answer
 * rule. Messages name the field by its number ('Answer 2 is a required field').
 */
export function securityQuestionsSchema(count: number) {
  return z
    .object({ answers: z.array(z.object({ questionId: z.string(), answer: z.string() })).length(count) })
    .superRefine(({ answers }, ctx) => {
      const chosen = new Set<string>();
      answers.forEach((entry, index) => {
        const number = index + 1;
        if (entry.questionId === '') {
          ctx.addIssue({ code: 'custom', path: ['answers', index, 'questionId'], message: validationMessage('required', `Security question ${number}`) });
        } else if (chosen.has(entry.questionId)) {
          ctx.addIssue({ code: 'custom', path: ['answers', index, 'questionId'], message: DIFFERENT_QUESTION_MESSAGE });
        }
        chosen.add(entry.questionId);
        const answer = securityAnswerSchema(`Answer ${number}`).safeParse(entry.answer);
        if (!answer.success) {
          ctx.addIssue({ code: 'custom', path: ['answers', index, 'answer'], message: answer.error.issues[0]?.message ?? '' });
        }
      });
    });
}

/**
 * Whether the member the details identify is the subscriber, who is asked about EOB delivery (spec sections 5
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

/** The text of a failed registration call (handled in place, spec section 8). */
export function registrationFailureText(error: unknown): string {
  if (isApiError(error) && error.status === NETWORK_ERROR_STATUS) {
    return "We couldn't reach our servers. Check your internet connection and try again.";
  }
  if (isApiError(error) && error.status === 400) {
    const message = (error.body as Partial<ErrorBody> | undefined)?.message?.trim();
    return message ? `We couldn't accept these details: ${message}` : "We couldn't accept these details. Check them and try again.";
  }
  return 'Something went wrong on our side. Please try again in a few minutes.';
}

/** The registration token ran out (or was refused): the member confirms the details again for a new one. */
export function registrationExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The account could not be created because the username or the member already has one. */
export function registrationConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
