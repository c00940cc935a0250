import { Trans, useLingui } from '@lingui/react/macro';

import type { Provider, ProviderLocation } from '../../../generated/model';
import { PhoneLink } from '../../shared/ui';

import './provider-details.css';

/** Whether the provider takes new patients, in words and an icon (never by colour alone). */
export function AcceptingNewPatients({ accepting }: { accepting: boolean | undefined }) {
  const { t } = useLingui();
  if (accepting === undefined) return null;
  return (
    <p className={`provider-details__accepting provider-details__accepting--${accepting ? 'yes' : 'no'}`}>
      <span aria-hidden="true" className="provider-details__accepting-icon">
        {accepting ? '✓' : '✕'}
      </span>
      {accepting ? t`Accepting new patients` : t`Not accepting new patients`}
    </p>
  );
}

/** Specialty, group and languages, each only when known. */
export function ProviderFacts({ provider }: { provider: Pick<Provider, 'specialty' | 'providerGroupName' | 'languages'> }) {
  const { t } = useLingui();
  const facts: [string, string][] = [];
  if (provider.specialty) facts.push([t`Specialty`, provider.specialty]);
  if (provider.providerGroupName) facts.push([t`Group`, provider.providerGroupName]);
  if (provider.languages && provider.languages.length > 0) facts.push([t`Languages`, provider.languages.join(', ')]);
  if (facts.length === 0) return null;
  return (
    <dl className="provider-details__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="provider-details__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function locationKey(location: ProviderLocation, index: number): string {
  return `${location.name ?? ''}-${location.addressLine1 ?? ''}-${index}`;
}

/** The provider's offices: name, address and phone (a tel: link). */
export function ProviderLocations({ locations, label }: { locations: readonly ProviderLocation[]; label: string }) {
  if (locations.length === 0) return null;
  return (
    <ul className="provider-details__locations" aria-label={label}>
      {locations.map((location, index) => {
        const cityLine = [location.city, [location.state, location.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
        return (
          <li key={locationKey(location, index)} className="provider-details__location">
            <address>
              {location.name && <span className="provider-details__location-name">{location.name}</span>}
              {location.addressLine1 && <span>{location.addressLine1}</span>}
              {location.addressLine2 && <span>{location.addressLine2}</span>}
              {cityLine && <span>{cityLine}</span>}
              {location.phoneNumber && (
                <span>
                  <Trans>
                    Phone: <PhoneLink number={location.phoneNumber} />
                  </Trans>
                </span>
              )}
            </address>
          </li>
        );
      })}
    </ul>
  );
}
