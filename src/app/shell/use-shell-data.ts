import { useMemo } from 'react';

import { useHasEbill } from '../../../generated/gateway/ebill/ebill';
import { useGetGroupDetail } from '../../../generated/gateway/groups/groups';
import { useGetPcpEligibility, useGetPcpMembers } from '../../../generated/gateway/pcp/pcp';
import { useGetPrograms } from '../../../generated/gateway/programs/programs';
import { useHasReferrals } from '../../../generated/gateway/referrals/referrals';
import type { GroupDetail } from '../../../generated/model';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useBrand } from '../../config/use-brand';
import { type AccountState, useAccountState } from '../../shared/account/use-account-state';
import { useMedicareEligibility } from '../../shared/account/use-medicare-eligibility';
import {
  categoryStatuses,
  groupName,
  planRangeText,
  primaryCareMenuInput,
  type VisibleMenus,
  visibleMenus,
} from '../../domain';
import { useSession } from '../../shared/session/session-context';

import { shellReadPlan } from './shell-reads';

/** The group the 'Change group' link names: the member's current group and its date range. */
export interface CurrentGroupLabel {
  readonly name: string;
  readonly range: string;
}

export type ShellData =
  /** The account state ('account') or, after it, a menu input ('menus') is still loading. */
  | { readonly status: 'loading'; readonly waitingFor: 'account' | 'menus' }
  /** The account state failed; the global rule shows the error page in the page area. */
  | { readonly status: 'unavailable' }
  | {
      readonly status: 'ready';
      readonly state: AccountState;
      readonly menus: VisibleMenus;
      /** Present when the menus offer the group switch ('Change group'). */
      readonly currentGroup: CurrentGroupLabel | null;
      /** All of the member's groups (GET group-detail); null when that call failed. */
      readonly groups: readonly GroupDetail[] | null;
    };

interface Settled {
  readonly isSuccess: boolean;
  readonly isError: boolean;
}

const settled = (query: Settled) => query.isSuccess || query.isError;

function currentGroupLabel(groups: readonly GroupDetail[], groupId: string, now: Date): CurrentGroupLabel | null {
  const group = groups.find((candidate) => candidate.groupId === groupId) ?? groups[0];
  if (!group) return null;
  return {
    name: groupName(group),
    range: planRangeText({ start: group.groupEffectiveDate, end: group.groupTerminationDate }, now),
  };
}

/**
 * Everything the shell shows about the signed-in member: the account state and the menus `visibleMenus()`
 * computes from it, the claims, the brand, the handbooks label and the gateway reads it needs (eBill, primary
 * care eligibility and members, programs, referrals, Medicare materials eligibility, group detail), leaving out
 * those the brand never shows (eBill on brand 5, referrals where the benefits menu has none). Each read is cached
 * per session, so pages asking for the same data share the request. A failed read follows the global rule; the
 * menus then treat its answer as absent (a 403 of the Medicare eligibility as not eligible).
 */
export function useShellData(): ShellData {
  const brand = useBrand();
  const config = useRuntimeConfig();
  const { handbooksLabel } = config;
  const { claims, sessionToken } = useSession();
  const account = useAccountState();

  const signedIn = sessionToken !== null;
  const options = { query: { enabled: signedIn } };
  // The group decides the benefits menu variant only for group 10004760, known once the account state is there.
  const groupId = account.data?.account.groupId;
  const plan = shellReadPlan(brand, config, groupId);
  const ebillShown = signedIn && plan.ebill;
  const referralsShown = signedIn && plan.referrals;
  const hasEbill = useHasEbill({ query: { enabled: ebillShown } });
  const pcpEligibility = useGetPcpEligibility(options);
  const pcpMembers = useGetPcpMembers(options);
  const programs = useGetPrograms(options);
  const hasReferrals = useHasReferrals({ query: { enabled: referralsShown } });
  const medicare = useMedicareEligibility({ enabled: signedIn });
  const groupDetail = useGetGroupDetail(options);

  const needed = [pcpEligibility, pcpMembers, programs, medicare.query, groupDetail];
  if (ebillShown) needed.push(hasEbill);
  if (referralsShown) needed.push(hasReferrals);
  const allSettled = needed.every(settled);

  return useMemo<ShellData>(() => {
    if (account.error) return { status: 'unavailable' };
    if (!account.data) return { status: 'loading', waitingFor: 'account' };
    if (!allSettled) return { status: 'loading', waitingFor: 'menus' };

    const state = account.data;
    // The shell outlives a page view (and a sign-in): the menus take the time they are derived at, not useToday's.
    const now = new Date();
    const groups = groupDetail.data ?? null;
    const menus = visibleMenus({
      signedIn: true,
      brand,
      member: state.member,
      now,
      termed: state.termed,
      eligibility: categoryStatuses(state.member, now),
      hasEbill: hasEbill.data === true,
      pcp: primaryCareMenuInput(state.member.memberKey, pcpMembers.data, pcpEligibility.data, now),
      programs: programs.data ?? [],
      hasReferrals: hasReferrals.data === true,
      medicareEligible: medicare.eligible,
      groupId: state.account.groupId,
      handbooksLabel,
      claims,
      groupCount: groups?.length ?? 1,
    });
    return {
      status: 'ready',
      state,
      menus,
      currentGroup: menus.groupSwitch && groups ? currentGroupLabel(groups, state.account.groupId, now) : null,
      groups,
    };
  }, [
    account,
    allSettled,
    brand,
    claims,
    groupDetail.data,
    handbooksLabel,
    hasEbill.data,
    hasReferrals.data,
    medicare.eligible,
    pcpEligibility.data,
    pcpMembers.data,
    programs.data,
  ]);
}
