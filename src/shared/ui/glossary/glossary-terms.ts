import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The words of a claim and an explanation of benefits that members most often ask about, in plain language.
 * One definition per term, used wherever the term appears (the plain-language summaries, the family's share of a
 * deductible) and in the glossary list.
 */
export const GLOSSARY = {
  'allowed-amount': {
    term: msg`Allowed amount`,
    definition: msg`The most the plan pays for a covered service. Providers in your network agree to it, so they cannot bill you for more than your share of it.`,
  },
  deductible: {
    term: msg`Deductible`,
    definition: msg`What you pay for covered care each plan year before the plan starts to pay its share. Preventive care is usually covered before you meet it.`,
  },
  copay: {
    term: msg`Copay`,
    definition: msg`A fixed amount you pay for a covered service, such as $30.00 for an office visit.`,
  },
  coinsurance: {
    term: msg`Coinsurance`,
    definition: msg`Your share of the allowed amount after you meet your deductible, as a percentage. With 20% coinsurance, you pay $20.00 of a $100.00 allowed amount.`,
  },
  'out-of-pocket-maximum': {
    term: msg`Out-of-pocket maximum`,
    definition: msg`The most you pay for covered care in a plan year: deductible, copays and coinsurance together. After you reach it, the plan pays 100% of the allowed amount for the rest of the year.`,
  },
} as const satisfies Record<string, { term: MessageDescriptor; definition: MessageDescriptor }>;

export type GlossaryTermId = keyof typeof GLOSSARY;

export const GLOSSARY_TERM_IDS = Object.keys(GLOSSARY) as GlossaryTermId[];
