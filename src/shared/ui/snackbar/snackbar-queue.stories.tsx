import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';

import type { Notification } from '../../../../generated/model';

import { NotificationChannel } from './snackbar';
import { SnackbarQueue } from './snackbar-queue';

/**
 * The snackbar queue itself (spec section 4), which loads with the first notification: what was sent while it
 * loaded waits in the provider's channel, and the queue shows it in order as it starts, each in its live region.
 */
function StartedQueue({ waiting }: { readonly waiting: readonly Notification[] }) {
  const [channel] = useState(() => {
    const started = new NotificationChannel();
    for (const notification of waiting) started.send({ type: 'enqueue', notification });
    return started;
  });
  const [statusRegion, setStatusRegion] = useState<HTMLDivElement | null>(null);
  const [alertRegion, setAlertRegion] = useState<HTMLDivElement | null>(null);
  return (
    <div className="snackbar-host">
      <div ref={setStatusRegion} role="status" aria-label="Queue status" className="snackbar-host__region" />
      <div ref={setAlertRegion} role="alert" aria-label="Queue alerts" className="snackbar-host__region" />
      {statusRegion && alertRegion && <SnackbarQueue channel={channel} statusRegion={statusRegion} alertRegion={alertRegion} />}
    </div>
  );
}

const meta = {
  title: 'Shared interface/Snackbar queue',
  component: StartedQueue,
} satisfies Meta<typeof StartedQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SentWhileItLoaded: Story = {
  args: {
    waiting: [
      { status: 'error', message: 'The subscriber ID could not be copied.', dismissAfter: 60_000 },
      { status: 'success', message: 'Successfully updated email address' },
    ],
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alerts = await canvas.findByRole('alert', { name: 'Queue alerts' });
    await expect(await within(alerts).findByText('The subscriber ID could not be copied.')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Queue status' })).toBeEmptyDOMElement();
  },
};
