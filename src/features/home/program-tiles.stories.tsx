import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import type { StoryParameters } from '../../test/storybook';

import { programTilesProps, WithDashboardData } from './dashboard-story-data';
import { ProgramTiles } from './program-tiles';

/**
 * The program tiles (product sections 2 and 9): up to 6 high-priority enrolled programs, names cut at 25 characters,
 * then the shortcuts (Online bill pay, Outline of Coverage) and 'View all programs'; none for brand 5's shortcuts,
 * no featured programs for a termed member.
 */
const meta = {
  title: 'Dashboard tiles/Program tiles',
  render: () => (
    <WithDashboardData>
      {(model) => {
        const props = programTilesProps(model);
        return props.programs.length > 0 ? <ProgramTiles {...props} /> : <p>No program tiles for this member.</p>;
      }}
    </WithDashboardData>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the persona's data has loaded: the tiles, or the line saying there are none. */
const loaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Programs' }) ?? within(canvasElement).queryByText('No program tiles for this member.')).not.toBeNull());

const tiles = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Programs' }));

export const FamilyPrograms: Story = {
  parameters: { persona: 'rivera', brand: 1 } satisfies StoryParameters,
  async play({ canvasElement }) {
    const region = await tiles(canvasElement);
    await expect(region.getByRole('link', { name: 'View all programs' })).toBeVisible();
    const names = region.getAllByRole('listitem').map((item) => item.textContent ?? '');
    await expect(names.some((name) => name.includes('Online bill pay'))).toBe(true);
    await expect(names.some((name) => name.includes('Outline of Coverage'))).toBe(true);
    await expect(names.length).toBeLessThanOrEqual(8);
  },
};

export const ReducedMenuOnBrand2: Story = {
  parameters: { persona: 'summit', brand: 2 } satisfies StoryParameters,
  async play({ canvasElement }) {
    await expect(await tiles(canvasElement)).toBeTruthy();
  },
};

export const HarborWithoutShortcuts: Story = {
  parameters: { persona: 'harborpolicy', brand: 5 } satisfies StoryParameters,
  async play({ canvas, canvasElement }) {
    await loaded(canvasElement);
    await expect(canvas.queryByText('Online bill pay')).toBeNull();
    await expect(canvas.queryByText('Outline of Coverage', { exact: false })).toBeNull();
  },
};

export const TermedShortcutsOnly: Story = {
  parameters: { persona: 'termed', brand: 1 } satisfies StoryParameters,
  async play({ canvas, canvasElement }) {
    await loaded(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'View all programs' })).toBeNull();
    await expect(canvas.queryByText('Online bill pay')).toBeNull();
  },
};
