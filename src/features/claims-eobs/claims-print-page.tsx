import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';

import { useGetClaimsMetadata } from '../../../generated/gateway/claims/claims';
import type { Claim } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import type { AccountState } from '../../shared/account/use-account-state';
import { WithAccountState } from '../../shared/account/with-account-state';
import { useToday } from '../../shared/lib/clock';
import { AreaFrame, AreaLoading } from '../../shared/ui/area-frame/area-frame';
import { canSeeEobs } from '../../domain';
import { formatCount, formatDate, formatUsd } from '../../shared/lib/format';
import { PrintButton, PrintHeader } from '../../shared/ui/print/print-view';
import { TableScroll } from '../../shared/ui/table-scroll/table-scroll';


import { CLAIM_COLUMN_TITLES, CLAIM_COLUMNS, type ClaimColumn, claimRow, claimsTotals, exportRange, listOwner } from './claims-export';
import { ClaimsExportActions } from './claims-export-actions';
import { CATEGORY_LABELS, CLAIM_STATUS_TEXT } from '../../domain/claims-eobs/claim-texts';
import { listFilterParams, type ListFilters, readListFilters } from '../../domain/claims-eobs/list-filters';
import { failureText, InlineFailure } from './inline-failure';
import { MAX_EXPORT_PAGES, EXPORT_PAGE_SIZE, useAllClaims } from './use-all-claims';

import './claims-print-page.css';
import { fullName } from '../../domain/account/full-name';

export const CLAIMS_PRINT_TITLE = msg`Claims list`;

/** The columns the sheet shows: those of the CSV but the received and processed dates, with one service dates column. */
const SHOWN: readonly ClaimColumn[] = ['claimNumber', 'patient', 'provider', 'category', 'serviceStart', 'status', 'billed', 'allowed', 'planPaid', 'youOwe'];
const AMOUNT_COLUMNS: ReadonlySet<ClaimColumn> = new Set(['billed', 'allowed', 'planPaid', 'youOwe']);
/** The one service dates column's title. */
const SERVICE_DATES = msg`Service dates`;

function cellsOf(claim: Claim, patient: string): string[] {
  const row = claimRow(claim, patient);
  const at = (column: ClaimColumn) => row[CLAIM_COLUMNS.indexOf(column)] ?? '';
  return SHOWN.map((column) => {
    if (column !== 'serviceStart') return at(column);
    const start = at('serviceStart');
    const end = at('serviceEnd');
    return end && end !== start ? `${start} - ${end}` : start;
  });
}

/** What the list holds, in words (in the language shown now): whose, which dates, category, status and search. */
function filterFacts(filters: Omit<ListFilters, 'page'>, whose: string, range: { from: string; to: string } | null): { key: string; term: string; value: string }[] {
  const facts = [{ key: 'whose', term: t`Claims of`, value: whose }];
  facts.push({
    key: 'dates',
    term: i18n._(SERVICE_DATES),
    value: range ? `${formatDate(range.from)} - ${formatDate(range.to)}` : t`All dates`,
  });
  if (filters.category) facts.push({ key: 'category', term: t`Category`, value: i18n._(CATEGORY_LABELS[filters.category]) });
  if (filters.status) facts.push({ key: 'status', term: t`Status`, value: i18n._(CLAIM_STATUS_TEXT[filters.status].label) });
  if (filters.search) facts.push({ key: 'search', term: t`Search`, value: filters.search });
  return facts;
}

/** A column's title on the sheet. */
function columnTitle(column: ClaimColumn): MessageDescriptor {
  return column === 'serviceStart' ? SERVICE_DATES : CLAIM_COLUMN_TITLES[column];
}

function PrintContent({ state }: { state: AccountState }) {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const now = useToday();
  const { page: _page, ...filters } = readListFilters(searchParams, now);
  const metadata = useGetClaimsMetadata({ query: { meta: { failure: 'in-place' } } });
  const all = useAllClaims(filters);

  const self = fullName(state.member);
  const members = metadata.data?.members ?? [];
  const chosen = filters.memberKey ? members.find((member) => member.memberKey === filters.memberKey)?.name : undefined;
  const whose = listOwner(chosen, self, canSeeEobs(state.member));
  const patientOf = (claim: Claim) => claim.memberName ?? members.find((member) => member.memberKey === claim.memberKey)?.name ?? '';
  const listQuery = listFilterParams({ ...filters, page: 1 }).toString();
  const claims = all.data?.claims ?? [];
  const range = exportRange(filters, claims);
  const facts = filterFacts(filters, whose, all.data ? range : filters.startDate && filters.endDate ? { from: filters.startDate, to: filters.endDate } : null);
  const totals = claimsTotals(claims);
  const shownMost = formatCount(MAX_EXPORT_PAGES * EXPORT_PAGE_SIZE);
  const matching = formatCount(all.data?.total ?? 0);
  const listed = claims.length;
  const count = formatCount(listed);

  return (
    <AreaFrame
      title={i18n._(CLAIMS_PRINT_TITLE)}
      piece="claims.print"
      intro={
        <p className="no-print">
          <Trans>Every claim that matches your filters, on one page, ready to print or save as a file.</Trans>
        </p>
      }
    >
      <div className="claims-print__bar no-print">
        <Link className="claims-print__back" to={listQuery ? `${routePaths.claims}?${listQuery}` : routePaths.claims}>
          <span aria-hidden="true">← </span>
          {t`Back to claims`}
        </Link>
        {all.data && <PrintButton what={t`this list of claims`} />}
        {all.data && <ClaimsExportActions filters={filters} whose={whose} patientOf={patientOf} printView={false} />}
      </div>
      <PrintHeader member={self} />
      <dl className="claims-print__facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {all.error && !all.isFetching ? (
        <InlineFailure title={t`Claims are not available`} text={failureText(all.error, t`your claims`)} onRetry={() => void all.refetch()} />
      ) : !all.data ? (
        <AreaLoading label={t`Loading your claims`} />
      ) : claims.length === 0 ? (
        <p className="claims-print__empty">
          <Trans>No claims match these filters.</Trans>
        </p>
      ) : (
        <>
          {all.data.total > claims.length && (
            <p className="claims-print__note">
              {t`This list shows the newest ${shownMost} of ${matching} claims. Narrow the filters to see the others.`}
            </p>
          )}
          <TableScroll label={t`Claims`}>
            <table className="claims-print__table">
              <caption className="claims-print__caption">
                {plural(listed, { one: `${count} claim, newest first`, other: `${count} claims, newest first` })}
              </caption>
              <thead>
                <tr>
                  {SHOWN.map((column) => (
                    <th key={column} scope="col" className={AMOUNT_COLUMNS.has(column) ? 'claims-print__amount' : undefined}>
                      {i18n._(columnTitle(column))}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {claims.map((claim, index) => (
                  <tr key={`${claim.claimId}-${index}`}>
                    {cellsOf(claim, patientOf(claim)).map((cell, column) =>
                      column === 0 ? (
                        <th key={column} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={column} className={AMOUNT_COLUMNS.has(SHOWN[column]!) ? 'claims-print__amount' : undefined}>
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={SHOWN.length - 4}>
                    <Trans>Total</Trans>
                  </th>
                  <td className="claims-print__amount">{formatUsd(totals.billed)}</td>
                  <td className="claims-print__amount">{formatUsd(totals.allowed)}</td>
                  <td className="claims-print__amount">{formatUsd(totals.planPaid)}</td>
                  <td className="claims-print__amount">{formatUsd(totals.owed)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
          <p className="claims-print__note">
            <Trans>Claims still in review count only in the billed total. This is not a bill.</Trans>
          </p>
        </>
      )}
    </AreaFrame>
  );
}

/**
 * /claims/print: the print view of the claims list with the list's filters (the same address parameters), every
 * matching claim in one table with the totals, under the brand, the member and the dates it covers; 'Print', and
 * 'Download CSV' of the same claims. Claim calls are handled in place (product section 8).
 */
export function ClaimsPrintPage() {
  return <WithAccountState>{(state) => <PrintContent state={state} />}</WithAccountState>;
}
