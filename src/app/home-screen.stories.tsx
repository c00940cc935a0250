import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { failOperation, slowResponse } from '../../mocks/scenarios';
import { expectErrorPage, LOADING_FOREVER_MS, pageArea, portalScreen, screenOf, type StoryParameters } from '../test/storybook';

/**
 * The home dashboard as a member sees it: the whole portal (shell, guards, the dashboard, the failure rule of product
 * section 8) at /home, signed in as a persona on the mock gateway. One story per brand where the dashboard differs,
 * and the screen's states: loading (the overlay spinner), empty (a termed member: no programs, no ID card) and
 * error (the error page in place, the address kept; a 401 goes to /login except on brand 5).
 */
const meta = { title: 'Screens/Home dashboard', ...portalScreen('/home') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = screenOf;
/** The dashboard shows only once every call has answered (product section 2). */
const dashboard = (canvasElement: HTMLElement, firstName: string) => pageArea(canvasElement, `Welcome, ${firstName}`);

export const Brand1Family: Story = {
  name: 'Brand 1: the Rivera family',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await dashboard(canvasElement, 'Jordan');
    await expect(main.getByText('eBill Update needed', { exact: false })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Select primary care for Sam Rivera' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Programs' })).toBeVisible();
    await expect(page(canvasElement).getByRole('navigation', { name: 'Main' })).toHaveTextContent('Claims/EOBs');
  },
};

export const Brand2Summit: Story = {
  name: 'Brand 2: Summit',
  parameters: { persona: 'summit', brand: 2 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await dashboard(canvasElement, 'Tomás');
    await expect(main.getByRole('region', { name: 'Member information' })).toHaveTextContent('Tomás Alvarez');
    await expect(main.queryByText('eBill Update needed', { exact: false })).toBeNull();
  },
};

export const Brand5Harbor: Story = {
  name: 'Brand 5: Harbor Dental',
  parameters: { persona: 'harborpolicy', brand: 5 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await dashboard(canvasElement, 'Mei');
    // The featured dental limit shows only on brand 5; brand 5 has no shortcut programs.
    await expect(main.getByRole('progressbar')).toBeVisible();
    await expect(main.queryByText('Online bill pay')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    slowResponse('getAccount', LOADING_FOREVER_MS);
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(page(canvasElement).getByTestId('overlay-spinner')).toBeVisible());
    await expect(page(canvasElement).queryByRole('heading', { name: /^Welcome/ })).toBeNull();
  },
};

export const EmptyForATermedMember: Story = {
  name: 'Empty: a termed member',
  parameters: { persona: 'termed', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await dashboard(canvasElement, 'Evelyn');
    await expect(page(canvasElement).getByText('You are not currently enrolled in a plan', { exact: false })).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Download ID card' })).toBeNull();
    await expect(main.queryByRole('link', { name: 'View all programs' })).toBeNull();
  },
};

export const ServerError: Story = {
  name: 'Error: the account does not load (500)',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    failOperation('getAccount', 500);
  },
  async play({ canvasElement }) {
    await expectErrorPage(canvasElement, 500);
    await expect(page(canvasElement).queryByRole('heading', { name: /^Welcome/ })).toBeNull();
  },
};

export const AnswerBreaksTheContract: Story = {
  name: 'Error: an answer that breaks the contract (502)',
  parameters: {
    persona: 'rivera',
    brand: 1,
    // The portal's client checks every answer against the contract and reports the first violation of each place.
    consoleErrors: [/^The gateway's answer to getAccount does not match the contract at \$/],
  } satisfies StoryParameters,
  beforeEach() {
    // GET /account without its members, which the contract requires.
    failOperation('getAccount', 200, { subscriberId: '900123456', groupId: '10001234' });
  },
  async play({ canvasElement }) {
    await expectErrorPage(canvasElement, 502);
    await expect(page(canvasElement).queryByRole('heading', { name: /^Welcome/ })).toBeNull();
  },
};

export const SessionEndedOnBrand1: Story = {
  name: 'Error: session ended (401) on brand 1 goes to the login page',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  beforeEach() {
    failOperation('getAccount', 401);
  },
  async play({ canvasElement }) {
    await expect(await page(canvasElement).findByRole('button', { name: 'Log in' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const SessionEndedOnBrand5: Story = {
  name: 'Error: session ended (401) on brand 5 shows its own page',
  parameters: { persona: 'harborpolicy', brand: 5 } satisfies StoryParameters,
  beforeEach() {
    failOperation('getAccount', 401);
  },
  async play({ canvasElement }) {
    const link = await page(canvasElement).findByRole('link', { name: 'Return to the partner dashboard' }, { timeout: 10_000 });
    await expect(link).toHaveAttribute('href', 'https://partner.example.com/dashboard');
    await expect(page(canvasElement).getByRole('link', { name: 'Log in again' })).toBeVisible();
  },
};
