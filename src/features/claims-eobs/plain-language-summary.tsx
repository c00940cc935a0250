import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

import { GlossaryList, GlossaryTerm } from '../../shared/ui/glossary/glossary';
import { GLOSSARY_TERM_IDS } from '../../shared/ui/glossary/glossary-terms';

import { type LineAmounts, type PlainSentence, plainLanguageSentence, termsUsed } from './plain-language';

import './plain-language-summary.css';

function Sentence({ sentence }: { sentence: PlainSentence }) {
  return (
    <>
      {sentence.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <GlossaryTerm key={`${part.term}-${index}`} term={part.term}>
            {part.text}
          </GlossaryTerm>
        ),
      )}
    </>
  );
}

/**
 * 'In plain words': one sentence per service line saying what happened and what the member owes, each glossary
 * word opening its definition, and "This is not a bill" (unless the page says it elsewhere).
 */
export function PlainLanguageSummary({ lines, level = 2, notABill = true }: { lines: readonly LineAmounts[]; level?: 2 | 3; notABill?: boolean }) {
  const headingId = useId();
  const sentences = lines.map(plainLanguageSentence);
  const Heading = `h${level}` as const;
  return (
    <section className="plain-summary" aria-labelledby={headingId}>
      <Heading id={headingId} className="plain-summary__title">
        <Trans>In plain words</Trans>
      </Heading>
      {sentences.length === 0 ? (
        <p className="plain-summary__sentence">
          <Trans>There are no services to explain.</Trans>
        </p>
      ) : (
        <ul className="plain-summary__list">
          {sentences.map((sentence, index) => (
            <li key={index} className="plain-summary__sentence">
              <Sentence sentence={sentence} />
            </li>
          ))}
        </ul>
      )}
      {notABill && (
        <p className="plain-summary__not-a-bill">
          <Trans>This is not a bill. If you owe your provider anything, they will bill you for it.</Trans>
        </p>
      )}
    </section>
  );
}

/** The glossary of the words the summary uses, at the foot of the page (nothing when it uses none). */
export function SummaryGlossary({ lines, level = 2 }: { lines: readonly LineAmounts[]; level?: 2 | 3 }) {
  const terms = termsUsed(lines.map(plainLanguageSentence), GLOSSARY_TERM_IDS);
  if (terms.length === 0) return null;
  return <GlossaryList terms={terms} level={level} />;
}
