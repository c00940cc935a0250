import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { AreaEmpty, AreaFrame, AreaSection } from './area-frame';

/** The frame of every page of an area: back link and heading at once, then the content or its loading state. */
const meta = {
  title: 'Shared interface/Area frame',
  component: AreaFrame,
  args: { title: 'Referrals', piece: 'benefits.referrals', back: { to: '/benefits', label: 'Benefits' } },
} satisfies Meta<typeof AreaFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContent: Story = {
  args: { children: <p>Referral to Dr. Lee, approved.</p> },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Referrals' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Benefits/ })).toBeInTheDocument();
    await expect(canvas.getByText('Referral to Dr. Lee, approved.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: 'Loading your referrals', children: <p>Not yet</p> },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Referrals' })).toBeInTheDocument();
    await expect(canvas.getByText('Loading your referrals')).toBeInTheDocument();
    await expect(canvas.queryByText('Not yet')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { children: <AreaEmpty>You have no referrals.</AreaEmpty> },
  play: ({ canvas }) => expect(canvas.getByText('You have no referrals.')).toBeInTheDocument(),
};

export const WithSections: Story = {
  args: {
    children: (
      <AreaSection title="Open referrals">
        <p>Referral to Dr. Lee, approved.</p>
        <AreaSection level={3} title="Dermatology">
          <p>Two visits left.</p>
        </AreaSection>
      </AreaSection>
    ),
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('region', { name: 'Open referrals' })).toHaveTextContent('Referral to Dr. Lee, approved.');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dermatology' })).toBeInTheDocument();
  },
};
