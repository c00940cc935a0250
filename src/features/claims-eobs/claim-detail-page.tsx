import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';

import { useGetClaim } from '../../../generated/gateway/claims/claims';
import type { ClaimDetail, ClaimLine } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import type { AccountState } from '../../shared/account/use-account-state';
import { WithAccountState } from '../../shared/account/with-account-state';
import { AreaFrame, AreaSection } from '../../shared/ui/area-frame/area-frame';
import { Loaded } from '../../shared/ui/area-frame/loaded';
import { canSeeEobs } from '../../domain';
import { PrintButton, PrintHeader } from '../../shared/ui/print/print-view';


import { AmountValue, claimStatusText, DateValue, Fact, isProcessed, NotGiven } from './claim-values';
import { CATEGORY_LABELS, serviceDatesText } from '../../domain/claims-eobs/claim-texts';
import { eobDetailPath } from './eob-paths';
import { failureText, InlineFailure } from './inline-failure';
import { PlainLanguageSummary, SummaryGlossary } from './plain-language-summary';

import './claim-detail-page.css';
import './claims-page.css';
import './claims-print-page.css';
import { fullName } from '../../domain/account/full-name';

/** Where 'Back to claims' goes: the list as the member left it (its filters and page), else the list. */
export interface ClaimDetailLinkState {
  readonly listSearch?: string;
}

function textOr(value: string | null | undefined): ReactNode {
  return value?.trim() ? value : <NotGiven />;
}

function StatusSection({ claim }: { claim: ClaimDetail }) {
  const { t } = useLingui();
  const status = claimStatusText(claim.status);
  const history = (claim.statusHistory ?? []).filter((event) => event.status);
  return (
    <AreaSection className="claim-detail__section" titleClassName="claim-detail__subheading" title={t`Status`}>
      <p className="claim-detail__status">
        <span className={`claim-card__status claim-card__status--${String(claim.status ?? 'none').toLowerCase()}`}>{status.label}</span>
        {status.description && <span className="claim-detail__status-text">{status.description}</span>}
      </p>
      {history.length > 0 && (
        <ol className="claim-history" aria-label={t`Status history`}>
          {history.map((event, index) => (
            <li key={`${event.status}-${event.date ?? ''}-${index}`} className="claim-history__event">
              <span className="claim-history__status">{claimStatusText(event.status).label}</span>{' '}
              <span className="claim-history__date">
                <DateValue date={event.date} />
              </span>
              {event.note?.trim() && <span className="claim-history__note">{event.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </AreaSection>
  );
}

const LINE_AMOUNTS: readonly { term: MessageDescriptor; pick: (line: ClaimLine) => number | null | undefined; owed?: boolean }[] = [
  { term: msg`Billed`, pick: (line) => line.billed },
  { term: msg`Allowed`, pick: (line) => line.allowed },
  { term: msg`Plan paid`, pick: (line) => line.planPaid },
  { term: msg`Deductible`, pick: (line) => line.deductible },
  { term: msg`Copay`, pick: (line) => line.copay },
  { term: msg`Coinsurance`, pick: (line) => line.coinsurance },
  { term: msg`Not covered`, pick: (line) => line.notCovered },
  { term: msg`You owe`, pick: (line) => line.memberResponsibility, owed: true },
];

function LineItem({ line, index, processed }: { line: ClaimLine; index: number; processed: boolean }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const code = line.serviceCode?.trim();
  const number = index + 1;
  const title = line.description?.trim() || (code ? t`Service ${code}` : t`Service ${number}`);
  return (
    <li className="claim-line">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="claim-line__title">
          {title}
          {line.description?.trim() && line.serviceCode?.trim() && (
            <>
              {' '}
              <span className="claim-line__code">{t`(code ${code})`}</span>
            </>
          )}
        </h3>
        <dl className="facts claim-line__amounts">
          <Fact term={t`Service date`}>
            <DateValue date={line.serviceDate} />
          </Fact>
          {LINE_AMOUNTS.map((amount) => (
            <Fact key={amount.term.id} term={i18n._(amount.term)} className={amount.owed ? 'claim-line__owed' : undefined}>
              <AmountValue amount={amount.pick(line)} processed={processed} />
            </Fact>
          ))}
        </dl>
        {line.remarks?.trim() && (
          <p className="claim-line__remarks">
            <span className="claim-line__remarks-label">{t`Remarks:`} </span>
            {line.remarks}
          </p>
        )}
      </article>
    </li>
  );
}

function ClaimBody({ claim, state }: { claim: ClaimDetail; state: AccountState }) {
  const { t, i18n } = useLingui();
  const processed = isProcessed(claim.status);
  const lines = claim.lines ?? [];
  const familyMember = state.account.members.find((member) => member.memberKey === claim.memberKey);
  const patient = claim.memberName?.trim() || (familyMember ? fullName(familyMember) : '');
  const serviceDates = claim.serviceStartDate ? serviceDatesText(claim.serviceStartDate, claim.serviceEndDate) : '';
  const showEob = canSeeEobs(state.member) && Boolean(claim.eobId?.trim());
  const category = claim.productCategory ? (CATEGORY_LABELS[claim.productCategory] as MessageDescriptor | undefined) : undefined;

  return (
    <>
      <dl className="facts claim-detail__facts">
        <Fact term={t`Patient`}>{textOr(patient)}</Fact>
        <Fact term={t`Provider`}>{textOr(claim.providerName)}</Fact>
        <Fact term={t`Category`}>{claim.productCategory ? (category ? i18n._(category) : claim.productCategory) : <NotGiven />}</Fact>
        <Fact term={t`Service dates`}>{textOr(serviceDates)}</Fact>
        <Fact term={t`Claim number`}>{claim.claimId}</Fact>
        <Fact term={t`Received`}>
          <DateValue date={claim.receivedDate} />
        </Fact>
        <Fact term={t`Processed`}>{processed ? <DateValue date={claim.processedDate} /> : t`Not yet`}</Fact>
      </dl>

      <StatusSection claim={claim} />

      {lines.length > 0 && <PlainLanguageSummary lines={lines} />}

      <AreaSection className="claim-detail__section" titleClassName="claim-detail__subheading" title={t`Services`}>
        {lines.length === 0 ? (
          <p>
            <Trans>This claim lists no services.</Trans>
          </p>
        ) : (
          <ul className="claim-detail__lines">
            {lines.map((line, index) => (
              <LineItem key={`${line.serviceCode ?? 'line'}-${index}`} line={line} index={index} processed={processed} />
            ))}
          </ul>
        )}
      </AreaSection>

      <AreaSection className="claim-detail__section" titleClassName="claim-detail__subheading" title={t`Totals`}>
        <dl className="facts claim-detail__totals">
          <Fact term={t`Billed`}>
            <AmountValue amount={claim.billedAmount} processed />
          </Fact>
          <Fact term={t`Allowed`}>
            <AmountValue amount={claim.allowedAmount} processed={processed} />
          </Fact>
          <Fact term={t`Plan paid`}>
            <AmountValue amount={claim.planPaid} processed={processed} />
          </Fact>
          <Fact term={t`You owe`} className="claim-detail__owed">
            <AmountValue amount={claim.memberResponsibility} processed={processed} />
          </Fact>
        </dl>
        {lines.length === 0 && (
          <p className="claim-detail__note">
            <Trans>This is not a bill.</Trans>
          </p>
        )}
      </AreaSection>

      {showEob && (
        <p className="claim-detail__eob no-print">
          <Link className="claim-detail__eob-link" to={eobDetailPath(claim.eobId!)}>
            <Trans>View the explanation of benefits for this claim</Trans>
          </Link>
        </p>
      )}

      <SummaryGlossary lines={lines} />
    </>
  );
}

function ClaimDetailContent({ claimId, state }: { claimId: string; state: AccountState }) {
  const claim = useGetClaim(claimId, { query: { meta: { failure: 'in-place' } } });
  const location = useLocation();
  const listSearch = (location.state as ClaimDetailLinkState | null)?.listSearch ?? '';
  const { t } = useLingui();
  const member = fullName(state.member);

  return (
    <AreaFrame title={t`Claim ${claimId}`} piece="claims.detail">
      <div className="claim-detail__bar no-print">
        <Link className="claim-detail__back" to={`${routePaths.claims}${listSearch}`}>
          <span aria-hidden="true">← </span>
          {t`Back to claims`}
        </Link>
        {claim.data && <PrintButton what={t`this claim`} />}
      </div>
      <PrintHeader member={member} />
      <Loaded
        queries={[claim]}
        loading={t`Loading the claim`}
        failed={(error) => (
          <InlineFailure title={t`This claim is not available`} text={failureText(error, t`this claim`)} onRetry={() => void claim.refetch()} />
        )}
      >
        {(answer) => <ClaimBody claim={answer} state={state} />}
      </Loaded>
    </AreaFrame>
  );
}

/**
 * /claims/{claimId}: one claim, with its provider, patient, service dates, claim number, status and the dates it
 * changed, a plain-language sentence per service, each service's amounts (billed, allowed, plan paid, deductible,
 * copay, coinsurance, not covered, what the member owes) and the totals; the link to its EOB only for members who
 * see EOBs (product section 6). Fields the gateway leaves out show a dash. Claim calls are handled in place (section
 * 8): a failure shows here with 'Try again'. Prints without the shell.
 */
export function ClaimDetailPage() {
  const { claimId = '' } = useParams();
  return <WithAccountState>{(state) => <ClaimDetailContent key={claimId} claimId={claimId} state={state} />}</WithAccountState>;
}
