import { useMemo } from 'react';

import { useGetPcpEligibility, useGetPcpMembers } from '../../../generated/gateway/pcp/pcp';
import type { PcpEligibility } from '../../../generated/model';
import type { AccountState } from '../../shared/account/use-account-state';
import { useToday } from '../../shared/lib/clock';
import type { DerivedAnswer } from '../../shared/ui/area-frame/loaded';

import { canUsePrimaryCare, primaryCareMembers, type PrimaryCareMemberView } from '../../domain/primary-care/find-care';

export interface PrimaryCareData {
  readonly members: readonly PrimaryCareMemberView[];
  readonly eligibility: PcpEligibility;
  /** The member may use the primary care pages (the Primary care menu rule). */
  readonly allowed: boolean;
}

/** Loading, failed (the global rule shows the error page) or ready. */
export type PrimaryCareDataResult = DerivedAnswer<PrimaryCareData>;

/**
 * The family's primary care (GET pcp/members and GET pcp/eligibility, each cached per session) named from the
 * account state.
 */
export function usePrimaryCare(state: AccountState | null): PrimaryCareDataResult {
  const enabled = state !== null && !state.termed;
  const members = useGetPcpMembers({ query: { enabled } });
  const eligibility = useGetPcpEligibility({ query: { enabled } });
  const now = useToday();

  return useMemo<PrimaryCareDataResult>(() => {
    if (members.error || eligibility.error) return { status: 'error' };
    if (!state || !members.data || !eligibility.data) return { status: 'loading' };
    const views = primaryCareMembers(state.account.members, members.data, eligibility.data, now);
    return {
      status: 'ready',
      data: { members: views, eligibility: eligibility.data, allowed: canUsePrimaryCare(state.member, members.data, eligibility.data, now) },
    };
  }, [state, members.data, members.error, eligibility.data, eligibility.error, now]);
}
