import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProgressBar, progressFillPercent } from './progress-bar';

describe('progressFillPercent', () => {
  it.each([
    [250, 1000, 25],
    [0, 1000, 0],
    [1000, 1000, 100],
    [1500, 1000, 100],
    [-50, 1000, 0],
    [50, 0, 0],
    [0, 0, 0],
    [Number.NaN, 1000, 0],
  ])('met %d of limit %d fills %d %%', (met, limit, percent) => {
    expect(progressFillPercent(met, limit)).toBe(percent);
  });
});

describe('ProgressBar', () => {
  it('shows the title, the amounts in US dollars and the default labels', () => {
    render(<ProgressBar title="Annual Limit" met={250} remaining={1250.5} limit={1500} />);
    expect(screen.getByText('Met').parentElement).toHaveTextContent('Met $250.00');
    expect(screen.getByText('Remaining').parentElement).toHaveTextContent('Remaining $1,250.50');
    expect(screen.getByText('limit').parentElement).toHaveTextContent('$1,500.00 limit');
  });

  it('is a progressbar named by its title with the fill as its value', () => {
    render(<ProgressBar title="Annual Limit" met={250} remaining={750} limit={1000} />);
    const bar = screen.getByRole('progressbar', { name: 'Annual Limit' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.querySelector('.progress-bar__fill')).toHaveStyle({ width: '25%' });
  });

  it('fills nothing when the limit is 0', () => {
    render(<ProgressBar title="Deductible" met={0} remaining={0} limit={0} />);
    expect(screen.getByRole('progressbar', { name: 'Deductible' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('takes other labels', () => {
    render(
      <ProgressBar
        title="Deductible - In Network"
        met={10}
        remaining={90}
        limit={100}
        metLabel="Used"
        remainingLabel="Left"
        limitLabel="maximum"
      />,
    );
    expect(screen.getByText('Used').parentElement).toHaveTextContent('Used $10.00');
    expect(screen.getByText('Left').parentElement).toHaveTextContent('Left $90.00');
    expect(screen.getByText('maximum').parentElement).toHaveTextContent('$100.00 maximum');
  });
});
