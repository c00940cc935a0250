import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

import type { CoverageCategory, CoverageOnDate } from '..';
import { formatDate } from '../../shared/lib/format';
import { CATEGORY_WORDS } from '../benefits/category-words';

/** How a category's coverage stands on the chosen date, in words (in the language shown when it is called). */

/** Whose coverage a message is about: the signed-in member ('Your') or another family member. */
export interface CoveredPerson {
  readonly self: boolean;
  readonly firstName: string;
}

/** The message for a category's status on the chosen date (every status but Active has one of its own). */
export function coverageStatusTitle(coverage: CoverageOnDate, category: CoverageCategory, person: CoveredPerson): string {
  const kind = i18n._(CATEGORY_WORDS[category].coverage);
  const { self, firstName } = person;
  switch (coverage.status) {
    case 'Active':
      return self ? t`Your ${kind} is active.` : t`${firstName}’s ${kind} is active.`;
    case 'Future': {
      if (!coverage.startDate) return self ? t`Your ${kind} has not started yet.` : t`${firstName}’s ${kind} has not started yet.`;
      const date = formatDate(coverage.startDate);
      return self ? t`Your ${kind} starts on ${date}.` : t`${firstName}’s ${kind} starts on ${date}.`;
    }
    case 'Termed': {
      if (!coverage.endDate) return self ? t`Your ${kind} has ended.` : t`${firstName}’s ${kind} has ended.`;
      const date = formatDate(coverage.endDate);
      return self ? t`Your ${kind} ended on ${date}.` : t`${firstName}’s ${kind} ended on ${date}.`;
    }
    case 'Ineligible':
      return self ? t`You do not have ${kind}.` : t`${firstName} does not have ${kind}.`;
  }
}
