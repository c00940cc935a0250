import { CopyButton, useNotify } from '../../shared/ui';

import './welcome-banner.css';

/** How long the copy snackbar shows (spec section 9). */
export const COPIED_SUBSCRIBER_ID_SNACKBAR_MS = 5000;
export const COPIED_SUBSCRIBER_ID_MESSAGE = 'Copied subscriber ID to clipboard';
export const COPY_FAILED_MESSAGE = 'The subscriber ID could not be copied. Select the number to copy it yourself.';

export interface WelcomeBannerProps {
  readonly firstName: string;
  /** The subscriber ID, or the employee ID for members flagged local 598. */
  readonly displayId: string;
  /** What the ID is: 'Subscriber ID', or 'Employee ID' for members flagged local 598. */
  readonly idLabel?: 'Subscriber ID' | 'Employee ID';
}

/** The greeting (the page's heading) with the subscriber ID and its copy button. */
export function WelcomeBanner({ firstName, displayId, idLabel = 'Subscriber ID' }: WelcomeBannerProps) {
  const { notify } = useNotify();

  const onCopied = (copied: boolean) =>
    notify(
      copied
        ? { status: 'success', message: COPIED_SUBSCRIBER_ID_MESSAGE, dismissAfter: COPIED_SUBSCRIBER_ID_SNACKBAR_MS }
        : { status: 'error', message: COPY_FAILED_MESSAGE, dismissAfter: COPIED_SUBSCRIBER_ID_SNACKBAR_MS },
    );

  return (
    <section className="welcome-banner" aria-labelledby="welcome-banner-title">
      <h1 id="welcome-banner-title" className="welcome-banner__title">
        Welcome, {firstName}
      </h1>
      <div className="welcome-banner__id">
        <p className="welcome-banner__id-text">
          <span className="welcome-banner__id-label">{idLabel}</span>{' '}
          <span className="welcome-banner__id-value">{displayId}</span>
        </p>
        {/* The snackbar says 'Copied subscriber ID to clipboard', so the button does not announce it again. */}
        <CopyButton text={displayId} what={idLabel === 'Employee ID' ? 'employee ID' : 'subscriber ID'} announce={false} onCopied={onCopied} />
      </div>
    </section>
  );
}
