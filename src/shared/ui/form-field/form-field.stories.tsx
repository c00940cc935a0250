import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect } from 'storybook/test';

import { CheckboxField, DateOfBirthField, EmailField, SelectField, TextAreaField } from './form-field';

/** The other fields of the forms, sharing the text field's label, hint and error. */
const meta = {
  title: 'Shared interface/Form fields',
  component: TextAreaField,
  args: { label: 'Message', name: 'message', maxLength: 1000 },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextArea: Story = {
  async play({ canvas }) {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    await expect(canvas.getByText('0 of 1000 characters')).toBeInTheDocument();
  },
};

export const Select: Story = {
  render: () => <SelectDemo />,
  play: ({ canvas }) => expect(canvas.getByRole('combobox', { name: 'Topic' })).toHaveAttribute('aria-invalid', 'true'),
};

export const Checkbox: Story = {
  render: () => <CheckboxDemo />,
  play: ({ canvas }) => expect(canvas.getByRole('checkbox', { name: 'Send me paperless notices' })).toBeInTheDocument(),
};

export const Email: Story = {
  render: () => <EmailField label="Email address" name="email" hint="We send plan notices and password resets to this address." />,
  async play({ canvas }) {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
  },
};

export const DateOfBirth: Story = {
  render: () => <DateOfBirthField today={new Date(2026, 4, 14)} name="dateOfBirth" />,
  play: ({ canvas }) => expect(canvas.getByLabelText('Date of birth')).toHaveAttribute('max', '2026-05-14'),
};

function SelectDemo() {
  const { register } = useForm<{ topic: string }>();
  return (
    <SelectField
      label="Topic"
      placeholder="Choose a topic"
      registration={register('topic')}
      options={[
        { value: 'claims', label: 'Claims' },
        { value: 'benefits', label: 'Benefits' },
      ]}
      error="Topic is required"
    />
  );
}

function CheckboxDemo() {
  const { register } = useForm<{ paperless: boolean }>();
  return <CheckboxField label="Send me paperless notices" registration={register('paperless')} />;
}
