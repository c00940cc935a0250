import type { Member } from '../../../generated/model';
import { categoryEligibilityStatus, COVERAGE_CATEGORIES, type CoverageCategory, memberEligibilityBlock } from '..';

/** The member info tile's insurance types. */

export interface CoverageType {
  readonly category: CoverageCategory;
  readonly insuranceType: string;
}

/**
 * The insurance type of each category the member is covered in today or from a later date (Medical, Dental,
 * Vision, Pharmacy order). Categories that ended or that the member never had are left out.
 */
export function memberInsuranceTypes(member: Member, now: Date): CoverageType[] {
  return COVERAGE_CATEGORIES.flatMap((category) => {
    const block = memberEligibilityBlock(member, category);
    const status = categoryEligibilityStatus(block, now);
    const insuranceType = block?.insuranceType?.trim();
    return (status === 'Active' || status === 'Future') && insuranceType ? [{ category, insuranceType }] : [];
  });
}
