import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { CoverageCategory } from '..';

/**
 * How the benefits pages name a coverage category inside a sentence: Spanish places the category after its noun
 * ('cobertura dental', 'beneficios médicos'), so each phrase is a message of its own rather than the category's
 * name pasted into another sentence.
 */
export interface CategoryWords {
  /** 'medical coverage', inside a sentence. */
  readonly coverage: MessageDescriptor;
  /** 'medical benefits', inside a sentence. */
  readonly benefits: MessageDescriptor;
  /** 'Medical benefits', the category page's title. */
  readonly title: MessageDescriptor;
  /** 'Medical coverage history', the history page's title and the links to it. */
  readonly history: MessageDescriptor;
  /** The limits section's empty message. */
  readonly noLimits: MessageDescriptor;
}

export const CATEGORY_WORDS: Readonly<Record<CoverageCategory, CategoryWords>> = {
  Medical: {
    coverage: msg`medical coverage`,
    benefits: msg`medical benefits`,
    title: msg`Medical benefits`,
    history: msg`Medical coverage history`,
    noLimits: msg`There are no medical benefit limits for this date.`,
  },
  Dental: {
    coverage: msg`dental coverage`,
    benefits: msg`dental benefits`,
    title: msg`Dental benefits`,
    history: msg`Dental coverage history`,
    noLimits: msg`There are no dental benefit limits for this date.`,
  },
  Vision: {
    coverage: msg`vision coverage`,
    benefits: msg`vision benefits`,
    title: msg`Vision benefits`,
    history: msg`Vision coverage history`,
    noLimits: msg`There are no vision benefit limits for this date.`,
  },
  Pharmacy: {
    coverage: msg`pharmacy coverage`,
    benefits: msg`pharmacy benefits`,
    title: msg`Pharmacy benefits`,
    history: msg`Pharmacy coverage history`,
    noLimits: msg`There are no pharmacy benefit limits for this date.`,
  },
};
