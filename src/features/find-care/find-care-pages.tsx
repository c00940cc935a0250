import { useLingui } from '@lingui/react/macro';

import { routePaths } from '../../config/route-paths';

import { CareResourcesList } from './care-resources-list';
import { FindADentist } from './find-a-dentist';
import { FindCareFrame } from './find-care-frame';
import { FindCareHub } from './find-care-hub';
import { PcpMemberSearch, PcpSearch } from './pcp-selection';
import { PrimaryCareOverview } from './primary-care-overview';

/**
 * The find-care pages (product section 2): the ways to find care, the plan's resources, primary care (each family
 * member's provider, the search and the selection) and finding a dentist.
 */

export function FindCarePage() {
  const { t } = useLingui();
  return <FindCareFrame title={t`Find care`} piece="find-care">{(state) => <FindCareHub state={state} />}</FindCareFrame>;
}

export function FindCareResourcesPage() {
  const { t } = useLingui();
  return (
    <FindCareFrame title={t`Resources`} piece="find-care.resources" back={{ to: routePaths.findCare, label: t`Find care` }}>
      {() => <CareResourcesList />}
    </FindCareFrame>
  );
}

export function PrimaryCarePage() {
  const { t } = useLingui();
  return (
    <FindCareFrame title={t`Primary care`} piece="find-care.primary-care" back={{ to: routePaths.findCare, label: t`Find care` }}>
      {(state) => <PrimaryCareOverview state={state} />}
    </FindCareFrame>
  );
}

export function PrimaryCareMemberPage() {
  const { t } = useLingui();
  return (
    <FindCareFrame title={t`Select primary care`} piece="find-care.select-primary-care" back={{ to: routePaths.primaryCare, label: t`Primary care` }}>
      {(state) => <PcpMemberSearch state={state} />}
    </FindCareFrame>
  );
}

export function PrimaryCareSearchPage() {
  const { t } = useLingui();
  return (
    <FindCareFrame title={t`Search for a primary care provider`} piece="find-care.provider-search" back={{ to: routePaths.primaryCare, label: t`Primary care` }}>
      {(state) => <PcpSearch state={state} />}
    </FindCareFrame>
  );
}

export function FindADentistPage() {
  const { t } = useLingui();
  return (
    <FindCareFrame title={t`Find a dentist`} piece="find-care.find-a-dentist" back={{ to: routePaths.findCare, label: t`Find care` }}>
      {(state) => <FindADentist state={state} />}
    </FindCareFrame>
  );
}
