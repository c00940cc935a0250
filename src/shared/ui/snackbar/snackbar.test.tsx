import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Notification } from '../../../../generated/model';
import { fakeTimerUser, installFakeTimers } from '../test-utils/fake-timers';

import { loadSnackbar, NotificationProvider } from './snackbar';
import { useNotify } from './use-notify';

function Harness({ notifications, replacement = [] }: { notifications: Notification[]; replacement?: Notification[] }) {
  const { notify, replaceNotifications, clearNotifications } = useNotify();
  return (
    <>
      <button type="button" onClick={() => notifications.forEach(notify)}>
        Send
      </button>
      <button type="button" onClick={() => replaceNotifications(replacement)}>
        Replace
      </button>
      <button type="button" onClick={clearNotifications}>
        Clear
      </button>
    </>
  );
}

function setup(notifications: Notification[], replacement?: Notification[]) {
  const user = fakeTimerUser();
  render(
    <NotificationProvider>
      <Harness notifications={notifications} replacement={replacement} />
    </NotificationProvider>,
  );
  return { user, send: () => user.click(screen.getByRole('button', { name: 'Send' })) };
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const status = () => screen.getByRole('status');
const alertRegion = () => screen.getByRole('alert');

const saved: Notification = { status: 'success', message: 'Successfully updated email address', dismissAfter: 3000 };
const welcome: Notification = { status: 'success', message: "You're all set. Welcome to your dental Member Dashboard" };
const failed: Notification = { status: 'error', message: 'Something went wrong' };

// The queue and its view have loaded, as a page that can notify has them by the time it does
// (snackbar-loading.test.tsx: a notification sent before).
beforeAll(() => loadSnackbar());

let restoreTimers: () => void;
beforeEach(() => {
  restoreTimers = installFakeTimers();
});
afterEach(() => restoreTimers());

describe('NotificationProvider and useNotify', () => {
  it('shows the first notification at once and keeps the rest waiting', async () => {
    const { send } = setup([welcome, saved]);
    await send();
    expect(status()).toHaveTextContent(welcome.message);
    expect(screen.queryByText(saved.message)).not.toBeInTheDocument();
  });

  it('dismisses after 5000 ms by default, then shows the next after the 1000 ms fallback', async () => {
    const { send } = setup([welcome, saved]);
    await send();

    advance(4999);
    expect(screen.getByText(welcome.message)).toBeInTheDocument();
    advance(1);
    // Dismissed: the exit animation runs (jsdom never reports its end), the next one still waits.
    expect(screen.getByText(welcome.message)).toBeInTheDocument();
    expect(screen.queryByText(saved.message)).not.toBeInTheDocument();

    advance(999);
    expect(screen.queryByText(saved.message)).not.toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(welcome.message)).not.toBeInTheDocument();
    expect(status()).toHaveTextContent(saved.message);
  });

  it("honours the notification's own dismissAfter", async () => {
    const { send } = setup([saved]);
    await send();
    advance(2999);
    expect(screen.getByText(saved.message)).not.toHaveAttribute('data-exiting');
    advance(1);
    advance(1000);
    expect(screen.queryByText(saved.message)).not.toBeInTheDocument();
  });

  it('dismisses with the "Dismiss notification" button, and shows the next as soon as the animation ends', async () => {
    const { user, send } = setup([welcome, saved]);
    await send();

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    const leaving = screen.getByText(welcome.message).parentElement as HTMLElement;
    expect(leaving).toHaveAttribute('data-exiting');
    fireEvent.animationEnd(leaving);

    expect(screen.queryByText(welcome.message)).not.toBeInTheDocument();
    expect(status()).toHaveTextContent(saved.message);
  });

  it('dismisses on a click anywhere on the snackbar', async () => {
    const { user, send } = setup([welcome]);
    await send();
    await user.click(screen.getByText(welcome.message));
    advance(1000);
    expect(screen.queryByText(welcome.message)).not.toBeInTheDocument();
  });

  it('a notification dismissed early does not cut the next one short', async () => {
    const { user, send } = setup([welcome, saved]);
    await send();
    advance(4000);
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    advance(1000);
    expect(screen.getByText(saved.message)).toBeInTheDocument();
    advance(2999);
    expect(screen.getByText(saved.message)).not.toHaveAttribute('data-exiting');
  });

  it('announces errors through role="alert" and success or alert through role="status"', async () => {
    const info: Notification = { status: 'alert', message: 'Heads up', dismissAfter: 10 };
    const { send } = setup([failed, info]);
    await send();
    expect(within(alertRegion()).getByText(failed.message)).toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();

    advance(5000);
    advance(1000);
    expect(alertRegion()).toBeEmptyDOMElement();
    expect(within(status()).getByText('Heads up')).toBeInTheDocument();
  });

  it('replacing the source clears the queue', async () => {
    const replacement: Notification = { status: 'alert', message: 'Replacement' };
    const { user, send } = setup([welcome, saved, failed], [replacement]);
    await send();
    await user.click(screen.getByRole('button', { name: 'Replace' }));

    expect(status()).toHaveTextContent('Replacement');
    expect(screen.queryByText(welcome.message)).not.toBeInTheDocument();
    advance(5000);
    advance(1000);
    expect(screen.queryByText(saved.message)).not.toBeInTheDocument();
    expect(screen.queryByText(failed.message)).not.toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
  });

  it('clearNotifications empties everything', async () => {
    const { user, send } = setup([welcome, saved]);
    await send();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(status()).toBeEmptyDOMElement();
    advance(10_000);
    expect(status()).toBeEmptyDOMElement();
  });

  it('useNotify outside the provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Harness notifications={[]} />)).toThrow('useNotify must be used inside a NotificationProvider');
  });
});
