import type { E2eLanguage } from './language';

/**
 * Texts of the portal whose arguments a journey does not know in advance (a date, a count, a confirmation code),
 * matched in the page's language: the message comes from `tr` with those arguments left as {name}.
 */

/** A text as a RegExp source, matching itself only. */
export function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A message from `tr` as a RegExp (not anchored), each argument left as {name} matching `shape`. */
export function messagePattern(message: string, shape: string): RegExp {
  return new RegExp(escaped(message).replace(/\\\{\w+\\\}/g, shape));
}

/** The shape of a long date in the language ("March 5, 2027", "5 de marzo de 2027"), for a RegExp. */
export function longDateShape(language: E2eLanguage): string {
  return language === 'es' ? String.raw`\d{1,2} de [a-záéíóú]+ de \d{4}` : String.raw`[A-Z][a-z]+ \d{1,2}, \d{4}`;
}
