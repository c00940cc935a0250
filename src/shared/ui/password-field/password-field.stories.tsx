import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect } from 'storybook/test';

import { PasswordField, PasswordRule } from './password-field';

/** The masked password field with its show/hide toggle, and the password rule shown beside it. */
const meta = {
  title: 'Shared interface/Password field',
  component: PasswordRule,
  args: { title: 'Your password needs:' },
} satisfies Meta<typeof PasswordRule>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rule: Story = {
  play: ({ canvas }) => expect(canvas.getByText('Your password needs:')).toBeInTheDocument(),
};

export const Field: Story = {
  render: () => <PasswordDemo />,
  play: ({ canvas }) => expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'password'),
};

function PasswordDemo() {
  const { control } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  return <PasswordField control={control} name="password" label="New password" autoComplete="new-password" submitted={false} />;
}
