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
} from '../../../shared/lib/validation';

/**
 * The registration wizard's steps and the rules of its forms (spec section 5): the member's details, the username
 * and password, and the security questions.
 */

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
