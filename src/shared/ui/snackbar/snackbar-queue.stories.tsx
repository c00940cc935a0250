import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';

import type { Notification } from '../../../../generated/model';

import { SnackbarQueue } from './snackbar-queue';

/**
 * The snackbar queue itself (product section 4), which loads with the first notification: what was sent while it
 * loaded, the provider hands it as it starts, and it shows them in order, each in its live region.
 */
function StartedQueue({ waiting }: { readonly waiting: readonly Notification[] }) {
  const [sent] = useState(() => waiting.map((notification) => ({ type: 'enqueue' as const, notification })));
  const [statusRegion, setStatusRegion] = useState<HTMLDivElement | null>(null);
  const [alertRegion, setAlertRegion] = useState<HTMLDivElement | null>(null);
  return (
    <div className="snackbar-host">
      <div ref={setStatusRegion} role="status" aria-label="Queue status" className="snackbar-host__region" />
      <div ref={setAlertRegion} role="alert" aria-label="Queue alerts" className="snackbar-host__region" />
      {statusRegion && alertRegion && <SnackbarQueue sent={sent} statusRegion={statusRegion} alertRegion={alertRegion} />}
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
