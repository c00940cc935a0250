import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import './spinner.css';

export interface SpinnerProps {
  /** Screen reader text. Defaults to 'Loading'. */
  readonly label?: string;
  readonly size?: 'small' | 'medium' | 'large';
}

/** An inline spinner: a status with visually hidden text. */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label ?? t`Loading`}</VisuallyHidden>
    </span>
  );
}

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
