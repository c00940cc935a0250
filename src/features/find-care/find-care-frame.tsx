import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import { type AccountState, useAccountState } from '../../shared/account/use-account-state';
import { AreaFrame } from '../../shared/ui/area-frame/area-frame';

import './find-care-frame.css';

export interface FindCareFrameProps {
  /** The page's one h1, shown from the first render (the route focus moves to it). */
  readonly title: string;
  /** The page in the failure report of its content: a short key, the same in every language (see `AreaFrame`). */
  readonly piece: string;
  /** A link back up the area, above the heading. */
  readonly back?: { readonly to: string; readonly label: string };
  /** The page's content once the account state is known, for members who are not termed. */
  readonly children: (state: AccountState) => ReactNode;
}

/**
 * The frame of every find-care page: the area frame with the back link and the heading at once, then the content
 * once the account state has loaded. Termed members lose the Find care menu (product section 6); one who reaches a
 * find-care address anyway gets a clear page instead. A failed call shows the error page through the global rule.
 */
export function FindCareFrame({ title, piece, back, children }: FindCareFrameProps) {
  const { t } = useLingui();
  const { data: state, error } = useAccountState();
  return (
    <AreaFrame title={title} piece={piece} back={back} className="find-care-frame" loading={!state && !error && t`Loading`}>
      {state && (() => (state.termed ? <NotEnrolled /> : children(state)))}
    </AreaFrame>
  );
}

/** The shell already shows the 'You are not currently enrolled in a plan' alert above every page. */
function NotEnrolled() {
  return (
    <div className="find-care-frame__notice">
      <p>
        <Trans>Finding care through your plan is available while you have coverage with us.</Trans>
      </p>
      <ul className="link-row">
        <li>
          <Link to={routePaths.home}>
            <Trans>Home</Trans>
          </Link>
        </li>
        <li>
          <Link to={routePaths.customerService}>
            <Trans>Customer service</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}
