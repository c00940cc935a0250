import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { failOperation, slowResponse } from '../../mocks/scenarios';
import { expectErrorPage, LOADING_FOREVER_MS, pageArea, portalScreen, type StoryParameters } from '../test/storybook';

/**
 * Primary care (/find-care/primary-care): each family member's provider, or none with 'Select primary care'; a
 * dependent sees only their own. Its states: loading, empty (a plan without primary care selection, a member whose
 * coverage ended), and the error page of product section 8.
 */
const meta = { title: 'Screens/Primary care', ...portalScreen('/find-care/primary-care') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Primary care';

export const Family: Story = {
  name: 'The subscriber: the whole family',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    const jordan = await main.findByRole('region', { name: 'Jordan Rivera' }, { timeout: 10_000 });
    await expect(within(jordan).getByText('Maya Okafor, MD')).toBeVisible();
    await expect(within(main.getByRole('region', { name: 'Alex Rivera' })).getByText('Daniel Whitaker, DO')).toBeVisible();
    const sam = main.getByRole('region', { name: 'Sam Rivera' });
    await expect(within(sam).getByText('No primary care provider selected')).toBeVisible();
    await expect(within(sam).getByRole('link', { name: 'Select primary care for Sam Rivera' })).toBeVisible();
  },
};

export const Dependent: Story = {
  name: 'A dependent: only their own',
  parameters: { persona: 'samrivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    const sam = await main.findByRole('region', { name: 'Sam Rivera' }, { timeout: 10_000 });
    await expect(main.getAllByRole('region', { name: /Rivera/ })).toEqual([sam]);
  },
};

export const Loading: Story = {
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    slowResponse('getPcpMembers', LOADING_FOREVER_MS);
  },
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await expect(await main.findByText('Loading primary care')).toBeInTheDocument();
    await expect(main.queryByRole('region', { name: 'Jordan Rivera' })).toBeNull();
  },
};

export const NotPartOfThePlan: Story = {
  name: 'Empty: a plan without primary care selection',
  parameters: { persona: 'medicare', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await expect(await main.findByText('Choosing a primary care provider is not part of your plan.', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(main.queryByRole('link', { name: /Select primary care/ })).toBeNull();
  },
};

export const CoverageEnded: Story = {
  name: 'Empty: a member whose coverage ended',
  parameters: { persona: 'termed', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await expect(await main.findByText('Finding care through your plan is available while you have coverage with us.', undefined, { timeout: 10_000 })).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Error: the family does not load (500)',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    failOperation('getPcpMembers', 500);
  },
  async play({ canvasElement }) {
    await expectErrorPage(canvasElement, 500);
  },
};
