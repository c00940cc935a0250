import { ClaimStatus, ProductCategory } from '../../../../generated/model';
import { DASH, formatDate } from '../../../shared/lib/format';

/** What the gateway's claim codes and dates say to a member. */

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
