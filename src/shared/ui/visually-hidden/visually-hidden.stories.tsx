import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { VisuallyHidden } from './visually-hidden';

/** Text for screen readers only; focusable variants (a skip link) appear when focused. */
const meta = {
  title: 'Shared interface/Visually hidden',
  component: VisuallyHidden,
  args: { children: '(opens in a new tab)' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScreenReaderText: Story = {
  render: (args) => (
    <p>
      Outline of Coverage <VisuallyHidden {...args} />
    </p>
  ),
  async play({ canvas }) {
    await expect(canvas.getByText('(opens in a new tab)')).toHaveClass('visually-hidden');
  },
};

export const FocusableWhenFocused: Story = {
  args: { as: 'div', focusable: true, children: <a href="#programs">Skip to the programs</a> },
  async play({ canvas }) {
    const link = canvas.getByRole('link', { name: 'Skip to the programs' });
    link.focus();
    await expect(link).toHaveFocus();
    await expect(link.parentElement).toHaveClass('visually-hidden-focusable');
  },
};
