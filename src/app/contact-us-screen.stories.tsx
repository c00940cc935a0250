import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { failOperation, slowResponse } from '../../mocks/scenarios';
import { expectErrorPage, LOADING_FOREVER_MS, pageArea, portalScreen, type StoryParameters, type StoryQueries } from '../test/storybook';

/**
 * Contact us (/contact-us), the page anyone may open: brand 2's two lines, the other brands' standard lines (product
 * section 2), the Holidays panel of the brand's holiday calendar, and the way back that fits the visitor. Its
 * states: the calendar still loading (no panel until it has holidays to show), and the error page of product section 8
 * when it fails.
 */
const meta = { title: 'Screens/Contact us', ...portalScreen('/contact-us') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Contact us';
const WAIT = { timeout: 10_000 };

const lineNames = (main: StoryQueries) => main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

export const Brand1: Story = {
  name: 'Brand 1: the standard lines, signed out',
  parameters: { brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await main.findByRole('region', { name: 'Holidays' }, WAIT);
    await expect(lineNames(main)).toEqual(['Account access', 'Medical', 'Dental', 'Pharmacy', 'Medicare Advantage', 'Medicare Pharmacy', 'Holidays']);
    const tty = main.getByRole('link', { name: '711' });
    await expect(tty).toHaveAttribute('href', 'tel:711');
    await expect(tty.parentElement).toHaveTextContent(/^TTY, dial 711\.$/);
    await expect(tty.parentElement).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  },
};

export const Brand2: Story = {
  name: 'Brand 2: its two lines',
  parameters: { brand: 2 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await main.findByRole('region', { name: 'Holidays' }, WAIT);
    await expect(lineNames(main)).toEqual(['Account access', 'Customer service', 'Holidays']);
    await expect(main.getByText('Oct 1 to Mar 31: 7 a.m.-8 p.m. PT, seven days a week.')).toBeVisible();
  },
};

export const Brand5: Story = {
  name: 'Brand 5: the standard lines with its own numbers',
  parameters: { brand: 5 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await main.findByRole('region', { name: 'Holidays' }, WAIT);
    await expect(lineNames(main)).toContain('Dental');
    await expect(main.getByRole('link', { name: 'Back to login' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  name: 'A member who is signed in: back to home',
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    await expect(main.queryByRole('link', { name: 'Back to login' })).toBeNull();
  },
};

export const CalendarLoading: Story = {
  name: 'Loading: the holiday calendar (no panel yet)',
  parameters: { brand: 1 } satisfies StoryParameters,
  beforeEach() {
    slowResponse('getDomainHolidayCalendar', LOADING_FOREVER_MS);
  },
  async play({ canvasElement }) {
    const main = await pageArea(canvasElement, TITLE);
    await expect(main.getByRole('region', { name: 'Medical' })).toBeVisible();
    await expect(main.queryByRole('region', { name: 'Holidays' })).toBeNull();
  },
};

export const CalendarFails: Story = {
  name: 'Error: the holiday calendar does not load (400)',
  parameters: { brand: 1 } satisfies StoryParameters,
  beforeEach() {
    failOperation('getDomainHolidayCalendar', 400);
  },
  async play({ canvasElement }) {
    await expectErrorPage(canvasElement, 400);
  },
};
