import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { failOperation, slowResponse } from '../../mocks/scenarios';
import { expectErrorPage, LOADING_FOREVER_MS, pageArea, portalScreen, screenOf, type StoryParameters, type StoryQueries } from '../test/storybook';

/**
 * The benefits area at /benefits, which opens the member's default page: the lateral tab bar is the Benefits menu
 * of product section 6, which differs by brand (brand 1: the eligible categories, Programs, Referrals, Handbooks;
 * brand 2: the reduced menu on the Benefits summary; brand 5: the eligible categories only). Its states: loading,
 * empty (a termed member has no benefits), and the error page of product section 8, for a failed call and for an answer
 * that breaks the contract (502).
 */
const meta = { title: 'Screens/Benefits', ...portalScreen('/benefits') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (main: StoryQueries) =>
  within(main.getByRole('navigation', { name: 'Benefits' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Brand1Medical: Story = {
  name: 'Brand 1: Medical, the default category',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, 'Medical benefits');
    await expect(tabs(main)).toEqual(['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Referrals', 'Member Handbooks']);
    const inNetwork = await main.findByRole('region', { name: 'In network' }, { timeout: 10_000 });
    await expect(within(inNetwork).getByRole('progressbar', { name: 'Individual deductible' })).toBeVisible();
  },
};

export const Brand2Summary: Story = {
  name: 'Brand 2: the reduced menu on the Benefits summary',
  parameters: { persona: 'summit', brand: 2 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, 'Benefits summary');
    await expect(tabs(main)).toEqual(['Benefits summary', 'Programs', 'Referrals', 'Member Handbooks']);
    await expect(await main.findByText('Summit Dental Premier 1250', undefined, { timeout: 10_000 })).toBeVisible();
  },
};

export const Brand5Dental: Story = {
  name: 'Brand 5: Dental only',
  parameters: { persona: 'harborpolicy', brand: 5 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, 'Dental benefits');
    await expect(tabs(main)).toEqual(['Dental']);
    await expect(await main.findByRole('region', { name: 'Benefit limits' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    slowResponse('getMedicalBenefits', LOADING_FOREVER_MS);
  },
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, 'Medical benefits');
    await expect(await main.findByText('Loading medical benefits…')).toBeVisible();
    await expect(main.queryByRole('region', { name: 'In network' })).toBeNull();
  },
};

export const EmptyForATermedMember: Story = {
  name: 'Empty: a termed member',
  parameters: { persona: 'termed', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, /./);
    await expect(await main.findByText('There are no benefits to show because your coverage has ended.', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Medical coverage history' })).toBeVisible();
    await expect(main.queryByRole('navigation', { name: 'Benefits' })).toBeNull();
  },
};

export const ServerError: Story = {
  name: 'Error: the medical benefits do not load (500)',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    failOperation('getMedicalBenefits', 500);
  },
  async play({ canvasElement }) {
    await expectErrorPage(canvasElement, 500);
    await expect(screenOf(canvasElement).queryByRole('heading', { level: 1, name: 'Medical benefits' })).toBeNull();
  },
};

export const AnswerBreaksTheContract: Story = {
  name: 'Error: an answer that breaks the contract (502)',
  parameters: {
    persona: 'rivera',
    brand: 1,
    consoleErrors: [/^The gateway's answer to getMedicalBenefits does not match the contract at \$/],
  } satisfies StoryParameters,
  beforeEach() {
    // A medical summary without its tiers, which the contract requires.
    failOperation('getMedicalBenefits', 200, { planName: 'Cascade PPO 500' });
  },
  async play({ canvasElement }) {
    await expectErrorPage(canvasElement, 502);
  },
};
