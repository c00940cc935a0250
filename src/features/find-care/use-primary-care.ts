import { useMemo } from 'react';

import { useGetPcpEligibility, useGetPcpMembers } from '../../../generated/gateway/pcp/pcp';
import type { PcpEligibility } from '../../../generated/model';
import type { AccountState } from '../../shared/account/use-account-state';
import { useToday } from '../../shared/lib/clock';
import type { QueryState } from '../../shared/ui/area-frame/loaded';

import { canUsePrimaryCare, primaryCareMembers, type PrimaryCareMemberView } from '../../domain/primary-care/find-care';

export interface PrimaryCareData {
  readonly members: readonly PrimaryCareMemberView[];
  readonly eligibility: PcpEligibility;
  /** The member may use the primary care pages (the Primary care menu rule). */
  readonly allowed: boolean;
}

/**
 * The family's primary care (GET pcp/members and GET pcp/eligibility, each cached per session) named from the
 * account state.
 */
export function usePrimaryCare(state: AccountState | null): QueryState<PrimaryCareData> {
  const enabled = state !== null && !state.termed;
  const members = useGetPcpMembers({ query: { enabled } });
  const eligibility = useGetPcpEligibility({ query: { enabled } });
  const now = useToday();

  return useMemo<QueryState<PrimaryCareData>>(() => {
    const error = members.error ?? eligibility.error;
    if (error) return { data: undefined, error };
    if (!state || !members.data || !eligibility.data) return { data: undefined, error: null };
    const views = primaryCareMembers(state.account.members, members.data, eligibility.data, now);
    return {
      error: null,
      data: { members: views, eligibility: eligibility.data, allowed: canUsePrimaryCare(state.member, members.data, eligibility.data, now) },
    };
  }, [state, members.data, members.error, eligibility.data, eligibility.error, now]);
}
