import Papa from 'papaparse';

import type { Claim, ClaimStatus } from '../../../generated/model';
import { calendarDay, formatDate, formatUsd } from '../../shared/lib/format';

import { CATEGORY_LABELS, CLAIM_STATUS_TEXT } from './rules/claim-texts';
import type { ListFilters } from './rules/list-filters';

/**
 * The claims list as a file (CSV) and on paper: one row per claim, the columns the README names, amounts in US
 * dollars with 2 decimals and dates as the portal shows them (MM/DD/YYYY).
 */

export const CLAIMS_CSV_COLUMNS = [
  'Claim number',
  'Patient',
  'Provider',
  'Category',
  'Service start',
  'Service end',
  'Status',
  'Received',
  'Processed',
  'Billed',
  'Allowed',
  'Plan paid',
  'You owe',
] as const;

const processed = (status: ClaimStatus | undefined) => status !== 'RECEIVED' && status !== 'PENDING';

/** An amount as the list shows it: US dollars, 'Pending' before the claim is processed, empty when missing after. */
export function amountCell(amount: number | null | undefined, status: ClaimStatus | undefined): string {
  return formatUsd(amount) || (processed(status) ? '' : 'Pending');
}

/** One claim's row, in the order of CLAIMS_CSV_COLUMNS. */
export function claimRow(claim: Claim, patient: string): string[] {
  return [
    claim.claimId,
    patient,
    claim.providerName ?? '',
    claim.productCategory ? (CATEGORY_LABELS[claim.productCategory] ?? String(claim.productCategory)) : '',
    formatDate(claim.serviceStartDate),
    formatDate(claim.serviceEndDate ?? claim.serviceStartDate),
    claim.status ? (CLAIM_STATUS_TEXT[claim.status]?.label ?? String(claim.status)) : '',
    formatDate(claim.receivedDate),
    processed(claim.status) ? formatDate(claim.processedDate) : '',
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

/** The CSV text: a header row, then one row per claim; RFC 4180 quoting, CRLF line ends. */
export function claimsCsv(claims: readonly Claim[], patientOf: (claim: Claim) => string): string {
  return Papa.unparse(
    { fields: [...CLAIMS_CSV_COLUMNS], data: claims.map((claim) => claimRow(claim, patientOf(claim))) },
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  );
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
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
 * (dates as YYYY-MM-DD, which sort and never hold a slash).
 */
export function claimsFileName(whose: string, range: { from: string; to: string } | null): string {
  const parts = ['claims', slug(whose) || 'member', range ? `${range.from}-to-${range.to}` : 'no-dates'];
  return `${parts.join('-')}.csv`;
}

/** Whose claims a list holds: the chosen member, else the family (subscriber) or the member (everyone else). */
export function listOwner(chosenMember: string | undefined, self: string, subscriber: boolean): string {
  if (chosenMember) return chosenMember;
  return subscriber ? `${self} family` : self;
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
