import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Fake timers that work with user-event under vitest.
 *
 * Testing Library's async wrapper drains the microtask queue with a real-looking `setTimeout(0)` and only
 * advances it when it sees Jest's fake timers (`typeof jest !== 'undefined'`). Under vitest that timeout is
 * faked and never fires, so every `await user.click()` hangs. A tiny `jest.advanceTimersByTime` shim lets
 * Testing Library advance vitest's clock instead. Call in `beforeEach`; the returned function undoes it.
 *
 * (Test helper only; not exported from the shared/ui index. Worth moving to src/test/ if others need it.)
 */
export function installFakeTimers(): () => void {
  vi.useFakeTimers();
  const scope = globalThis as { jest?: unknown };
  const hadJest = 'jest' in scope;
  if (!hadJest) scope.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  return () => {
    vi.useRealTimers();
    if (!hadJest) delete scope.jest;
  };
}

/** A user-event instance whose pauses advance the fake clock. */
export function fakeTimerUser() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
