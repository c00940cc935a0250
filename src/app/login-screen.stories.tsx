import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { DEMO_PASSWORD } from '../../mocks/personas';
import { slowResponse } from '../../mocks/scenarios';
import { LOADING_FOREVER_MS, pageArea, portalScreen, screenOf, type StoryParameters } from '../test/storybook';

/**
 * The login screen (product section 2) as a visitor sees it, signed out: the create-account and contact links, hidden
 * on brand 5; signing in (the overlay spinner while the token is on its way); and the messages of product section 8.
 */
const meta = { title: 'Screens/Login', ...portalScreen('/login') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Log in to your Member Dashboard';
const LOCKED = 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.';

async function logIn(canvasElement: HTMLElement, username: string, password: string) {
  const main = await pageArea(canvasElement, TITLE);
  await userEvent.type(main.getByLabelText('Username', { exact: true }), username);
  await userEvent.type(main.getByLabelText('Password', { exact: true }), password);
  await userEvent.click(main.getByRole('button', { name: 'Log in' }));
  return main;
}

export const Brand1: Story = {
  name: 'Brand 1: with the create-account and contact links',
  parameters: { brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    await expect(main.getByRole('link', { name: 'Forgot username' })).toBeVisible();
  },
};

export const Brand5: Story = {
  name: 'Brand 5: no create-account or contact link',
  parameters: { brand: 5 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await expect(main.getByRole('link', { name: 'Forgot password' })).toBeVisible();
    await expect(main.queryByRole('link', { name: 'Create an account' })).toBeNull();
    await expect(main.queryByRole('link', { name: 'Contact us' })).toBeNull();
  },
};

export const SigningIn: Story = {
  name: 'Loading: signing in',
  parameters: { brand: 1 } satisfies StoryParameters,
  beforeEach() {
    slowResponse('createToken', LOADING_FOREVER_MS);
  },
  async play({ canvasElement }) {
    const main = await logIn(canvasElement, 'rivera', DEMO_PASSWORD);
    await waitFor(() => expect(screenOf(canvasElement).getByTestId('overlay-spinner')).toBeVisible());
    await expect(main.getByRole('button', { name: 'Log in' })).toBeDisabled();
  },
};

export const EmptyFormSubmitted: Story = {
  name: 'Empty: submitted without a username or password',
  parameters: { brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await userEvent.click(main.getByRole('button', { name: 'Log in' }));
    await expect(await main.findByText('Username is a required field')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Log in' })).toBeDisabled();
  },
};

export const LockedAccount: Story = {
  name: 'Error: account locked',
  parameters: { brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await logIn(canvasElement, 'locked', DEMO_PASSWORD);
    await expect(await main.findByText(LOCKED, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(main.getByRole('link', { name: '1-888-555-0100' })).toBeVisible();
  },
};
