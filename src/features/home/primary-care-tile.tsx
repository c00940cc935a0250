import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { primaryCareMemberPath } from '../../config/route-builders';
import { formatDate } from '../../shared/lib/format';

import type { PrimaryCareSummary } from '../../domain/primary-care/home';
import { HomeTile } from './home-tile';

import './primary-care-tile.css';

/**
 * Primary care: members without a selected provider, each with 'Select primary care', and members who have one
 * with today's provider and the change to come ('Changes to {provider} on {date}'); a member whose first provider
 * starts later reads '{provider} from {date}', never as a provider today.
 */
export function PrimaryCareTile({ summary }: { summary: PrimaryCareSummary }) {
  const { t } = useLingui();
  const { withoutProvider, withProvider } = summary;
  return (
    <HomeTile id="primary-care-title" title={t`Primary care`} className="primary-care-tile">
      {withoutProvider.length > 0 && (
        <>
          <h3 className="primary-care-tile__subtitle">
            <Trans>No primary care provider selected</Trans>
          </h3>
          <ul className="primary-care-tile__list">
            {withoutProvider.map(({ memberKey, suffix, name }) => (
              <li key={memberKey} className="primary-care-tile__item">
                <span className="primary-care-tile__name">{name}</span>
                <Link className="home__link" to={primaryCareMemberPath(suffix)} aria-label={t`Select primary care for ${name}`}>
                  <Trans>Select primary care</Trans>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {withProvider.length > 0 && (
        <>
          <h3 className="primary-care-tile__subtitle">
            <Trans>Primary care provider selected</Trans>
          </h3>
          <ul className="primary-care-tile__list">
            {withProvider.map(({ memberKey, name, providerName, upcoming }) => {
              // The next provider and the first day with them.
              const provider = upcoming?.providerName;
              const date = upcoming ? formatDate(upcoming.startsOn) : '';
              return (
                <li key={memberKey} className="primary-care-tile__item">
                  <span className="primary-care-tile__name">{name}</span>
                  <span className="primary-care-tile__providers">
                    <span className="primary-care-tile__provider">{providerName ?? (provider && t`${provider} from ${date}`)}</span>
                    {providerName && provider && <span className="primary-care-tile__change">{t`Changes to ${provider} on ${date}`}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </HomeTile>
  );
}
