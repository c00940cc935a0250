import { t } from '@lingui/core/macro';

import { formatUsd } from '../../shared/lib/format';
import type { GlossaryTermId } from '../../shared/ui/glossary/glossary-terms';

/**
 * The plain-language summary of a claim or an EOB: one sentence per service line that says what happened and what
 * the member owes, such as "Your plan allowed $120.00 for the office visit. $30.00 went to your deductible;
 * $18.00 is your coinsurance; the plan paid $72.00; you owe $48.00."
 *
 * A sentence is a list of parts: plain text, or a glossary word the page links to its definition. Sentences are
 * made in the language shown when they are made (make them while rendering); in a message, the glossary word is
 * the text between <0> and </0>, so a translation can put it where its language needs it.
 */

/** The amounts of a service line, as a claim line or an EOB line gives them; any may be missing. */
export interface LineAmounts {
  readonly description?: string | null;
  readonly serviceCode?: string | null;
  readonly allowed?: number | null;
  readonly planPaid?: number | null;
  readonly deductible?: number | null;
  readonly copay?: number | null;
  readonly coinsurance?: number | null;
  readonly notCovered?: number | null;
  readonly memberResponsibility?: number | null;
}

export type SentencePart = string | { readonly term: GlossaryTermId; readonly text: string };
export type PlainSentence = readonly SentencePart[];

const isAmount = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
/** A positive amount (cents that round to zero do not count). */
const positive = (value: number | null | undefined): value is number => isAmount(value) && Math.round(value * 100) > 0;

/**
 * How a sentence names the service: its description with a lower-case first letter ('the office visit, established
 * patient'), unless it starts with an abbreviation ('the MRI, left knee'); else its code; else 'this service'.
 */
export function serviceName(line: Pick<LineAmounts, 'description' | 'serviceCode'>): string {
  const description = line.description?.trim();
  if (description) {
    const abbreviation = /^[A-Z0-9]{2}/.test(description);
    const service = abbreviation ? description : description.charAt(0).toLowerCase() + description.slice(1);
    return t({ comment: 'A service a claim or an EOB lists, named by the description the plan sent', message: `the ${service}` });
  }
  const code = line.serviceCode?.trim();
  return code ? t`service ${code}` : t`this service`;
}

/** What the member owes for the line: the gateway's figure, else its parts, else allowed minus plan paid. */
export function amountOwed(line: LineAmounts): number | null {
  if (isAmount(line.memberResponsibility)) return line.memberResponsibility;
  const parts = [line.deductible, line.copay, line.coinsurance, line.notCovered].filter(isAmount);
  if (parts.length > 0) return parts.reduce((sum, part) => sum + part, 0);
  if (isAmount(line.allowed) && isAmount(line.planPaid)) return Math.max(0, line.allowed - line.planPaid);
  return null;
}

function owes(owed: number | null): string {
  const amount = formatUsd(owed);
  return positive(owed) ? t`you owe ${amount}` : t`you owe nothing`;
}

function capitalised(parts: SentencePart[]): SentencePart[] {
  const [first, ...rest] = parts;
  if (typeof first !== 'string') return parts;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest];
}

/** A message's parts: its text, and the glossary word between <0> and </0> as `term`. */
function withTerm(message: string, term: GlossaryTermId): SentencePart[] {
  return message
    .split(/<0>(.*?)<\/0>/)
    .flatMap((part, index): SentencePart[] => (index % 2 === 1 ? [{ term, text: part }] : part === '' ? [] : [part]));
}

/** The sentence for one service line, in the language shown now. */
export function plainLanguageSentence(line: LineAmounts): PlainSentence {
  const service = serviceName(line);
  if (!isAmount(line.allowed) || !isAmount(line.planPaid)) {
    return [t`We are still processing ${service}; the amounts show once we finish.`];
  }
  const owed = amountOwed(line);
  if (!positive(line.allowed) && !positive(line.planPaid)) {
    const amount = formatUsd(owed);
    return [positive(owed) ? t`Your plan did not cover ${service}; you owe ${amount}.` : t`Your plan did not cover ${service}; you owe nothing for it.`];
  }

  const allowed = formatUsd(line.allowed);
  const first: SentencePart[] = [...withTerm(t`Your plan <0>allowed</0> ${allowed} for ${service}.`, 'allowed-amount'), ' '];
  const clauses: SentencePart[][] = [];
  if (positive(line.deductible)) {
    const amount = formatUsd(line.deductible);
    clauses.push(withTerm(t`${amount} went to your <0>deductible</0>`, 'deductible'));
  }
  if (positive(line.copay)) {
    const amount = formatUsd(line.copay);
    clauses.push(withTerm(t`${amount} is your <0>copay</0>`, 'copay'));
  }
  if (positive(line.coinsurance)) {
    const amount = formatUsd(line.coinsurance);
    clauses.push(withTerm(t`${amount} is your <0>coinsurance</0>`, 'coinsurance'));
  }
  if (positive(line.notCovered)) {
    const amount = formatUsd(line.notCovered);
    clauses.push([t`${amount} is not covered`]);
  }
  const planPaid = formatUsd(line.planPaid);
  const paid = !positive(line.planPaid) ? t`the plan paid nothing` : line.planPaid >= line.allowed ? t`the plan paid all of it` : t`the plan paid ${planPaid}`;
  clauses.push([paid], [owes(owed)]);

  const second = clauses.flatMap((clause, index) => (index === 0 ? clause : ['; ', ...clause]));
  return mergeText([...first, ...capitalised(second), '.']);
}

/** Adjacent text parts joined, so a sentence reads as few text nodes as it can. */
function mergeText(parts: SentencePart[]): SentencePart[] {
  const merged: SentencePart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  return merged;
}

/** The sentence as plain text (for tests, the CSV and anything that cannot hold a link). */
export function sentenceText(sentence: PlainSentence): string {
  return sentence.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

/** The glossary words a set of sentences uses, each once, in the glossary's order. */
export function termsUsed(sentences: readonly PlainSentence[], order: readonly GlossaryTermId[]): GlossaryTermId[] {
  const used = new Set(sentences.flatMap((sentence) => sentence.flatMap((part) => (typeof part === 'string' ? [] : [part.term]))));
  return order.filter((term) => used.has(term));
}
