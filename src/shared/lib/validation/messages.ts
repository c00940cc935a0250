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

/** Per-field replacements for the default messages. A text may contain '{field}'. */
export type FieldMessages = Partial<Record<ValidationCode, string>>;

/** The generic form messages of spec section 5; '{field}' stands for the field's label. */
export const DEFAULT_MESSAGES: Readonly<Record<ValidationCode, string>> = {
  required: '{field} is a required field',
  invalid: 'Invalid {field}',
  minLength: '{field} is under the character minimum',
  maxLength: '{field} exceeds the maximum number of characters',
  dateRangeInvalid: 'Invalid {field}',
  mismatch: 'Invalid {field}',
  minor: 'Invalid {field}',
  futureDate: 'Invalid {field}',
};

/** The message a field shows for a code: its own override if any, else the default, with '{field}' filled in. */
export function validationMessage(code: ValidationCode, field: string, overrides?: FieldMessages): string {
  const template = overrides?.[code] ?? DEFAULT_MESSAGES[code];
  return template.replaceAll('{field}', field);
}
