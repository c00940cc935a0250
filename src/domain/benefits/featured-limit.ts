import type { BenefitLimit } from '../../../generated/model';
import { visibleLimits, type VisibleLimit } from '..';

/** The featured limit tile of brands that show it (brand.features.featuredLimitTile). */

/** The dental limit the featured tile shows: the first valid dental limit in display order (Annual Limit first). */
export function featuredDentalLimit(limits: readonly BenefitLimit[]): VisibleLimit | null {
  return visibleLimits(limits).find((limit) => limit.productCategory === 'dental') ?? null;
}
