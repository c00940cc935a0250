import { Link } from 'react-router-dom';

import { primaryCareMemberPath } from '../../config/route-builders';
import { formatDate } from '../../shared/lib/format';

import type { PrimaryCareSummary } from './rules/primary-care';
import { HomeTile } from './home-tile';

import './primary-care-tile.css';

/**
 * Primary care: members without a selected provider, each with 'Select primary care', and members who have one
 * with the provider's name.
 */
export function PrimaryCareTile({ summary }: { summary: PrimaryCareSummary }) {
  const { withoutProvider, withProvider } = summary;
  return (
    <HomeTile id="primary-care-title" title="Primary care" className="primary-care-tile">
      {withoutProvider.length > 0 && (
        <>
          <h3 className="primary-care-tile__subtitle">No primary care provider selected</h3>
          <ul className="primary-care-tile__list">
            {withoutProvider.map((person) => (
              <li key={person.memberKey} className="primary-care-tile__item">
                <span className="primary-care-tile__name">{person.name}</span>
                <Link
                  className="home__link"
                  to={primaryCareMemberPath(person.suffix)}
                  aria-label={`Select primary care for ${person.name}`}
                >
                  Select primary care
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {withProvider.length > 0 && (
        <>
          <h3 className="primary-care-tile__subtitle">Primary care provider selected</h3>
          <ul className="primary-care-tile__list">
            {withProvider.map((person) => (
              <li key={person.memberKey} className="primary-care-tile__item">
                <span className="primary-care-tile__name">{person.name}</span>
                <span className="primary-care-tile__provider">
                  {person.providerName}
                  {person.startsOn && ` (from ${formatDate(person.startsOn)})`}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </HomeTile>
  );
}
