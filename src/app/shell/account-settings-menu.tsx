import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';

import type { MenuItem } from '../../domain';
import { VisuallyHidden } from '../../shared/ui';

import { AccountIcon } from './icons';
import { type DisclosureMode, isAtOrBelow, NavDisclosure } from './nav-disclosure';

import './account-settings-menu.css';

export interface AccountSettingsMenuProps {
  /** The account settings menu as visibleMenus() returns it. */
  readonly items: readonly MenuItem[];
  /** The member's first name, shown on the trigger. */
  readonly firstName: string;
  /** A dropdown on tablet and desktop; a collapsible list on phones. */
  readonly mode: DisclosureMode;
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onNavigate: () => void;
}

/**
 * The settings of the top navigation: the member's first name opens the account settings menu (Summary, Member
 * information, Settings, Member plan benefits, eBill, Help center, New ID, Log out, as visibleMenus() decides).
 */
export function AccountSettingsMenu({ items, firstName, mode, isOpen, onOpenChange, onNavigate }: AccountSettingsMenuProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const current = items.some((item) => item.id !== 'log-out' && isAtOrBelow(pathname, item.target));

  return (
    <nav aria-label={t`Account settings`} className={`account-settings account-settings--${mode}`}>
      <NavDisclosure
        label={
          <>
            <AccountIcon className="account-settings__icon" />
            <span className="account-settings__name">{firstName}</span>
            {mode === 'inline' ? (
              <span className="account-settings__caption">
                <VisuallyHidden>,</VisuallyHidden> <Trans>account settings</Trans>
              </span>
            ) : (
              <VisuallyHidden>{t`, account settings`}</VisuallyHidden>
            )}
          </>
        }
        items={items}
        mode={mode}
        align="end"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        onNavigate={onNavigate}
        isCurrentSection={current}
      />
    </nav>
  );
}
