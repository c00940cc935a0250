import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { PrintButton, PrintHeader } from './print-view';

/**
 * The print views' pieces: the Print button (screen only) and the printed sheet's header (paper only: the brand, the
 * member, the day printed). Storybook shows the screen, where the header is hidden; the browser journeys print.
 */
const meta = {
  title: 'Shared interface/Print view',
  component: PrintButton,
  args: { what: 'this claim' },
} satisfies Meta<typeof PrintButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrintTheClaim: Story = {
  async play({ canvas }) {
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print this claim' }));
    } finally {
      window.print = original;
    }
    await expect(print).toHaveBeenCalledOnce();
  },
};

export const SheetHeader: Story = {
  render: () => <PrintHeader member="Jordan Rivera" facts={['Claims from January 1, 2026 to June 30, 2026']} />,
  async play({ canvasElement }) {
    const header = canvasElement.querySelector('.print-header');
    await expect(header).toHaveClass('print-only');
    await expect(header).toHaveTextContent('Member: Jordan Rivera');
    await expect(header).toHaveTextContent('Claims from January 1, 2026 to June 30, 2026');
    await expect(header).toHaveTextContent(/Printed \w+ \d{1,2}, \d{4}/);
  },
};
