import { formatUsd } from '../../shared/lib/format';
import type { GlossaryTermId } from '../../shared/ui/glossary/glossary-terms';

/**
 * The plain-language summary of a claim or an EOB: one sentence per service line that says what happened and what
 * the member owes, such as "Your plan allowed $120.00 for the office visit. $30.00 went to your deductible;
 * $18.00 is your coinsurance; the plan paid $72.00; you owe $48.00."
 *
 * A sentence is a list of parts: plain text, or a glossary word the page links to its definition.
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
    return `the ${abbreviation ? description : description.charAt(0).toLowerCase() + description.slice(1)}`;
  }
  const code = line.serviceCode?.trim();
  return code ? `service ${code}` : 'this service';
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
  return positive(owed) ? `you owe ${formatUsd(owed)}` : 'you owe nothing';
}

function capitalised(parts: SentencePart[]): SentencePart[] {
  const [first, ...rest] = parts;
  if (typeof first !== 'string') return parts;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest];
}

/** The sentence for one service line. */
export function plainLanguageSentence(line: LineAmounts): PlainSentence {
  const service = serviceName(line);
  if (!isAmount(line.allowed) || !isAmount(line.planPaid)) {
    return [`We are still processing ${service}; the amounts show once we finish.`];
  }
  const owed = amountOwed(line);
  if (!positive(line.allowed) && !positive(line.planPaid)) {
    return [`Your plan did not cover ${service}; ${positive(owed) ? `${owes(owed)}.` : 'you owe nothing for it.'}`];
  }

  const first: SentencePart[] = ['Your plan ', { term: 'allowed-amount', text: 'allowed' }, ` ${formatUsd(line.allowed)} for ${service}. `];
  const clauses: SentencePart[][] = [];
  if (positive(line.deductible)) clauses.push([`${formatUsd(line.deductible)} went to your `, { term: 'deductible', text: 'deductible' }]);
  if (positive(line.copay)) clauses.push([`${formatUsd(line.copay)} is your `, { term: 'copay', text: 'copay' }]);
  if (positive(line.coinsurance)) clauses.push([`${formatUsd(line.coinsurance)} is your `, { term: 'coinsurance', text: 'coinsurance' }]);
  if (positive(line.notCovered)) clauses.push([`${formatUsd(line.notCovered)} is not covered`]);
  const paid = !positive(line.planPaid) ? 'the plan paid nothing' : line.planPaid >= line.allowed ? 'the plan paid all of it' : `the plan paid ${formatUsd(line.planPaid)}`;
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
