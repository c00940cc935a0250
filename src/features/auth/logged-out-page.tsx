import { useLingui } from '@lingui/react/macro';

import { useBrand } from '../../config/use-brand';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { PhoneLink } from '../../shared/ui';

import { AuthPage } from './auth-page';
import { SessionEndNotice } from './session-end-notice';

import './logged-out.css';

/** Brand 5's page after logout (product section 2, Logout page). */
export function LoggedOutPage() {
  const { partnerDashboardUrl } = useRuntimeConfig();
  const { t } = useLingui();
  const brand = useBrand();
  const brandName = brand.name;
  return (
    <AuthPage
      title={t`Logged out successfully`}
      intro={<p>{t`Thank you for visiting your ${brandName} Member Dashboard. You can close this window.`}</p>}
    >
      <SessionEndNotice className="logged-out__notice" />
      <ul className="logged-out__links">
        <li>
          <a className="auth-page__link" href={partnerDashboardUrl}>
            {t`Return to the partner dashboard`}
          </a>
        </li>
        <li>
          <PhoneLink className="auth-page__link" number={brand.contact.customerServicePhone}>
            {t`Contact customer service (dental)`}
          </PhoneLink>
        </li>
        <li>
          <a className="auth-page__link" href={`mailto:${brand.contact.customerServiceEmail}`}>
            {t`Contact the health plan`}
          </a>
        </li>
      </ul>
    </AuthPage>
  );
}
