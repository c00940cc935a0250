import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';

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

/**
 * The registration wizard's steps and the rules of its forms (product section 5): the member's details, the username
 * and password, and the security questions. The steps and messages are messages, shown in the language shown; the
 * schemas say theirs in the language shown when they are built and checked: build them while rendering.
 */

/** The wizard's steps, in order (ProgressSteps shows them). */
export const REGISTRATION_STEPS = [msg`Your details`, msg`Policies`, msg`Username and password`, msg`Security questions`, msg`Done`] as const;

export const USERNAME_TAKEN_MESSAGE = msg`That username is taken`;
export const PASSWORDS_DO_NOT_MATCH = msg`The passwords do not match.`;
/** How many security questions a member answers (fewer when the gateway offers fewer). */
export const SECURITY_QUESTION_COUNT = 3;

const ZIP_CODE = /^\d{5}$/;

export function detailsSchema(today: Date) {
  const zipLabel = t`Zip code`;
  return z.object({
    subscriberId: idPatternSchema(t`Subscriber ID`),
    firstName: nameSchema(t`First name`),
    lastName: nameSchema(t`Last name`),
    dateOfBirth: pastOrTodayDateSchema(t`Date of birth`, today),
    zipCode: requiredText(zipLabel, { max: MAX_LENGTH.zipCode }).refine((value) => value.trim() === '' || ZIP_CODE.test(value.trim()), {
      error: () => validationMessage('invalid', zipLabel),
    }),
  });
}

/**
 * The username and password step. `isTaken` names the usernames the gateway said are taken: such a username shows
 * 'That username is taken' (until the member changes it).
 */
export function credentialsSchema(isTaken: (username: string) => boolean = () => false) {
  const confirmLabel = t`Confirm password`;
  return withFieldMatch(
    z.object({
      username: usernameSchema(t`Username`).refine((username) => !isTaken(username), { error: () => i18n._(USERNAME_TAKEN_MESSAGE) }),
      emailAddress: emailSchema(t`Email address`),
      password: passwordSchema(t`Password`),
      confirmPassword: requiredText(confirmLabel, { max: MAX_LENGTH.password }),
    }),
    { field: 'password', confirmField: 'confirmPassword', label: confirmLabel, messages: { mismatch: PASSWORDS_DO_NOT_MATCH } },
  );
}

export const DIFFERENT_QUESTION_MESSAGE = msg`Choose a different question for each answer`;

/** The label of the security question choice `number` (from 1). */
export function securityQuestionLabel(number: number): string {
  return t`Security question ${number}`;
}

/** The label of the answer to security question `number` (from 1). */
export function answerLabel(number: number): string {
  return t`Answer ${number}`;
}

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
          ctx.addIssue({ code: 'custom', path: ['answers', index, 'questionId'], message: validationMessage('required', securityQuestionLabel(number)) });
        } else if (chosen.has(entry.questionId)) {
          ctx.addIssue({ code: 'custom', path: ['answers', index, 'questionId'], message: i18n._(DIFFERENT_QUESTION_MESSAGE) });
        }
        chosen.add(entry.questionId);
        const answer = securityAnswerSchema(answerLabel(number)).safeParse(entry.answer);
        if (!answer.success) {
          ctx.addIssue({ code: 'custom', path: ['answers', index, 'answer'], message: answer.error.issues[0]?.message ?? '' });
        }
      });
    });
}
