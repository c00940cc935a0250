import { useMemo } from 'react';

import { useGetAccount } from '../../../generated/gateway/account/account';
import { useGetFamilyEligibility } from '../../../generated/gateway/eligibility/eligibility';
import type { AccountDetails, Family, Member } from '../../../generated/model';
import { isSubscriber, isTermedMember } from '../../domain/eligibility/eligibility';
import { useSession } from '../session/session-context';
import type { Answer } from '../ui/area-frame/loaded';

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

export type AccountStateResult =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly state: AccountState };

/** The account state as an answer of the page pattern (`Loaded`). */
export function accountStateAnswer(result: AccountStateResult): Answer<AccountState> {
  if (result.status === 'ready') return { data: result.state, error: null };
  return { data: undefined, error: result.status === 'error' ? result.error : null };
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

export function useAccountState(): AccountStateResult {
  const { claims, sessionToken } = useSession();
  const enabled = sessionToken !== null;
  const account = useGetAccount({ query: { enabled } });
  const family = useGetFamilyEligibility({ query: { enabled } });

  return useMemo<AccountStateResult>(() => {
    if (account.error) return { status: 'error', error: account.error };
    if (family.error) return { status: 'error', error: family.error };
    if (!account.data || !family.data) return { status: 'loading' };
    // Read by the shell and the guards for the whole session: termed as of the time the answers arrive, not useToday's.
    return { status: 'ready', state: deriveAccountState(account.data, family.data, claims?.memberKey, new Date()) };
  }, [account.data, account.error, family.data, family.error, claims?.memberKey]);
}
