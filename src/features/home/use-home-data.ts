import { useGetEmployeeId } from '../../../generated/gateway/account/account';
import { useGetBenefitLimits } from '../../../generated/gateway/benefits/benefits';
import { useHasEbill, useShowEbillAlert } from '../../../generated/gateway/ebill/ebill';
import { useGetOutlineOfCoverageUrl } from '../../../generated/gateway/handbooks/handbooks';
import { useGetIdCardEligibility } from '../../../generated/gateway/id-card/id-card';
import {
  useGetPcpEligibility,
  useGetPcpMembers,
  useGetPreventiveCareDueDate,
} from '../../../generated/gateway/pcp/pcp';
import { useGetPlanManagementDetails } from '../../../generated/gateway/plan-management/plan-management';
import { useGetContentPrograms } from '../../../generated/gateway/programs/programs';
import type {
  BenefitLimit,
  ContentProgram,
  EmployeeInfo,
  PcpEligibility,
  PlanManagementDetails,
  PrimaryCareMember,
} from '../../../generated/model';
import type { BrandConfig } from '../../config/brands';
import type { AccountState } from '../../shared/account/use-account-state';
import type { QueryState } from '../../shared/ui/area-frame/loaded';

import { homeReadPlan } from './home-reads';

/** Everything the dashboard reads besides the account state; a part is null when the dashboard does not need it. */
export interface HomeData {
  readonly employeeInfo: EmployeeInfo;
  readonly pcpEligibility: PcpEligibility;
  readonly pcpMembers: PrimaryCareMember[];
  readonly planManagement: PlanManagementDetails;
  /** GET /ebill/hasEbill; null where eBill cannot be offered (brand without eBill, termed member). */
  readonly hasEbill: boolean | null;
  /** GET /ebill/showEbillAlert; null where eBill cannot be offered. */
  readonly showEbillAlert: boolean | null;
  /** GET /pcp/city-of-portland; null for members outside the city-employer plan. */
  readonly preventiveCareDueDate: string | null;
  /** GET /idCard/eligible; false for termed members, who cannot open the ID card. */
  readonly idCardEligible: boolean;
  /** GET /benefits/limits; null on brands without the featured limit tile. */
  readonly limits: BenefitLimit[] | null;
  /** GET /programs/sitecore; null for termed members (no program tiles). */
  readonly programs: ContentProgram[] | null;
  /** GET /handbook/ooc; null where no shortcut programs show. */
  readonly outlineOfCoverageUrl: string | null;
}

/** What the dashboard reads of one of its queries. */
interface Read<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly isError: boolean;
  readonly isSuccess: boolean;
}

interface Part<T> {
  /** Whether the dashboard needs this call for this member (otherwise the query is disabled). */
  readonly needed: boolean;
  readonly query: Read<T>;
}

function part<T>(needed: boolean, query: Read<T>): Part<T> {
  return { needed, query };
}

function value<T>({ needed, query }: Part<T>): T | null {
  return needed && query.data !== undefined ? query.data : null;
}

/**
 * The dashboard's gateway reads, by homeReadPlan(): calls a member cannot use are not made at all (disabled
 * queries). The /home route starts them before the page renders (prefetchHomeReads, alongside the page's code), so
 * these hooks mostly find them in flight or answered; each GET is cached per argument, so nothing is asked twice
 * during one page view.
 */
export function useHomeData(state: AccountState, brand: BrandConfig): QueryState<HomeData> {
  const plan = homeReadPlan(state, brand);

  const employee = part<EmployeeInfo>(true, useGetEmployeeId());
  const pcpEligibility = part<PcpEligibility>(true, useGetPcpEligibility());
  const pcpMembers = part<PrimaryCareMember[]>(true, useGetPcpMembers());
  const planManagement = part<PlanManagementDetails>(true, useGetPlanManagementDetails());
  const hasEbill = part<boolean>(plan.ebill, useHasEbill({ query: { enabled: plan.ebill } }));
  const showEbillAlert = part<boolean>(plan.ebill, useShowEbillAlert({ query: { enabled: plan.ebill } }));
  const dueDate = part<string>(plan.preventiveCareDueDate, useGetPreventiveCareDueDate({ query: { enabled: plan.preventiveCareDueDate } }));
  const idCardEligible = part<boolean>(plan.idCard, useGetIdCardEligibility({ query: { enabled: plan.idCard } }));
  const limits = part<BenefitLimit[]>(plan.limits, useGetBenefitLimits(undefined, { query: { enabled: plan.limits } }));
  const programs = part<ContentProgram[]>(plan.programs, useGetContentPrograms({ query: { enabled: plan.programs } }));
  const ooc = part<string>(plan.outlineOfCoverage, useGetOutlineOfCoverageUrl({ query: { enabled: plan.outlineOfCoverage } }));

  const parts: Part<unknown>[] = [
    employee,
    pcpEligibility,
    pcpMembers,
    planManagement,
    hasEbill,
    showEbillAlert,
    dueDate,
    idCardEligible,
    limits,
    programs,
    ooc,
  ];
  const failed = parts.find(({ needed, query }) => needed && query.isError);
  if (failed) return { data: undefined, error: failed.query.error };
  if (parts.some(({ needed, query }) => needed && !query.isSuccess)) return { data: undefined, error: null };

  return {
    error: null,
    data: {
      employeeInfo: employee.query.data!,
      pcpEligibility: pcpEligibility.query.data!,
      pcpMembers: pcpMembers.query.data!,
      planManagement: planManagement.query.data!,
      hasEbill: value(hasEbill),
      showEbillAlert: value(showEbillAlert),
      preventiveCareDueDate: value(dueDate),
      idCardEligible: value(idCardEligible) ?? false,
      limits: value(limits),
      programs: value(programs),
      outlineOfCoverageUrl: value(ooc),
    },
  };
}
