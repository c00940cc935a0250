import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OverlaySpinner, Spinner } from './spinner';

/** The spinner, and the overlay spinner that covers a page or region while it loads (spec section 2). */
const meta = {
  title: 'Shared interface/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 'medium' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'small' }, play: ({ canvas }) => expect(canvas.getByText('Loading')).toBeInTheDocument() };
export const Large: Story = { args: { size: 'large', label: 'Downloading resource...' }, play: ({ canvas }) => expect(canvas.getByText('Downloading resource...')).toBeInTheDocument() };

export const OverlayOnPage: Story = {
  render: () => <OverlaySpinner isLoading label="Loading your dashboard" />,
  async play({ canvas }) {
    await expect(canvas.getByTestId('overlay-spinner')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your dashboard')).toBeInTheDocument();
  },
};

export const OverlayOnRegion: Story = {
  render: () => (
    <OverlaySpinner isLoading label="Searching for providers">
      <p>Providers near 97209</p>
    </OverlaySpinner>
  ),
  async play({ canvas }) {
    await expect(canvas.getByText('Providers near 97209').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};
