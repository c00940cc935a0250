import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Pagination } from './pagination';

/** One pagination: links when the list keeps its page in the address, buttons when the page is state. */
const meta = {
  title: 'Shared interface/Pagination',
  component: Pagination,
  args: { label: 'Claims pages', page: 3, totalPages: 12, hrefFor: (page: number) => `/claims?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  async play({ canvas }) {
    const nav = canvas.getByRole('navigation', { name: 'Claims pages' });
    await expect(within(nav).getAllByRole('link').length).toBeGreaterThan(3);
    await expect(within(nav).getByText('3').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
  },
};

export const Buttons: Story = {
  args: { label: 'Referral pages', page: 1, totalPages: 2, hrefFor: undefined, onPage: () => undefined },
  play: ({ canvas }) => expect(within(canvas.getByRole('navigation', { name: 'Referral pages' })).getAllByRole('button').length).toBeGreaterThan(1),
};
