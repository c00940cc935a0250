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
import { CATEGORY_NAMES, groupName, nonRenewedPlans } from '../../shared/domain';
import { firstText, formatLongDate, textOrDash } from '../../shared/lib/format';
import { Modal, Spinner, VisuallyHidden } from '../../shared/ui';
import { Loaded } from '../../shared/ui/area-frame/loaded';
import { FieldError } from '../../shared/ui/form-field/form-field';
import { PlanCancellationNotice } from '../../shared/ui/alert-banner/alert-banner';

import { AccountCard, AccountFrame } from './account-frame';
import { canCancelPlan, nonRenewedSentence, nonRenewedText, openEnrollmentPhase } from './rules/plan-management';
import type { AccountArea } from './use-account-area';

export const CANCELLATION_CHOICE_REQUIRED = 'Choose what you want to cancel.';

/**
 * /account/plan-benefits ('Member plan benefits', where the dashboard's 'Manage my plan' leads): the current and
 * upcoming plan years, the open enrollment window, renewal (coverage start, 'Renew or change my plan', the
 * marketplace link), cancellation (a choice of the gateway's options, a confirmation stating the coverage end
 * date, then POST /plan-management/cancellation), the cancellation notice once a status exists, and the outline
 * of coverage when there is one.
 */
export function PlanBenefitsPage() {
  return (
    <AccountFrame title="Member plan benefits" pageId="plan-benefits">
      {(area) => <PlanBenefitsContent area={area} />}
    </AccountFrame>
  );
}

function PlanBenefitsContent({ area }: { area: AccountArea }) {
  const details = useGetPlanManagementDetails();
  const outline = useGetOutlineOfCoverageUrl();
  return (
    <Loaded answers={[details, outline]} loading="Loading your plan">
      {(plan, outlineUrl) => <PlanBenefits area={area} details={plan} outlineUrl={outlineUrl.trim()} />}
    </Loaded>
  );
}

function PlanBenefits({ area, details, outlineUrl }: { area: AccountArea; details: PlanManagementDetails; outlineUrl: string }) {
  const noticeRef = useRef<HTMLDivElement>(null);
  const [justCancelled, setJustCancelled] = useState(false);
  const status = details.directPlanCancellationStatus;

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

      <AccountCard title="Your plan">
        <dl className="account__details">
          <div>
            <dt>Plan</dt>
            <dd>{textOrDash(area.state.account.groupName)}</dd>
          </div>
          {details.currentPlanYear !== undefined && (
            <div>
              <dt>Current plan year</dt>
              <dd>{details.currentPlanYear}</dd>
            </div>
          )}
          {details.upcomingPlanYear !== undefined && (
            <div>
              <dt>Upcoming plan year</dt>
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
            <AccountCard title="Cancel your plan">
              {canCancelPlan(details, area.state.member) ? (
                <CancellationForm details={details} onCancelled={() => setJustCancelled(true)} />
              ) : (
                <p className="account__text">
                  Only the subscriber on your plan can cancel it. For questions, please{' '}
                  <Link to={routePaths.customerService}>contact customer service</Link>.
                </p>
              )}
            </AccountCard>
          )}
        </>
      ) : (
        <AccountCard title="Renewing or changing your plan">
          <p className="account__text">
            {`Your coverage comes through ${groupName(area.state.account)}. Your group chooses the plan each year, and you make changes during your group's open enrollment.`}
          </p>
          <p className="account__text">
            For questions about renewing or changing your coverage, talk to your benefits administrator or{' '}
            <Link to={routePaths.customerService}>contact customer service</Link>.
          </p>
        </AccountCard>
      )}

      {outlineUrl && (
        <AccountCard title="Plan documents">
          <ul className="account__links">
            <li>
              <a href={outlineUrl} target="_blank" rel="noopener noreferrer">
                Outline of Coverage
                <VisuallyHidden> (opens in a new window)</VisuallyHidden>
              </a>
            </li>
          </ul>
          <p className="account__text account__muted">A short summary of what your plan covers and what you pay.</p>
        </AccountCard>
      )}
    </>
  );
}

/** After the member asked not to renew: the coverage end date, the plans not renewed and a customer service link. */
function CancellationNotice({ details, statusId }: { details: PlanManagementDetails; statusId: CancellationStatusId }) {
  return (
    <PlanCancellationNotice plans={nonRenewedPlans(statusId).map((plan) => CATEGORY_NAMES[plan])} coverageEnds={formatLongDate(details.coverageEndDateUponCancellation)}>
      {details.exchangeUrl && (
        <p className="account__notice-plans-title">
          {'Need coverage after that? '}
          <a href={details.exchangeUrl} target="_blank" rel="noopener noreferrer">
            {details.exchangeUrlLabel?.trim() || 'Visit the health insurance marketplace'}
            <VisuallyHidden> (opens in a new window)</VisuallyHidden>
          </a>
        </p>
      )}
    </PlanCancellationNotice>
  );
}

function OpenEnrollment({ details, now }: { details: PlanManagementDetails; now: Date }) {
  const phase = openEnrollmentPhase(details, now);
  const start = formatLongDate(details.openEnrollmentStart);
  const end = formatLongDate(details.openEnrollmentEnd);
  const year = details.upcomingPlanYear ? `${details.upcomingPlanYear} ` : '';
  const text: Record<NonNullable<typeof phase>, string> = {
    open: `Open enrollment is open now${start ? `, from ${start}` : ''} through ${end}. Make any change to your ${year}plan by then. If you do nothing, your plan renews.`,
    upcoming: `Open enrollment for your ${year}plan runs ${start ? `from ${start} ` : ''}through ${end}.`,
    closed: `Open enrollment for your ${year}plan ended ${end}.`,
  };
  return (
    <AccountCard title="Open enrollment">
      <p className="account__text">{phase ? text[phase] : "The open enrollment dates for your next plan year aren't available yet."}</p>
    </AccountCard>
  );
}

function Renewal({ details }: { details: PlanManagementDetails }) {
  const starts = formatLongDate(details.coverageStartDateUponRenewal);
  const year = details.upcomingPlanYear ? `${details.upcomingPlanYear} ` : '';
  return (
    <AccountCard title="Renew or change your plan">
      {starts && <p className="account__text">{`When you renew, your ${year}coverage starts ${starts}.`}</p>}
      {details.directShopUrl && (
        <p className="account__text">
          <a className="account__button" href={details.directShopUrl} target="_blank" rel="noopener noreferrer">
            Renew or change my plan
            <VisuallyHidden> (opens in a new window)</VisuallyHidden>
          </a>
        </p>
      )}
      {details.exchangeUrl && (
        <p className="account__text">
          {'You can also compare plans on the marketplace: '}
          <a href={details.exchangeUrl} target="_blank" rel="noopener noreferrer">
            {details.exchangeUrlLabel?.trim() || 'Visit the health insurance marketplace'}
            <VisuallyHidden> (opens in a new window)</VisuallyHidden>
          </a>
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
  const queryClient = useQueryClient();
  const cancelPlan = useCancelPlan();
  const errorId = useId();
  const [choice, setChoice] = useState<CancellationStatusId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const firstOptionRef = useRef<HTMLInputElement>(null);
  const options = details.directCancellationOptions ?? [];
  const ends = formatLongDate(details.coverageEndDateUponCancellation);
  const year = details.upcomingPlanYear ? ` for ${details.upcomingPlanYear}` : '';

  const review = () => {
    if (!choice) {
      setError(CANCELLATION_CHOICE_REQUIRED);
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
        {`If you don't want your plan to renew${year}, you can tell us here.${ends ? ` Your current coverage continues until ${ends}.` : ''}`}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <fieldset
          className={`account-choices${error ? ' account-choices--invalid' : ''}`}
          aria-describedby={error ? errorId : undefined}
        >
          <legend className="account-choices__legend">What do you want to cancel?</legend>
          {options.map((option, index) => {
            const id = `cancel-option-${option.id}`;
            return (
              <div key={option.id} className="account-choice">
                <input
                  ref={index === 0 ? firstOptionRef : undefined}
                  id={id}
                  type="radio"
                  name="cancellationStatusId"
                  value={option.id}
                  checked={choice === option.id}
                  onChange={() => {
                    setChoice(option.id);
                    setError(null);
                  }}
                  className="account-choice__input"
                  aria-describedby={`${id}-hint`}
                  aria-invalid={error ? true : undefined}
                />
                <span className="account-choice__text">
                  <label className="account-choice__label" htmlFor={id}>
                    {firstText(option.description) ?? `Cancel ${nonRenewedText(option.id)}`}
                  </label>
                  <span id={`${id}-hint`} className="account-choice__hint">
                    {`Not renewed: ${nonRenewedText(option.id)}`}
                  </span>
                </span>
              </div>
            );
          })}
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </fieldset>
        <div className="account__actions">
          <button type="submit" className="account__button account__button--danger" disabled={cancelPlan.isPending}>
            Cancel my plan
          </button>
          {cancelPlan.isPending && <Spinner size="small" label="Cancelling your plan" />}
        </div>
      </form>
      <Modal
        isOpen={confirming}
        onOpenChange={setConfirming}
        onAction={(kind) => {
          if (kind === 'primary') void confirm();
        }}
        type="warning"
        heading="Cancel your plan?"
        message={
          choice
            ? `${nonRenewedSentence(choice)}${year}.${ends ? ` Your coverage ends ${ends}.` : ''} You can't undo this online.`
            : undefined
        }
        primaryLabel="Yes, cancel my plan"
        cancelLabel="Keep my plan"
      />
    </>
  );
}
