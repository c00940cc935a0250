import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

import { DEFAULT_DISMISS_AFTER_MS } from '../shared/ui/snackbar/notification-queue';

/**
 * Tests only: what the snackbar shows, in which look, and for how long. The queue times each notification with
 * setTimeout as it shows it (snackbar-queue.tsx), so the time a notification stays is the delay of a timer set
 * once its message is on screen. Call before the action that notifies; the spy ends with the test (restoreMocks).
 *
 *   const snackbar = watchSnackbar();
 *   await user.click(save);
 *   await snackbar.expectShown('Successfully updated email address', { status: 'success', staysFor: 3000 });
 */
export function watchSnackbar() {
  const timers = vi.spyOn(globalThis, 'setTimeout');
  return {
    async expectShown(message: string, { status, staysFor = DEFAULT_DISMISS_AFTER_MS }: { status: 'success' | 'error' | 'alert'; staysFor?: number }) {
      const shown = (await screen.findByText(message, { selector: '.snackbar__message' })).closest('.snackbar');
      expect(shown).toHaveClass(`snackbar--${status}`);
      // The one notification on screen.
      expect(document.querySelectorAll('.snackbar')).toHaveLength(1);
      expect(timers.mock.calls.map(([, delay]) => delay)).toContain(staysFor);
    },
  };
}
