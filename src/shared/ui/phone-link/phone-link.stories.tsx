import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { TTY_NUMBER } from '../../lib/phone';

import { PhoneLink } from './phone-link';

/** A phone number members can tap to call: shown as members read it, dialled with the country code. */
const meta = {
  title: 'Shared interface/Phone link',
  component: PhoneLink,
  args: { number: '5035550142' },
} satisfies Meta<typeof PhoneLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LocalNumber: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:+15035550142');
  },
};

export const TollFree: Story = {
  args: { number: '1-888-555-0100' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: '1-888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
  },
};

export const WithExtension: Story = {
  args: { number: '(503) 555-0142 ext. 12' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: '(503) 555-0142 ext. 12' })).toHaveAttribute('href', 'tel:+15035550142,12');
  },
};

export const Letters: Story = {
  args: { number: '1-800-DENTIST' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: '1-800-DENTIST' })).toHaveAttribute('href', 'tel:+18003368478');
  },
};

export const International: Story = {
  args: { number: '+1-503-555-0160' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: '+1-503-555-0160' })).toHaveAttribute('href', 'tel:+15035550160');
  },
};

export const Tty: Story = {
  args: { number: TTY_NUMBER },
  render: (args) => (
    <p>
      TTY, dial <PhoneLink {...args} />.
    </p>
  ),
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
  },
};

export const WithOwnText: Story = {
  args: { number: '1-888-555-0500', children: 'Contact customer service (dental)' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: 'Contact customer service (dental)' })).toHaveAttribute(
      'href',
      'tel:+18885550500',
    );
  },
};

export const NothingToDial: Story = {
  args: { number: 'See the back of your ID card' },
  async play({ canvasElement }) {
    const text = within(canvasElement).getByText('See the back of your ID card');
    await expect(text).toBeVisible();
    await expect(text.closest('a')).toBeNull();
    await expect(within(canvasElement).queryByRole('link', { name: /ID card/ })).toBeNull();
  },
};
