import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import { isApiError, NETWORK_ERROR_STATUS } from '../../shared/lib/http/api-error';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';

import '../../shared/ui/button/button.css';
import './inline-failure.css';

/** How a failed call of this area reads to the member, and what they can do about it. */
export interface FailureText {
  readonly message: string;
  /** A new attempt may help (not after a refusal or an ended session). */
  readonly canRetry: boolean;
  /** The session ended: the way forward is to log in again. */
  readonly signInAgain: boolean;
}

/**
 * The text of a failed claims or EOB call, which this area handles in place (product section 8): a dropped
 * connection, an ended session, a refusal, or anything else. `what` names what failed in the language shown now
 * ('your claims'); the text is made in that language (call it while rendering).
 */
export function failureText(error: unknown, what: string): FailureText {
  const status = isApiError(error) ? error.status : undefined;
  if (status === NETWORK_ERROR_STATUS) {
    return {
      message: t`We couldn't load ${what}. Check your internet connection, then try again.`,
      canRetry: true,
      signInAgain: false,
    };
  }
  if (status === 401) {
    return { message: t`Your session has ended, so we couldn't load ${what}. Please log in again.`, canRetry: false, signInAgain: true };
  }
  if (status === 404) {
    return { message: t`We couldn't find ${what}. It may have been replaced or removed.`, canRetry: false, signInAgain: false };
  }
  if (status === 403) {
    return { message: t`You don't have access to ${what}.`, canRetry: false, signInAgain: false };
  }
  return {
    message: t`We couldn't load ${what} right now. Please try again. If it keeps happening, come back a little later.`,
    canRetry: true,
    signInAgain: false,
  };
}

export interface InlineFailureProps {
  readonly title: string;
  readonly text: FailureText;
  readonly onRetry?: () => void;
  readonly retrying?: boolean;
  readonly ref?: Ref<HTMLDivElement>;
}

/**
 * A failure shown where the content would have been (the shared form alert, spaced for a page area), with a way
 * forward: 'Try again', or 'Log in again' when the session ended. Announced when it appears; it can take focus (not
 * in the tab order) for a page that moves focus to it.
 */
export function InlineFailure({ title, text, onRetry, retrying = false, ref }: InlineFailureProps) {
  const { t } = useLingui();
  return (
    <div className="inline-failure">
      <FormAlert title={title} alertRef={ref}>
        <p>{text.message}</p>
        {text.canRetry && onRetry && (
          <p>
            <button type="button" className="button inline-failure__retry" onClick={onRetry} disabled={retrying}>
              {retrying ? t`Trying again…` : t`Try again`}
            </button>
          </p>
        )}
        {text.signInAgain && (
          <p>
            <Link className="inline-failure__link" to={routePaths.login}>
              {t`Log in again`}
            </Link>
          </p>
        )}
      </FormAlert>
    </div>
  );
}
