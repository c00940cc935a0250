import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DrugTierTable } from './drug-tier-table';

/** What a prescription costs in each drug tier of the pharmacy plan, at a retail pharmacy and by mail order. */
const meta = {
  title: 'Shared interface/Drug tier table',
  component: DrugTierTable,
  args: {
    className: 'pbm-summary__table',
    caption: 'What you pay for a prescription, by drug tier',
    tiers: [
      { tierId: 'T1', name: 'Generic', retailCopay: '$10', mailOrderCopay: '$20' },
      { tierId: 'T2', name: 'Preferred brand', retailCopay: '$35', mailOrderCopay: '$70' },
      { tierId: 'T3', name: 'Specialty', retailCopay: '$100' },
    ],
  },
} satisfies Meta<typeof DrugTierTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeTiers: Story = {
  async play({ canvas }) {
    await expect((await canvas.findAllByRole('rowheader')).map((cell) => cell.textContent)).toEqual(['Generic', 'Preferred brand', 'Specialty']);
    await expect(canvas.getByRole('row', { name: /Specialty/ })).toHaveTextContent('Not covered');
  },
};
