import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Modal } from './modal';

/**
 * The modal (product sections 2 and 4): type, heading, subheading, message, icon, a primary button and optional
 * secondary button, cancel link and close-X; each emits its action, then closes.
 */
const meta = {
  title: 'Shared interface/Modal',
  component: Modal,
  args: {
    defaultOpen: true,
    heading: 'Cancel your plan?',
    subheading: 'Medical and Dental',
    message: 'Your coverage ends on December 31. You can renew during the next open enrollment.',
    primaryLabel: 'Cancel my plan',
    secondaryLabel: 'Keep my plan',
    cancelLabel: 'Not now',
    onAction: fn(),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Information: Story = {
  args: { type: 'info' },
  async play({ canvasElement }) {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Cancel your plan?' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

export const Warning: Story = {
  args: { type: 'warning' },
  async play({ canvasElement }) {
    const dialog = page(canvasElement).getByRole('alertdialog', { name: 'Cancel your plan?' });
    await expect(dialog).toHaveTextContent('Your coverage ends on December 31.');
  },
};

export const PrimaryActionCloses: Story = {
  args: { type: 'warning' },
  async play({ args, canvasElement }) {
    const dialog = page(canvasElement).getByRole('alertdialog', { name: 'Cancel your plan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel my plan' }));
    await expect(args.onAction).toHaveBeenCalledWith('primary');
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

export const Success: Story = {
  args: { type: 'success', heading: 'Your plan is renewed', subheading: undefined, message: 'Your 2027 coverage starts on January 1.', primaryLabel: 'Done', secondaryLabel: undefined, cancelLabel: undefined },
  async play({ canvasElement }) {
    await expect(page(canvasElement).getByRole('dialog', { name: 'Your plan is renewed' })).toBeVisible();
  },
};

export const ErrorModal: Story = {
  name: 'Error',
  args: { type: 'error', heading: 'We could not cancel your plan', subheading: undefined, message: 'Try again later, or contact customer service.', primaryLabel: 'Close', secondaryLabel: undefined, cancelLabel: undefined, showClose: false },
  async play({ args, canvasElement }) {
    const dialog = page(canvasElement).getByRole('alertdialog', { name: 'We could not cancel your plan' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onAction).toHaveBeenCalledWith('close');
  },
};
