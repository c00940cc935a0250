import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ProgressSteps } from './progress-steps';

/** Progress steps (product section 2): one active step; at the last step with success on, all green with a check. */
const meta = {
  title: 'Shared interface/Progress steps',
  component: ProgressSteps,
  args: { steps: ['Your details', 'Policies', 'Username and password', 'Security questions', 'Done'], activeIndex: 2, label: 'Registration' },
} satisfies Meta<typeof ProgressSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  async play({ canvas }) {
    const list = canvas.getByRole('list', { name: 'Registration' });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Your details, completed');
    await expect(steps[4]).toHaveTextContent('Done, not started');
  },
};

export const Succeeded: Story = {
  args: { activeIndex: 4, success: true },
  async play({ canvas }) {
    const steps = canvas.getAllByRole('listitem');
    for (const step of steps) await expect(step).toHaveTextContent(/, completed$/);
  },
};
