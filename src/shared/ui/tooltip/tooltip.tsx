import { useEffect, type ReactElement, type ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger, type Placement } from 'react-aria-components';

import './tooltip.css';

/** Logged when a tooltip has no text (product section 8), verbatim: for developers, never shown. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a console message for developers
export const MISSING_TOOLTIP_TEXT_MESSAGE = 'libTooltip is missing tooltip text or a valid ng-template reference.';

export interface TooltipProps {
  /** The tooltip text. Without it the tooltip logs an error and renders only its trigger. */
  readonly text?: ReactNode;
  /**
   * The trigger: a React Aria focusable (Button, Link, or any element wrapped in `Focusable`), so that the tooltip
   * can follow its hover and focus and describe it with aria-describedby.
   */
  readonly children: ReactElement;
  readonly placement?: Placement;
}

function isMissing(text: ReactNode): boolean {
  return text === null || text === undefined || text === false || (typeof text === 'string' && text.trim() === '');
}

/**
 * A tooltip that opens on hover (product section 2) and, for keyboard users, on focus; open and close delays are 0 ms.
 * Escape closes it. The text describes the trigger (aria-describedby), so it must not be the trigger's only name.
 */
export function Tooltip({ text, children, placement = 'top' }: TooltipProps) {
  const missing = isMissing(text);
  useEffect(() => {
    if (missing) console.error(MISSING_TOOLTIP_TEXT_MESSAGE);
  }, [missing]);

  if (missing) return children;

  return (
    <TooltipTrigger delay={0} closeDelay={0}>
      {children}
      <AriaTooltip className="tooltip" placement={placement} offset={10}>
        <OverlayArrow className="tooltip__arrow">
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {text}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
