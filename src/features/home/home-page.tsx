import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

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
} from '../../domain';
import { useToday } from '../../shared/lib/clock';
import { OverlaySpinner, PieceBoundary } from '../../shared/ui';

import { FeaturedLimitTile } from './featured-limit-tile';
import { EbillAlertBanner, PlanManagementBanner, PrimaryCareUpdateBanner } from './home-banners';
import { MemberInfoTile } from './member-info-tile';
import { PreventiveCareCard } from './preventive-care-card';
import { PrimaryCareTile } from './primary-care-tile';
import { ProgramTiles } from './program-tiles';
import { featuredDentalLimit } from '../../domain/benefits/featured-limit';
import { memberInsuranceTypes } from '../../domain/benefits/insurance-types';
import { isCityEmployerPlan, preventiveCareDueDate } from '../../domain/programs/preventive-care';
import { primaryCareSummary } from '../../domain/primary-care/home';
import type { MemberIdKind } from './member-id';
import { type HomeData, useHomeData } from './use-home-data';
import { WelcomeBanner } from './welcome-banner';

import './home-page.css';

/**
 * The home dashboard (product section 2). Its content shows only once every call it needs has answered; until then
 * the page-level overlay spinner shows. A failed call follows the global rule (the error page for its status,
 * the address kept), so nothing half-loaded is ever shown.
 */
export function HomePage() {
  const { t } = useLingui();
  const accountState = useAccountState();
  const brand = useBrand();

  if (accountState.error) return null;
  if (!accountState.data) {
    return (
      <>
        <OverlaySpinner isLoading label={t`Loading your dashboard`} />
        <DashboardSkeleton />
      </>
    );
  }
  return <Dashboard state={accountState.data} brand={brand} />;
}

function Dashboard({ state, brand }: { state: AccountState; brand: BrandConfig }) {
  const { t } = useLingui();
  const result = useHomeData(state, brand);
  // The clock of this page view: every date rule of the dashboard reads the same "now".
  const now = useToday();

  if (result.error) return null;
  return (
    <>
      <OverlaySpinner isLoading={!result.data} label={t`Loading your dashboard`} />
      {result.data ? <DashboardContent state={state} brand={brand} data={result.data} now={now} /> : <DashboardSkeleton />}
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

/** The ID the dashboard shows for the member: the employee ID for members flagged local 598, else the subscriber ID. */
function displayedId(account: AccountState['account'], data: HomeData): { displayId: string; idKind: MemberIdKind } {
  const displayId = memberDisplayId({ subscriberId: account.subscriberId, employeeInfo: data.employeeInfo });
  // Members flagged local 598 see their employee ID, labelled as such (as on the account pages).
  return { displayId, idKind: displayId === account.subscriberId ? 'subscriber' : 'employee' };
}

/**
 * Each banner and tile is a piece of its own (PieceBoundary): the rules it applies run inside its boundary, so one
 * that fails shows its own short message with 'Try again' while the rest of the dashboard works.
 */
function DashboardContent({ state, brand, data, now }: DashboardContentProps) {
  const { account, member, termed } = state;
  const hasEbill = data.hasEbill ?? false;

  return (
    <div className="home">
      <PieceBoundary piece="home.welcome-banner" name={msg`the welcome banner`}>
        {() => <WelcomeBanner firstName={member.firstName} {...displayedId(account, data)} />}
      </PieceBoundary>

      <div className="home__alerts">
        <PieceBoundary piece="home.primary-care-update" name={msg`the primary care update`}>
          {() => showPrimaryCareBanner(data.pcpEligibility.eligible, now) && <PrimaryCareUpdateBanner />}
        </PieceBoundary>
        <PieceBoundary piece="home.plan-reminder" name={msg`your plan reminder`}>
          {() => <PlanManagementBanner details={data.planManagement} />}
        </PieceBoundary>
        <PieceBoundary piece="home.ebill-update" name={msg`the eBill update`}>
          {() => ebillAvailable({ brand, hasEbill, termed }) && data.showEbillAlert === true && <EbillAlertBanner />}
        </PieceBoundary>
      </div>

      <PieceBoundary piece="home.preventive-care" name={msg`the preventive care card`}>
        {() =>
          isCityEmployerPlan(account) && (
            <PreventiveCareCard groupName={account.groupName} dueDate={preventiveCareDueDate(data.preventiveCareDueDate)} />
          )
        }
      </PieceBoundary>

      <div className="home__tiles">
        <PieceBoundary piece="home.member-information" name={msg`your member information`}>
          {() => (
            <MemberInfoTile
              account={account}
              member={member}
              {...displayedId(account, data)}
              insuranceTypes={memberInsuranceTypes(member, now)}
              specialGroup={isSpecialGroup(account.groupId)}
              showIdCard={data.idCardEligible && !termed}
            />
          )}
        </PieceBoundary>
        <PieceBoundary piece="home.dental-limit" name={msg`your dental limit`}>
          {() => {
            const featuredLimit = data.limits && brand.features.featuredLimitTile ? featuredDentalLimit(data.limits) : null;
            return featuredLimit && <FeaturedLimitTile limit={featuredLimit} />;
          }}
        </PieceBoundary>
        <PieceBoundary piece="home.primary-care" name={msg`your primary care`}>
          {() => {
            const primaryCare = primaryCareSummary(account.members, data.pcpMembers, data.pcpEligibility, now);
            const shown = primaryCare.withoutProvider.length > 0 || primaryCare.withProvider.length > 0;
            return shown && <PrimaryCareTile summary={primaryCare} />;
          }}
        </PieceBoundary>
      </div>

      <PieceBoundary piece="home.programs" name={msg`your programs`}>
        {() => {
          // Termed members lose the featured programs (product section 6), not the shortcuts their own rules allow (section 9).
          const programs = [
            ...homeProgramTiles(
              (data.programs ?? []).filter((program) => !program.resource),
              { termed },
            ),
            ...shortcutPrograms({ brand, hasEbill, termed, outlineOfCoverageUrl: data.outlineOfCoverageUrl }),
          ];
          return (
            programs.length > 0 && (
              <ProgramTiles programs={programs} showAllPrograms={!termed && hasProgramsPage(brand, account.groupId)} />
            )
          );
        }}
      </PieceBoundary>
    </div>
  );
}
