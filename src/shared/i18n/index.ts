export { activeLanguage, formatLocale } from './active-language';
export { loadAreaMessages, showLanguage } from './catalogs';
export { LANGUAGE_KEY, preferredLanguage, rememberLanguage } from './language-preference';
export { FORMAT_LOCALES, isLanguage, LANGUAGE_NAMES, LANGUAGES, SOURCE_LANGUAGE, type Language } from './languages';
export { textOf, useTextOf, type Text } from './text';
export { useLanguage, type LanguageState } from './use-language';
