import { Link } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import type { AccountState } from '../../shared/account/use-account-state';
import { derived, Loaded } from '../../shared/ui/area-frame/loaded';

import { type PrimaryCareData, usePrimaryCare } from './use-primary-care';

import '../../shared/ui/card-grid/card-grid.css';
import './find-care-hub.css';

interface Way {
  readonly id: string;
  readonly title: string;
  readonly to: string;
  readonly text: string;
}

/**
 * /find-care: the ways to find care the member's plan offers. Primary care shows exactly when the Primary care
 * menu item does (spec section 6).
 */
export function FindCareHub({ state }: { state: AccountState }) {
  const primaryCare = usePrimaryCare(state);
  return (
    <Loaded answers={[derived(primaryCare)]} loading="Loading the ways to find care">
      {(data) => <Hub primaryCare={data} />}
    </Loaded>
  );
}

function Hub({ primaryCare: { members, allowed } }: { primaryCare: PrimaryCareData }) {
  const waiting = members.filter((member) => member.canSelect && member.current === null && member.upcoming.length === 0);
  const ways: Way[] = [
    ...(allowed
      ? [
          {
            id: 'primary-care',
            title: 'Primary care',
            to: routePaths.primaryCare,
            text:
              waiting.length > 0
                ? `See each family member's primary care provider. ${waiting.length === 1 ? `${waiting[0]!.name} has` : `${waiting.length} family members have`} not chosen one yet.`
                : "See each family member's primary care provider, or choose a new one.",
          },
        ]
      : []),
    {
      id: 'find-a-dentist',
      title: 'Find a dentist',
      to: routePaths.findADentist,
      text: 'Search for in-network dentists near you, who cost you less.',
    },
    {
      id: 'travel-dental',
      title: 'Dental care while traveling',
      to: routePaths.travelDental,
      text: 'Get help finding a dentist away from home, in the U.S. or abroad, and learn how to submit a claim.',
    },
    {
      id: 'resources',
      title: 'Resources',
      to: routePaths.findCareResources,
      text: 'Programs, services and documents that come with your plan.',
    },
  ];

  return (
    <>
      <p className="find-care-frame__intro">Find doctors, dentists and services your plan covers.</p>
      <ul className="card-grid find-care-hub__ways">
        {ways.map((way) => (
          <li key={way.id} className="find-care-frame__card find-care-hub__way">
            <h2 className="find-care-hub__title">
              <Link to={way.to} className="find-care-hub__link">
                {way.title}
              </Link>
            </h2>
            <p className="find-care-hub__text">{way.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
