import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { Notification } from '../../../../generated/model';

import { useNotify } from './use-notify';
import { emailUpdatedNotification, policiesAcceptedNotification } from './success-messages';

/**
 * Snackbar notifications (product sections 2 and 4): error, success or alert; queued, the first at once. The story
 * frame holds the portal's NotificationProvider (src/app/root-layout.tsx); each story notifies on show.
 */
function Notify({ notifications }: { readonly notifications: readonly Notification[] }) {
  const { notify } = useNotify();
  useEffect(() => {
    for (const notification of notifications) notify(notification);
  }, [notify, notifications]);
  return null;
}

const meta = {
  title: 'Shared interface/Snackbar',
  component: Notify,
} satisfies Meta<typeof Notify>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  args: { notifications: [emailUpdatedNotification()] },
  async play({ canvasElement }) {
    await expect(await page(canvasElement).findByText('Successfully updated email address')).toBeVisible();
  },
};

export const ErrorNotification: Story = {
  name: 'Error',
  args: { notifications: [{ status: 'error', message: 'The subscriber ID could not be copied. Select the number to copy it yourself.', dismissAfter: 60_000 }] },
  async play({ canvasElement }) {
    const message = await page(canvasElement).findByText(/could not be copied/);
    await expect(message.closest('[role="alert"]')).not.toBeNull();
  },
};

export const Alert: Story = {
  args: { notifications: [{ status: 'alert', message: 'Copied subscriber ID to clipboard', dismissAfter: 60_000 }] },
  async play({ canvasElement }) {
    await expect(await page(canvasElement).findByText('Copied subscriber ID to clipboard')).toBeVisible();
  },
};

export const Queued: Story = {
  args: { notifications: [{ ...policiesAcceptedNotification(), dismissAfter: 60_000 }, emailUpdatedNotification()] },
  async play({ canvasElement }) {
    const body = page(canvasElement);
    const first = await body.findByText("You're all set. Welcome to your dental Member Dashboard");
    await expect(body.queryByText('Successfully updated email address')).toBeNull();
    await userEvent.click(first);
    await waitFor(() => expect(body.getByText('Successfully updated email address')).toBeVisible(), { timeout: 3_000 });
  },
};
