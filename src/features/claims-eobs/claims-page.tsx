import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { useGetClaims, useGetClaimsMetadata } from '../../../generated/gateway/claims/claims';
import type { Claim, MemberOption } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { claimDetailPath } from '../../config/route-builders';
import type { AccountState } from '../../shared/account/use-account-state';
import { WithAccountState } from '../../shared/account/with-account-state';
import { useToday } from '../../shared/lib/clock';
import { AreaFrame, AreaLoading } from '../../shared/ui/area-frame/area-frame';
import { canSeeEobs, claimsMenuLabel } from '../../domain';
import { DASH, formatUsd } from '../../shared/lib/format';
import { OverlaySpinner, VisuallyHidden } from '../../shared/ui';
import { Pagination } from '../../shared/ui/pagination/pagination';

import { useFocusOnChange } from './use-focus-on-change';
import type { ClaimDetailLinkState } from './claim-detail-page';
import { Fact } from './claim-values';
import { ClaimsExportActions } from './claims-export-actions';
import { CATEGORY_LABELS, CLAIM_STATUS_TEXT, serviceDatesText } from '../../domain/claims-eobs/claim-texts';
import { hasActiveFilters, listFilterParams, readListFilters } from '../../domain/claims-eobs/list-filters';
import { CLAIMS_PAGE_SIZE, claimsParams, resultsSummary } from '../../domain/claims-eobs/list-paging';
import { eobDetailPath } from './eob-paths';
import { failureText, InlineFailure } from './inline-failure';
import { ListFiltersForm, WithFilterChoices } from './list-filters';
import { listOwner } from './claims-export';

import './claims-page.css';
import { fullName } from '../../domain/account/full-name';

/** An amount, or 'Pending' while the claim is not processed (the gateway sends no amount yet); made while rendering. */
function amountText(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? t`Pending` : formatUsd(amount);
}

function ClaimCard({ claim, memberName, showEobLink }: { claim: Claim; memberName: string; showEobLink: boolean }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const claimId = claim.claimId;
  const { search } = useLocation();
  const detailState: ClaimDetailLinkState = { listSearch: search };
  const status = claim.status ? CLAIM_STATUS_TEXT[claim.status] : undefined;
  return (
    <li className="claim-card">
      <article aria-labelledby={headingId}>
        <div className="claim-card__top">
          <h3 id={headingId} className="claim-card__provider">
            {claim.providerName ?? t`Provider not listed`}
          </h3>
          {claim.status && status && (
            <span className={`claim-card__status claim-card__status--${claim.status.toLowerCase()}`}>
              <VisuallyHidden>
                <Trans>Status:</Trans>
              </VisuallyHidden>{' '}
              {i18n._(status.label)}
            </span>
          )}
        </div>
        {status && <p className="claim-card__status-text">{i18n._(status.description)}</p>}
        <dl className="facts claim-card__facts">
          <Fact term={t`Member`}>{memberName}</Fact>
          <Fact term={t`Category`}>{claim.productCategory ? i18n._(CATEGORY_LABELS[claim.productCategory]) : DASH}</Fact>
          <Fact term={t`Service dates`}>{serviceDatesText(claim.serviceStartDate, claim.serviceEndDate)}</Fact>
          <Fact term={t`Claim number`}>{claim.claimId}</Fact>
        </dl>
        <dl className="facts claim-card__amounts">
          <Fact term={t`Billed`}>{amountText(claim.billedAmount)}</Fact>
          <Fact term={t`Allowed`}>{amountText(claim.allowedAmount)}</Fact>
          <Fact term={t`Plan paid`}>{amountText(claim.planPaid)}</Fact>
          <Fact term={t`Member responsibility`} className="claim-card__owed">{amountText(claim.memberResponsibility)}</Fact>
        </dl>
        <p className="claim-card__links">
          <Link className="claim-card__eob-link" to={claimDetailPath(claim.claimId)} state={detailState}>
            {t`View claim details`}{' '}
            <VisuallyHidden>{t`for claim ${claimId}`}</VisuallyHidden>
          </Link>
          {showEobLink && claim.eobId && (
            <Link className="claim-card__eob-link" to={eobDetailPath(claim.eobId)}>
              {t`View EOB`}{' '}
              <VisuallyHidden>{t`for claim ${claimId}`}</VisuallyHidden>
            </Link>
          )}
        </p>
      </article>
    </li>
  );
}

function ClaimsContent({ state }: { state: AccountState }) {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const now = useToday();
  const filters = readListFilters(searchParams, now);
  const subscriber = canSeeEobs(state.member);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const metadata = useGetClaimsMetadata({ query: { meta: { failure: 'in-place' } } });
  const claims = useGetClaims(claimsParams(filters), { query: { placeholderData: keepPreviousData, meta: { failure: 'in-place' } } });
  useFocusOnChange(searchParams.toString(), resultsRef);

  const members: readonly MemberOption[] = metadata.data?.members ?? [];
  const memberName = (claim: Claim) =>
    claim.memberName ?? members.find((member) => member.memberKey === claim.memberKey)?.name ?? '';
  const hrefFor = (page: number) => {
    const query = listFilterParams({ ...filters, page }, searchParams).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const go = (query: URLSearchParams) => void navigate({ pathname, search: query.toString() });

  const page = claims.data;
  const totalPages = page?.totalPages ?? 0;
  const filtered = hasActiveFilters(filters);
  const { page: _page, ...exportFilters } = filters;
  const chosenMember = filters.memberKey ? members.find((member) => member.memberKey === filters.memberKey)?.name : undefined;
  const whose = listOwner(chosenMember, fullName(state.member), subscriber);

  return (
    <AreaFrame
      title={i18n._(claimsMenuLabel(state.member))}
      piece="claims"
      intro={
        subscriber ? (
          <>
            <p>
              <Trans>Claims for everyone on your plan, newest first.</Trans>
            </p>
            <p>
              <Trans>An explanation of benefits (EOB) shows how we processed a claim and what you may owe.</Trans>{' '}
              <Link to={routePaths.eobs}>
                <Trans>See all your explanations of benefits</Trans>
              </Link>
            </p>
          </>
        ) : (
          <p>
            <Trans>Your claims, newest first. Amounts show once a claim is processed.</Trans>
          </p>
        )
      }
    >
      <WithFilterChoices metadata={metadata}>
        {(choices) => (
          <ListFiltersForm
            heading={t`Filter claims`}
            members={choices.members ?? []}
            categories={choices.categories}
            statuses={choices.statuses}
            searchable
            dateMeaning="service"
            filters={filters}
            now={now}
            onApply={(chosen) => go(listFilterParams({ ...chosen, page: 1 }, searchParams))}
            onClear={() => go(listFilterParams({ page: 1 }, searchParams))}
          />
        )}
      </WithFilterChoices>

      <section className="claims-results" aria-labelledby="claims-results-heading">
        <h2 id="claims-results-heading" ref={resultsRef} tabIndex={-1} className="claims-results__heading">
          {subscriber ? t`Your family's claims` : t`Your claims`}
        </h2>
        {claims.error && !claims.isFetching ? (
          <InlineFailure
            title={t`Claims are not available`}
            text={failureText(claims.error, t`your claims`)}
            onRetry={() => void claims.refetch()}
          />
        ) : !page ? (
          <AreaLoading label={t`Loading your claims`} />
        ) : (
          <OverlaySpinner isLoading={claims.isPlaceholderData} label={t`Loading your claims`}>
            <div className="claims-results__bar">
              <p className="claims-results__summary" aria-live="polite">
                {resultsSummary(filters.page, CLAIMS_PAGE_SIZE, page.totalElements, page.content.length, 'claims')}
              </p>
              {page.content.length > 0 && <ClaimsExportActions filters={exportFilters} whose={whose} patientOf={memberName} />}
            </div>
            {page.content.length === 0 ? (
              <div className="claims-results__empty">
                {filtered ? (
                  <p>
                    <Trans>No claims match these filters. Change or clear the filters to see more.</Trans>
                  </p>
                ) : (
                  <>
                    <p>
                      <Trans>There are no claims to show yet.</Trans>
                    </p>
                    <p>
                      <Trans>A claim shows here once your provider sends it to us, usually within a few weeks of a visit.</Trans>
                    </p>
                  </>
                )}
              </div>
            ) : (
              <ul className="claims-results__list">
                {page.content.map((claim, index) => (
                  // The position as well: a page that lists one claim number twice still shows both cards.
                  <ClaimCard key={`${claim.claimId}-${index}`} claim={claim} memberName={memberName(claim)} showEobLink={subscriber} />
                ))}
              </ul>
            )}
            <Pagination label={t`Claims pages`} page={filters.page} totalPages={totalPages} hrefFor={hrefFor} />
          </OverlaySpinner>
        )}
      </section>
    </AreaFrame>
  );
}

/**
 * /claims (product sections 2 and 6): the family's claims for the subscriber, one's own for other members, newest
 * first and paged, with filters by member, category, status and service date range. The title is 'Claims/EOBs'
 * for subscribers and 'Claims' for others; only subscribers get the link to each claim's EOB. Claim calls are
 * handled in place: a failure shows here with 'Try again', never the error page.
 */
export function ClaimsPage() {
  return <WithAccountState>{(state) => <ClaimsContent state={state} />}</WithAccountState>;
}
