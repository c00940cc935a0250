import { Link } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import type { AccountState } from '../../shared/account/use-account-state';
import { dentistDirectoryUrl } from '../../shared/domain/dentist-directory';
import { ExternalLink } from '../../shared/ui';
import { AreaSection } from '../../shared/ui/area-frame/area-frame';

import './find-a-dentist.css';

/**
 * /find-care/find-a-dentist: the in-network dentist search (an external directory; the Medicare variant for parent
 * group 100000075) and the travel dental page.
 */
export function FindADentist({ state }: { state: AccountState }) {
  return (
    <>
      <p className="find-care-frame__intro">
        Dentists in our network have agreed to our rates, so you pay less when you see them.
      </p>
      <div className="find-a-dentist__options">
        <AreaSection className="find-care-frame__card find-a-dentist__option" titleClassName="find-a-dentist__title" title="Find an in-network dentist">
          <p>Search our dentist directory by location, specialty and language spoken.</p>
          <p className="find-a-dentist__action">
            <ExternalLink href={dentistDirectoryUrl(state.account.parentGroupId)} className="find-care-frame__button" showArrow>
              Find in-network dentist
            </ExternalLink>
          </p>
        </AreaSection>
        <AreaSection className="find-care-frame__card find-a-dentist__option" titleClassName="find-a-dentist__title" title="Dental care while traveling">
          <p>
            Get help finding a dentist when you are away from home, in the U.S. or abroad, and learn how to submit a claim
            for care you get in another country.
          </p>
          <p className="find-a-dentist__action">
            <Link to={routePaths.travelDental} className="find-care-frame__button find-care-frame__button--secondary">
              Travel dental care
            </Link>
          </p>
        </AreaSection>
      </div>
    </>
  );
}
