import type { DentalMaximum } from '../../../generated/model';

/**
 * Dental summary display rules (product section 3): maximum amounts of -1 or 0 mean "does not apply" and are skipped.
 */

/** One row of a dental maximum: the individual or the family amounts. */
export interface MaximumAmountRow {
  coverage: 'individual' | 'family';
  label: 'Individual' | 'Family';
  amount: number;
  met: number | null;
  remaining: number | null;
}

const skipped = (amount: number | undefined): boolean => amount === undefined || amount === -1 || amount === 0;

/** The rows of a dental maximum to show: individual then family, skipping an amount of -1 or 0 (or none). */
export function visibleMaximumAmounts(maximum: DentalMaximum): MaximumAmountRow[] {
  const rows: MaximumAmountRow[] = [];
  if (!skipped(maximum.indivAmount)) {
    rows.push({
      coverage: 'individual',
      label: 'Individual',
      amount: maximum.indivAmount!,
      met: maximum.indivMet ?? null,
      remaining: maximum.indivRemaining ?? null,
    });
  }
  if (!skipped(maximum.familyAmount)) {
    rows.push({
      coverage: 'family',
      label: 'Family',
      amount: maximum.familyAmount!,
      met: maximum.familyMet ?? null,
      remaining: maximum.familyRemaining ?? null,
    });
  }
  return rows;
}
