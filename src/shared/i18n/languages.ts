/**
 * The languages of the portal (docs/decisions/020-spanish.md): English, the source of every text, and Spanish.
 * Dates, numbers and amounts follow the language, in the United States' conventions of each (US dollars always).
 */
export const LANGUAGES = ['en', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

export const SOURCE_LANGUAGE: Language = 'en';

/** The locale each language formats dates, numbers and amounts in. */
export const FORMAT_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as the language choice offers it (never translated). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each language named in itself
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first language of the browser's list that the portal speaks ('es-MX' → 'es'), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return SOURCE_LANGUAGE;
}
