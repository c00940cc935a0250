import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import './progress-steps.css';

export type StepState = 'complete' | 'active' | 'upcoming';

/**
 * The state of each step (product section 2): steps before the active index are complete, the active one is active,
 * the rest upcoming; at the last step with the success flag on, every step is complete.
 */
export function stepStates(count: number, activeIndex: number, success = false): StepState[] {
  const allDone = success && activeIndex === count - 1;
  return Array.from({ length: count }, (_, index) => {
    if (allDone || index < activeIndex) return 'complete';
    return index === activeIndex ? 'active' : 'upcoming';
  });
}

export interface ProgressStepsProps {
  readonly steps: readonly string[];
  /** Zero-based index of the active step. */
  readonly activeIndex: number;
  /** At the last step, turns every step green with a check mark. */
  readonly success?: boolean;
  /** The list's accessible name. Defaults to 'Progress'. */
  readonly label?: string;
}

const STATE_TEXT: Record<StepState, MessageDescriptor> = {
  complete: msg`completed`,
  active: msg`current step`,
  upcoming: msg`not started`,
};

/** An ordered list of steps with one active index, marked aria-current="step". */
export function ProgressSteps({ steps, activeIndex, success = false, label: givenLabel }: ProgressStepsProps) {
  const { t, i18n } = useLingui();
  const label = givenLabel ?? t`Progress`;
  const states = stepStates(steps.length, activeIndex, success);
  const allDone = states.every((state) => state === 'complete');

  return (
    <ol className={`progress-steps${allDone ? ' progress-steps--success' : ''}`} aria-label={label}>
      {steps.map((step, index) => {
        const state = states[index] ?? 'upcoming';
        return (
          <li
            key={step}
            className={`progress-steps__step progress-steps__step--${state}`}
            aria-current={index === activeIndex ? 'step' : undefined}
          >
            <span className="progress-steps__marker" aria-hidden="true">
              {state === 'complete' ? '✓' : index + 1}
            </span>
            <span className="progress-steps__name">{step}</span>
            <VisuallyHidden>{`, ${i18n._(STATE_TEXT[state])}`}</VisuallyHidden>
          </li>
        );
      })}
    </ol>
  );
}
