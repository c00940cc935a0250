import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { StoryParameters } from '../../test/storybook';

import { memberInfoProps, WithDashboardData } from './dashboard-story-data';
import { MemberInfoTile } from './member-info-tile';

/**
 * The member info tile (product section 2): name, subscriber ID (employee ID for local 598), group, insurance types,
 * networks, and the ID card actions only for members who may have one; special group 10002805 marked.
 */
const meta = {
  title: 'Dashboard tiles/Member info tile',
  render: () => <WithDashboardData>{(model) => <MemberInfoTile {...memberInfoProps(model)} />}</WithDashboardData>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Member information' }));

export const Subscriber: Story = {
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const region = await tile(canvasElement);
    await expect(region.getByText('Jordan Rivera')).toBeVisible();
    await expect(region.getByText('900123456')).toBeVisible();
    await expect(region.getByText('Cascade Timber Cooperative')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Download ID card' })).toBeVisible();
    await expect(region.getByRole('link', { name: 'More ID card options' })).toBeVisible();
  },
};

export const EmployeeIdOfLocal598: Story = {
  parameters: { persona: 'local598', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const region = await tile(canvasElement);
    await expect(region.getByText('Employee ID')).toBeVisible();
    await expect(region.getByText('598-044172')).toBeVisible();
  },
};

export const SpecialGroup: Story = {
  parameters: { persona: 'specialgroup', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    await expect((await tile(canvasElement)).getByText('Special group')).toBeVisible();
  },
};

export const TermedWithoutIdCard: Story = {
  parameters: { persona: 'termed', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const region = await tile(canvasElement);
    await expect(region.getByText('Evelyn Hart')).toBeVisible();
    await expect(region.queryByRole('button', { name: 'Download ID card' })).toBeNull();
    await expect(region.queryByRole('link', { name: 'More ID card options' })).toBeNull();
  },
};

export const HarborDental: Story = {
  parameters: { persona: 'harborpolicy', brand: 5 } satisfies StoryParameters,
  async play({ canvasElement }) {
    await expect((await tile(canvasElement)).getByText('Mei Chen')).toBeVisible();
  },
};
