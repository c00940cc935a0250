import { browserLanguage, isLanguage, type Language } from './languages';

/**
 * Where the member's language choice is remembered: local storage, on this device. It is a choice of the device,
 * not of the member's session: logout keeps it (src/app/services.ts), and index.html's first-paint script reads it
 * (the sign-in page's prerendered markup is English).
 */
export const LANGUAGE_KEY = 'portal-language';

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): PreferenceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The language chosen on this device, else the browser's first language the portal speaks. */
export function preferredLanguage(
  store: PreferenceStorage | null = storage(),
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language],
): Language {
  const saved = readSaved(store);
  return saved ?? browserLanguage(browser);
}

function readSaved(store: PreferenceStorage | null): Language | null {
  try {
    const saved = store?.getItem(LANGUAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language, store: PreferenceStorage | null = storage()): void {
  try {
    store?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage full or refused (a private window): the choice lasts for this page only.
  }
}
