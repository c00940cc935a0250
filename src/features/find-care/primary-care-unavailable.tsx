import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import { useBrand } from '../../config/use-brand';
import { PhoneLink } from '../../shared/ui';

/**
 * Clear pages for a member who reaches a primary care address without the right to use it: the plan offers no
 * primary care selection (the Primary care menu item is hidden, product section 6), or the family member of the
 * address cannot choose a provider.
 */

function ContactLine() {
  const brand = useBrand();
  const phone = brand.contact.customerServicePhone;
  return (
    <p>
      <Trans>
        Questions? Call Customer Service at <PhoneLink number={phone} /> or see{' '}
        <Link to={routePaths.customerService}>Customer service</Link>.
      </Trans>
    </p>
  );
}

/** The plan does not include primary care selection for this member. */
export function PrimaryCareNotOffered() {
  return (
    <div className="find-care-frame__notice">
      <p>
        <Trans>Choosing a primary care provider is not part of your plan.</Trans>
      </p>
      <ContactLine />
      <ul className="link-row">
        <li>
          <Link to={routePaths.findCare}>
            <Trans>Find care</Trans>
          </Link>
        </li>
        <li>
          <Link to={routePaths.home}>
            <Trans>Home</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** The family member of the address cannot choose a provider online (or is not a member the portal can show). */
export function MemberCannotSelect({ memberName }: { memberName: string | null }) {
  const { t } = useLingui();
  return (
    <div className="find-care-frame__notice">
      <p>
        {memberName
          ? t`${memberName} can't choose a primary care provider online right now.`
          : t`We couldn't find this family member among those who can choose a primary care provider.`}
      </p>
      <ContactLine />
      <ul className="link-row">
        <li>
          <Link to={routePaths.primaryCare}>
            <Trans>Back to primary care</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}
