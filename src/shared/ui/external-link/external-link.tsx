import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { VisuallyHidden } from '../visually-hidden/visually-hidden';


export interface ExternalLinkProps {
  readonly href: string;
  readonly className?: string;
  /** An accessible name that says more than the visible text (which it starts with). */
  readonly label?: string;
  /** Shows an arrow after the text (hidden from screen readers, which hear '(opens in a new tab)'). */
  readonly showArrow?: boolean;
  readonly children: ReactNode;
}

/**
 * An address outside the portal: opens in a new tab without handing it the portal's window, and says so in its
 * accessible name.
 */
export function ExternalLink({ href, className, label, showArrow = false, children }: ExternalLinkProps) {
  const { t } = useLingui();
  const newTab = t`(opens in a new tab)`;
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={label ? `${label} ${newTab}` : undefined}>
      {children}
      {/* The space sits outside the hidden text, so that every accessible-name algorithm keeps it. */}
      {!label && (
        <>
          {' '}
          <VisuallyHidden>{newTab}</VisuallyHidden>
        </>
      )}
      {showArrow && <span aria-hidden="true"> ↗</span>}
    </a>
  );
}
