import type { ValidationCode } from './messages';

/** The code of the first rule a value breaks, or null when it passes (rules.ts). */
export type Check = ValidationCode | null;
export type Text = string | null | undefined;

/** Null, undefined or blank text. */
export function isBlank(value: Text): value is null | undefined | '' {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * Required: something other than null, undefined or blank text. Kept apart from the other rules of section 5,
 * so the login page (which needs only this one) loads only this.
 */
export function checkRequired(value: Text): Check {
  return isBlank(value) ? 'required' : null;
}
