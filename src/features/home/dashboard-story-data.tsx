import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import type { ContentProgram } from '../../../generated/model';
import type { BrandConfig } from '../../config/brands';
import { useBrand } from '../../config/use-brand';
import { type AccountState, useAccountState } from '../../shared/account/use-account-state';
import { hasProgramsPage, homeProgramTiles, isSpecialGroup, memberDisplayId, shortcutPrograms } from '../../domain';
import { useToday } from '../../shared/lib/clock';
import { Spinner } from '../../shared/ui';

import { memberInsuranceTypes } from '../../domain/benefits/insurance-types';
import type { MemberIdKind } from './member-id';
import type { MemberInfoTileProps } from './member-info-tile';
import { type HomeData, useHomeData } from './use-home-data';

/**
 * For the stories of the dashboard tiles (`*.stories.tsx` beside them): a persona's dashboard data, read the way
 * the dashboard reads it (useAccountState and useHomeData, the generated hooks, the mock gateway through
 * msw-storybook-addon), and the tiles' props made from it with the dashboard's own rules. Not used by the portal.
 */

export interface DashboardStoryData {
  readonly state: AccountState;
  readonly data: HomeData;
  readonly brand: BrandConfig;
  readonly now: Date;
}

/** Renders `children` with the signed-in persona's dashboard data once it has loaded. */
export function WithDashboardData({ children }: { readonly children: (model: DashboardStoryData) => ReactNode }) {
  const { t } = useLingui();
  const accountState = useAccountState();
  const brand = useBrand();
  if (accountState.error) return <p role="alert">{t`The persona's account did not load.`}</p>;
  if (!accountState.data) return <Spinner label={t`Loading the persona's account`} />;
  return (
    <Loaded state={accountState.data} brand={brand}>
      {children}
    </Loaded>
  );
}

function Loaded({ state, brand, children }: { readonly state: AccountState; readonly brand: BrandConfig; readonly children: (model: DashboardStoryData) => ReactNode }) {
  const { t } = useLingui();
  const result = useHomeData(state, brand);
  const now = useToday();
  if (result.error) return <p role="alert">{t`The persona's dashboard did not load.`}</p>;
  if (!result.data) return <Spinner label={t`Loading the persona's dashboard`} />;
  return <>{children({ state, data: result.data, brand, now })}</>;
}

/** The subscriber ID, or the employee ID of a member flagged local 598, and which of the two it is. */
export function displayedId({ state, data }: DashboardStoryData): { displayId: string; idKind: MemberIdKind } {
  const displayId = memberDisplayId({ subscriberId: state.account.subscriberId, employeeInfo: data.employeeInfo });
  return { displayId, idKind: displayId === state.account.subscriberId ? 'subscriber' : 'employee' };
}

export function memberInfoProps(model: DashboardStoryData): MemberInfoTileProps {
  const { state, data, now } = model;
  return {
    account: state.account,
    member: state.member,
    ...displayedId(model),
    insuranceTypes: memberInsuranceTypes(state.member, now),
    specialGroup: isSpecialGroup(state.account.groupId),
    showIdCard: data.idCardEligible && !state.termed,
  };
}

/** The program tiles: the featured programs, then the shortcuts the brand and member allow. */
export function programTilesProps({ state, data, brand }: DashboardStoryData): { programs: ContentProgram[]; showAllPrograms: boolean } {
  const hasEbill = data.hasEbill ?? false;
  return {
    programs: [
      ...homeProgramTiles((data.programs ?? []).filter((program) => !program.resource), { termed: state.termed }),
      ...shortcutPrograms({ brand, hasEbill, termed: state.termed, outlineOfCoverageUrl: data.outlineOfCoverageUrl }),
    ],
    showAllPrograms: !state.termed && hasProgramsPage(brand, state.account.groupId),
  };
}
