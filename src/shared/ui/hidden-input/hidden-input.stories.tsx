import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { HiddenInput } from './hidden-input';

/** The hidden input (product sections 2 and 5): masked until shown; the error only once the field is touched. */
const meta = {
  title: 'Shared interface/Hidden input',
  component: HiddenInput,
  args: { label: 'Password', defaultValue: 'Portal#2026' },
} satisfies Meta<typeof HiddenInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Masked: Story = {
  async play({ canvas }) {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show Password' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Shown: Story = {
  async play({ canvas }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide Password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const TouchedWithError: Story = {
  args: { defaultValue: 'short', errorMessage: 'Password is under the character minimum', isTouched: true },
  async play({ canvas }) {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Password is under the character minimum')).toBeVisible();
  },
};

export const UntouchedWithError: Story = {
  args: { defaultValue: 'short', errorMessage: 'Password is under the character minimum', isTouched: false },
  async play({ canvas }) {
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Password is under the character minimum')).toBeNull();
  },
};
