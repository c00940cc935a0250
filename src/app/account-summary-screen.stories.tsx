import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { failOperation, slowResponse } from '../../mocks/scenarios';
import { expectErrorPage, LOADING_FOREVER_MS, pageArea, portalScreen, type StoryParameters, type StoryQueries } from '../test/storybook';

/**
 * The account summary (/account/summary): the subscriber sees the subscriber, the group, the coverage, the address
 * and the whole family; a dependent only themself. The account pages' tab bar follows product section 6 (no Settings
 * for a dependent over 18, eBill never on brand 5). Its states: loading, and the error page of product section 8.
 */
const meta = { title: 'Screens/Account summary', ...portalScreen('/account/summary') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Account summary';
const WAIT = { timeout: 10_000 };

const accountTabs = (main: StoryQueries) =>
  within(main.getByRole('navigation', { name: 'Account' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Subscriber: Story = {
  name: 'Brand 1: the subscriber',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    const subscriber = await main.findByRole('region', { name: 'Subscriber' }, WAIT);
    await expect(within(subscriber).getByText('Jordan Rivera')).toBeVisible();
    await expect(within(main.getByRole('region', { name: 'Members on your plan' })).getAllByRole('row')).toHaveLength(4);
    await expect(accountTabs(main)).toContain('eBill');
    await expect(accountTabs(main)).toContain('Settings');
  },
};

export const Dependent: Story = {
  name: 'Brand 1: an adult dependent',
  parameters: { persona: 'alexrivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    const membership = await main.findByRole('region', { name: 'Your membership' }, WAIT);
    await expect(within(membership).getAllByRole('row')).toHaveLength(2);
    await expect(main.queryByText('Sam Rivera')).toBeNull();
    await expect(accountTabs(main)).not.toContain('Settings');
  },
};

export const Brand5: Story = {
  name: 'Brand 5: no eBill',
  parameters: { persona: 'harborpolicy', brand: 5 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    const subscriber = await main.findByRole('region', { name: 'Subscriber' }, WAIT);
    await expect(within(subscriber).getByText('Mei Chen')).toBeVisible();
    await expect(accountTabs(main)).not.toContain('eBill');
  },
};

export const Loading: Story = {
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    slowResponse('getEmployeeId', LOADING_FOREVER_MS);
  },
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await expect(await main.findByText('Loading your account…', undefined, WAIT)).toBeVisible();
    await expect(main.queryByRole('region', { name: 'Subscriber' })).toBeNull();
  },
};

export const Forbidden: Story = {
  name: 'Error: the gateway refuses the account (403)',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    failOperation('getEmployeeId', 403);
  },
  async play({ canvasElement }) {
    await expectErrorPage(canvasElement, 403);
  },
};
