import { useCallback, useState } from 'react';

import { showLanguage } from './catalogs';
import { rememberLanguage } from './language-preference';
import { isLanguage, SOURCE_LANGUAGE, type Language } from './languages';
import { useLingui } from './runtime';

export interface LanguageState {
  /** The language the portal shows now. */
  readonly language: Language;
  /** True while the messages of another language are on their way. */
  readonly changing: boolean;
  /** Shows the portal in another language and remembers the choice on this device. */
  readonly changeLanguage: (language: Language) => Promise<void>;
}

export function useLanguage(): LanguageState {
  const { i18n } = useLingui();
  const [changing, setChanging] = useState(false);
  const changeLanguage = useCallback(async (language: Language) => {
    setChanging(true);
    try {
      await showLanguage(language);
      rememberLanguage(language);
    } catch {
      // The messages could not be downloaded (no network): the portal stays in the language it shows.
    } finally {
      setChanging(false);
    }
  }, []);
  return { language: isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE, changing, changeLanguage };
}
