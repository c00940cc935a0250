import { useMemo } from 'react';

import { useGetAccount } from '../../../generated/gateway/account/account';
import { useGetFamilyEligibility } from '../../../generated/gateway/eligibility/eligibility';
import type { AccountDetails, Family, Member } from '../../../generated/model';
import { isSubscriber, isTermedMember } from '../../domain/eligibility/eligibility';
import { useSession } from '../session/session-context';
import type { QueryState } from '../ui/area-frame/loaded';

/**
 * The signed-in member's account state: the account, the member the token is for, the family's plan
 * eligibility, and what follows from them. Both calls are cached per session, so every screen that asks shares
 * one request of each.
 */
export interface AccountState {
  readonly account: AccountDetails;
  readonly family: Family;
  /** The member the token belongs to (the subscriber when the token's member is not in the account). */
  readonly member: Member;
  readonly isSubscriber: boolean;
  /** No active or future plan eligibility entry for the member (product section 4). */
  readonly termed: boolean;
}

export function deriveAccountState(account: AccountDetails, family: Family, memberKey: string | undefined, now: Date): AccountState {
  const member =
    account.members.find((m) => m.memberKey === memberKey) ??
    account.members.find((m) => isSubscriber(m)) ??
    account.members[0];
  if (!member) throw new Error('The account lists no members.');
  return {
    account,
    family,
    member,
    isSubscriber: isSubscriber(member),
    termed: isTermedMember(family.planEligibilities ?? [], member.memberKey, now),
  };
}

/** The account state as the page pattern reads a query: its data once both calls succeeded, else the first failure. */
export function useAccountState(): QueryState<AccountState> {
  const { claims, sessionToken } = useSession();
  const enabled = sessionToken !== null;
  const account = useGetAccount({ query: { enabled } });
  const family = useGetFamilyEligibility({ query: { enabled } });

  return useMemo<QueryState<AccountState>>(() => {
    const error = account.error ?? family.error;
    if (error) return { data: undefined, error };
    if (!account.data || !family.data) return { data: undefined, error: null };
    // Read by the shell and the guards for the whole session: termed as of the time the answers arrive, not useToday's.
    return { data: deriveAccountState(account.data, family.data, claims?.memberKey, new Date()), error: null };
  }, [account.data, account.error, family.data, family.error, claims?.memberKey]);
}
