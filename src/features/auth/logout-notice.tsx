import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';

import { AlertBanner } from '../../shared/ui/alert-banner/alert-banner';

import { readSessionEnd } from './session-end';
import { SessionEndNotice } from './session-end-notice';

/** The banner of a logout the member asked for. */
export const LOGGED_OUT_MESSAGE = msg`Logged out successfully`;

/**
 * The login page's banner after a logout: why the session ended when it ended on its own (SessionEndNotice),
 * otherwise "Logged out successfully". The login page loads it only when a logout led there, so a plain visit to
 * /login does not carry it.
 */
export function LogoutNotice({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  if (readSessionEnd(searchParams) !== null) return <SessionEndNotice className={className} />;
  return (
    <div className={className}>
      <AlertBanner type="success" title={i18n._(LOGGED_OUT_MESSAGE)} canDismiss />
    </div>
  );
}
