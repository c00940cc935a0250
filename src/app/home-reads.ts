import type { QueryClient } from '@tanstack/react-query';

import { getGetAccountQueryOptions } from '../../generated/gateway/account/account';
import { getGetFamilyEligibilityQueryOptions } from '../../generated/gateway/eligibility/eligibility';
import type { BrandConfig } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';
import { prefetchHomeReads } from '../features/home/home-reads';
import { deriveAccountState } from '../shared/account/use-account-state';
import type { SessionStore } from '../shared/session/session-store';

import { prefetchShellReads } from './shell/shell-reads';

export interface HomeReadsContext {
  readonly queryClient: QueryClient;
  readonly session: SessionStore;
  readonly brand: BrandConfig;
  readonly config: Pick<RuntimeConfig, 'chatConfigUrl'>;
}

/**
 * Everything /home reads, started as soon as the route is chosen, alongside the page's code: the shell's and the
 * dashboard's reads that need only the session at once, the account state's sync (product section 2: /home syncs it
 * before showing; skipped when post-login routing has just read it), and, once the account state is known, the
 * reads that depend on it. So the dashboard's reads take two waves at most: what needs only the session, then what
 * needs the account state (or, straight after a login, one: post-login routing read the account state with its
 * own reads). Resolves when the account state is synced, whether or not its reads succeeded: a failed read follows
 * the global rule through the query cache.
 */
export async function startHomeReads({ queryClient, session, brand, config }: HomeReadsContext): Promise<void> {
  const synced = session.takeAccountSynced();
  const account = getGetAccountQueryOptions();
  const family = getGetFamilyEligibilityQueryOptions();
  // The sync first (the reads that depend on it wait for it); it always asks the gateway (staleTime 0), joining a
  // read already in flight rather than repeating it.
  const sync =
    synced && queryClient.getQueryData(account.queryKey) && queryClient.getQueryData(family.queryKey)
      ? Promise.resolve()
      : Promise.all([queryClient.prefetchQuery({ ...account, staleTime: 0 }), queryClient.prefetchQuery({ ...family, staleTime: 0 })]);
  prefetchShellReads(queryClient, brand, config);
  prefetchHomeReads(queryClient, brand);
  await sync;
  const failed = [account, family].some(({ queryKey }) => queryClient.getQueryState(queryKey)?.status === 'error');
  const accountData = queryClient.getQueryData(account.queryKey);
  const familyData = queryClient.getQueryData(family.queryKey);
  if (failed || !accountData || !familyData || accountData.members.length === 0) return;
  const state = deriveAccountState(accountData, familyData, session.getSnapshot().claims?.memberKey, new Date());
  prefetchShellReads(queryClient, brand, config, state.account.groupId);
  prefetchHomeReads(queryClient, brand, state);
}
