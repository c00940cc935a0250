import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { OverlaySpinner } from '../../shared/ui';

import '../../shared/ui/card/card.css';
import './auth-page.css';

export interface AuthPageProps {
  /** The page's one h1. */
  readonly title: string;
  /** A short paragraph under the title. */
  readonly intro?: ReactNode;
  /** The overlay spinner covers the card while the page works. */
  readonly busy?: boolean;
  /** What the spinner says to screen readers ('Loading' unless given). */
  readonly busyLabel?: string;
  /** 'narrow' for a single short form, 'wide' for lists and longer text. */
  readonly width?: 'narrow' | 'wide';
  readonly children?: ReactNode;
}

/**
 * The frame of the sign-in steps (group selection, update e-mail, registration policies, new ID, single sign-on
 * landing, select group, change password): one card with the page title, centred in the page area of the
 * layout (which carries the brand's header), and the overlay spinner over the card while the page works.
 */
export function AuthPage({
  title,
  intro,
  busy = false,
  busyLabel,
  width = 'narrow',
  children,
}: AuthPageProps) {
  const { t } = useLingui();
  return (
    <div className="auth-page">
      <div className={`card auth-page__card auth-page__card--${width}`}>
        <OverlaySpinner isLoading={busy} label={busyLabel ?? t`Loading`}>
          <div className="auth-page__inner">
            <h1 className="auth-page__title">{title}</h1>
            {intro && <div className="auth-page__intro text-flow">{intro}</div>}
            {children}
          </div>
        </OverlaySpinner>
      </div>
    </div>
  );
}

/** The actions under a sign-in step's form: its submit button (off while the step works), then any others. */
export function AuthActions({ submitLabel, busy = false, children }: { submitLabel: string; busy?: boolean; children?: ReactNode }) {
  return (
    <div className="auth-page__actions">
      <button type="submit" className="auth-page__button auth-page__button--primary" disabled={busy}>
        {submitLabel}
      </button>
      {children}
    </div>
  );
}
