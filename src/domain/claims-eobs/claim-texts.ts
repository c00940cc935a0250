import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { ClaimStatus, ProductCategory } from '../../../generated/model';
import { CATEGORY_NAMES } from '..';
import { DASH, formatDate } from '../../shared/lib/format';

/** What the gateway's claim codes and dates say to a member. */

/** What each claim status means to a member. */
export const CLAIM_STATUS_TEXT: Readonly<Record<ClaimStatus, { label: MessageDescriptor; description: MessageDescriptor }>> = {
  RECEIVED: { label: msg`Received`, description: msg`We have your claim and will start reviewing it soon.` },
  PENDING: { label: msg`In review`, description: msg`We are reviewing this claim. Amounts show once it is processed.` },
  PROCESSED: { label: msg`Processed`, description: msg`We finished processing this claim.` },
  PAID: { label: msg`Paid`, description: msg`We paid our share of this claim.` },
  DENIED: { label: msg`Not covered`, description: msg`The plan did not pay this claim. The explanation of benefits says why.` },
  ADJUSTED: { label: msg`Adjusted`, description: msg`We reprocessed this claim and its amounts changed.` },
};

/** The names of the gateway's product categories: the portal's names of the coverage categories. */
export const CATEGORY_LABELS: Readonly<Record<ProductCategory, MessageDescriptor>> = {
  medical: CATEGORY_NAMES.Medical,
  dental: CATEGORY_NAMES.Dental,
  vision: CATEGORY_NAMES.Vision,
  pharmacy: CATEGORY_NAMES.Pharmacy,
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
