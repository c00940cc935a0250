import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

import { Popover } from '../popover/popover';

import { GLOSSARY, GLOSSARY_TERM_IDS, type GlossaryTermId } from './glossary-terms';

import './glossary.css';

export interface GlossaryTermProps {
  readonly term: GlossaryTermId;
  /** The words as they stand in the sentence ('allowed', 'deductible'). */
  readonly children: ReactNode;
}

/**
 * A glossary word inside running text: a button that opens the shared popover with the term and its definition
 * (click or tap, Enter or Space; Escape or a click outside closes it). Printed as plain text.
 */
export function GlossaryTerm({ term, children }: GlossaryTermProps) {
  const { t, i18n } = useLingui();
  const entry = GLOSSARY[term];
  const termName = i18n._(entry.term);
  const lowerTerm = termName.toLowerCase();
  const text = typeof children === 'string' ? children : lowerTerm;
  return (
    <Popover
      triggerLabel={children}
      triggerAriaLabel={t`${text}: what ${lowerTerm} means`}
      triggerClassName="glossary-term"
      title={termName}
      placement="top"
    >
      <p className="glossary-term__definition">{i18n._(entry.definition)}</p>
    </Popover>
  );
}

export interface GlossaryListProps {
  /** The terms to define (all of them by default). */
  readonly terms?: readonly GlossaryTermId[];
  /** The heading level of the list's title (2 by default). */
  readonly level?: 2 | 3;
}

/** 'What these words mean': every term of the page with its definition. */
export function GlossaryList({ terms = GLOSSARY_TERM_IDS, level = 2 }: GlossaryListProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className="glossary" aria-labelledby={headingId}>
      <Heading id={headingId} className="glossary__title">
        <Trans>What these words mean</Trans>
      </Heading>
      <dl className="glossary__list">
        {terms.map((id) => (
          <div key={id} className="glossary__entry">
            <dt className="glossary__term">{i18n._(GLOSSARY[id].term)}</dt>
            <dd className="glossary__definition">{i18n._(GLOSSARY[id].definition)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
