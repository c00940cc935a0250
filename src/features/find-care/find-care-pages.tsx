import { routePaths } from '../../config/route-paths';

import { CareResourcesList } from './care-resources-list';
import { FindADentist } from './find-a-dentist';
import { FindCareFrame } from './find-care-frame';
import { FindCareHub } from './find-care-hub';
import { PcpMemberSearch, PcpSearch } from './pcp-selection';
import { PrimaryCareOverview } from './primary-care-overview';

/**
 * The find-care pages (spec section 2): the ways to find care, the plan's resources, primary care (each family
 * member's provider, the search and the selection) and finding a dentist.
 */

export function FindCarePage() {
  return <FindCareFrame title="Find care">{(state) => <FindCareHub state={state} />}</FindCareFrame>;
}

export function FindCareResourcesPage() {
  return (
    <FindCareFrame title="Resources" back={{ to: routePaths.findCare, label: 'Find care' }}>
      {() => <CareResourcesList />}
    </FindCareFrame>
  );
}

export function PrimaryCarePage() {
  return (
    <FindCareFrame title="Primary care" back={{ to: routePaths.findCare, label: 'Find care' }}>
      {(state) => <PrimaryCareOverview state={state} />}
    </FindCareFrame>
  );
}

export function PrimaryCareMemberPage() {
  return (
    <FindCareFrame title="Select primary care" back={{ to: routePaths.primaryCare, label: 'Primary care' }}>
      {(state) => <PcpMemberSearch state={state} />}
    </FindCareFrame>
  );
}

export function PrimaryCareSearchPage() {
  return (
    <FindCareFrame title="Search for a primary care provider" back={{ to: routePaths.primaryCare, label: 'Primary care' }}>
      {(state) => <PcpSearch state={state} />}
    </FindCareFrame>
  );
}

export function FindADentistPage() {
  return (
    <FindCareFrame title="Find a dentist" back={{ to: routePaths.findCare, label: 'Find care' }}>
      {(state) => <FindADentist state={state} />}
    </FindCareFrame>
  );
}
