/** How long an idle callback may wait at most before it runs anyway. */
export const IDLE_TIMEOUT_MS = 3_000;

/**
 * Runs `callback` once the browser is idle (requestIdleCallback, at most IDLE_TIMEOUT_MS later), or after the
 * current work where the browser has no idle callbacks. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, win: Window & typeof globalThis = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(callback, 1);
  return () => win.clearTimeout(handle);
}
