import { Trans } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import { useBrand } from '../../config/use-brand';
import { signedInUtilityMenu } from '../../domain';

import { AccountSettingsMenu } from './account-settings-menu';
import { BrandLogo } from './brand-logo';
import { GroupSwitchLink } from './group-switch-link';
import { CloseIcon, MenuIcon } from './icons';
import { PrimaryNav } from './primary-nav';
import { useBreakpoint } from './use-breakpoint';
import { useEscapeOutside } from './use-escape-outside';
import { menuResetKey, useMenuState } from './use-menu-state';
import { useOutsidePress } from './use-outside-press';
import type { ShellData } from './use-shell-data';
import { UtilityMenu } from './utility-menu';

import './masthead.css';

export const MASTHEAD_MENU_ID = 'masthead-menu';
const ACCOUNT_SETTINGS = 'account-settings';

/**
 * The fixed top navigation of signed-in pages.
 * - Desktop (1280 px and wider): a utility bar (the 'Change group' link, the utility menu), then the logo, the
 *   primary menu with dropdown sub-menus and the account settings dropdown under the member's first name.
 * - Below 1280 px the masthead collapses behind a 'Menu' toggle. Tablet keeps the account settings dropdown in
 *   the bar; on phones the account settings become a collapsible list inside the menu.
 * Menus close on navigation and when the breakpoint changes.
 */
export function Masthead({ data }: { data: ShellData }) {
  const brand = useBrand();
  const breakpoint = useBreakpoint();
  const location = useLocation();
  const menus = useMenuState(menuResetKey(location.key, breakpoint));
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const collapsible = breakpoint !== 'desktop';
  useOutsidePress(headerRef, collapsible && menus.mastheadOpen, () => menus.setMastheadOpen(false));
  useEscapeOutside(headerRef, collapsible && menus.mastheadOpen, () => menus.setMastheadOpen(false), toggleRef);

  const logo = <BrandLogo to={routePaths.home} brand={brand} />;

  // Until the member's menus are known (or when the account state failed), the masthead keeps the frame it has
  // once they are, so nothing moves when they arrive: Contact us and Log out, which need no data, where they always
  // are, and no primary menu, account settings or group link yet.
  const ready = data.status === 'ready' ? data : null;
  const visible = ready?.menus ?? { primary: [], accountSettings: [], utility: signedInUtilityMenu(), groupSwitch: null };
  const currentGroup = ready?.currentGroup ?? null;
  const firstName = ready?.state.member.firstName ?? null;
  const onNavigate = menus.closeAll;
  const subMenuChange = (id: string | null) => menus.setOpenMenu(id);
  const settingsChange = (open: boolean) => {
    if (!open) menus.setOpenMenu(null);
    // On tablets the settings dropdown sits outside the collapsible masthead, which gives way to it.
    else if (breakpoint === 'tablet') menus.openDropdownOnly(ACCOUNT_SETTINGS);
    else menus.setOpenMenu(ACCOUNT_SETTINGS);
  };
  const groupSwitch = visible.groupSwitch && (
    <GroupSwitchLink item={visible.groupSwitch} group={currentGroup} onNavigate={onNavigate} />
  );

  const primaryNav = (mode: 'dropdown' | 'inline') =>
    visible.primary.length > 0 && (
      <PrimaryNav
        items={visible.primary}
        mode={mode}
        openMenu={menus.openMenu}
        onOpenMenuChange={subMenuChange}
        onNavigate={onNavigate}
      />
    );

  const accountSettings = (mode: 'dropdown' | 'inline') =>
    firstName !== null && (
      <AccountSettingsMenu
        items={visible.accountSettings}
        firstName={firstName}
        mode={mode}
        isOpen={menus.openMenu === ACCOUNT_SETTINGS}
        onOpenChange={settingsChange}
        onNavigate={onNavigate}
      />
    );

  if (!collapsible) {
    return (
      <header className="masthead masthead--desktop" ref={headerRef}>
        <div className="masthead__utility">
          <div className="masthead__inner masthead__utility-inner">
            <div className="masthead__group">{groupSwitch}</div>
            <UtilityMenu items={visible.utility} onNavigate={onNavigate} />
          </div>
        </div>
        <div className="masthead__bar">
          <div className="masthead__inner">
            {logo}
            {primaryNav('dropdown') || <div className="masthead__nav-space" />}
            {accountSettings('dropdown')}
          </div>
        </div>
      </header>
    );
  }

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menus.mastheadOpen) return;
    menus.setMastheadOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header className={`masthead masthead--${breakpoint}`} ref={headerRef} onKeyDown={onPanelKeyDown}>
      <div className="masthead__bar">
        <div className="masthead__inner">
          {logo}
          <div className="masthead__actions">
            {breakpoint === 'tablet' && accountSettings('dropdown')}
            <button
              ref={toggleRef}
              type="button"
              className="masthead__toggle"
              aria-expanded={menus.mastheadOpen}
              aria-controls={MASTHEAD_MENU_ID}
              onClick={() => menus.setMastheadOpen(!menus.mastheadOpen)}
            >
              {menus.mastheadOpen ? <CloseIcon className="masthead__toggle-icon" /> : <MenuIcon className="masthead__toggle-icon" />}
              <Trans>Menu</Trans>
            </button>
          </div>
        </div>
      </div>
      <div id={MASTHEAD_MENU_ID} className="masthead__panel" hidden={!menus.mastheadOpen}>
        <div className="masthead__panel-inner">
          {primaryNav('inline')}
          {breakpoint === 'phone' && accountSettings('inline')}
          {groupSwitch && <div className="masthead__panel-group">{groupSwitch}</div>}
          <UtilityMenu items={visible.utility} onNavigate={onNavigate} className="masthead__panel-utility" />
        </div>
      </div>
    </header>
  );
}
