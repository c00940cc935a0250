/**
 * Messages whose Spanish is the English, word for word: names, codes and words both languages share. The catalog
 * test (src/shared/i18n/catalogs.test.ts) fails for any other Spanish translation equal to its English, which is
 * how an untranslated message usually looks.
 */
export const SAME_IN_SPANISH: ReadonlySet<string> = new Set([
  // The language choice names each language in itself.
  'English',
  'Español',
  // Words Spanish shares with English.
  'Dental',
  'Error',
  // 'Plan' is Spanish too (the glossary of decision 020): a plan's name follows it on the benefits pages.
  'Plan',
  'Plan:',
  // The name of a kind of Medicare plan.
  'Medicare Advantage',
]);
