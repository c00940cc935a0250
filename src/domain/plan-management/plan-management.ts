import type { CancellationStatusId, PlanManagementDetails } from '../../../generated/model';

/**
 * The plan management banner on the home dashboard (product section 2).
 */

export type PlanBannerMode = 'cancellation-notice' | 'renew-reminder';

/**
 * Which banner shows, in this order:
 * - none when the member is not eligibleAndActive;
 * - the cancellation notice when a cancellation status exists (whether or not open enrollment is on);
 * - none when there is no open enrollment (no open enrollment end date: the reminder has nothing to name;
 *   the gateway sends the dates only while open enrollment applies, so no clock check is made here);
 * - otherwise the renew, change or cancel reminder.
 */
export function planBannerMode(details: PlanManagementDetails | null | undefined): PlanBannerMode | null {
  if (!details?.eligibleAndActive) return null;
  if (details.directPlanCancellationStatus) return 'cancellation-notice';
  if (!details.openEnrollmentEnd) return null;
  return 'renew-reminder';
}

export type NonRenewedPlan = 'Medical' | 'Dental';

const NON_RENEWED: Readonly<Record<CancellationStatusId, readonly NonRenewedPlan[]>> = {
  M: ['Medical'],
  D: ['Medical', 'Dental'],
};

/** The plans a cancellation leaves unrenewed: M → Medical; D → Medical and Dental. */
export function nonRenewedPlans(statusId: CancellationStatusId): NonRenewedPlan[] {
  return [...NON_RENEWED[statusId]];
}
