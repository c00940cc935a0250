import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { EmployeeInfo, Member } from '../../../generated/model';
import type { BrandConfig } from '../../config/brands';
import { SPECIAL_GROUPS } from '../../config/groups';
import { calendarDay } from '../../shared/lib/format/dates';
import { isSubscriber } from '../eligibility/eligibility';

/**
 * Home dashboard and shell rules (product sections 2, 6 and 9).
 */

/** The last day the primary care group administrative update banner shows. */
export const PRIMARY_CARE_BANNER_LAST_DAY = '2025-03-31';

/** The primary care info banner: the member is PCP-eligible and today is on or before 2025-03-31. */
export function showPrimaryCareBanner(pcpEligible: boolean, today: Date): boolean {
  return pcpEligible && calendarDay(today)! <= PRIMARY_CARE_BANNER_LAST_DAY;
}

/** Group 10002805 is marked as a special group. */
export function isSpecialGroup(groupId: string | null | undefined): boolean {
  return groupId === SPECIAL_GROUPS.specialGroup;
}

/** The id the member info tile shows: the employee id for members flagged local 598 (when they have one), else the subscriber id. */
export function memberDisplayId({
  subscriberId,
  employeeInfo,
}: {
  subscriberId: string;
  employeeInfo?: EmployeeInfo | null;
}): string {
  const employeeId = employeeInfo?.employeeId?.trim();
  return employeeInfo?.local598 && employeeId ? employeeId : subscriberId;
}

/** Only subscribers see EOBs (and the EOB delivery preference). */
export function canSeeEobs(member: Pick<Member, 'memberSuffix'>): boolean {
  return isSubscriber(member);
}

/** 'Claims/EOBs' for subscribers, 'Claims' for everyone else. */
export function claimsMenuLabel(member: Pick<Member, 'memberSuffix'>): MessageDescriptor {
  return canSeeEobs(member) ? msg`Claims/EOBs` : msg`Claims`;
}

/** eBill shows when the brand offers it (never on brand 5), the member has eBill and is not termed. */
export function ebillAvailable({
  brand,
  hasEbill,
  termed,
}: {
  brand: Pick<BrandConfig, 'features'>;
  hasEbill: boolean;
  termed: boolean;
}): boolean {
  return brand.features.ebill && hasEbill && !termed;
}
