import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { routePaths } from '../../config/route-paths';
import type { AccountState } from '../../shared/account/use-account-state';
import { Loaded } from '../../shared/ui/area-frame/loaded';
import { type LinkCard, LinkCards } from '../../shared/ui/link-cards/link-cards';

import { type PrimaryCareData, usePrimaryCare } from './use-primary-care';

import './find-care-hub.css';

/**
 * /find-care: the ways to find care the member's plan offers. Primary care shows exactly when the Primary care
 * menu item does (product section 6).
 */
export function FindCareHub({ state }: { state: AccountState }) {
  const { t } = useLingui();
  const primaryCare = usePrimaryCare(state);
  return (
    <Loaded queries={[primaryCare]} loading={t`Loading the ways to find care`}>
      {(data) => <Hub primaryCare={data} />}
    </Loaded>
  );
}

/** What the Primary care way says: who has not chosen a provider yet, if anyone. */
function usePrimaryCareText(waiting: readonly { readonly name: string }[]): string {
  const { t } = useLingui();
  if (waiting.length === 0) return t`See each family member's primary care provider, or choose a new one.`;
  if (waiting.length === 1) {
    const name = waiting[0]!.name;
    return t`See each family member's primary care provider. ${name} has not chosen one yet.`;
  }
  const count = waiting.length;
  return plural(count, {
    one: "See each family member's primary care provider. # family member has not chosen one yet.",
    other: "See each family member's primary care provider. # family members have not chosen one yet.",
  });
}

function Hub({ primaryCare: { members, allowed } }: { primaryCare: PrimaryCareData }) {
  const { t } = useLingui();
  const waiting = members.filter((member) => member.canSelect && member.current === null && member.upcoming.length === 0);
  const primaryCareText = usePrimaryCareText(waiting);
  const ways: LinkCard[] = [
    ...(allowed
      ? [
          {
            id: 'primary-care',
            title: t`Primary care`,
            to: routePaths.primaryCare,
            text: primaryCareText,
          },
        ]
      : []),
    {
      id: 'find-a-dentist',
      title: t`Find a dentist`,
      to: routePaths.findADentist,
      text: t`Search for in-network dentists near you, who cost you less.`,
    },
    {
      id: 'travel-dental',
      title: t`Dental care while traveling`,
      to: routePaths.travelDental,
      text: t`Get help finding a dentist away from home, in the U.S. or abroad, and learn how to submit a claim.`,
    },
    {
      id: 'resources',
      title: t`Resources`,
      to: routePaths.findCareResources,
      text: t`Programs, services and documents that come with your plan.`,
    },
  ];

  return (
    <>
      <p className="find-care-frame__intro">
        <Trans>Find doctors, dentists and services your plan covers.</Trans>
      </p>
      <LinkCards className="find-care-hub__ways" cards={ways} />
    </>
  );
}
