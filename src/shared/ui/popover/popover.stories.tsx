import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Popover } from './popover';

/** The popover (product section 2): opens on click, closes on Escape or a click outside. */
const meta = {
  title: 'Shared interface/Popover',
  component: Popover,
  args: {
    triggerLabel: 'What is a deductible?',
    title: 'Deductible',
    children: <p>The amount you pay for covered services each plan year before the plan starts to pay.</p>,
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'What is a deductible?' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  async play({ canvas, canvasElement }) {
    await userEvent.click(canvas.getByRole('button', { name: 'What is a deductible?' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Deductible' });
    await expect(dialog).toHaveTextContent('before the plan starts to pay');
  },
};
