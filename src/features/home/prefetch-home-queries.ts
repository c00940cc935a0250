import type { QueryClient } from '@tanstack/react-query';

import { getGetEmployeeIdQueryOptions } from '../../../generated/gateway/account/account';
import { getGetPcpEligibilityQueryOptions, getGetPcpMembersQueryOptions } from '../../../generated/gateway/pcp/pcp';
import { getGetPlanManagementDetailsQueryOptions } from '../../../generated/gateway/plan-management/plan-management';

/**
 * Starts the dashboard's reads that do not depend on the account state (every member needs them), so a caller
 * that knows the session before the account state has loaded (the /home route's account sync) can run them
 * alongside it. The dashboard's own hooks then find them in the cache or in flight: nothing is asked twice.
 * Failures reach the global rule through the query cache, as they would from the hooks.
 */
export function prefetchHomeQueries(queryClient: QueryClient): Promise<void[]> {
  return Promise.all([
    queryClient.prefetchQuery(getGetEmployeeIdQueryOptions()),
    queryClient.prefetchQuery(getGetPcpEligibilityQueryOptions()),
    queryClient.prefetchQuery(getGetPcpMembersQueryOptions()),
    queryClient.prefetchQuery(getGetPlanManagementDetailsQueryOptions()),
  ]);
}
