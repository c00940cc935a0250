import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProgressSteps, stepStates } from './progress-steps';

const steps = ['Member details', 'Security questions', 'Policies'];

describe('stepStates', () => {
  it.each([
    [0, false, ['active', 'upcoming', 'upcoming']],
    [1, false, ['complete', 'active', 'upcoming']],
    [2, false, ['complete', 'complete', 'active']],
    [2, true, ['complete', 'complete', 'complete']],
    [1, true, ['complete', 'active', 'upcoming']],
  ])('active %i, success %s', (activeIndex, success, expected) => {
    expect(stepStates(3, activeIndex, success)).toEqual(expected);
  });
});

describe('ProgressSteps', () => {
  it('lists the steps and marks the active one with aria-current="step"', () => {
    render(<ProgressSteps steps={steps} activeIndex={1} />);
    const list = screen.getByRole('list', { name: 'Progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[2]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('Member details, completed');
    expect(items[1]).toHaveTextContent('Security questions, current step');
    expect(items[2]).toHaveTextContent('Policies, not started');
  });

  it('turns every step green with a check mark at the last step with success on', () => {
    render(<ProgressSteps steps={steps} activeIndex={2} success label="Registration" />);
    const list = screen.getByRole('list', { name: 'Registration' });
    expect(list).toHaveClass('progress-steps--success');
    for (const item of within(list).getAllByRole('listitem')) {
      expect(item).toHaveClass('progress-steps__step--complete');
      expect(item.querySelector('.progress-steps__marker')).toHaveTextContent('✓');
    }
    expect(within(list).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  });

  it('does not turn green before the last step, even with success on', () => {
    render(<ProgressSteps steps={steps} activeIndex={1} success />);
    expect(screen.getByRole('list')).not.toHaveClass('progress-steps--success');
  });

  it('does not turn green at the last step without success', () => {
    render(<ProgressSteps steps={steps} activeIndex={2} />);
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list')).not.toHaveClass('progress-steps--success');
    expect(items[2]?.querySelector('.progress-steps__marker')).toHaveTextContent('3');
  });
});
