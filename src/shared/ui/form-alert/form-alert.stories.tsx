import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { FormAlert } from './form-alert';

/** A message above a form: errors and warnings are announced at once, notices and outcomes politely. */
const meta = {
  title: 'Shared interface/Form alert',
  component: FormAlert,
  args: { children: 'Invalid username or password.' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: ({ canvas }) => expect(canvas.getByText('Invalid username or password.').closest('.form-alert')).toHaveAttribute('role', 'alert'),
};

export const Success: Story = {
  args: { tone: 'success', title: 'Check your e-mail', children: 'We sent your username to the address on file.' },
  play: ({ canvas }) => expect(canvas.getByText('Check your e-mail').closest('.form-alert')).toHaveAttribute('role', 'status'),
};
