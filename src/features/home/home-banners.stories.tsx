import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { StoryParameters } from '../../test/storybook';

import { WithDashboardData } from './dashboard-story-data';
import { EbillAlertBanner, PlanManagementBanner, PrimaryCareUpdateBanner } from './home-banners';

/**
 * The dashboard's banners (product section 2): the plan management banner before and after a cancellation (status M
 * and D), from the plan management personas' GET /plan-management/details, the eBill alert and the primary care
 * update.
 */
const meta = {
  title: 'Dashboard tiles/Banners',
  render: () => <WithDashboardData>{({ data }) => <PlanManagementBanner details={data.planManagement} />}</WithDashboardData>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = async (canvasElement: HTMLElement, title: string) => (await within(canvasElement).findByText(title, { exact: false })).closest<HTMLElement>('.alert-banner')!;

export const RenewReminder: Story = {
  parameters: { persona: 'renewal', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const alert = await banner(canvasElement, 'Renew, change or cancel your');
    await expect(within(alert).getByRole('link', { name: 'Manage my plan' })).toHaveAttribute('href', '/account/plan-benefits');
    await expect(alert).toHaveTextContent('Open enrollment ends');
  },
};

export const CancelledMedical: Story = {
  parameters: { persona: 'cancelledm', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const alert = await banner(canvasElement, 'Your plan will not renew');
    await expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Medical']);
    await expect(within(alert).getByRole('link', { name: 'Contact customer service' })).toBeVisible();
  },
};

export const CancelledMedicalAndDental: Story = {
  parameters: { persona: 'cancelledd', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const alert = await banner(canvasElement, 'Your plan will not renew');
    await expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Medical', 'Dental']);
  },
};

export const EbillUpdateNeeded: Story = {
  render: () => <EbillAlertBanner />,
  async play({ canvasElement }) {
    const alert = await banner(canvasElement, 'eBill Update needed');
    await expect(within(alert).getByRole('link', { name: 'Update payment method(s)' })).toBeVisible();
  },
};

export const PrimaryCareUpdate: Story = {
  render: () => <PrimaryCareUpdateBanner />,
  async play({ canvasElement }) {
    await expect(await banner(canvasElement, 'Primary care group administrative update')).toHaveAttribute('role', 'status');
  },
};
