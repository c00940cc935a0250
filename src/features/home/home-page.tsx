import { useState } from 'react';

import type { BrandConfig } from '../../config/brands';
import { useBrand } from '../../config/use-brand';
import { type AccountState, useAccountState } from '../../shared/account/use-account-state';
import {
  ebillAvailable,
  hasProgramsPage,
  homeProgramTiles,
  isSpecialGroup,
  memberDisplayId,
  shortcutPrograms,
  showPrimaryCareBanner,
} from '../../shared/domain';
import { OverlaySpinner } from '../../shared/ui';

import { FeaturedLimitTile } from './featured-limit-tile';
import { EbillAlertBanner, PlanManagementBanner, PrimaryCareUpdateBanner } from './home-banners';
import {
  featuredDentalLimit,
  isCityEmployerPlan,
  memberInsuranceTypes,
  preventiveCareDueDate,
  primaryCareSummary,
} from './home-rules';
import { MemberInfoTile } from './member-info-tile';
import { PreventiveCareCard } from './preventive-care-card';
import { PrimaryCareTile } from './primary-care-tile';
import { ProgramTiles } from './program-tiles';
import { type HomeData, useHomeData } from './use-home-data';
import { WelcomeBanner } from './welcome-banner';

import './home-page.css';

const LOADING_LABEL = 'Loading your dashboard';

/**
 * The home dashboard (spec section 2). Its content shows only once every call it needs has answered; until then
 * the page-level overlay spinner shows. A failed call follows the global rule (the error page for its status,
 * the address kept), so nothing half-loaded is ever shown.
 */
export function HomePage() {
  const accountState = useAccountState();
  const brand = useBrand();

  if (accountState.status === 'error') return null;
  if (accountState.status === 'loading') {
    return (
      <>
        <OverlaySpinner isLoading label={LOADING_LABEL} />
        <DashboardSkeleton />
      </>
    );
  }
  return <Dashboard state={accountState.state} brand={brand} />;
}

function Dashboard({ state, brand }: { state: AccountState; brand: BrandConfig }) {
  const result = useHomeData(state, brand);
  // The clock of this page view: every date rule of the dashboard reads the same "now".
  const [now] = useState(() => new Date());

  if (result.status === 'error') return null;
  return (
    <>
      <OverlaySpinner isLoading={result.status === 'loading'} label={LOADING_LABEL} />
      {result.status === 'ready' ? <DashboardContent state={state} brand={brand} data={result.data} now={now} /> : <DashboardSkeleton />}
    </>
  );
}

/**
 * Where the dashboard will be, while it loads: the welcome banner, the tiles and the programs as empty shapes of
 * their size, so the content takes their place without moving what is around it. Not content: hidden from
 * assistive technology, which hears the overlay spinner's label instead.
 */
function DashboardSkeleton() {
  return (
    <div className="home home--skeleton" aria-hidden="true" data-testid="dashboard-skeleton">
      <div className="home-skeleton home-skeleton--welcome" />
      <div className="home__tiles">
        <div className="home-skeleton home-skeleton--tile" />
        <div className="home-skeleton home-skeleton--tile" />
        <div className="home-skeleton home-skeleton--tile" />
      </div>
      <div className="home-skeleton home-skeleton--programs" />
    </div>
  );
}

interface DashboardContentProps {
  readonly state: AccountState;
  readonly brand: BrandConfig;
  readonly data: HomeData;
  readonly now: Date;
}

function DashboardContent({ state, brand, data, now }: DashboardContentProps) {
  const { account, member, termed } = state;
  const displayId = memberDisplayId({ subscriberId: account.subscriberId, employeeInfo: data.employeeInfo });
  // Members flagged local 598 see their employee ID, labelled as such (as on the account pages).
  const idLabel = displayId === account.subscriberId ? 'Subscriber ID' : 'Employee ID';

  const hasEbill = data.hasEbill ?? false;
  const showEbillAlert = ebillAvailable({ brand, hasEbill, termed }) && data.showEbillAlert === true;
  const showPcpBanner = showPrimaryCareBanner(data.pcpEligibility.eligible, now);
  const primaryCare = primaryCareSummary(account.members, data.pcpMembers, data.pcpEligibility, now);
  const showPrimaryCare = primaryCare.withoutProvider.length > 0 || primaryCare.withProvider.length > 0;
  const featuredLimit = data.limits && brand.features.featuredLimitTile ? featuredDentalLimit(data.limits) : null;
  // Termed members lose the featured programs (spec section 6), not the shortcuts their own rules allow (section 9).
  const programs = [
    ...homeProgramTiles(
      (data.programs ?? []).filter((program) => !program.resource),
      { termed },
    ),
    ...shortcutPrograms({ brand, hasEbill, termed, outlineOfCoverageUrl: data.outlineOfCoverageUrl }),
  ];

  return (
    <div className="home">
      <WelcomeBanner firstName={member.firstName} displayId={displayId} idLabel={idLabel} />

      <div className="home__alerts">
        {showPcpBanner && <PrimaryCareUpdateBanner />}
        <PlanManagementBanner details={data.planManagement} />
        {showEbillAlert && <EbillAlertBanner />}
      </div>

      {isCityEmployerPlan(account) && (
        <PreventiveCareCard groupName={account.groupName} dueDate={preventiveCareDueDate(data.preventiveCareDueDate)} />
      )}

      <div className="home__tiles">
        <MemberInfoTile
          account={account}
          member={member}
          displayId={displayId}
          idLabel={idLabel}
          insuranceTypes={memberInsuranceTypes(member, now)}
          specialGroup={isSpecialGroup(account.groupId)}
          showIdCard={data.idCardEligible && !termed}
        />
        {featuredLimit && <FeaturedLimitTile limit={featuredLimit} />}
        {showPrimaryCare && <PrimaryCareTile summary={primaryCare} />}
      </div>

      {programs.length > 0 && (
        <ProgramTiles programs={programs} showAllPrograms={!termed && hasProgramsPage(brand, account.groupId)} />
      )}
    </div>
  );
}
