import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { useLingui } from '../../i18n/runtime';
import { calendarDay } from '../format/dates';
import { EMAIL_REQUIRED_MESSAGE, NEW_ID_DETAILS_REQUIRED_MESSAGE, POLICY_NOT_CONFIRMED_MESSAGE } from './form-messages';
import { type FieldMessages, type ValidationCode, validationMessage } from './messages';
import {
  type Check,
  checkDateRange,
  checkEmail,
  checkIdPattern,
  checkLength,
  checkMatch,
  checkName,
  checkNotAfterToday,
  checkPassword,
  checkRecentDateRange,
  checkSecurityAnswer,
  checkUsername,
  LENGTH_RULE,
  MAX_LENGTH,
} from './rules';

/**
 * zod v4 schema builders for the rules of section 5, producing exactly the spec's messages (in the language shown
 * when the schema is built and checked: build schemas while rendering), so forms using
 * react-hook-form with `zodResolver` show them. Every builder takes the field's label (the '{field}' of the
 * messages) and optional per-field message overrides.
 *
 * Builders that depend on the date take `today`; build those schemas where the form is rendered, not at module load.
 */

export interface FieldOptions {
  /** Whether an empty value is an error ('{field} is a required field'). Default true. */
  required?: boolean;
  messages?: FieldMessages;
}

export interface TextBounds {
  min?: number;
  /** Every text field has a maximum (MAX_LENGTH in rules.ts). */
  max: number;
}

/** A text field checked by one of the rules; blank text is 'required' (or passes, for optional fields). */
function ruleText(label: string, check: (value: string) => Check, { required = true, messages }: FieldOptions = {}) {
  const message = (code: ValidationCode) => validationMessage(code, label, messages);
  return z.string({ error: () => message('required') }).superRefine((value, ctx) => {
    if (value.trim() === '') {
      if (required) ctx.addIssue({ code: 'custom', message: message('required'), params: { code: 'required' } });
      return;
    }
    const code = check(value);
    if (code) ctx.addIssue({ code: 'custom', message: message(code), params: { code } });
  });
}

/** Required text within bounds: `requiredText('Subject', { max: MAX_LENGTH.messageSubject })`. */
export function requiredText(label: string, bounds: TextBounds & { messages?: FieldMessages }) {
  const { min = 0, max, messages } = bounds;
  return ruleText(label, (value) => checkLength(value, { min, max }), { messages });
}

/** Text that may be left empty, within bounds: `optionalText('Provider name', { max: MAX_LENGTH.providerSearch })`. */
export function optionalText(label: string, bounds: TextBounds & { messages?: FieldMessages }) {
  const { min = 0, max, messages } = bounds;
  return ruleText(label, (value) => checkLength(value, { min, max }), { required: false, messages });
}

/** Text of 3 to 30 characters (the length rule). */
export function lengthRuleSchema(label: string, options?: FieldOptions) {
  return ruleText(label, (value) => checkLength(value, LENGTH_RULE), options);
}

export function passwordSchema(label: string, options?: FieldOptions) {
  return ruleText(label, checkPassword, options);
}

export function nameSchema(label: string, options?: FieldOptions) {
  return ruleText(label, checkName, options);
}

export function usernameSchema(label: string, options?: FieldOptions) {
  return ruleText(label, checkUsername, options);
}

export function securityAnswerSchema(label: string, options?: FieldOptions) {
  return ruleText(label, checkSecurityAnswer, options);
}

export function idPatternSchema(label: string, options?: FieldOptions) {
  return ruleText(label, checkIdPattern, options);
}

export function emailSchema(label: string, options?: FieldOptions) {
  return ruleText(label, checkEmail, options);
}

/** A date field ('YYYY-MM-DD' as a date input gives it) that may not be after today, e.g. a date of birth. */
export function pastOrTodayDateSchema(label: string, today: Date, options?: FieldOptions) {
  return ruleText(label, (value) => checkNotAfterToday(value, today), options);
}

const dateCheck = (value: string): Check => (calendarDay(value) === null ? 'invalid' : null);

/** A checkbox that must be ticked; the message is said in the language shown when the box is checked. */
export function mustBeTicked(message: MessageDescriptor) {
  return z.boolean({ error: () => i18n._(message) }).refine((value) => value, { error: () => i18n._(message) });
}

/**
 * Adds the two-field match rule to an object schema: `confirmField` must equal `field`, otherwise the confirm
 * field shows the mismatch message ('Invalid {label}' unless overridden).
 */
export function withFieldMatch<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  match: { field: keyof Shape & string; confirmField: keyof Shape & string; label: string; messages?: FieldMessages },
) {
  return schema.superRefine((values, ctx) => {
    const record = values as Record<string, unknown>;
    const first = record[match.field];
    const second = record[match.confirmField];
    if (checkMatch(String(first ?? ''), String(second ?? '')) === 'mismatch') {
      ctx.addIssue({
        code: 'custom',
        path: [match.confirmField],
        message: validationMessage('mismatch', match.label, match.messages),
        params: { code: 'mismatch' },
      });
    }
  });
}

export interface DateRangeSchemaOptions {
  startLabel: string;
  endLabel: string;
  /** Strict variant: the start may be no earlier than midnight two years before `now`. */
  now?: Date;
  messages?: FieldMessages;
}

/**
 * `{ startDate, endDate }`, both required dates ('YYYY-MM-DD'); the end must be after the start, and with `now`
 * the start no earlier than two years back. A range error is reported on `endDate` (or on `startDate` when the
 * start is too far back) with the 'dateRangeInvalid' message.
 */
export function dateRangeSchema({ startLabel, endLabel, now, messages }: DateRangeSchemaOptions) {
  return z
    .object({
      startDate: ruleText(startLabel, dateCheck, { messages }),
      endDate: ruleText(endLabel, dateCheck, { messages }),
    })
    .superRefine(({ startDate, endDate }, ctx) => {
      const startOnly: Check = now ? checkRecentDateRange(startDate, null, now) : null;
      if (startOnly) {
        ctx.addIssue({
          code: 'custom',
          path: ['startDate'],
          message: validationMessage('dateRangeInvalid', startLabel, messages),
          params: { code: 'dateRangeInvalid' },
        });
        return;
      }
      if (checkDateRange(startDate, endDate)) {
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: validationMessage('dateRangeInvalid', endLabel, messages),
          params: { code: 'dateRangeInvalid' },
        });
      }
    });
}

/**
 * Login: username and password are required (product section 5), and no longer than a username and a password can be
 * (their rules are the registration's; at login only the length is checked).
 */
export function loginSchema() {
  return z.object({
    username: requiredText(t`Username`, { max: MAX_LENGTH.username }),
    password: requiredText(t`Password`, { max: MAX_LENGTH.password }),
  });
}

/** Update email: required and a valid format, both with 'Email address is a required field'. */
export function updateEmailSchema() {
  const messages = { required: EMAIL_REQUIRED_MESSAGE, invalid: EMAIL_REQUIRED_MESSAGE };
  return z.object({ emailAddress: emailSchema(t`Email address`, { messages }) });
}

/**
 * Registration policies: the communication checkbox must be ticked. The EOB choice is true for electronic
 * delivery (consent), false for paper, and null for members who are not asked (non-subscribers).
 */
export function registrationPoliciesSchema() {
  return z.object({
    isCommunicationPolicySigned: mustBeTicked(POLICY_NOT_CONFIRMED_MESSAGE),
    isEeobPreferenceConsented: z.boolean().nullable(),
  });
}

export interface RegistrationPolicyValues {
  isCommunicationPolicySigned: boolean;
  isEeobPreferenceConsented: boolean | null;
}

/**
 * The form's starting values: the checkbox as saved (unticked when nothing is saved); the EOB preference as saved,
 * consented when unset, and null for non-subscribers, who are not asked.
 */
export function initialRegistrationPolicyValues(
  saved: Partial<RegistrationPolicyValues> | null | undefined,
  { isSubscriber }: { isSubscriber: boolean },
): RegistrationPolicyValues {
  return {
    isCommunicationPolicySigned: saved?.isCommunicationPolicySigned ?? false,
    isEeobPreferenceConsented: isSubscriber ? (saved?.isEeobPreferenceConsented ?? true) : null,
  };
}

/** The two buttons of the New ID form. */
export type NewIdAction = 'submit' | 'continue-as-subscriber';

export interface NewIdDetails {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
}

/** 'Submit' needs first name, last name and date of birth; 'Continue as subscriber' does not. */
export function newIdDetailsMissing(values: NewIdDetails, action: NewIdAction): boolean {
  if (action !== 'submit') return false;
  return [values.firstName, values.lastName, values.dateOfBirth].some((value) => !value || value.trim() === '');
}

/**
 * The New ID form for one of its two buttons. Subscriber ID is required. With 'submit', missing first name,
 * last name or date of birth is one form-level error on `root` (react-hook-form's `errors.root`) with the spec's
 * text; a date of birth, when given, may not be after today; names, when given, follow the name rule.
 * 'Continue as subscriber' sends the subscriber ID alone, so the details it does not use are not checked.
 */
export function newIdSchema({ today, action }: { today: Date; action: NewIdAction }) {
  const optional = { required: false } as const;
  const usesDetails = action === 'submit';
  return z
    .object({
      subscriberId: requiredText(t`Subscriber ID`, { max: MAX_LENGTH.subscriberId }),
      firstName: usesDetails ? nameSchema(t`First name`, optional) : z.string(),
      lastName: usesDetails ? nameSchema(t`Last name`, optional) : z.string(),
      dateOfBirth: usesDetails ? pastOrTodayDateSchema(t`Date of birth`, today, optional) : z.string(),
      preventNavigation: z.boolean().default(false),
    })
    .superRefine((values, ctx) => {
      if (newIdDetailsMissing(values, action)) {
        ctx.addIssue({ code: 'custom', path: ['root'], message: i18n._(NEW_ID_DETAILS_REQUIRED_MESSAGE) });
      }
    });
}

// ------------------------------------------------------------ the forms that run these schemas
// (here rather than in a module of their own: they load with the schemas and the form library, in one chunk)

/**
 * What a form gives besides its schema: its starting values (`defaultValues`, or `values` that follow the page), and
 * when its fields are checked where the spec says otherwise for that form.
 */
export type SchemaFormOptions<TInput extends FieldValues, TOutput extends FieldValues> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'mode' | 'reValidateMode'
> & {
  /**
   * When a field is first checked: on submit (the default, product section 5), or also when the member leaves it
   * ('onTouched': the password forms, whose hidden inputs show an error once touched).
   */
  readonly mode?: 'onSubmit' | 'onTouched';
  /**
   * Once checked, a field is checked again as it changes (the default), or only at the next submit ('onSubmit': New
   * ID, whose form clears its errors when any field changes).
   */
  readonly reValidateMode?: 'onChange' | 'onSubmit';
};

/** A form's schema, or what builds it each time the form is checked (a schema that depends on the button pressed). */
export type FormSchema<TInput extends FieldValues, TOutput extends FieldValues> =
  | z.ZodType<TOutput, TInput>
  | (() => z.ZodType<TOutput, TInput>);

/**
 * The names of the fields that show an error ('emailAddress', 'answers.1.answer'), with 'root' for a form-level
 * error: every error in react-hook-form's `errors` (an error has a `type` or a `message`; anything else nests).
 */
export function shownErrorNames(errors: FieldErrors, parent?: string): string[] {
  return Object.entries(errors).flatMap(([key, error]: [string, unknown]) => {
    if (error === null || typeof error !== 'object') return [];
    const name = parent === undefined ? key : `${parent}.${key}`;
    const { type, message } = error as { type?: unknown; message?: unknown };
    return typeof type === 'string' || typeof message === 'string' ? [name] : shownErrorNames(error as FieldErrors, name);
  });
}

/**
 * The errors a form shows follow the language: when the member switches language, the fields that show an error are
 * checked again, with the schema of the render in the new language (or built now), so their messages are said in it.
 * Only those fields: a field without an error, or a form not yet checked, shows nothing new. An error is the
 * schema's: a form that learns of one elsewhere (a username the gateway says is taken) puts it into its schema, so
 * that checking again keeps it.
 */
function useShownErrorsFollowLanguage<TInput extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TInput, unknown, TOutput>,
): void {
  const language = useLingui().i18n.locale;
  useEffect(() => {
    const names = shownErrorNames(form.formState.errors);
    if (names.length > 0) void form.trigger(names as FieldPath<TInput>[]);
  }, [language, form]);
}

/**
 * A react-hook-form form checked by a zod schema as the portal's forms are (product section 5): nothing is checked
 * while the member first fills it in; on submit every field is; after that, a field is checked again as it
 * changes. The submit handler gets the schema's output. Build the schema while rendering (or pass what builds it):
 * its messages are in the language shown. The form renders again when the language changes, and says the errors
 * it already shows again in the new language.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: FormSchema<TInput, TOutput>,
  { mode = 'onSubmit', reValidateMode = 'onChange', ...options }: SchemaFormOptions<TInput, TOutput>,
): UseFormReturn<TInput, unknown, TOutput> {
  const resolver: Resolver<TInput, unknown, TOutput> =
    typeof schema === 'function' ? (values, context, checks) => zodResolver(schema())(values, context, checks) : zodResolver(schema);
  const form = useForm<TInput, unknown, TOutput>({ ...options, resolver, mode, reValidateMode });
  useShownErrorsFollowLanguage(form);
  return form;
}
