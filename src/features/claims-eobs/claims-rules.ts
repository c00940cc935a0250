import { z } from 'zod';

import {
  ClaimStatus,
  type GetClaimsParams,
  type GetEobsParams,
  type Member,
  ProductCategory,
} from '../../../generated/model';
import { categoryEligibilityStatus } from '../../shared/domain';
import { calendarDay, DASH, formatDate, formatLongDate } from '../../shared/lib/format';
import { dateRangeSchema, earliestRangeStart } from '../../shared/lib/validation';

/**
 * Rules of the claims, EOB and pharmacy benefit manager screens that are not business rules of the spec
 * (those live in src/shared/domain): how the lists are paged, how filters live in the address, and the
 * plain-language texts for the gateway's codes.
 */

/** Claims and EOBs per page: about one screen of cards on a phone and on a desktop. */
export const CLAIMS_PAGE_SIZE = 5;
export const EOBS_PAGE_SIZE = 5;

/** Labels of the date range fields; the spec's messages name them ('Invalid End date'). */
export const START_DATE_LABEL = 'Start date';
export const END_DATE_LABEL = 'End date';

/** What each claim status means to a member. */
export const CLAIM_STATUS_TEXT: Readonly<Record<ClaimStatus, { label: string; description: string }>> = {
  RECEIVED: { label: 'Received', description: 'We have your claim and will start reviewing it soon.' },
  PENDING: { label: 'In review', description: 'We are reviewing this claim. Amounts show once it is processed.' },
  PROCESSED: { label: 'Processed', description: 'We finished processing this claim.' },
  PAID: { label: 'Paid', description: 'We paid our share of this claim.' },
  DENIED: { label: 'Not covered', description: 'The plan did not pay this claim. The explanation of benefits says why.' },
  ADJUSTED: { label: 'Adjusted', description: 'We reprocessed this claim and its amounts changed.' },
};

export const CATEGORY_LABELS: Readonly<Record<ProductCategory, string>> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  pharmacy: 'Pharmacy',
};

const CLAIM_STATUSES = Object.values(ClaimStatus);
const PRODUCT_CATEGORIES = Object.values(ProductCategory);

export function isClaimStatus(value: string | null | undefined): value is ClaimStatus {
  return CLAIM_STATUSES.includes(value as ClaimStatus);
}

export function isProductCategory(value: string | null | undefined): value is ProductCategory {
  return PRODUCT_CATEGORIES.includes(value as ProductCategory);
}

/**
 * The service dates of a claim: one date, or 'start - end' when the service spanned several days; the end alone
 * when the gateway left the start out, a dash when it sent neither.
 */
export function serviceDatesText(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (!from) return to || DASH;
  return to && to !== from ? `${from} - ${to}` : from;
}

/** The filters of a list as the address holds them (`?page=2&member=M1001&from=...`). */
export interface ListFilters {
  /** Counted from 1. */
  readonly page: number;
  readonly memberKey?: string;
  readonly category?: ProductCategory;
  readonly status?: ClaimStatus;
  readonly startDate?: string;
  readonly endDate?: string;
  /** Claim number or provider name (claims only). */
  readonly search?: string;
}

/** The longest search text the gateway takes (contract: GET /claims `search`). */
export const SEARCH_MAX_LENGTH = 100;
/** The label of the search field; the generic messages name it. */
export const SEARCH_LABEL = 'Claim number or provider';

const PARAM = {
  page: 'page',
  memberKey: 'member',
  category: 'category',
  status: 'status',
  startDate: 'from',
  endDate: 'to',
  search: 'search',
} as const;

/** The address parameter that opens one EOB's detail on the EOB page. */
export const EOB_PARAM = 'eob';

function pageFrom(value: string | null): number {
  return value && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/**
 * The filters in the address. Values the lists cannot use are left out: an unknown category or status, and a
 * date range that breaks the date range rule (strict variant), so a hand-edited address never sends the gateway
 * a range it refuses.
 */
export function readListFilters(params: URLSearchParams, now: Date): ListFilters {
  const category = params.get(PARAM.category);
  const status = params.get(PARAM.status);
  const memberKey = params.get(PARAM.memberKey)?.trim();
  const search = params.get(PARAM.search)?.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  const range = dateRangeFilterSchema(now).safeParse({
    startDate: params.get(PARAM.startDate) ?? '',
    endDate: params.get(PARAM.endDate) ?? '',
  });
  const dates = range.success && range.data.startDate && range.data.endDate ? range.data : undefined;
  return {
    page: pageFrom(params.get(PARAM.page)),
    ...(memberKey ? { memberKey } : {}),
    ...(isProductCategory(category) ? { category } : {}),
    ...(isClaimStatus(status) ? { status } : {}),
    ...(dates ? { startDate: dates.startDate, endDate: dates.endDate } : {}),
    ...(search ? { search } : {}),
  };
}

/** The address parameters of a set of filters (page 1 is left out), keeping any other parameter of `base`. */
export function listFilterParams(filters: ListFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(PARAM)) params.delete(name);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  if (filters.memberKey) params.set(PARAM.memberKey, filters.memberKey);
  if (filters.category) params.set(PARAM.category, filters.category);
  if (filters.status) params.set(PARAM.status, filters.status);
  if (filters.startDate && filters.endDate) {
    params.set(PARAM.startDate, filters.startDate);
    params.set(PARAM.endDate, filters.endDate);
  }
  if (filters.search) params.set(PARAM.search, filters.search);
  return params;
}

/** Whether any filter other than the page is set. */
export function hasActiveFilters(filters: ListFilters): boolean {
  return Boolean(filters.memberKey || filters.category || filters.status || filters.startDate || filters.search);
}

/** GET /claims parameters for the filters (the gateway counts pages from 0). */
export function claimsParams(filters: ListFilters, size = CLAIMS_PAGE_SIZE): GetClaimsParams {
  return {
    page: filters.page - 1,
    size,
    ...(filters.memberKey ? { memberKey: filters.memberKey } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.startDate && filters.endDate ? { startDate: filters.startDate, endDate: filters.endDate } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** GET /eobs/v2 parameters for the filters (member and date range only). */
export function eobsParams(filters: ListFilters, size = EOBS_PAGE_SIZE): GetEobsParams {
  return {
    page: filters.page - 1,
    size,
    ...(filters.memberKey ? { memberKey: filters.memberKey } : {}),
    ...(filters.startDate && filters.endDate ? { startDate: filters.startDate, endDate: filters.endDate } : {}),
  };
}

/**
 * The date range filter: both dates empty (no date filter), or both given under the date range rule, strict
 * variant (spec section 5): the end after the start, the start no earlier than midnight two years back. The
 * messages are the spec's: 'Start date is a required field', 'Invalid End date', 'Invalid Start date'.
 */
export function dateRangeFilterSchema(now: Date) {
  const range = dateRangeSchema({ startLabel: START_DATE_LABEL, endLabel: END_DATE_LABEL, now });
  return z
    .object({ startDate: z.string(), endDate: z.string() })
    .superRefine((values, ctx) => {
      if (values.startDate.trim() === '' && values.endDate.trim() === '') return;
      const result = range.safeParse(values);
      if (result.success) return;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    });
}

/** The help text under the date fields: the rule, with the earliest start spelled out. */
export function dateRangeHint(now: Date): string {
  return `The end date must be after the start date. The start date can be no earlier than ${formatLongDate(earliestRangeStart(now))}.`;
}

/** The earliest start a date field offers (the `min` of the native date input). */
export function earliestStartDay(now: Date): string {
  return calendarDay(earliestRangeStart(now))!;
}

/** 'Showing 1–5 of 8 claims'; 'Showing 1–5 claims' for a page without its total. */
export function resultsSummary(page: number, size: number, total: number | undefined, shown: number, noun: string): string {
  const first = (page - 1) * size + 1;
  if (total === undefined) return shown === 0 ? `No ${noun} to show` : `Showing ${first}\u2013${first + shown - 1} ${noun}`;
  const last = Math.min(total, page * size);
  if (total === 0 || first > total) return `No ${noun} to show`;
  return `Showing ${first}\u2013${last} of ${total} ${noun}`;
}

/** Where the member's pharmacy coverage stands today, from the member's pharmacy eligibility block. */
export type PharmacyCoverage =
  | { readonly kind: 'active' }
  | { readonly kind: 'future'; readonly startDate: string }
  | { readonly kind: 'none' };

export function pharmacyCoverage(member: Pick<Member, 'pharmacyEligibility'>, now: Date): PharmacyCoverage {
  const block = member.pharmacyEligibility;
  const status = categoryEligibilityStatus(block, now);
  if (status === 'Active') return { kind: 'active' };
  if (status === 'Future' && block?.effectiveDate) return { kind: 'future', startDate: block.effectiveDate };
  return { kind: 'none' };
}
