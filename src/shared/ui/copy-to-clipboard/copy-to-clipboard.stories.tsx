import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { stubClipboard } from '../../../test/storybook';

import { CopyButton } from './copy-to-clipboard';

/** The copy helper (product section 2): "Copied" for 3 seconds, then its Copy label again. */
const meta = {
  title: 'Shared interface/Copy to clipboard',
  component: CopyButton,
  args: { text: '900123456', what: 'subscriber ID', onCopied: fn() },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Copy: Story = {
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'Copy subscriber ID' })).toBeVisible();
  },
};

export const Copied: Story = {
  async play({ args, canvas }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy subscriber ID' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith(true));
    await expect(canvas.getByRole('button', { name: 'Copied subscriber ID' })).toBeVisible();
  },
};

export const ClipboardUnavailable: Story = {
  beforeEach: () => stubClipboard(false),
  async play({ args, canvas }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy subscriber ID' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith(false));
    await expect(canvas.getByRole('button', { name: 'Copy subscriber ID' })).toBeVisible();
  },
};
