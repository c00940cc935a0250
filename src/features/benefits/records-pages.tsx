import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useGetPriorAuthorizations } from '../../../generated/gateway/care/care';
import { useGetReferrals, useGetReferralsMetadata } from '../../../generated/gateway/referrals/referrals';
import type { PriorAuthorization, PriorAuthorizationStatus, Referral, ReferralStatusCode } from '../../../generated/model';
import { dateOrDash, firstText, formatDate } from '../../shared/lib/format';
import { CATEGORY_NAMES } from '../../domain';
import { AlertBanner } from '../../shared/ui';
import { AreaLoading } from '../../shared/ui/area-frame/area-frame';
import { Pagination } from '../../shared/ui/pagination/pagination';

import { BenefitsArea } from './benefits-frame';
import { type BenefitsFrame } from './use-benefits';
import { parsePageParam, parseSizeParam, resultsText } from './pagination';

import '../../shared/ui/input/input.css';
import '../../shared/ui/button/button.css';
import { fullName } from '../../domain/account/full-name';

/** Records per page unless the address asks for another size (?size=). */
export const RECORDS_PAGE_SIZE = 10;

type Tone = 'positive' | 'waiting' | 'negative' | 'neutral';

function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`benefits-status benefits-status--${tone}`}>{children}</span>;
}

/** A select of a filter form; '' is the 'all' choice. */
function FilterSelect({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="benefits-field">
      <label className="benefits-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input benefits-field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Query values as filters: setting one goes back to the first page. */
function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );
  return {
    get: (key: string) => searchParams.get(key) ?? '',
    page: parsePageParam(searchParams.get('page')),
    size: parseSizeParam(searchParams.get('size'), RECORDS_PAGE_SIZE),
    update,
  };
}

/** A range of dates in words, in the language shown when it is called. */
function dateRange(start: string | null | undefined, end: string | null | undefined): string {
  if (start && end) return `${formatDate(start)} - ${formatDate(end)}`;
  if (start) {
    const from = formatDate(start);
    return t`From ${from}`;
  }
  const until = formatDate(end);
  return end ? t`Until ${until}` : t`Not set`;
}

// ------------------------------------------------------------------ /benefits/referrals

const REFERRAL_TONES: Record<ReferralStatusCode, Tone> = {
  APPROVED: 'positive',
  PENDING: 'waiting',
  DENIED: 'negative',
  EXPIRED: 'neutral',
  CLOSED: 'neutral',
};

function ReferralCard({ referral }: { referral: Referral }) {
  const { t } = useLingui();
  const used = referral.visitsUsed ?? 0;
  const authorized = referral.visitsAuthorized;
  const visits = typeof authorized === 'number' ? t`${used} of ${authorized} used` : t`Not set yet`;
  return (
    <li className="benefits-card">
      <div className="benefits-record__head">
        <h2 className="benefits-card__title">{referral.providerName ?? t`Provider to be named`}</h2>
        {(referral.statusCode || firstText(referral.statusDescription)) && (
          <StatusBadge tone={referral.statusCode ? REFERRAL_TONES[referral.statusCode] : 'neutral'}>
            {firstText(referral.statusDescription) ?? referral.statusCode}
          </StatusBadge>
        )}
      </div>
      <dl className="benefits-facts">
        <dt>{t`Member`}</dt>
        <dd>{referral.memberName ?? referral.memberKey}</dd>
        {referral.specialty && (
          <>
            <dt>{t`Specialty`}</dt>
            <dd>{referral.specialty}</dd>
          </>
        )}
        {referral.referringProviderName && (
          <>
            <dt>{t`Referred by`}</dt>
            <dd>{referral.referringProviderName}</dd>
          </>
        )}
        <dt>{t`Dates`}</dt>
        <dd>{dateRange(referral.startDate, referral.endDate)}</dd>
        <dt>{t`Visits`}</dt>
        <dd>{visits}</dd>
        <dt>{t`Referral number`}</dt>
        <dd>{referral.referralId}</dd>
      </dl>
    </li>
  );
}

function ReferralsList() {
  const { t } = useLingui();
  const params = useListParams();
  const metadata = useGetReferralsMetadata();
  const memberKey = params.get('member');
  const statusCode = params.get('status') as ReferralStatusCode | '';
  const providerId = params.get('provider');
  const showExpired = params.get('expired') === 'true' || statusCode === 'EXPIRED';
  const referrals = useGetReferrals(
    {
      page: params.page - 1,
      size: params.size,
      memberKey: memberKey || undefined,
      statusCode: statusCode || undefined,
      providerId: providerId || undefined,
      excludeExpired: !showExpired,
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const filtered = Boolean(memberKey || statusCode || providerId || params.get('expired'));

  return (
    <>
      <form className="benefits-filters__form" aria-label={t`Filter referrals`} onSubmit={(event) => event.preventDefault()}>
        <FilterSelect
          id="referrals-member"
          label={t`Member`}
          value={memberKey}
          allLabel={t`All members`}
          options={(metadata.data?.members ?? []).map((member) => ({ value: member.memberKey, label: member.name }))}
          onChange={(value) => params.update({ member: value })}
        />
        <FilterSelect
          id="referrals-status"
          label={t`Status`}
          value={statusCode}
          allLabel={t`All statuses`}
          options={(metadata.data?.statuses ?? []).map((status) => ({ value: status.code, label: firstText(status.description) ?? status.code }))}
          onChange={(value) => params.update({ status: value })}
        />
        <FilterSelect
          id="referrals-provider"
          label={t`Provider`}
          value={providerId}
          allLabel={t`All providers`}
          options={(metadata.data?.providers ?? []).map((provider) => ({ value: provider.providerId, label: firstText(provider.providerName) ?? provider.providerId }))}
          onChange={(value) => params.update({ provider: value })}
        />
        <label className="benefits-check">
          <input
            type="checkbox"
            checked={showExpired}
            disabled={statusCode === 'EXPIRED'}
            onChange={(event) => params.update({ expired: event.target.checked ? 'true' : null })}
          />
          {t`Show expired referrals`}
        </label>
        {filtered && (
          <button
            type="button"
            className="button"
            onClick={() => params.update({ member: null, status: null, provider: null, expired: null })}
          >
            {t`Clear filters`}
          </button>
        )}
      </form>
      {referrals.isPending ? (
        <AreaLoading label={t`Loading your referrals`} />
      ) : referrals.data ? (
        <>
          <p className="benefits-results" role="status">
            {resultsText(params.page, params.size, referrals.data.totalElements, referrals.data.content.length, t({ message: 'referrals', comment: 'Counted in a results line: Showing 1–10 of 23 referrals' }))}
          </p>
          {referrals.data.content.length > 0 && (
            <ul className="benefits-records">
              {referrals.data.content.map((referral) => (
                <ReferralCard key={referral.referralId} referral={referral} />
              ))}
            </ul>
          )}
          {(referrals.data.totalElements ?? referrals.data.content.length) === 0 && filtered && <p className="benefits-empty">{t`No referrals match these filters.`}</p>}
          <Pagination
            label={t`Referrals pages`}
            page={params.page}
            totalPages={referrals.data.totalPages}
            onPage={(page) => params.update({ page: String(page) })}
          />
        </>
      ) : null}
    </>
  );
}

function NoReferrals() {
  const { t } = useLingui();
  return (
    <AlertBanner
      type="info"
      title={t`You have no referrals`}
      content={t`When a provider refers you or a family member to a specialist, the referral shows here.`}
    />
  );
}

/** /benefits/referrals: the family's referrals, filtered by member, status and provider, expired ones left out unless asked for. */
export function ReferralsPage() {
  const { i18n } = useLingui();
  return (
    <BenefitsArea
      title={i18n._(CATEGORY_NAMES.Referrals)}
      piece="benefits.referrals"
      page="referrals"
      notInPlan={(frame: BenefitsFrame) => (frame.hasReferrals ? null : <NoReferrals />)}
    >
      {() => <ReferralsList />}
    </BenefitsArea>
  );
}

// ------------------------------------------------------------------ /benefits/prior-authorization

const AUTHORIZATION_STATUS: Record<PriorAuthorizationStatus, { text: MessageDescriptor; tone: Tone }> = {
  SUBMITTED: { text: msg`Submitted`, tone: 'waiting' },
  IN_REVIEW: { text: msg`In review`, tone: 'waiting' },
  APPROVED: { text: msg`Approved`, tone: 'positive' },
  PARTIALLY_APPROVED: { text: msg`Partly approved`, tone: 'positive' },
  DENIED: { text: msg`Denied`, tone: 'negative' },
  CANCELLED: { text: msg`Cancelled`, tone: 'neutral' },
};

function AuthorizationCard({ authorization }: { authorization: PriorAuthorization }) {
  const { t, i18n } = useLingui();
  const status = authorization.status ? AUTHORIZATION_STATUS[authorization.status] : undefined;
  return (
    <li className="benefits-card">
      <div className="benefits-record__head">
        <h2 className="benefits-card__title">{authorization.serviceDescription ?? t`Service`}</h2>
        {status && <StatusBadge tone={status.tone}>{i18n._(status.text)}</StatusBadge>}
      </div>
      <dl className="benefits-facts">
        <dt>{t`Member`}</dt>
        <dd>{authorization.memberName ?? authorization.memberKey}</dd>
        {authorization.providerName && (
          <>
            <dt>{t`Provider`}</dt>
            <dd>{authorization.providerName}</dd>
          </>
        )}
        <dt>{t`Requested`}</dt>
        <dd>{dateOrDash(authorization.requestedDate)}</dd>
        <dt>{t`Decided`}</dt>
        <dd>{authorization.decisionDate ? formatDate(authorization.decisionDate) : t`Not yet`}</dd>
        {(authorization.validFrom || authorization.validThrough) && (
          <>
            <dt>{t`Valid`}</dt>
            <dd>{dateRange(authorization.validFrom, authorization.validThrough)}</dd>
          </>
        )}
        <dt>{t`Authorization number`}</dt>
        <dd>{authorization.authorizationId}</dd>
      </dl>
    </li>
  );
}

function AuthorizationsList({ frame }: { frame: BenefitsFrame }) {
  const { t } = useLingui();
  const params = useListParams();
  const members = frame.state.family.members;
  const memberKey = members.some((member) => member.key === params.get('member')) ? params.get('member') : '';
  const authorizations = useGetPriorAuthorizations(
    { page: params.page - 1, size: params.size, memberKey: memberKey || undefined },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <>
      <p className="benefits-hint">
        {t`Some services need the plan's approval before you get them. Your provider asks for it; the decisions show here.`}
      </p>
      {members.length > 1 && (
        <form className="benefits-filters__form" aria-label={t`Filter prior authorizations`} onSubmit={(event) => event.preventDefault()}>
          <FilterSelect
            id="authorizations-member"
            label={t`Member`}
            value={memberKey}
            allLabel={t`All members`}
            options={members.map((member) => ({ value: member.key, label: fullName(member) }))}
            onChange={(value) => params.update({ member: value })}
          />
        </form>
      )}
      {authorizations.isPending ? (
        <AreaLoading label={t`Loading prior authorizations`} />
      ) : authorizations.data ? (
        <>
          <p className="benefits-results" role="status">
            {resultsText(params.page, params.size, authorizations.data.totalElements, authorizations.data.content.length, t({ message: 'prior authorizations', comment: 'Counted in a results line: Showing 1–10 of 23 prior authorizations' }))}
          </p>
          {authorizations.data.content.length > 0 && (
            <ul className="benefits-records">
              {authorizations.data.content.map((authorization) => (
                <AuthorizationCard key={authorization.authorizationId} authorization={authorization} />
              ))}
            </ul>
          )}
          <Pagination
            label={t`Prior authorizations pages`}
            page={params.page}
            totalPages={authorizations.data.totalPages}
            onPage={(page) => params.update({ page: String(page) })}
          />
        </>
      ) : null}
    </>
  );
}

/** /benefits/prior-authorization: the family's prior authorizations, paged, filtered by member. */
export function PriorAuthorizationPage() {
  const { i18n } = useLingui();
  return (
    <BenefitsArea title={i18n._(CATEGORY_NAMES['Prior Authorization'])} piece="benefits.prior-authorization" page="prior-authorization">
      {(frame) => <AuthorizationsList frame={frame} />}
    </BenefitsArea>
  );
}
