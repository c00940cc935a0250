import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import type { AccountState } from '../../shared/account/use-account-state';
import { dentistDirectoryUrl } from '../../domain/find-care/dentist-directory';
import { ExternalLink } from '../../shared/ui';
import { AreaSection } from '../../shared/ui/area-frame/area-frame';

import './find-a-dentist.css';
import '../../shared/ui/button/button.css';

/**
 * /find-care/find-a-dentist: the in-network dentist search (an external directory; the Medicare variant for parent
 * group 100000075) and the travel dental page.
 */
export function FindADentist({ state }: { state: AccountState }) {
  const { t } = useLingui();
  return (
    <>
      <p className="find-care-frame__intro">
        <Trans>Dentists in our network have agreed to our rates, so you pay less when you see them.</Trans>
      </p>
      <div className="find-a-dentist__options">
        <AreaSection className="find-care-frame__card find-a-dentist__option" titleClassName="find-a-dentist__title" title={t`Find an in-network dentist`}>
          <p>
            <Trans>Search our dentist directory by location, specialty and language spoken.</Trans>
          </p>
          <p className="find-a-dentist__action">
            <ExternalLink href={dentistDirectoryUrl(state.account.parentGroupId)} className="button button--primary" showArrow>
              <Trans>Find in-network dentist</Trans>
            </ExternalLink>
          </p>
        </AreaSection>
        <AreaSection className="find-care-frame__card find-a-dentist__option" titleClassName="find-a-dentist__title" title={t`Dental care while traveling`}>
          <p>
            <Trans>
              Get help finding a dentist when you are away from home, in the U.S. or abroad, and learn how to submit a
              claim for care you get in another country.
            </Trans>
          </p>
          <p className="find-a-dentist__action">
            <Link to={routePaths.travelDental} className="button">
              <Trans>Travel dental care</Trans>
            </Link>
          </p>
        </AreaSection>
      </div>
    </>
  );
}
