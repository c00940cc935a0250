import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import type { StoryParameters } from '../../test/storybook';

import { WithDashboardData } from './dashboard-story-data';
import { preventiveCareDueDate } from '../../domain/programs/preventive-care';
import { PreventiveCareCard } from './preventive-care-card';

/** The city-employer plan's preventive care card (product section 2): a due date, or "information currently unavailable". */
const meta = {
  title: 'Dashboard tiles/Preventive care card',
  render: () => (
    <WithDashboardData>
      {({ state, data }) => <PreventiveCareCard groupName={state.account.groupName} dueDate={preventiveCareDueDate(data.preventiveCareDueDate)} />}
    </WithDashboardData>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DueDate: Story = {
  parameters: { persona: 'city', brand: 1 } satisfies StoryParameters,
  async play({ canvas, canvasElement }) {
    const card = await canvas.findByRole('heading', { name: /Preventive care initiative/ });
    await expect(card).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/Your preventive care visit is due by \w+ \d{1,2}, \d{4}\./);
    await expect(canvasElement).toHaveTextContent('2026-2027');
  },
};

export const InformationUnavailable: Story = {
  parameters: { persona: 'cityunknown', brand: 1 } satisfies StoryParameters,
  async play({ canvas, canvasElement }) {
    await canvas.findByRole('heading', { name: /Preventive care initiative/ });
    await expect(canvasElement).toHaveTextContent('Your preventive care due date: information currently unavailable.');
    const links = canvas.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    await expect(links.some((href) => href.startsWith('tel:'))).toBe(true);
    await expect(links.some((href) => href.startsWith('mailto:'))).toBe(true);
  },
};
