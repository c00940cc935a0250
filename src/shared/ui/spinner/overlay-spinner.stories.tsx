import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { OverlaySpinner } from './overlay-spinner';

/** The overlay spinner that covers a page or region while it loads (product section 2). */
const meta = {
  title: 'Shared interface/Overlay spinner',
  component: OverlaySpinner,
  args: { isLoading: true },
} satisfies Meta<typeof OverlaySpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverlayOnPage: Story = {
  render: () => <OverlaySpinner isLoading label="Loading your dashboard" />,
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByTestId('overlay-spinner')).toBeInTheDocument();
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
    await expect((await within(canvasElement).findByText('Providers near 97209')).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};
