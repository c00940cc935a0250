import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { StoryParameters } from '../../test/storybook';

import { WithDashboardData } from './dashboard-story-data';
import { primaryCareSummary } from '../../domain/primary-care/home';
import { PrimaryCareTile } from './primary-care-tile';

/**
 * The primary care tile (product section 2): members without a provider, each with 'Select primary care', and members
 * who have one.
 */
const meta = {
  title: 'Dashboard tiles/Primary care tile',
  render: () => (
    <WithDashboardData>
      {({ state, data, now }) => <PrimaryCareTile summary={primaryCareSummary(state.account.members, data.pcpMembers, data.pcpEligibility, now)} />}
    </WithDashboardData>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Primary care' }));

export const FamilyWithOneToChoose: Story = {
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const region = await tile(canvasElement);
    await expect(region.getByRole('link', { name: 'Select primary care for Sam Rivera' })).toBeVisible();
    await expect(region.getByText('Jordan Rivera')).toBeVisible();
    await expect(region.getByText('Alex Rivera')).toBeVisible();
  },
};

export const ProviderSelected: Story = {
  parameters: { persona: 'city', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const region = await tile(canvasElement);
    await expect(region.queryByRole('link', { name: /^Select primary care/ })).toBeNull();
  },
};

export const StillToChoose: Story = {
  parameters: { persona: 'cityunknown', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const region = await tile(canvasElement);
    await expect(region.getAllByRole('link', { name: /^Select primary care for / }).length).toBeGreaterThan(0);
  },
};

export const ProviderChangesNextMonth: Story = {
  parameters: { persona: 'haddad', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const region = await tile(canvasElement);
    await expect(region.getByText('Thomas Nguyen, MD')).toBeVisible();
    await expect(region.getByText(/^Changes to Maya Okafor, MD on /)).toBeVisible();
    await expect(region.getByText(/^Grace Oyelaran, MD from /)).toBeVisible();
  },
};
