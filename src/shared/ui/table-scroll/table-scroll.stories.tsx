import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { TableScroll } from './table-scroll';

/** A wide table on a narrow screen scrolls inside its own named region, which the keyboard can focus and scroll. */
const meta = {
  title: 'Shared interface/Table scroll',
  component: TableScroll,
  args: {
    label: 'Service lines',
    children: (
      <table>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Billed</th>
            <th scope="col">Allowed</th>
            <th scope="col">Plan paid</th>
            <th scope="col">You owe</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Office visit, established patient</td>
            <td>$180.00</td>
            <td>$120.00</td>
            <td>$100.00</td>
            <td>$20.00</td>
          </tr>
        </tbody>
      </table>
    ),
  },
} satisfies Meta<typeof TableScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NarrowScreen: Story = {
  async play({ canvas }) {
    const region = canvas.getByRole('region', { name: 'Service lines table' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(within(region).getByRole('columnheader', { name: 'You owe' })).toBeInTheDocument();
  },
};
