import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';

/** Step 5, 'Done': the account exists; the member logs in with the new username. */
export function DoneStep({
  username,
  headingRef,
  onLeave,
}: {
  username: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Clears the finished wizard, so the next visit starts a new one. */
  onLeave: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="registration__done" role="status">
      <h2 ref={headingRef} tabIndex={-1} className="registration__step-title">
        {t`Your account is ready`}
      </h2>
      <p>
        <Trans>
          You can now log in to your Member Dashboard with your username <strong>{username}</strong> and the password
          you chose.
        </Trans>
      </p>
      <p>
        <Link className="registration__login" to={routePaths.login} onClick={onLeave}>
          {t`Log in`}
        </Link>
      </p>
    </div>
  );
}
