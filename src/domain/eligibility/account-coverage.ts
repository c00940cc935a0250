import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { EligibilityStatus, Member, PlanEligibility, PlanStatus } from '../../../generated/model';
import { COVERAGE_CATEGORIES, type CoverageCategory, coverageOnDate, memberEligibilityBlock, planRangeText } from '..';

/** The member's coverage on the account summary: each category's status, plan range and insurance type. */

/** How a category status reads to a member. */
export const STATUS_LABELS: Readonly<Record<EligibilityStatus, MessageDescriptor>> = {
  Active: msg`Active`,
  Future: msg`Future`,
  Termed: msg`Termed`,
  Ineligible: msg`Not covered`,
};

const PLAN_STATUS: Readonly<Record<Exclude<EligibilityStatus, 'Ineligible'>, PlanStatus>> = {
  Active: 'ACTIVE',
  Future: 'FUTURE',
  Termed: 'TERMED',
};

export interface CoverageRow {
  readonly category: CoverageCategory;
  readonly status: EligibilityStatus;
  readonly statusLabel: string;
  /** The plan range text ('Active since …', 'Ending …', '… - …'); null when not covered. */
  readonly range: string | null;
  /** The plan's insurance type (PPO, HMO …) when the gateway names it. */
  readonly planType: string | null;
}

/**
 * The member's four coverage categories with their status and plan range text, dated by the same rule as every
 * other page (coverageOnDate: the selected eligibility entry of section 4, the eligibility block when there is none).
 * The texts are in the language shown when it is called (call it while rendering).
 */
export function coverageRows(member: Member, entries: readonly PlanEligibility[], now: Date): CoverageRow[] {
  return COVERAGE_CATEGORIES.map((category) => {
    const block = memberEligibilityBlock(member, category);
    const { status, startDate, endDate } = coverageOnDate(member, entries, category, now);
    const range =
      status === 'Ineligible' || !startDate ? null : planRangeText({ status: PLAN_STATUS[status], start: startDate, end: endDate }, now);
    return {
      category,
      status,
      statusLabel: i18n._(STATUS_LABELS[status]),
      range,
      planType: status === 'Ineligible' ? null : (block?.insuranceType?.trim() || null),
    };
  });
}
