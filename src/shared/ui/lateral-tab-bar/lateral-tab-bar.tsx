import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Link } from 'react-router-dom';

import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import './lateral-tab-bar.css';

/** What screen readers hear after the label of a tab carrying the alert icon. */
export const DEFAULT_ALERT_TEXT = msg`needs attention`;

function AlertMark({ text }: { readonly text: string | undefined }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className="lateral-tab-bar__alert" aria-hidden="true">
        !
      </span>
      <VisuallyHidden>{`, ${text ?? i18n._(DEFAULT_ALERT_TEXT)}`}</VisuallyHidden>
    </>
  );
}

export interface LateralTabBarItem {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** Shows the alert icon on this tab. */
  readonly alert?: boolean;
}

export interface LateralTabBarProps {
  readonly items: readonly LateralTabBarItem[];
  /** The one active tab. */
  readonly activeId: string;
  /** The navigation landmark's accessible name, e.g. 'Benefits'. */
  readonly label: string;
  /** Accessible text for the alert icon. Defaults to 'needs attention'. */
  readonly alertText?: string;
}

/**
 * The lateral tab bar when each tab is a route (the benefits area): a navigation landmark of router links,
 * the active one marked aria-current="page". Links, not ARIA tabs, because each one loads a page.
 */
export function LateralTabBar({ items, activeId, label, alertText }: LateralTabBarProps) {
  return (
    <nav className="lateral-tab-bar" aria-label={label}>
      <ul className="lateral-tab-bar__list">
        {items.map((item) => {
          const active = item.id === activeId;
          return (
            <li key={item.id} className="lateral-tab-bar__item">
              <Link
                to={item.href}
                className={`lateral-tab-bar__tab${active ? ' lateral-tab-bar__tab--active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <span className="lateral-tab-bar__label">{item.label}</span>
                {item.alert && <AlertMark text={alertText} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface LateralTabsItem {
  readonly id: string;
  readonly label: string;
  readonly alert?: boolean;
  /** The panel shown while this tab is selected. */
  readonly content: ReactNode;
}

export interface LateralTabsProps {
  readonly items: readonly LateralTabsItem[];
  /** The one selected tab (controlled). */
  readonly selectedKey: string;
  readonly onSelectionChange: (key: string) => void;
  /** The tab list's accessible name. */
  readonly label: string;
  readonly alertText?: string;
}

/**
 * The lateral tab bar for in-page panels: React Aria vertical tabs (role tablist/tab/tabpanel, arrow keys
 * Up/Down, exactly one selected).
 */
export function LateralTabs({
  items,
  selectedKey,
  onSelectionChange,
  label,
  alertText,
}: LateralTabsProps) {
  return (
    <Tabs
      className="lateral-tab-bar lateral-tab-bar--panels"
      orientation="vertical"
      selectedKey={selectedKey}
      onSelectionChange={(key: Key) => onSelectionChange(String(key))}
    >
      <TabList className="lateral-tab-bar__list" aria-label={label}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className="lateral-tab-bar__tab">
            <span className="lateral-tab-bar__label">{item.label}</span>
            {item.alert && <AlertMark text={alertText} />}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="lateral-tab-bar__panel">
          {item.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
