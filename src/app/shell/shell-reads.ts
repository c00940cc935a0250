import type { QueryClient } from '@tanstack/react-query';

import { getHasEbillQueryOptions } from '../../../generated/gateway/ebill/ebill';
import { getGetGroupDetailQueryOptions } from '../../../generated/gateway/groups/groups';
import { getGetMedicareMaterialsEligibilityQueryOptions } from '../../../generated/gateway/medicare/medicare';
import { getGetPcpEligibilityQueryOptions, getGetPcpMembersQueryOptions } from '../../../generated/gateway/pcp/pcp';
import { getGetProgramsQueryOptions } from '../../../generated/gateway/programs/programs';
import { getHasReferralsQueryOptions } from '../../../generated/gateway/referrals/referrals';
import { getGetAccreditationFeedQueryOptions, getGetChatConfigQueryOptions } from '../../../generated/gateway/site/site';
import type { BrandConfig } from '../../config/brands';
import type { RuntimeConfig } from '../../config/runtime-config';
import { listsReferrals } from '../../domain';

/** Which of the shell's reads the brand and the member's group need (useShellData, the chat widget and the footer read the same). */
export interface ShellReadPlan {
  /** GET /ebill/hasEbill: eBill is never offered on some brands (product section 6). */
  readonly ebill: boolean;
  /** GET /referrals/hasReferrals: only where the Benefits menu can list Referrals (known once the group is). */
  readonly referrals: boolean;
  /** GET of the chat configuration at its configured address; without one, the account carries it. */
  readonly chatConfig: boolean;
}

export function shellReadPlan(
  brand: Pick<BrandConfig, 'features' | 'benefitsMenu'>,
  config: Pick<RuntimeConfig, 'chatConfigUrl'>,
  groupId: string | undefined,
): ShellReadPlan {
  return {
    ebill: brand.features.ebill,
    referrals: groupId !== undefined && listsReferrals(brand, groupId),
    chatConfig: config.chatConfigUrl !== undefined,
  };
}

/**
 * Starts the shell's reads (menus, group switch, footer badge, chat configuration) in the query cache, where its
 * hooks find them: at once those that need only the session, and with the member's group the referrals question.
 */
export function prefetchShellReads(
  queryClient: QueryClient,
  brand: Pick<BrandConfig, 'features' | 'benefitsMenu'>,
  config: Pick<RuntimeConfig, 'chatConfigUrl'>,
  groupId?: string,
): void {
  const plan = shellReadPlan(brand, config, groupId);
  if (groupId !== undefined) {
    if (plan.referrals) void queryClient.prefetchQuery(getHasReferralsQueryOptions());
    return;
  }
  if (plan.ebill) void queryClient.prefetchQuery(getHasEbillQueryOptions());
  void queryClient.prefetchQuery(getGetPcpEligibilityQueryOptions());
  void queryClient.prefetchQuery(getGetPcpMembersQueryOptions());
  void queryClient.prefetchQuery(getGetProgramsQueryOptions());
  void queryClient.prefetchQuery(getGetMedicareMaterialsEligibilityQueryOptions({ query: { meta: { failure: { inPlace: [403] } } } }));
  void queryClient.prefetchQuery(getGetGroupDetailQueryOptions());
  void queryClient.prefetchQuery(getGetAccreditationFeedQueryOptions({ query: { meta: { failure: 'in-place' } } }));
  if (plan.chatConfig) void queryClient.prefetchQuery(getGetChatConfigQueryOptions({ query: { meta: { failure: 'in-place' } } }));
}
