import { i18n } from '@lingui/core';

import { FORMAT_LOCALES, type Language } from './languages';

/**
 * The language shown now, for what formats dates, numbers and amounts. A module of its own, without the catalogs'
 * loaders (catalogs.ts, which only a Vite build can resolve), so that the Node scripts that share the portal's
 * formatting and answer checks (the contract check, the fuzzer) load it too.
 */

/** The language the portal shows now (Lingui's active locale). */
export function activeLanguage(): Language {
  return i18n.locale === 'es' ? 'es' : 'en';
}

/** The locale dates, numbers and amounts are formatted in now ('en-US', 'es-US'). */
export function formatLocale(): string {
  return FORMAT_LOCALES[activeLanguage()];
}
