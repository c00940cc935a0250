import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { CopyButton, useNotify } from '../../shared/ui';

import { COPIED_WHAT, ID_LABELS, type MemberIdKind } from './member-id';

import './welcome-banner.css';

/** How long the copy snackbar shows (product section 9). */
export const COPIED_SUBSCRIBER_ID_SNACKBAR_MS = 5000;
export const COPIED_SUBSCRIBER_ID_MESSAGE = msg`Copied subscriber ID to clipboard`;
export const COPY_FAILED_MESSAGE = msg`The subscriber ID could not be copied. Select the number to copy it yourself.`;

export interface WelcomeBannerProps {
  readonly firstName: string;
  /** The subscriber ID, or the employee ID for members flagged local 598. */
  readonly displayId: string;
  /** What the ID is: the subscriber ID, or the employee ID for members flagged local 598. */
  readonly idKind?: MemberIdKind;
}

/** The greeting (the page's heading) with the subscriber ID and its copy button. */
export function WelcomeBanner({ firstName, displayId, idKind = 'subscriber' }: WelcomeBannerProps) {
  const { t, i18n } = useLingui();
  const { notify } = useNotify();

  const onCopied = (copied: boolean) =>
    notify(
      copied
        ? { status: 'success', message: i18n._(COPIED_SUBSCRIBER_ID_MESSAGE), dismissAfter: COPIED_SUBSCRIBER_ID_SNACKBAR_MS }
        : { status: 'error', message: i18n._(COPY_FAILED_MESSAGE), dismissAfter: COPIED_SUBSCRIBER_ID_SNACKBAR_MS },
    );

  return (
    <section className="welcome-banner" aria-labelledby="welcome-banner-title">
      <h1 id="welcome-banner-title" className="welcome-banner__title">
        {t`Welcome, ${firstName}`}
      </h1>
      <div className="welcome-banner__id">
        <p className="welcome-banner__id-text">
          <span className="welcome-banner__id-label">{i18n._(ID_LABELS[idKind])}</span>{' '}
          <span className="welcome-banner__id-value">{displayId}</span>
        </p>
        {/* The snackbar says 'Copied subscriber ID to clipboard', so the button does not announce it again. */}
        <CopyButton text={displayId} what={i18n._(COPIED_WHAT[idKind])} announce={false} onCopied={onCopied} />
      </div>
    </section>
  );
}
