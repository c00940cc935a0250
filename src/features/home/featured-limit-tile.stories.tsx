import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import type { StoryParameters } from '../../test/storybook';

import { WithDashboardData } from './dashboard-story-data';
import { FeaturedLimitTile } from './featured-limit-tile';
import { featuredDentalLimit } from '../../domain/benefits/featured-limit';

/** The featured limit tile (product section 2, brand 5 only): the remaining dental amount with a progress bar. */
const meta = {
  title: 'Dashboard tiles/Featured limit tile',
  render: () => (
    <WithDashboardData>
      {({ data }) => {
        const limit = data.limits ? featuredDentalLimit(data.limits) : null;
        return limit ? <FeaturedLimitTile limit={limit} /> : <p>No featured dental limit for this member.</p>;
      }}
    </WithDashboardData>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const HarborDental: Story = {
  parameters: { persona: 'harborpolicy', brand: 5 } satisfies StoryParameters,
  async play({ canvas, canvasElement }) {
    const bar = await canvas.findByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/\$[\d,]+\.\d{2} remaining of your \$[\d,]+\.\d{2}/);
  },
};

export const NotOnOtherBrands: Story = {
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvas }) {
    await expect(await canvas.findByText('No featured dental limit for this member.')).toBeVisible();
  },
};
