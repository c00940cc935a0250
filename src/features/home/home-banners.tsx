import { useLingui } from '@lingui/react/macro';

import type { PlanManagementDetails } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { CATEGORY_NAMES, nonRenewedPlans, planBannerMode } from '../../domain';
import { formatDate } from '../../shared/lib/format';
import { AlertBanner } from '../../shared/ui';
import { PlanCancellationNotice } from '../../shared/ui/alert-banner/alert-banner';

/** The primary care group administrative update (shown until 2025-03-31 to PCP-eligible members). */
export function PrimaryCareUpdateBanner() {
  const { t } = useLingui();
  return (
    <AlertBanner
      type="info"
      title={t`Primary care group administrative update`}
      content={t`Some primary care provider groups are updating their administrative details. You do not need to do anything: your primary care provider and your benefits stay the same.`}
      links={[{ label: t`Review your primary care`, target: routePaths.primaryCare }]}
    />
  );
}

/**
 * The plan management banner: before cancellation, the renew, change or cancel reminder with the open
 * enrollment end date and 'Manage my plan'; after cancellation, the coverage end date, the plans not renewed
 * and a customer service link. Nothing when `planBannerMode` says so.
 */
export function PlanManagementBanner({ details }: { details: PlanManagementDetails }) {
  const { t } = useLingui();
  const mode = planBannerMode(details);
  if (mode === 'renew-reminder') {
    const year = details.upcomingPlanYear;
    const enrollmentEnds = formatDate(details.openEnrollmentEnd);
    return (
      <AlertBanner
        type="info"
        title={year ? t`Renew, change or cancel your ${year} plan` : t`Renew, change or cancel your plan`}
        content={t`Open enrollment ends ${enrollmentEnds}. Make any change to your plan by then; if you do nothing, your plan renews.`}
        links={[{ label: t`Manage my plan`, target: routePaths.planBenefits }]}
      />
    );
  }
  if (mode === 'cancellation-notice' && details.directPlanCancellationStatus) {
    return (
      <PlanCancellationNotice
        plans={nonRenewedPlans(details.directPlanCancellationStatus.id).map((plan) => CATEGORY_NAMES[plan])}
        coverageEnds={formatDate(details.coverageEndDateUponCancellation)}
      />
    );
  }
  return null;
}

/** The eBill alert: a payment method needs updating; the button goes to the eBill page. */
export function EbillAlertBanner() {
  const { t } = useLingui();
  return (
    <AlertBanner
      type="warning"
      title={t`eBill Update needed`}
      content={t`A payment method on your eBill account needs to be updated so your premium payments are not interrupted.`}
      buttons={[{ label: t`Update payment method(s)`, target: routePaths.ebill }]}
    />
  );
}
