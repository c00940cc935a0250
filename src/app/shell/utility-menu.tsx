import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';

import type { MenuItem } from '../../domain';
import { textOf } from '../../shared/i18n/text';
import { LanguageChoice } from '../../shared/ui/language-choice/language-choice';

import './utility-menu.css';

export interface UtilityMenuProps {
  /**
   * The utility menu as visibleMenus() returns it (signed in: Contact us, Log out; signed out: Log in, Contact us),
   * followed by the language choice.
   */
  readonly items: readonly MenuItem[];
  readonly onNavigate?: () => void;
  readonly className?: string;
}

export function UtilityMenu({ items, onNavigate, className }: UtilityMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Utility`} className={`utility-menu${className ? ` ${className}` : ''}`}>
      <ul className="utility-menu__list">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={item.target} end className="utility-menu__link" onClick={onNavigate}>
              {textOf(i18n, item.title)}
            </NavLink>
          </li>
        ))}
        <li>
          <LanguageChoice />
        </li>
      </ul>
    </nav>
  );
}
