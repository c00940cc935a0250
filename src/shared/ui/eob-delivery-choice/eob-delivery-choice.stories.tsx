import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, within } from 'storybook/test';

import type { RegistrationPolicyValues } from '../../lib/validation';

import { EobDeliveryChoice, RegistrationPolicyFields } from './eob-delivery-choice';

function DeliveryDemo({ electronic }: { readonly electronic: boolean }) {
  const { control } = useForm<{ eobConsent: boolean }>({ defaultValues: { eobConsent: electronic } });
  return <EobDeliveryChoice control={control} name="eobConsent" />;
}

function PolicyDemo({ subscriber }: { readonly subscriber: boolean }) {
  const form = useForm<RegistrationPolicyValues>({
    defaultValues: { isCommunicationPolicySigned: false, isEeobPreferenceConsented: subscriber ? true : null },
  });
  return <RegistrationPolicyFields form={form} subscriber={subscriber} />;
}

/** The subscriber's choice of electronic or paper Explanation of Benefits, two radios under one question. */
const meta = {
  title: 'Shared interface/EOB delivery choice',
  component: DeliveryDemo,
  args: { electronic: true },
} satisfies Meta<typeof DeliveryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Electronic: Story = {
  async play({ canvas }) {
    const group = canvas.getByRole('group', { name: 'How would you like to receive your Explanation of Benefits (EOB)?' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(within(group).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  },
};

export const Paper: Story = {
  args: { electronic: false },
  play: ({ canvas }) => expect(canvas.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1),
};

export const PolicyAnswersOfTheSubscriber: Story = {
  render: () => <PolicyDemo subscriber />,
  async play({ canvas }) {
    await expect(canvas.getByRole('checkbox', { name: 'I have read and acknowledged this.' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('group', { name: 'How would you like to receive your Explanation of Benefits (EOB)?' })).toBeInTheDocument();
  },
};

export const PolicyAnswersOfADependent: Story = {
  render: () => <PolicyDemo subscriber={false} />,
  async play({ canvas }) {
    await expect(canvas.getByRole('checkbox', { name: 'I have read and acknowledged this.' })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'How would you like to receive your Explanation of Benefits (EOB)?' })).toBeNull();
  },
};
