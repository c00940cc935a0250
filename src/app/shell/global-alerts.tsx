import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { routePaths } from '../../config/route-paths';
import { AlertBanner } from '../../shared/ui';

import './global-alerts.css';

/** The spec's text for a member without an active or future plan (section 4). */
export const NOT_ENROLLED_TITLE = msg`You are not currently enrolled in a plan`;

export interface GlobalAlertsProps {
  /** The member is termed: the non-dismissible warning shows. */
  readonly termed: boolean;
}

/** The alert area under the top navigation, shown on every signed-in page. */
export function GlobalAlerts({ termed }: GlobalAlertsProps) {
  const { t, i18n } = useLingui();
  if (!termed) return null;
  return (
    <div className="global-alerts">
      <div className="global-alerts__inner">
        <AlertBanner
          type="warning"
          title={i18n._(NOT_ENROLLED_TITLE)}
          canDismiss={false}
          links={[{ label: t`Contact customer service`, target: routePaths.customerService }]}
        />
      </div>
    </div>
  );
}
