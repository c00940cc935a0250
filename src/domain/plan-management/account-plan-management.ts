import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

import type { CancellationStatusId, Member, PlanManagementDetails } from '../../../generated/model';
import { CATEGORY_NAMES, isSubscriber, nonRenewedPlans } from '..';
import { calendarDay } from '../../shared/lib/format';

/** Where plan management stands: open enrollment, plans that will not renew, and who may ask not to renew. */

export type OpenEnrollmentPhase = 'upcoming' | 'open' | 'closed';

/** Where today stands against the open enrollment window (start and end days included); null without a window. */
export function openEnrollmentPhase(
  details: Pick<PlanManagementDetails, 'openEnrollmentStart' | 'openEnrollmentEnd'>,
  now: Date,
): OpenEnrollmentPhase | null {
  const start = calendarDay(details.openEnrollmentStart);
  const end = calendarDay(details.openEnrollmentEnd);
  if (!end) return null;
  const today = calendarDay(now)!;
  if (start && today < start) return 'upcoming';
  return today <= end ? 'open' : 'closed';
}

/**
 * 'Medical' or 'Medical and Dental': the plans a cancellation status leaves unrenewed, in the language shown when it
 * is called (call it while rendering).
 */
export function nonRenewedText(statusId: CancellationStatusId): string {
  const [first = '', second] = nonRenewedPlans(statusId).map((plan) => i18n._(CATEGORY_NAMES[plan]));
  return second === undefined ? first : t`${first} and ${second}`;
}

/** 'Your Medical plan will not renew' / 'Your Medical and Dental plans will not renew'. */
export function nonRenewedSentence(statusId: CancellationStatusId): string {
  const plans = nonRenewedText(statusId);
  return nonRenewedPlans(statusId).length > 1 ? t`Your ${plans} plans will not renew` : t`Your ${plans} plan will not renew`;
}

/**
 * Whether the member can ask not to renew online: the plan is eligible and active, there is no cancellation
 * status yet, the gateway offers options, and the member is the subscriber (the gateway refuses anyone else).
 */
export function canCancelPlan(details: PlanManagementDetails, member: Pick<Member, 'memberSuffix'>): boolean {
  return (
    details.eligibleAndActive &&
    !details.directPlanCancellationStatus &&
    (details.directCancellationOptions?.length ?? 0) > 0 &&
    isSubscriber(member)
  );
}
