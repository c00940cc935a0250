import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import Papa from 'papaparse';

import type { Claim, ClaimStatus } from '../../../generated/model';
import { calendarDay, formatUsd, spreadsheetDate } from '../../shared/lib/format';

import { fileWords } from './file-words';
import { CATEGORY_LABELS, CLAIM_STATUS_TEXT } from '../../domain/claims-eobs/claim-texts';
import type { ListFilters } from '../../domain/claims-eobs/list-filters';

/**
 * The claims list as a file (CSV) and on paper: one row per claim, the columns docs/claims-and-eobs.md names, amounts in US
 * dollars with 2 decimals. The file's dates are numeric (`spreadsheetDate`: MM/DD/YYYY in English), unlike the
 * portal's written-out dates on screen and on paper, so that a spreadsheet reads each cell as a date it can sort
 * and filter. The file and the sheet are written in the language shown when they are made.
 */

/** The columns of the file, in its order. */
export const CLAIM_COLUMNS = [
  'claimNumber',
  'patient',
  'provider',
  'category',
  'serviceStart',
  'serviceEnd',
  'status',
  'received',
  'processed',
  'billed',
  'allowed',
  'planPaid',
  'youOwe',
] as const;

export type ClaimColumn = (typeof CLAIM_COLUMNS)[number];

/** The title of each column. */
export const CLAIM_COLUMN_TITLES: Readonly<Record<ClaimColumn, MessageDescriptor>> = {
  claimNumber: msg`Claim number`,
  patient: msg`Patient`,
  provider: msg`Provider`,
  category: msg`Category`,
  serviceStart: msg`Service start`,
  serviceEnd: msg`Service end`,
  status: msg`Status`,
  received: msg`Received`,
  processed: msg`Processed`,
  billed: msg`Billed`,
  allowed: msg`Allowed`,
  planPaid: msg`Plan paid`,
  youOwe: msg`You owe`,
};

/** The header row of the file, in the order of CLAIM_COLUMNS. */
export const CLAIMS_CSV_COLUMNS: readonly MessageDescriptor[] = CLAIM_COLUMNS.map((column) => CLAIM_COLUMN_TITLES[column]);

/** A message in the language shown now; a code the portal does not know reads as the gateway sent it. */
function textOf(message: MessageDescriptor | undefined, code: string): string {
  return message ? i18n._(message) : String(code);
}

const processed = (status: ClaimStatus | undefined) => status !== 'RECEIVED' && status !== 'PENDING';

/** An amount as the list shows it: US dollars, 'Pending' before the claim is processed, empty when missing after. */
export function amountCell(amount: number | null | undefined, status: ClaimStatus | undefined): string {
  return formatUsd(amount) || (processed(status) ? '' : t`Pending`);
}

/** One claim's row, in the order of CLAIM_COLUMNS, in the language shown now. */
export function claimRow(claim: Claim, patient: string): string[] {
  return [
    claim.claimId,
    patient,
    claim.providerName ?? '',
    claim.productCategory ? textOf(CATEGORY_LABELS[claim.productCategory], claim.productCategory) : '',
    spreadsheetDate(claim.serviceStartDate),
    spreadsheetDate(claim.serviceEndDate ?? claim.serviceStartDate),
    claim.status ? textOf(CLAIM_STATUS_TEXT[claim.status]?.label, claim.status) : '',
    spreadsheetDate(claim.receivedDate),
    processed(claim.status) ? spreadsheetDate(claim.processedDate) : '',
    amountCell(claim.billedAmount, 'PROCESSED'),
    amountCell(claim.allowedAmount, claim.status),
    amountCell(claim.planPaid, claim.status),
    amountCell(claim.memberResponsibility, claim.status),
  ];
}

/**
 * A text that a spreadsheet would run as a formula (starting with =, +, @, a tab, a carriage return, or a minus
 * that does not start an amount) gets a leading apostrophe: a provider name from the gateway can never become a
 * formula on the member's computer.
 */
export const FORMULA_START = /^(?:[=+@\t\r]|-(?!\$\d))/;

/** The CSV text, in the language shown now: a header row, then one row per claim; RFC 4180 quoting, CRLF line ends. */
export function claimsCsv(claims: readonly Claim[], patientOf: (claim: Claim) => string): string {
  return Papa.unparse(
    { fields: CLAIMS_CSV_COLUMNS.map((title) => i18n._(title)), data: claims.map((claim) => claimRow(claim, patientOf(claim))) },
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  );
}

/** The dates a list covers: the date filter when there is one, else the service dates of its claims. */
export function exportRange(filters: Pick<ListFilters, 'startDate' | 'endDate'>, claims: readonly Claim[]): { from: string; to: string } | null {
  if (filters.startDate && filters.endDate) return { from: filters.startDate, to: filters.endDate };
  const days = claims.flatMap((claim) => [calendarDay(claim.serviceStartDate), calendarDay(claim.serviceEndDate ?? claim.serviceStartDate)]).filter((day): day is string => day !== null);
  if (days.length === 0) return null;
  days.sort();
  return { from: days[0]!, to: days[days.length - 1]! };
}

/**
 * The file's name carries whose claims and which dates: 'claims-jordan-rivera-family-2026-01-01-to-2026-11-22.csv'
 * (dates as YYYY-MM-DD, which sort and never hold a slash), in the language shown now.
 */
export function claimsFileName(whose: string, range: { from: string; to: string } | null): string {
  const from = range?.from ?? '';
  const to = range?.to ?? '';
  const dates = range ? t`${from} to ${to}` : t`no dates`;
  const parts = [fileWords(t`claims`), fileWords(whose) || fileWords(t`member`), fileWords(dates)];
  return `${parts.join('-')}.csv`;
}

/** Whose claims a list holds (in the language shown now): the chosen member, else the family (subscriber) or the member (everyone else). */
export function listOwner(chosenMember: string | undefined, self: string, subscriber: boolean): string {
  if (chosenMember) return chosenMember;
  return subscriber ? t`${self} family` : self;
}

export interface ClaimsTotals {
  readonly billed: number;
  readonly allowed: number;
  readonly planPaid: number;
  readonly owed: number;
}

/** The totals of a list: every amount the claims give (claims in review give none but what was billed). */
export function claimsTotals(claims: readonly Claim[]): ClaimsTotals {
  const add = (pick: (claim: Claim) => number | null | undefined) =>
    Math.round(claims.reduce((sum, claim) => {
      const amount = pick(claim);
      return typeof amount === 'number' && Number.isFinite(amount) ? sum + amount : sum;
    }, 0) * 100) / 100;
  return {
    billed: add((claim) => claim.billedAmount),
    allowed: add((claim) => claim.allowedAmount),
    planPaid: add((claim) => claim.planPaid),
    owed: add((claim) => claim.memberResponsibility),
  };
}
