import type { CoverageCategory, CoverageOnDate } from '../../../shared/domain';
import { formatLongDate } from '../../../shared/lib/format';

/** How a category's coverage stands on the chosen date, in words. */

/** Whose coverage a message is about: the signed-in member ('Your') or another family member. */
export interface CoveredPerson {
  readonly self: boolean;
  readonly firstName: string;
}

/** The message for a category's status on the chosen date (every status but Active has one of its own). */
export function coverageStatusTitle(coverage: CoverageOnDate, category: CoverageCategory, person: CoveredPerson): string {
  const noun = category.toLowerCase();
  const whose = person.self ? 'Your' : `${person.firstName}\u2019s`;
  switch (coverage.status) {
    case 'Active':
      return `${whose} ${noun} coverage is active.`;
    case 'Future':
      return coverage.startDate
        ? `${whose} ${noun} coverage starts on ${formatLongDate(coverage.startDate)}.`
        : `${whose} ${noun} coverage has not started yet.`;
    case 'Termed':
      return coverage.endDate ? `${whose} ${noun} coverage ended on ${formatLongDate(coverage.endDate)}.` : `${whose} ${noun} coverage has ended.`;
    case 'Ineligible':
      return person.self ? `You do not have ${noun} coverage.` : `${person.firstName} does not have ${noun} coverage.`;
  }
}
