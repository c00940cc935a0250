import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What a validator reports. The generic codes have the spec's generic messages (section 5); the others name the
 * rule that failed and read 'Invalid {field}' unless a field overrides them.
 */
export type ValidationCode =
  | 'required'
  | 'invalid'
  | 'minLength'
  | 'maxLength'
  /** The end date is not after the start date (or, strict variant, the start is more than two years back). */
  | 'dateRangeInvalid'
  /** Two fields that must be equal are not. */
  | 'mismatch'
  /** Born after the date 18 years ago. */
  | 'minor'
  /** A date (of birth) after today. */
  | 'futureDate';

/**
 * Per-field replacements for the default messages. A message may name the field's label as {field}
 * (`msg({ message: 'Invalid {field}' })`, or a message of its own words).
 */
export type FieldMessages = Partial<Record<ValidationCode, MessageDescriptor | string>>;

const INVALID = msg({ message: 'Invalid {field}' });

/** The generic form messages of product section 5; {field} stands for the field's label. */
export const DEFAULT_MESSAGES: Readonly<Record<ValidationCode, MessageDescriptor>> = {
  required: msg({ message: '{field} is a required field' }),
  invalid: INVALID,
  minLength: msg({ message: '{field} is under the character minimum' }),
  maxLength: msg({ message: '{field} exceeds the maximum number of characters' }),
  dateRangeInvalid: INVALID,
  mismatch: INVALID,
  minor: INVALID,
  futureDate: INVALID,
};

/**
 * The message a field shows for a code, in the language shown now: its own override if any, else the default,
 * with {field} filled in with the field's label (which the caller gives in the same language).
 */
export function validationMessage(code: ValidationCode, field: string, overrides?: FieldMessages): string {
  const template = overrides?.[code] ?? DEFAULT_MESSAGES[code];
  return typeof template === 'string' ? template.replaceAll('{field}', field) : i18n._(template.id, { field }, { message: template.message });
}
