import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';

import { OverlaySpinner } from '../../shared/ui';

import '../../shared/ui/card/card.css';
import './recovery-card.css';

export interface RecoveryCardProps {
  /** The page's one h1. */
  readonly title: string;
  readonly titleRef?: Ref<HTMLHeadingElement>;
  readonly intro?: ReactNode;
  /** The overlay spinner covers the card while a request is on its way. */
  readonly busy?: boolean;
  /** What the spinner says while it shows ('Sending' unless given). */
  readonly busyLabel?: string;
  readonly children: ReactNode;
  /** Links under the card (back to log in, the other recovery page). */
  readonly footer?: ReactNode;
}

/** The frame of the account recovery pages: one card centred in the signed-out layout's page area. */
export function RecoveryCard({ title, titleRef, intro, busy = false, busyLabel, children, footer }: RecoveryCardProps) {
  const { t } = useLingui();
  return (
    <div className="recovery-card">
      <div className="card recovery-card__card">
        <OverlaySpinner isLoading={busy} label={busyLabel ?? t`Sending`}>
          <div className="recovery-card__inner">
            <h1 ref={titleRef} tabIndex={-1} className="recovery-card__title">
              {title}
            </h1>
            {intro && <div className="recovery-card__intro text-flow">{intro}</div>}
            {children}
          </div>
        </OverlaySpinner>
      </div>
      {footer && <nav className="recovery-card__footer" aria-label={t`Account help`}>{footer}</nav>}
    </div>
  );
}
