import { startOfDay, subYears } from 'date-fns';
import { regexes } from 'zod/v4/core';
import { calendarDay, type DateInput } from '../format/dates';
import { isBlank, type Check, type Text } from './required';

/**
 * The validators of product section 5 as plain functions: each returns the code of the first rule the value breaks,
 * or null when it passes.
 *
 * As with the usual form-library convention, the format rules pass an empty value (null, undefined or blank):
 * whether a field must be filled in is the separate `checkRequired` rule, so optional fields can reuse them.
 * When a value breaks several rules the code is, in this order: characters not allowed ('invalid'), too short
 * ('minLength'), too long ('maxLength'), then any other format rule ('invalid').
 */

export { checkRequired, isBlank, type Check, type Text } from './required';

/** The symbols a password (and a security answer) may contain besides letters and digits. */
export const PASSWORD_SYMBOLS = '@$!%*#?&^_+-=';

export const PASSWORD_LENGTH = { min: 6, max: 32 } as const;
export const NAME_MAX_LENGTH = 30;
export const USERNAME_LENGTH = { min: 3, max: 16 } as const;
export const LENGTH_RULE = { min: 3, max: 30 } as const;
export const SECURITY_ANSWER_LENGTH = { min: 3, max: 30 } as const;
export const ID_LENGTH = { min: 9, max: 10 } as const;
/** An e-mail address: at most 254 characters (RFC 5321: a path of at most 256 octets, with its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The most characters each text field of the portal takes, by what it holds. Every text field has one: past it
 * the form says '{field} exceeds the maximum number of characters' (product section 5) and sends nothing, so the
 * gateway never receives more. The contract's request schemas carry the same maxLength.
 */
export const MAX_LENGTH = {
  email: EMAIL_MAX_LENGTH,
  name: NAME_MAX_LENGTH,
  username: USERNAME_LENGTH.max,
  password: PASSWORD_LENGTH.max,
  securityAnswer: SECURITY_ANSWER_LENGTH.max,
  subscriberId: ID_LENGTH.max,
  /** A ZIP code, ZIP+4 included ('97209-1234'). */
  zipCode: 10,
  /** The provider name or specialty of the primary care search. */
  providerSearch: 100,
  messageSubject: 120,
  message: 2000,
} as const;
/** Age below which a member is a minor. */
export const ADULT_AGE_YEARS = 18;
/** How far back the start of a strict date range may go. */
export const DATE_RANGE_LOOKBACK_YEARS = 2;

const PASSWORD_CHARS = /^[A-Za-z0-9@$!%*#?&^_+\-=]+$/;
const HAS_DIGIT = /\d/;
/** Letters (any alphabet: members' names carry accents), apostrophe, comma, backtick or hyphen first; then also spaces and periods. */
const NAME = /^[\p{L}',`-][\p{L}',`\-. ]*$/u;
const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
const SECURITY_ANSWER_CHARS = /^[A-Za-z0-9@$!%*#?&^_+\-= ]+$/;
/** The e-mail format zod's `z.email()` checks, so the plain rule and the schemas agree. */
const EMAIL = regexes.email;


function lengthCheck(value: string, min: number, max: number): Check {
  const length = [...value].length;
  if (length < min) return 'minLength';
  if (length > max) return 'maxLength';
  return null;
}


/** Password: 6 to 32 characters from letters, digits and @$!%*#?&^_+-=, at least one of them a digit. */
export function checkPassword(value: Text): Check {
  if (isBlank(value)) return null;
  if (!PASSWORD_CHARS.test(value)) return 'invalid';
  return lengthCheck(value, PASSWORD_LENGTH.min, PASSWORD_LENGTH.max) ?? (HAS_DIGIT.test(value) ? null : 'invalid');
}

/**
 * Name: starts with a letter, apostrophe, comma, backtick or hyphen; continues with those plus spaces and periods;
 * at most 30 characters.
 */
export function checkName(value: Text): Check {
  if (isBlank(value)) return null;
  if (!NAME.test(value)) return 'invalid';
  return [...value].length > NAME_MAX_LENGTH ? 'maxLength' : null;
}

/** Username: 3 to 16 letters or digits. */
export function checkUsername(value: Text): Check {
  if (isBlank(value)) return null;
  if (!LETTERS_AND_DIGITS.test(value)) return 'invalid';
  return lengthCheck(value, USERNAME_LENGTH.min, USERNAME_LENGTH.max);
}

/** The length rule: 3 to 30 characters (bounds overridable). */
export function checkLength(value: Text, bounds: { min: number; max: number } = LENGTH_RULE): Check {
  if (isBlank(value)) return null;
  return lengthCheck(value, bounds.min, bounds.max);
}

/** Security answer: 3 to 30 characters from letters, digits, the password symbols and spaces. */
export function checkSecurityAnswer(value: Text): Check {
  if (isBlank(value)) return null;
  if (!SECURITY_ANSWER_CHARS.test(value)) return 'invalid';
  return lengthCheck(value, SECURITY_ANSWER_LENGTH.min, SECURITY_ANSWER_LENGTH.max);
}

/** Id pattern: 9 to 10 letters or digits. */
export function checkIdPattern(value: Text): Check {
  if (isBlank(value)) return null;
  if (!LETTERS_AND_DIGITS.test(value)) return 'invalid';
  return lengthCheck(value, ID_LENGTH.min, ID_LENGTH.max);
}

/**
 * E-mail address: at most 254 characters, in the e-mail format. Surrounding spaces are not accepted (the field
 * should trim before it checks, if at all).
 */
export function checkEmail(value: Text): Check {
  if (isBlank(value)) return null;
  if ([...value].length > EMAIL_MAX_LENGTH) return 'maxLength';
  return EMAIL.test(value) ? null : 'invalid';
}

/** Two-field match: the fields must be equal (exactly, case and spaces included), otherwise 'mismatch'. */
export function checkMatch(value: Text, other: Text): Check {
  return (value ?? '') === (other ?? '') ? null : 'mismatch';
}

/**
 * Date range: the end date must be after the start date (a later calendar day; the same day is not after),
 * otherwise 'dateRangeInvalid'. Passes while either date is missing or unreadable (the required rule reports those).
 */
export function checkDateRange(start: DateInput | null | undefined, end: DateInput | null | undefined): Check {
  const startDay = calendarDay(start);
  const endDay = calendarDay(end);
  if (startDay === null || endDay === null) return null;
  return endDay > startDay ? null : 'dateRangeInvalid';
}

/** The earliest start a strict date range accepts: midnight (local) of the same day two years back. */
export function earliestRangeStart(now: Date): Date {
  return startOfDay(subYears(now, DATE_RANGE_LOOKBACK_YEARS));
}

/**
 * Strict date range: as `checkDateRange`, and the start date must be no earlier than midnight two years back
 * (exactly two years back is accepted), otherwise 'dateRangeInvalid'.
 */
export function checkRecentDateRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
  now: Date,
): Check {
  const startDay = calendarDay(start);
  if (startDay !== null && startDay < calendarDay(earliestRangeStart(now))!) return 'dateRangeInvalid';
  return checkDateRange(start, end);
}

/** The latest date of birth of an adult today: the same calendar date 18 years back (29 February → 28 February). */
export function adultBirthdayCutoff(today: Date): Date {
  return subYears(startOfDay(today), ADULT_AGE_YEARS);
}

/**
 * Minor: born after the date 18 years ago. Whoever turns 18 today is not a minor.
 * An unreadable date of birth is not a minor (nothing can be said about it).
 */
export function isMinor(dateOfBirth: DateInput | null | undefined, today: Date): boolean {
  const birthDay = calendarDay(dateOfBirth);
  return birthDay !== null && birthDay > calendarDay(adultBirthdayCutoff(today))!;
}

/** 'minor' when the date of birth is that of a minor (for forms only adults may fill in). */
export function checkNotMinor(dateOfBirth: DateInput | null | undefined, today: Date): Check {
  return isMinor(dateOfBirth, today) ? 'minor' : null;
}

/**
 * A date that may not be after today (date of birth): today itself passes, tomorrow is 'futureDate'.
 * Text that is not a date is 'invalid'; a missing value passes (the required rule reports it).
 */
export function checkNotAfterToday(value: DateInput | null | undefined, today: Date): Check {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const day = calendarDay(value);
  if (day === null) return 'invalid';
  return day > calendarDay(today)! ? 'futureDate' : null;
}
