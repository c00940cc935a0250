import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import './spinner.css';

/** The overlay spinner, apart from the inline one (spinner.tsx): the sign-in page's first load carries this one alone. */

export interface OverlaySpinnerProps {
  readonly isLoading: boolean;
  /** Screen reader text. Defaults to 'Loading'. */
  readonly label?: string;
  /**
   * The region the overlay covers; it carries aria-busy while loading. Without children the overlay covers
   * the page.
   */
  readonly children?: ReactNode;
}

/**
 * The page-level loading overlay of the shell. While loading, the covered region is aria-busy and an overlay
 * with a spinner blocks pointer input. The announcement lives in a status region outside the busy region
 * (screen readers hold back updates inside a busy region) and is always present, so the text put into it is read.
 * The region is not made inert: that would drop the focus of the control that started the loading.
 */
export function OverlaySpinner({ isLoading, label, children }: OverlaySpinnerProps) {
  const { t } = useLingui();
  return (
    <div className={`overlay-spinner${children === undefined ? ' overlay-spinner--page' : ''}`}>
      {children !== undefined && (
        <div className="overlay-spinner__region" aria-busy={isLoading}>
          {children}
        </div>
      )}
      <div role="status" className="visually-hidden">
        {isLoading ? (label ?? t`Loading`) : ''}
      </div>
      {isLoading && (
        <div className="overlay-spinner__overlay" data-testid="overlay-spinner">
          <span className="spinner spinner--large" aria-hidden="true">
            <span className="spinner__circle" />
          </span>
        </div>
      )}
    </div>
  );
}
