import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import type { StoryParameters } from '../../test/storybook';
import { stubClipboard } from '../../test/storybook';

import { displayedId, WithDashboardData } from './dashboard-story-data';
import { WelcomeBanner } from './welcome-banner';

/** The welcome banner of the dashboard (product section 2), with a persona's name and ID from the mock gateway. */
const meta = {
  title: 'Dashboard tiles/Welcome banner',
  render: () => (
    <WithDashboardData>{(model) => <WelcomeBanner firstName={model.state.member.firstName} {...displayedId(model)} />}</WithDashboardData>
  ),
  beforeEach: () => stubClipboard(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Subscriber: Story = {
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvas, canvasElement }) {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Subscriber ID 900123456');
  },
};

export const CopiedSubscriberId: Story = {
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvas, canvasElement }) {
    await userEvent.click(await canvas.findByRole('button', { name: /^Copy/ }));
    await expect(await page(canvasElement).findByText('Copied subscriber ID to clipboard')).toBeVisible();
  },
};

export const EmployeeIdOfLocal598: Story = {
  parameters: { persona: 'local598', brand: 1 } satisfies StoryParameters,
  async play({ canvas, canvasElement }) {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Frank' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Employee ID 598-044172');
  },
};
