import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';

import type { MenuItem, MenuItemId } from '../../domain';
import { useTextOf } from '../../shared/i18n/text';

import { NAVIGATION_ICONS } from './icons';
import { type DisclosureMode, isCurrentSection, NavDisclosure, sectionAriaCurrent } from './nav-disclosure';

import './primary-nav.css';

export interface PrimaryNavProps {
  /** The primary menu as visibleMenus() returns it. */
  readonly items: readonly MenuItem[];
  /** Dropdowns on desktop; collapsible lists in the phone and tablet menu. */
  readonly mode: DisclosureMode;
  /** The sub-menu that is open, if any (one at a time). */
  readonly openMenu: string | null;
  readonly onOpenMenuChange: (id: MenuItemId | null) => void;
  readonly onNavigate: () => void;
}

/**
 * The primary menu: Home, Account, Benefits, Find care and Claims/EOBs (or Claims), as visibleMenus() decides.
 * Items with sub-items (benefits categories, find care, claims and EOBs) open as disclosure menus.
 */
export function PrimaryNav({ items, mode, openMenu, onOpenMenuChange, onNavigate }: PrimaryNavProps) {
  const textOf = useTextOf();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const withIcons = mode === 'inline';

  return (
    <nav aria-label={t`Main`} className={`primary-nav primary-nav--${mode}`}>
      <ul className="primary-nav__list">
        {items.map((item) => {
          const Icon = withIcons ? NAVIGATION_ICONS[item.id] : undefined;
          const current = isCurrentSection(item, pathname);
          const label = (
            <>
              {Icon && <Icon className="primary-nav__icon" />}
              <span>{textOf(item.title)}</span>
            </>
          );
          return (
            <li key={item.id} className="primary-nav__item">
              {item.subItems && item.subItems.length > 0 ? (
                <NavDisclosure
                  label={label}
                  items={item.subItems}
                  mode={mode}
                  isOpen={openMenu === item.id}
                  onOpenChange={(open) => onOpenMenuChange(open ? item.id : null)}
                  onNavigate={onNavigate}
                  isCurrentSection={current}
                />
              ) : (
                <Link
                  to={item.target}
                  aria-current={sectionAriaCurrent(item, pathname)}
                  className={`primary-nav__link${current ? ' primary-nav__link--current' : ''}`}
                  onClick={onNavigate}
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
