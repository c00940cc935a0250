import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LinkCards } from './link-cards';

/** Pages offered as cards: each heading links to its page, and the whole card is the link's target. */
const meta = {
  title: 'Shared interface/Link cards',
  component: LinkCards,
  args: {
    cards: [
      { id: 'summary', title: 'Summary', to: '/account/summary', text: 'Your plan, your coverage and your family at a glance.' },
      { id: 'member-information', title: 'Member information', to: '/account/member-information', text: 'Your contact details and addresses.' },
      { id: 'help-center', title: 'Help center', to: '/account/support', text: 'Answers to common questions, and a message to us.' },
    ],
  },
} satisfies Meta<typeof LinkCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountPages: Story = {
  async play({ canvas }) {
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[1]!).getByRole('link', { name: 'Member information' })).toHaveAttribute('href', '/account/member-information');
  },
};
