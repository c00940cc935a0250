import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';

import { Tooltip } from './tooltip';

/** The tooltip (product section 2): opens on hover (and on keyboard focus), with no delay. */
const meta = {
  title: 'Shared interface/Tooltip',
  component: Tooltip,
  args: {
    text: 'Your employee ID is on your pay statement.',
    children: <Button>Employee ID</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('button', { name: 'Employee ID' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull();
  },
};

export const OpenOnHover: Story = {
  async play({ canvas, canvasElement }) {
    await userEvent.hover(canvas.getByRole('button', { name: 'Employee ID' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent('Your employee ID is on your pay statement.');
  },
};
