import type { QueryClient } from '@tanstack/react-query';

import { getGetEmployeeIdQueryOptions } from '../../../generated/gateway/account/account';
import { getGetBenefitLimitsQueryOptions } from '../../../generated/gateway/benefits/benefits';
import { getHasEbillQueryOptions, getShowEbillAlertQueryOptions } from '../../../generated/gateway/ebill/ebill';
import { getGetOutlineOfCoverageUrlQueryOptions } from '../../../generated/gateway/handbooks/handbooks';
import { getGetIdCardEligibilityQueryOptions } from '../../../generated/gateway/id-card/id-card';
import {
  getGetPcpEligibilityQueryOptions,
  getGetPcpMembersQueryOptions,
  getGetPreventiveCareDueDateQueryOptions,
} from '../../../generated/gateway/pcp/pcp';
import { getGetPlanManagementDetailsQueryOptions } from '../../../generated/gateway/plan-management/plan-management';
import { getGetContentProgramsQueryOptions } from '../../../generated/gateway/programs/programs';
import type { BrandConfig } from '../../config/brands';
import type { AccountState } from '../../shared/account/use-account-state';

import { isCityEmployerPlan } from '../../domain/programs/preventive-care';

/**
 * Which of the dashboard's reads a member needs: the calls a member cannot use are not made at all. The brand
 * alone decides some (the featured limit tile, the shortcut programs); the account state the others (eBill and the
 * ID card not for termed members, the preventive care due date only for the city-employer plan, no program tiles
 * for termed members). useHomeData() and prefetchHomeReads() read the same plan, so a prefetch never asks for a
 * call the dashboard does not make, nor misses one it does.
 */
export interface HomeReadPlan {
  /** GET /ebill/hasEbill and /ebill/showEbillAlert. */
  readonly ebill: boolean;
  /** GET /pcp/city-of-portland. */
  readonly preventiveCareDueDate: boolean;
  /** GET /idCard/eligible. */
  readonly idCard: boolean;
  /** GET /benefits/limits (the featured limit tile). */
  readonly limits: boolean;
  /** GET /programs/sitecore (the program tiles). */
  readonly programs: boolean;
  /** GET /handbook/ooc (the Outline of Coverage shortcut). */
  readonly outlineOfCoverage: boolean;
}

export function homeReadPlan({ account, termed }: Pick<AccountState, 'account' | 'termed'>, brand: Pick<BrandConfig, 'features'>): HomeReadPlan {
  return {
    ebill: brand.features.ebill && !termed,
    preventiveCareDueDate: isCityEmployerPlan(account),
    idCard: !termed,
    limits: brand.features.featuredLimitTile,
    programs: !termed,
    // The Outline of Coverage shortcut is hidden only when no address is returned, termed or not (product section 9).
    outlineOfCoverage: brand.features.shortcutPrograms,
  };
}

/**
 * Starts the dashboard's reads in the query cache, where its hooks find them (in flight or answered): those every
 * member needs and those the brand decides at once, and, given the account state, the ones that depend on it.
 * Failures reach the global rule through the query cache, as they would from the hooks.
 */
export function prefetchHomeReads(queryClient: QueryClient, brand: Pick<BrandConfig, 'features'>, state?: Pick<AccountState, 'account' | 'termed'>): void {
  if (!state) {
    void queryClient.prefetchQuery(getGetEmployeeIdQueryOptions());
    void queryClient.prefetchQuery(getGetPcpEligibilityQueryOptions());
    void queryClient.prefetchQuery(getGetPcpMembersQueryOptions());
    void queryClient.prefetchQuery(getGetPlanManagementDetailsQueryOptions());
    if (brand.features.featuredLimitTile) void queryClient.prefetchQuery(getGetBenefitLimitsQueryOptions());
    if (brand.features.shortcutPrograms) void queryClient.prefetchQuery(getGetOutlineOfCoverageUrlQueryOptions());
    return;
  }
  const plan = homeReadPlan(state, brand);
  if (plan.ebill) {
    void queryClient.prefetchQuery(getHasEbillQueryOptions());
    void queryClient.prefetchQuery(getShowEbillAlertQueryOptions());
  }
  if (plan.preventiveCareDueDate) void queryClient.prefetchQuery(getGetPreventiveCareDueDateQueryOptions());
  if (plan.idCard) void queryClient.prefetchQuery(getGetIdCardEligibilityQueryOptions());
  if (plan.programs) void queryClient.prefetchQuery(getGetContentProgramsQueryOptions());
}
