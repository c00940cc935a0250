import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { SafeHtml } from './safe-html';

/** Server HTML (holiday calendars, limit descriptions), sanitised before it reaches the page. */
const meta = {
  title: 'Shared interface/Safe HTML',
  component: SafeHtml,
  args: {
    html: '<h3>Holidays</h3><ul><li>Thanksgiving Day: closed</li><li>Christmas Day: closed</li></ul><p>Call <a href="tel:18885550100">1-888-555-0100</a>.</p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  async play({ canvas }) {
    await expect(canvas.getByText('Thanksgiving Day: closed')).toBeVisible();
  },
};

export const ScriptRemoved: Story = {
  args: { html: '<p>Up to 20 visits each plan year.</p><script>window.stolen = true</script><img src="x" onerror="window.stolen = true">' },
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByText('Up to 20 visits each plan year.')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
  },
};
