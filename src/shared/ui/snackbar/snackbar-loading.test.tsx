import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Notification } from '../../../../generated/model';

import type * as Snackbar from './snackbar';
import type { NotifyApi } from './snackbar';
import type * as UseNotify from './use-notify';

// Each test starts with the snackbar modules afresh: the queue and view not loaded yet, as on the first page load.
let snackbar: typeof Snackbar;
let notifying: typeof UseNotify;
beforeEach(async () => {
  vi.resetModules();
  snackbar = await import('./snackbar');
  notifying = await import('./use-notify');
});

/** The notify functions of a page under the provider (the page starts loading the queue as it shows). */
function renderProvider(): { readonly api: () => NotifyApi } {
  const { NotificationProvider } = snackbar;
  const { useNotify } = notifying;
  let api: NotifyApi | null = null;
  function Page() {
    api = useNotify();
    return null;
  }
  render(
    <NotificationProvider>
      <Page />
    </NotificationProvider>,
  );
  return { api: () => api! };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the snackbar before its queue has loaded', () => {
  it('keeps the live regions in the page, empty, until a notification comes', () => {
    renderProvider();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows what was sent while it loaded, in order, each for its whole time from when it shows', async () => {
    const { api } = renderProvider();
    const first: Notification = { status: 'success', message: 'Sent first', dismissAfter: 300 };
    const second: Notification = { status: 'error', message: 'Sent second', dismissAfter: 300 };
    const replaced: Notification = { status: 'alert', message: 'Replaced before it showed' };

    // Sent before the queue has loaded: it takes them as it starts.
    act(() => {
      api().notify(replaced);
      api().replaceNotifications([first, second]);
    });

    const shown = await screen.findByText('Sent first');
    expect(screen.getByRole('status')).toContainElement(shown);
    expect(screen.queryByText('Replaced before it showed')).not.toBeInTheDocument();
    await act(() => pause(200));
    expect(shown.parentElement).not.toHaveAttribute('data-exiting');
    // Dismissed at 300 ms; jsdom never ends the animation, so the next shows after the 1000 ms fallback.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sent second'), { timeout: 3000 });
    expect(screen.queryByText('Sent first')).not.toBeInTheDocument();
  });
});
