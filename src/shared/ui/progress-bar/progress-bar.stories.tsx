import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ProgressBar } from './progress-bar';

/** The progress bar (product section 2): title, met, remaining and limit; the fill is met divided by the limit. */
const meta = {
  title: 'Shared interface/Progress bar',
  component: ProgressBar,
  args: { title: 'Dental annual maximum', met: 450, remaining: 1050, limit: 1500 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyMet: Story = {
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('progressbar', { name: 'Dental annual maximum' })).toHaveAttribute('aria-valuenow', '30');
    await expect(canvasElement).toHaveTextContent('Met $450.00');
    await expect(canvasElement).toHaveTextContent('Remaining $1,050.00');
    await expect(canvasElement).toHaveTextContent('$1,500.00 limit');
  },
};

export const NothingMet: Story = {
  args: { title: 'Deductible - In Network', met: 0, remaining: 500, limit: 500 },
  async play({ canvas }) {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const FullyMet: Story = {
  args: { title: 'Out-of-pocket maximum', met: 3000, remaining: 0, limit: 3000, metLabel: 'Paid', remainingLabel: 'Left' },
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvasElement).toHaveTextContent('Paid $3,000.00');
  },
};
