import { type DateInput, formatDate } from './dates';
import { formatUsd } from './numbers';

/**
 * What a screen shows in place of a value the gateway left out (the contract makes most shown fields optional,
 * docs/decisions/009-required-fields.md): a dash, never "undefined", "NaN", "Invalid Date" or "[object Object]".
 */
export const DASH = '—';

/** The text, trimmed; a dash when it is absent, empty or not text. */
export function textOrDash(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : DASH;
}

/** A date as members read it (`formatDate`: 'December 15, 2026'); a dash when it is absent or cannot be read. */
export function dateOrDash(value: DateInput | null | undefined): string {
  return formatDate(value) || DASH;
}

/** An amount in US dollars with 2 decimals; a dash when it is absent or not a finite number. */
export function usdOrDash(amount: number | null | undefined): string {
  return formatUsd(typeof amount === 'number' ? amount : null) || DASH;
}

/** The first of the texts that is present (trimmed), else undefined: a label with its fallbacks. */
export function firstText(...values: readonly unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}
