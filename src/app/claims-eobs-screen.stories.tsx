import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { failOperation, slowResponse } from '../../mocks/scenarios';
import { LOADING_FOREVER_MS, pageArea, portalScreen, type StoryParameters } from '../test/storybook';

/**
 * Claims (/claims) and explanations of benefits (/eobs). The subscriber sees the family's claims under
 * 'Claims/EOBs' and the EOBs; a dependent sees 'Claims' with their own claims only, and no EOBs (product section 6).
 * Their states: loading, empty (a member with no claims or EOBs yet), and a list that does not load, which these
 * pages show in place with a retry (product section 8 handles claims and EOBs in place), for a failed call and for an
 * answer that breaks the contract.
 */
const meta = { title: 'Screens/Claims and EOBs', ...portalScreen('/claims') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const EOBS: StoryParameters = { path: '/eobs' };
const WAIT = { timeout: 10_000 };

export const SubscriberClaims: Story = {
  name: "Claims: the subscriber, the family's claims",
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, 'Claims/EOBs');
    await expect(await main.findByText('Showing 1–5 of 8 claims', undefined, WAIT)).toBeVisible();
    const results = main.getByRole('region', { name: "Your family's claims" });
    await expect(within(results).getAllByRole('article')).toHaveLength(5);
    await expect(main.getByRole('link', { name: 'View EOB for claim C-2026-118842' })).toBeVisible();
  },
};

export const DependentClaims: Story = {
  name: 'Claims: a dependent, their own claims',
  parameters: { persona: 'alexrivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, 'Claims');
    await expect(await main.findByText('Showing 1–2 of 2 claims', undefined, WAIT)).toBeVisible();
    await expect(main.getByRole('region', { name: 'Your claims' })).toBeVisible();
    await expect(main.queryByRole('link', { name: /View EOB/ })).toBeNull();
  },
};

export const ClaimsLoading: Story = {
  name: 'Claims: loading',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    slowResponse('getClaims', LOADING_FOREVER_MS);
  },
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, 'Claims/EOBs');
    await expect(await main.findByText('Loading your claims…', undefined, WAIT)).toBeVisible();
  },
};

export const NoClaims: Story = {
  name: 'Claims: empty',
  parameters: { persona: 'city', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, 'Claims/EOBs');
    await expect(await main.findByText('There are no claims to show yet.', undefined, WAIT)).toBeVisible();
  },
};

export const ClaimsFail: Story = {
  name: 'Claims: error in place (400), with a retry',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    failOperation('getClaims', 400);
  },
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, 'Claims/EOBs');
    const title = await main.findByText('Claims are not available', undefined, WAIT);
    await expect(title.closest('[role="alert"]')).toHaveTextContent("We couldn't load your claims");
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ClaimsBreakTheContract: Story = {
  name: 'Claims: an answer that breaks the contract, in place',
  parameters: {
    persona: 'rivera',
    brand: 1,
    consoleErrors: [/^The gateway's answer to getClaims does not match the contract at \$/],
  } satisfies StoryParameters,
  beforeEach() {
    // A claim without the member it belongs to, which the contract requires.
    failOperation('getClaims', 200, { content: [{ claimId: 'C-2026-118842' }], number: 0, totalPages: 1 });
  },
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, 'Claims/EOBs');
    await expect(await main.findByText('Claims are not available', undefined, WAIT)).toBeVisible();
    await expect(main.queryByRole('article')).toBeNull();
  },
};

export const SubscriberEobs: Story = {
  name: 'EOBs: the subscriber',
  parameters: { ...EOBS, persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, /./);
    await expect(await main.findByText('Showing 1–5 of 6 explanations of benefits', undefined, WAIT)).toBeVisible();
    const results = main.getByRole('region', { name: 'Your explanations of benefits' });
    await expect(within(results).getAllByRole('article')).toHaveLength(5);
  },
};

export const DependentEobs: Story = {
  name: 'EOBs: a dependent, for the subscriber only',
  parameters: { ...EOBS, persona: 'alexrivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, /./);
    await expect(await main.findByText('Only the subscriber can see explanations of benefits', undefined, WAIT)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to Claims' })).toHaveAttribute('href', '/claims');
  },
};

export const EobsLoading: Story = {
  name: 'EOBs: loading',
  parameters: { ...EOBS, persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    slowResponse('getEobs', LOADING_FOREVER_MS);
  },
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, /./);
    await expect(await main.findByText('Loading your explanations of benefits…', undefined, WAIT)).toBeVisible();
  },
};

export const NoEobs: Story = {
  name: 'EOBs: empty',
  parameters: { ...EOBS, persona: 'city', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, /./);
    await expect(await main.findByText('There are no explanations of benefits to show yet.', undefined, WAIT)).toBeVisible();
  },
};

export const EobsFail: Story = {
  name: 'EOBs: error in place (400), with a retry',
  parameters: { ...EOBS, persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    failOperation('getEobs', 400);
  },
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, /./);
    await expect(await main.findByText('Explanations of benefits are not available', undefined, WAIT)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
