import { Trans } from '@lingui/react/macro';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { NavLink } from 'react-router-dom';

import type { MenuItem } from '../../domain';
import { useTextOf } from '../../shared/i18n/text';
import { VisuallyHidden } from '../../shared/ui';

import { ChevronDownIcon } from './icons';
import { useEscapeOutside } from './use-escape-outside';
import { useOutsidePress } from './use-outside-press';

import './nav-disclosure.css';

/** A dropdown floats over the page (tablet and desktop); an inline list expands in place (the phone menu). */
export type DisclosureMode = 'dropdown' | 'inline';

export interface NavDisclosureProps {
  /** The trigger's content; it names the button. */
  readonly label: ReactNode;
  readonly items: readonly MenuItem[];
  readonly mode: DisclosureMode;
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** A link inside was followed: the surrounding menus close. */
  readonly onNavigate: () => void;
  /** The current page is one of the items (or below one): the trigger is marked as the current section. */
  readonly isCurrentSection?: boolean;
  /** Which edge of the trigger a dropdown lines up with. */
  readonly align?: 'start' | 'end';
  readonly className?: string;
}

/** True when `pathname` is `target` or a page below it. */
export function isAtOrBelow(pathname: string, target: string): boolean {
  return pathname === target || pathname.startsWith(`${target}/`);
}

/** The current page is the item's page, one of its sub-items' pages, or below one of them. */
export function isCurrentSection(item: MenuItem, pathname: string): boolean {
  return isAtOrBelow(pathname, item.target) || (item.subItems ?? []).some((sub) => isAtOrBelow(pathname, sub.target));
}

/**
 * aria-current for a link to a section: "page" on the section's own page, "true" on a page below it (the member
 * is in that section), none elsewhere. Screen readers then say where the member is, not only the styling.
 */
export function sectionAriaCurrent(item: MenuItem, pathname: string): 'page' | 'true' | undefined {
  if (pathname === item.target) return 'page';
  return isCurrentSection(item, pathname) ? 'true' : undefined;
}

/**
 * A disclosure menu (the ARIA disclosure navigation pattern, on React Aria's Disclosure): a button with
 * aria-expanded and aria-controls that shows a list of links. Enter, Space or a click toggles it; Escape closes
 * it and returns focus to the button. As a dropdown it also closes on a press outside it, when focus leaves it,
 * and on Escape wherever focus is (a dropdown opened by mouse stays on screen after focus has gone to the page).
 * The link of the current page carries aria-current="page".
 */
export function NavDisclosure({
  label,
  items,
  mode,
  isOpen,
  onOpenChange,
  onNavigate,
  isCurrentSection = false,
  align = 'start',
  className,
}: NavDisclosureProps) {
  const textOf = useTextOf();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const currentId = useId();
  const dropdown = mode === 'dropdown';

  useOutsidePress(rootRef, dropdown && isOpen, () => onOpenChange(false));
  useEscapeOutside(rootRef, dropdown && isOpen, () => onOpenChange(false), triggerRef);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    onOpenChange(false);
    triggerRef.current?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (!dropdown || !isOpen) return;
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) onOpenChange(false);
  };

  const classes = [
    'nav-disclosure',
    `nav-disclosure--${mode}`,
    `nav-disclosure--align-${align}`,
    isCurrentSection ? 'nav-disclosure--current' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // The wrapper listens for Escape and for focus leaving; React Aria's Disclosure takes no such handlers.
    <div ref={rootRef} className={classes} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Disclosure className="nav-disclosure__disclosure" isExpanded={isOpen} onExpandedChange={onOpenChange}>
        {/* Buttons take no aria-current: the trigger of the member's current section says so in its description. */}
        {isCurrentSection && <VisuallyHidden id={currentId}>
            <Trans>Current section</Trans>
          </VisuallyHidden>}
        <Button
          slot="trigger"
          ref={triggerRef}
          className="nav-disclosure__trigger"
          aria-describedby={isCurrentSection ? currentId : undefined}
        >
          <span className="nav-disclosure__label">{label}</span>
          <ChevronDownIcon className="nav-disclosure__chevron" />
        </Button>
        <DisclosurePanel className="nav-disclosure__panel">
          <ul className="nav-disclosure__list">
            {items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.target} end className="nav-disclosure__link" onClick={onNavigate}>
                  {textOf(item.title)}
                </NavLink>
              </li>
            ))}
          </ul>
        </DisclosurePanel>
      </Disclosure>
    </div>
  );
}
