import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TextField } from './text-field';

/** The text field of every form: label, hint, error and, with a maximum length, a character count. */
const meta = {
  title: 'Shared interface/Text field',
  component: TextField,
  args: { label: 'Username', name: 'username', defaultValue: '' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: ({ canvas }) => expect(canvas.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid'),
};

export const WithError: Story = {
  args: { error: 'Username is required', required: true },
  async play({ canvas }) {
    const field = canvas.getByRole('textbox', { name: 'Username' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Username is required/);
  },
};

export const WithCount: Story = {
  args: { label: 'Message', name: 'message', defaultValue: undefined, value: 'Hello', maxLength: 500, onValueChange: () => undefined },
  play: ({ canvas }) => expect(canvas.getByText('5 of 500 characters')).toBeInTheDocument(),
};
