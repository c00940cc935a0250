import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { useGetEob, useGetEobs, useGetEobsMetadata } from '../../../generated/gateway/eobs/eobs';
import type { EobDetail, EobLine, EobSummary, MemberOption } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import type { AccountState } from '../../shared/account/use-account-state';
import { WithAccountState } from '../../shared/account/with-account-state';
import { useToday } from '../../shared/lib/clock';
import { AreaFrame, AreaLoading, AreaSection } from '../../shared/ui/area-frame/area-frame';
import { FieldError } from '../../shared/ui/form-field/form-field';
import { Loaded } from '../../shared/ui/area-frame/loaded';
import { canSeeEobs } from '../../domain';
import { dateOrDash, firstText, formatDate, formatUsd, usdOrDash } from '../../shared/lib/format';
import { AlertBanner, OverlaySpinner, VisuallyHidden } from '../../shared/ui';
import { PrintButton, PrintHeader } from '../../shared/ui/print/print-view';
import { Pagination } from '../../shared/ui/pagination/pagination';

import { useFocusOnChange } from './use-focus-on-change';
import { Fact } from './claim-values';
import { CATEGORY_LABELS } from '../../domain/claims-eobs/claim-texts';
import { EOB_PARAM, hasActiveFilters, listFilterParams, readListFilters } from '../../domain/claims-eobs/list-filters';
import { EOBS_PAGE_SIZE, eobsParams, resultsSummary } from '../../domain/claims-eobs/list-paging';
import { failureText, InlineFailure } from './inline-failure';
import { ListFiltersForm, WithFilterChoices } from './list-filters';
import { PlainLanguageSummary, SummaryGlossary } from './plain-language-summary';
import { type EobPdf, useEobPdf } from './use-eob-pdf';

import '../../shared/ui/button/button.css';
import './area-button.css';
import './eobs-page.css';
import { fullName } from '../../domain/account/full-name';

export const EOBS_TITLE = msg`Explanations of benefits`;
export const EOB_PDF_FAILED_MESSAGE = msg`We couldn't open the PDF of this explanation of benefits. Please try again in a few minutes.`;

/** Who the EOB is from: the provider as the gateway names it, else the EOB's number (made while rendering). */
function providerOf(eob: Pick<EobSummary, 'providerName' | 'eobId'>): string {
  const eobId = eob.eobId;
  return eob.providerName ?? t`Explanation of benefits ${eobId}`;
}

/** 'Download PDF', and the inline message under it when the PDF could not be opened. */
function PdfButton({ eob, pdf, context }: { eob: EobSummary; pdf: EobPdf; context: string }) {
  const { t, i18n } = useLingui();
  const messageId = useId();
  const loading = pdf.loadingId === eob.eobId;
  const failed = pdf.failedId === eob.eobId;
  return (
    <div className="eob-pdf">
      <button
        type="button"
        className="button area-button"
        onClick={() => {
          if (!loading) pdf.open(eob.eobId);
        }}
        aria-disabled={loading || undefined}
        aria-describedby={failed ? messageId : undefined}
      >
        {loading ? t`Opening PDF…` : t`Download PDF`}
        {' '}
        <VisuallyHidden>{context}</VisuallyHidden>
      </button>
      {failed && (
        <FieldError id={messageId} role="alert">
          {i18n._(EOB_PDF_FAILED_MESSAGE)}
        </FieldError>
      )}
    </div>
  );
}

function EobAmounts({ eob }: { eob: Pick<EobSummary, 'totalBilled' | 'planPaid' | 'memberResponsibility'> }) {
  const { t } = useLingui();
  return (
    <dl className="facts eob-amounts">
      <Fact term={t`Billed`}>{usdOrDash(eob.totalBilled)}</Fact>
      <Fact term={t`Plan paid`}>{usdOrDash(eob.planPaid)}</Fact>
      <Fact term={t`Member responsibility`} className="eob-amounts__owed">{usdOrDash(eob.memberResponsibility)}</Fact>
    </dl>
  );
}

function EobFacts({ eob, memberName }: { eob: EobSummary; memberName: string }) {
  const { t, i18n } = useLingui();
  return (
    <dl className="facts eob-facts">
      <Fact term={t`Member`}>{memberName}</Fact>
      {eob.productCategory && (
        <Fact term={t`Category`}>{i18n._(CATEGORY_LABELS[eob.productCategory])}</Fact>
      )}
      {eob.serviceDate && (
        <Fact term={t`Service date`}>{formatDate(eob.serviceDate)}</Fact>
      )}
      <Fact term={t`Issued`}>{dateOrDash(eob.issuedDate)}</Fact>
      {eob.claimId && (
        <Fact term={t`Claim number`}>{eob.claimId}</Fact>
      )}
    </dl>
  );
}

function EobCard({
  eob,
  memberName,
  detailHref,
  pdf,
}: {
  eob: EobSummary;
  memberName: string;
  detailHref: string;
  pdf: EobPdf;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const issued = formatDate(eob.issuedDate);
  const provider = providerOf(eob);
  const context = issued ? t`of the EOB from ${provider}, issued ${issued}` : t`of the EOB from ${provider}`;
  return (
    <li className="eob-card">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="eob-card__provider">
          {provider}
        </h3>
        <EobFacts eob={eob} memberName={memberName} />
        <EobAmounts eob={eob} />
        <div className="eob-card__actions">
          <Link className="button button--primary area-button" to={detailHref}>
            {t`View details`}{' '}
            <VisuallyHidden>{context}</VisuallyHidden>
          </Link>
          <PdfButton eob={eob} pdf={pdf} context={context} />
        </div>
      </article>
    </li>
  );
}

/** The parts of the member's share a line may give; a part the gateway leaves out is not shown. */
const LINE_SHARES: readonly { term: MessageDescriptor; pick: (line: EobLine) => number | null | undefined }[] = [
  { term: msg`Deductible`, pick: (line) => line.deductible },
  { term: msg`Copay`, pick: (line) => line.copay },
  { term: msg`Coinsurance`, pick: (line) => line.coinsurance },
  { term: msg`Not covered`, pick: (line) => line.notCovered },
];

function EobLineItem({ line }: { line: EobLine }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const code = line.serviceCode;
  return (
    <li className="eob-line">
      <article aria-labelledby={headingId}>
        <h4 id={headingId} className="eob-line__title">
          {firstText(line.description) ?? t`Service`}
          {line.serviceCode && (
            <>
              {' '}
              <span className="eob-line__code">{t`(code ${code})`}</span>
            </>
          )}
        </h4>
        <dl className="facts eob-line__amounts">
          {line.serviceDate && (
            <div>
              <dt>{t`Service date`}</dt>
              <dd>{formatDate(line.serviceDate)}</dd>
            </div>
          )}
          <div>
            <dt>{t`Billed`}</dt>
            <dd>{usdOrDash(line.billed)}</dd>
          </div>
          <div>
            <dt>{t`Allowed`}</dt>
            <dd>{usdOrDash(line.allowed)}</dd>
          </div>
          <div>
            <dt>{t`Plan paid`}</dt>
            <dd>{usdOrDash(line.planPaid)}</dd>
          </div>
          {LINE_SHARES.map((share) => {
            const amount = share.pick(line);
            if (typeof amount !== 'number') return null;
            return (
              <div key={share.term.id}>
                <dt>{i18n._(share.term)}</dt>
                <dd>{formatUsd(amount)}</dd>
              </div>
            );
          })}
          <div className="eob-amounts__owed">
            <dt>{t`Member responsibility`}</dt>
            <dd>{usdOrDash(line.memberResponsibility)}</dd>
          </div>
        </dl>
        {line.remarks && (
          <p className="eob-line__remarks">
            <span className="eob-line__remarks-label">{t`Remarks:`} </span>
            {line.remarks}
          </p>
        )}
      </article>
    </li>
  );
}

function EobDetailBody({ eob, memberName, pdf }: { eob: EobDetail; memberName: string; pdf: EobPdf }) {
  const { t } = useLingui();
  const provider = providerOf(eob);
  return (
    <>
      {eob.lines.length > 0 && <PlainLanguageSummary lines={eob.lines} notABill={false} />}
      <EobFacts eob={eob} memberName={memberName} />
      <AreaSection className="eob-detail__section" titleClassName="eob-detail__subheading" level={3} title={t`Services`}>
        {eob.lines.length === 0 ? (
          <p>
            <Trans>This explanation of benefits lists no services.</Trans>
          </p>
        ) : (
          <ul className="eob-detail__lines">
            {eob.lines.map((line, index) => (
              <EobLineItem key={`${line.serviceCode ?? 'line'}-${index}`} line={line} />
            ))}
          </ul>
        )}
      </AreaSection>
      <AreaSection className="eob-detail__section" titleClassName="eob-detail__subheading" level={3} title={t`Totals`}>
        <EobAmounts eob={eob} />
        <p className="eob-detail__note">
          <Trans>This is not a bill. If you owe your provider anything, they will bill you for the member responsibility.</Trans>
        </p>
      </AreaSection>
      <div className="eob-detail__actions no-print">
        <PdfButton eob={eob} pdf={pdf} context={t`of the EOB from ${provider}`} />
        <PrintButton what={t`this explanation of benefits`} />
      </div>
      <SummaryGlossary lines={eob.lines} />
    </>
  );
}

/** One EOB, in place of the list (the address's `eob` parameter opens it, so it can be bookmarked and reloaded). */
function EobDetailView({
  eobId,
  backHref,
  memberNameOf,
  pdf,
  subscriber,
}: {
  eobId: string;
  backHref: string;
  memberNameOf: (eob: EobSummary) => string;
  pdf: EobPdf;
  /** The subscriber, for the printed sheet's header. */
  subscriber: { name: string };
}) {
  const { t } = useLingui();
  const eob = useGetEob(eobId, { query: { meta: { failure: 'in-place' } } });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The detail takes the list's place: focus moves to its heading, as it would on a new page.
  useEffect(() => headingRef.current?.focus(), []);
  const provider = eob.data ? providerOf(eob.data) : '';

  return (
    <section className="eob-detail" aria-labelledby="eob-detail-heading">
      <PrintHeader member={subscriber.name} />
      <p className="eob-detail__back no-print">
        <Link to={backHref}>
          <span aria-hidden="true">← </span>
          {t`Back to all explanations of benefits`}
        </Link>
      </p>
      <h2 id="eob-detail-heading" ref={headingRef} tabIndex={-1} className="eob-detail__heading">
        {eob.data ? t`EOB for ${provider}` : t`Explanation of benefits`}
      </h2>
      <Loaded
        queries={[eob]}
        loading={t`Loading the explanation of benefits`}
        failed={(error) => (
          <InlineFailure
            title={t`This explanation of benefits is not available`}
            text={failureText(error, t`this explanation of benefits`)}
            onRetry={() => void eob.refetch()}
          />
        )}
      >
        {(detail) => <EobDetailBody eob={detail} memberName={memberNameOf(detail)} pdf={pdf} />}
      </Loaded>
    </section>
  );
}

function EobsContent({ subscriber }: { subscriber: { name: string } }) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const now = useToday();
  const filters = readListFilters(searchParams, now);
  const openEobId = searchParams.get(EOB_PARAM)?.trim() || null;
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const pdf = useEobPdf();

  const metadata = useGetEobsMetadata({ query: { meta: { failure: 'in-place' } } });
  const eobs = useGetEobs(eobsParams(filters), { query: { placeholderData: keepPreviousData, enabled: openEobId === null, meta: { failure: 'in-place' } } });
  useFocusOnChange(openEobId === null ? searchParams.toString() : 'detail', resultsRef);

  const members: readonly MemberOption[] = metadata.data?.members ?? [];
  const memberNameOf = (eob: EobSummary) =>
    eob.memberName ?? members.find((member) => member.memberKey === eob.memberKey)?.name ?? '';
  const href = (query: URLSearchParams) => (query.toString() ? `${pathname}?${query.toString()}` : pathname);
  const withoutEob = () => {
    const query = new URLSearchParams(searchParams);
    query.delete(EOB_PARAM);
    return query;
  };
  const pageHref = (page: number) => href(listFilterParams({ ...filters, page }, withoutEob()));
  const detailHref = (eobId: string) => {
    const query = withoutEob();
    query.set(EOB_PARAM, eobId);
    return href(query);
  };
  const go = (query: URLSearchParams) => void navigate({ pathname, search: query.toString() });

  if (openEobId !== null) {
    return <EobDetailView eobId={openEobId} backHref={href(withoutEob())} memberNameOf={memberNameOf} pdf={pdf} subscriber={subscriber} />;
  }

  const page = eobs.data;
  return (
    <>
      <WithFilterChoices metadata={metadata}>
        {(choices) => (
          <ListFiltersForm
            heading={t`Filter explanations of benefits`}
            members={choices.members ?? []}
            dateMeaning="issue"
            filters={filters}
            now={now}
            onApply={(chosen) => go(listFilterParams({ ...chosen, page: 1 }, withoutEob()))}
            onClear={() => go(listFilterParams({ page: 1 }, withoutEob()))}
          />
        )}
      </WithFilterChoices>
      <section className="eob-results" aria-labelledby="eob-results-heading">
        <h2 id="eob-results-heading" ref={resultsRef} tabIndex={-1} className="eob-results__heading">
          {t`Your explanations of benefits`}
        </h2>
        {eobs.error && !eobs.isFetching ? (
          <InlineFailure
            title={t`Explanations of benefits are not available`}
            text={failureText(eobs.error, t`your explanations of benefits`)}
            onRetry={() => void eobs.refetch()}
          />
        ) : !page ? (
          <AreaLoading label={t`Loading your explanations of benefits`} />
        ) : (
          <OverlaySpinner isLoading={eobs.isPlaceholderData} label={t`Loading your explanations of benefits`}>
            <p className="eob-results__summary" aria-live="polite">
              {resultsSummary(filters.page, EOBS_PAGE_SIZE, page.totalElements, page.content.length, 'eobs')}
            </p>
            {page.content.length === 0 ? (
              <div className="eob-results__empty">
                {hasActiveFilters(filters) ? (
                  <p>
                    <Trans>No explanations of benefits match these filters. Change or clear the filters to see more.</Trans>
                  </p>
                ) : (
                  <>
                    <p>
                      <Trans>There are no explanations of benefits to show yet.</Trans>
                    </p>
                    <p>
                      <Trans>We send one after we process a claim.</Trans>
                    </p>
                  </>
                )}
              </div>
            ) : (
              <ul className="eob-results__list">
                {page.content.map((eob, index) => (
                  <EobCard key={`${eob.eobId}-${index}`} eob={eob} memberName={memberNameOf(eob)} detailHref={detailHref(eob.eobId)} pdf={pdf} />
                ))}
              </ul>
            )}
            <Pagination
              label={t`Explanations of benefits pages`}
              page={filters.page}
              totalPages={page.totalPages}
              hrefFor={pageHref}
            />
          </OverlaySpinner>
        )}
      </section>
    </>
  );
}

function EobsForSubscriber({ state }: { state: AccountState }) {
  const { i18n } = useLingui();
  const subscriber = { name: fullName(state.member) };
  return (
    <AreaFrame
      title={i18n._(EOBS_TITLE)}
      piece="eobs"
      intro={
        <>
          <p>
            <Trans>
              An explanation of benefits (EOB) shows how we processed a claim: what the provider billed, what the plan
              allowed and paid, and what you may owe. It is not a bill.
            </Trans>
          </p>
          <p>
            <Link to={routePaths.claims}>
              <Trans>See all claims</Trans>
            </Link>
          </p>
        </>
      }
    >
      <EobsContent subscriber={subscriber} />
    </AreaFrame>
  );
}

/** What a member who is not the subscriber sees: EOBs are the subscriber's, claims are theirs too. */
function EobsNotAvailable() {
  const { t, i18n } = useLingui();
  return (
    <AreaFrame title={i18n._(EOBS_TITLE)} piece="eobs">
      <AlertBanner
        type="info"
        title={t`Only the subscriber can see explanations of benefits`}
        content={t`Explanations of benefits (EOBs) go to the subscriber, the person whose name the plan is in. You can still see your claims, what the plan paid and what you may owe on the Claims page.`}
        links={[{ label: t`Go to Claims`, target: routePaths.claims }]}
      />
    </AreaFrame>
  );
}

function EobsByRole({ state }: { state: AccountState }) {
  return canSeeEobs(state.member) ? <EobsForSubscriber state={state} /> : <EobsNotAvailable />;
}

/**
 * /eobs (product sections 2 and 6): explanations of benefits, for subscribers only (others see a message and a link
 * to their claims, and no EOB call is made). The list is paged and filtered by member and issue date range;
 * 'View details' opens one EOB in place of the list (its service lines, amounts and remarks), and 'Download PDF'
 * opens the printable EOB in a new window. EOB calls are handled in place: failures show inline.
 */
export function EobsPage() {
  return <WithAccountState>{(state) => <EobsByRole state={state} />}</WithAccountState>;
}
