import { useLanguage } from '../../i18n/use-language';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';

import './language-choice.css';

export interface LanguageChoiceProps {
  readonly className?: string;
}

/**
 * The language choice of the masthead and the sign-in page: one button per other language, named in that language
 * and marked as such (`lang`), as members look for it ("Español" on an English page, "English" on a Spanish one).
 * The choice is remembered on this device.
 */
export function LanguageChoice({ className }: LanguageChoiceProps) {
  const { language, changing, changeLanguage } = useLanguage();
  return (
    <div className={`language-choice${className ? ` ${className}` : ''}`}>
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <button
          key={other}
          type="button"
          lang={other}
          className="language-choice__button"
          aria-disabled={changing || undefined}
          onClick={() => {
            if (!changing) void changeLanguage(other);
          }}
        >
          {LANGUAGE_NAMES[other]}
        </button>
      ))}
    </div>
  );
}
