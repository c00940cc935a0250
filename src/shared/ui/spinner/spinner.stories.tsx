import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { OverlaySpinner, Spinner } from './spinner';

/** The spinner, and the overlay spinner that covers a page or region while it loads (spec section 2). */
const meta = {
  title: 'Shared interface/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 'medium' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'small' }, play: ({ canvasElement }) => expect(within(canvasElement).getByText('Loading')).toBeInTheDocument() };
export const Large: Story = { args: { size: 'large', label: 'Downloading resource...' }, play: ({ canvasElement }) => expect(within(canvasElement).getByText('Downloading resource...')).toBeInTheDocument() };

export const OverlayOnPage: Story = {
  render: () => <OverlaySpinner isLoading label="Loading your dashboard" />,
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByTestId('overlay-spinner')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Loading your dashboard')).toBeInTheDocument();
  },
};

export const OverlayOnRegion: Story = {
  render: () => (
    <OverlaySpinner isLoading label="Searching for providers">
      <p>Providers near 97209</p>
    </OverlaySpinner>
  ),
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('Providers near 97209').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};
