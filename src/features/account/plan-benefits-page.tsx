import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { getGetAccountQueryKey } from '../../../generated/gateway/account/account';
import { getGetFamilyEligibilityQueryKey } from '../../../generated/gateway/eligibility/eligibility';
import { useGetOutlineOfCoverageUrl } from '../../../generated/gateway/handbooks/handbooks';
import {
  getGetPlanManagementDetailsQueryKey,
  useCancelPlan,
  useGetPlanManagementDetails,
} from '../../../generated/gateway/plan-management/plan-management';
import type { CancellationStatusId, PlanManagementDetails } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { CATEGORY_NAMES, groupName, nonRenewedPlans } from '../../domain';
import { firstText, formatDate, textOrDash } from '../../shared/lib/format';
import { Modal, Spinner, VisuallyHidden } from '../../shared/ui';
import { Loaded } from '../../shared/ui/area-frame/loaded';
import { FieldError } from '../../shared/ui/form-field/form-field';
import { PlanCancellationNotice } from '../../shared/ui/alert-banner/alert-banner';

import { AccountCard, AccountFrame } from './account-frame';
import { canCancelPlan, nonRenewedSentence, nonRenewedText, openEnrollmentPhase } from '../../domain/plan-management/account-plan-management';
import type { AccountArea } from './use-account-area';
import '../../shared/ui/button/button.css';

export const CANCELLATION_CHOICE_REQUIRED: MessageDescriptor = msg`Choose what you want to cancel.`;

/** The upcoming plan year as text ('2027'), when the gateway names it. */
function upcomingYearOf(details: Pick<PlanManagementDetails, 'upcomingPlanYear'>): string | null {
  return details.upcomingPlanYear ? String(details.upcomingPlanYear) : null;
}

/**
 * /account/plan-benefits ('Member plan benefits', where the dashboard's 'Manage my plan' leads): the current and
 * upcoming plan years, the open enrollment window, renewal (coverage start, 'Renew or change my plan', the
 * marketplace link), cancellation (a choice of the gateway's options, a confirmation stating the coverage end
 * date, then POST /plan-management/cancellation), the cancellation notice once a status exists, and the outline
 * of coverage when there is one.
 */
export function PlanBenefitsPage() {
  const { t } = useLingui();
  return (
    <AccountFrame title={t`Member plan benefits`} piece="account.plan-benefits" pageId="plan-benefits">
      {(area) => <PlanBenefitsContent area={area} />}
    </AccountFrame>
  );
}

function PlanBenefitsContent({ area }: { area: AccountArea }) {
  const { t } = useLingui();
  const details = useGetPlanManagementDetails();
  const outline = useGetOutlineOfCoverageUrl();
  return (
    <Loaded queries={[details, outline]} loading={t`Loading your plan`}>
      {(plan, outlineUrl) => <PlanBenefits area={area} details={plan} outlineUrl={outlineUrl.trim()} />}
    </Loaded>
  );
}

function PlanBenefits({ area, details, outlineUrl }: { area: AccountArea; details: PlanManagementDetails; outlineUrl: string }) {
  const { t } = useLingui();
  const noticeRef = useRef<HTMLDivElement>(null);
  const [justCancelled, setJustCancelled] = useState(false);
  const status = details.directPlanCancellationStatus;
  const group = groupName(area.state.account);

  useEffect(() => {
    if (justCancelled && status) noticeRef.current?.focus();
  }, [justCancelled, status]);

  return (
    <>
      {status && (
        <div ref={noticeRef} tabIndex={-1} className="account__notice">
          <CancellationNotice details={details} statusId={status.id} />
        </div>
      )}

      <AccountCard title={t`Your plan`}>
        <dl className="account__details">
          <div>
            <dt>{t`Plan`}</dt>
            <dd>{textOrDash(area.state.account.groupName)}</dd>
          </div>
          {details.currentPlanYear !== undefined && (
            <div>
              <dt>{t`Current plan year`}</dt>
              <dd>{details.currentPlanYear}</dd>
            </div>
          )}
          {details.upcomingPlanYear !== undefined && (
            <div>
              <dt>{t`Upcoming plan year`}</dt>
              <dd>{details.upcomingPlanYear}</dd>
            </div>
          )}
        </dl>
      </AccountCard>

      {details.eligibleAndActive ? (
        <>
          <OpenEnrollment details={details} now={area.now} />
          {!status && <Renewal details={details} />}
          {!status && (details.directCancellationOptions?.length ?? 0) > 0 && (
            <AccountCard title={t`Cancel your plan`}>
              {canCancelPlan(details, area.state.member) ? (
                <CancellationForm details={details} onCancelled={() => setJustCancelled(true)} />
              ) : (
                <p className="account__text">
                  <Trans>
                    Only the subscriber on your plan can cancel it. For questions, please{' '}
                    <Link to={routePaths.customerService}>contact customer service</Link>.
                  </Trans>
                </p>
              )}
            </AccountCard>
          )}
        </>
      ) : (
        <AccountCard title={t`Renewing or changing your plan`}>
          <p className="account__text">
            {t`Your coverage comes through ${group}. Your group chooses the plan each year, and you make changes during your group's open enrollment.`}
          </p>
          <p className="account__text">
            <Trans>
              For questions about renewing or changing your coverage, talk to your benefits administrator or{' '}
              <Link to={routePaths.customerService}>contact customer service</Link>.
            </Trans>
          </p>
        </AccountCard>
      )}

      {outlineUrl && (
        <AccountCard title={t`Plan documents`}>
          <ul className="link-row">
            <li>
              <a href={outlineUrl} target="_blank" rel="noopener noreferrer">
                <Trans>
                  Outline of Coverage<VisuallyHidden> (opens in a new window)</VisuallyHidden>
                </Trans>
              </a>
            </li>
          </ul>
          <p className="account__text account__muted">
            <Trans>A short summary of what your plan covers and what you pay.</Trans>
          </p>
        </AccountCard>
      )}
    </>
  );
}

/** After the member asked not to renew: the coverage end date, the plans not renewed and a customer service link. */
function CancellationNotice({ details, statusId }: { details: PlanManagementDetails; statusId: CancellationStatusId }) {
  const { t } = useLingui();
  return (
    <PlanCancellationNotice plans={nonRenewedPlans(statusId).map((plan) => CATEGORY_NAMES[plan])} coverageEnds={formatDate(details.coverageEndDateUponCancellation)}>
      {details.exchangeUrl && (
        <p className="account__notice-plans-title">
          {t`Need coverage after that?`}{' '}
          <MarketplaceLink details={details} />
        </p>
      )}
    </PlanCancellationNotice>
  );
}

/** The marketplace link: the gateway's label, else the portal's; it opens in a new window. */
function MarketplaceLink({ details }: { details: Pick<PlanManagementDetails, 'exchangeUrl' | 'exchangeUrlLabel'> }) {
  const { t } = useLingui();
  return (
    <a href={details.exchangeUrl ?? undefined} target="_blank" rel="noopener noreferrer">
      {firstText(details.exchangeUrlLabel) ?? t`Visit the health insurance marketplace`}
      <VisuallyHidden>
        {' '}
        <Trans>(opens in a new window)</Trans>
      </VisuallyHidden>
    </a>
  );
}

function OpenEnrollment({ details, now }: { details: PlanManagementDetails; now: Date }) {
  const { t } = useLingui();
  const phase = openEnrollmentPhase(details, now);
  const start = formatDate(details.openEnrollmentStart);
  const end = formatDate(details.openEnrollmentEnd);
  const upcomingYear = upcomingYearOf(details);
  const yourPlan = upcomingYear ? t`your ${upcomingYear} plan` : t`your plan`;
  const text = (): string => {
    switch (phase) {
      case 'open':
        return start
          ? t`Open enrollment is open now, from ${start} through ${end}. Make any change to ${yourPlan} by then. If you do nothing, your plan renews.`
          : t`Open enrollment is open now through ${end}. Make any change to ${yourPlan} by then. If you do nothing, your plan renews.`;
      case 'upcoming':
        return start ? t`Open enrollment for ${yourPlan} runs from ${start} through ${end}.` : t`Open enrollment for ${yourPlan} runs through ${end}.`;
      case 'closed':
        return t`Open enrollment for ${yourPlan} ended ${end}.`;
      case null:
        return t`The open enrollment dates for your next plan year aren't available yet.`;
    }
  };
  return (
    <AccountCard title={t`Open enrollment`}>
      <p className="account__text">{text()}</p>
    </AccountCard>
  );
}

function Renewal({ details }: { details: PlanManagementDetails }) {
  const { t } = useLingui();
  const starts = formatDate(details.coverageStartDateUponRenewal);
  const upcomingYear = upcomingYearOf(details);
  const yourCoverage = upcomingYear ? t`your ${upcomingYear} coverage` : t`your coverage`;
  return (
    <AccountCard title={t`Renew or change your plan`}>
      {starts && <p className="account__text">{t`When you renew, ${yourCoverage} starts ${starts}.`}</p>}
      {details.directShopUrl && (
        <p className="account__text">
          <a className="button button--primary" href={details.directShopUrl} target="_blank" rel="noopener noreferrer">
            <Trans>
              Renew or change my plan<VisuallyHidden> (opens in a new window)</VisuallyHidden>
            </Trans>
          </a>
        </p>
      )}
      {details.exchangeUrl && (
        <p className="account__text">
          {t`You can also compare plans on the marketplace:`} <MarketplaceLink details={details} />
        </p>
      )}
    </AccountCard>
  );
}

/**
 * The cancellation: a radio choice of the gateway's options (M: medical; D: medical and dental), a confirmation
 * stating the coverage end date, then POST /plan-management/cancellation. The gateway's answer replaces the cached
 * details, so this page and the dashboard show the cancellation notice; the account and family eligibility, whose
 * end dates change, are marked stale for the next page.
 */
function CancellationForm({ details, onCancelled }: { details: PlanManagementDetails; onCancelled: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const cancelPlan = useCancelPlan();
  const errorId = useId();
  const [choice, setChoice] = useState<CancellationStatusId | null>(null);
  // The member asked to cancel without a choice (the message is made while rendering, in the language shown).
  const [missingChoice, setMissingChoice] = useState(false);
  const error = missingChoice ? i18n._(CANCELLATION_CHOICE_REQUIRED) : null;
  const [confirming, setConfirming] = useState(false);
  const firstOptionRef = useRef<HTMLInputElement>(null);
  const options = details.directCancellationOptions ?? [];
  const ends = formatDate(details.coverageEndDateUponCancellation);
  const upcomingYear = upcomingYearOf(details);

  // 'Your Medical plan will not renew for 2027. Your coverage ends December 31, 2026. You can't undo this online.'
  const confirmation = (statusId: CancellationStatusId): string => {
    const sentence = nonRenewedSentence(statusId);
    const notRenewed = upcomingYear ? t`${sentence} for ${upcomingYear}.` : `${sentence}.`;
    const ending = ends ? ` ${t`Your coverage ends ${ends}.`}` : '';
    return `${notRenewed}${ending} ${t`You can't undo this online.`}`;
  };

  const review = () => {
    if (!choice) {
      setMissingChoice(true);
      firstOptionRef.current?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    if (!choice) return;
    try {
      const updated = await cancelPlan.mutateAsync({ data: { cancellationStatusId: choice } });
      queryClient.setQueryData(getGetPlanManagementDetailsQueryKey(), updated);
      void queryClient.invalidateQueries({ queryKey: getGetAccountQueryKey(), exact: true, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: getGetFamilyEligibilityQueryKey(), exact: true, refetchType: 'none' });
      onCancelled();
    } catch {
      // The global rule shows the error page for the failed call.
    }
  };

  return (
    <>
      <p className="account__text">
        {upcomingYear
          ? t`If you don't want your plan to renew for ${upcomingYear}, you can tell us here.`
          : t`If you don't want your plan to renew, you can tell us here.`}
        {ends && ` ${t`Your current coverage continues until ${ends}.`}`}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <fieldset
          className="account-choices"
          aria-describedby={error ? errorId : undefined}
        >
          <legend className="account-choices__legend">{t`What do you want to cancel?`}</legend>
          {options.map((option, index) => {
            const id = `cancel-option-${option.id}`;
            const plans = nonRenewedText(option.id);
            return (
              <div key={option.id} className="form-field__check account-choice">
                <input
                  ref={index === 0 ? firstOptionRef : undefined}
                  id={id}
                  type="radio"
                  name="cancellationStatusId"
                  value={option.id}
                  checked={choice === option.id}
                  onChange={() => {
                    setChoice(option.id);
                    setMissingChoice(false);
                  }}
                  className="form-field__check-input"
                  aria-describedby={`${id}-hint`}
                  aria-invalid={error ? true : undefined}
                />
                <span className="form-field__check-text">
                  <label className="form-field__check-label" htmlFor={id}>
                    {firstText(option.description) ?? t`Cancel ${plans}`}
                  </label>
                  <span id={`${id}-hint`} className="form-field__hint">
                    {t`Not renewed: ${plans}`}
                  </span>
                </span>
              </div>
            );
          })}
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </fieldset>
        <div className="account__actions">
          <button type="submit" className="button account__button--danger" disabled={cancelPlan.isPending}>
            <Trans>Cancel my plan</Trans>
          </button>
          {cancelPlan.isPending && <Spinner size="small" label={t`Cancelling your plan`} />}
        </div>
      </form>
      <Modal
        isOpen={confirming}
        onOpenChange={setConfirming}
        onAction={(kind) => {
          if (kind === 'primary') void confirm();
        }}
        type="warning"
        heading={t`Cancel your plan?`}
        message={choice ? confirmation(choice) : undefined}
        primaryLabel={t`Yes, cancel my plan`}
        cancelLabel={t`Keep my plan`}
      />
    </>
  );
}
