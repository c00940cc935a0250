import type { Member } from '../../../generated/model';
import { categoryEligibilityStatus } from '..';

/** The pharmacy benefits page: whether the member has pharmacy coverage today. */

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
