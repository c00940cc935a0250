/**
 * Which gateway answers came from the ID card the service worker kept rather than from the network, and whether
 * a page shows such a copy now (docs/decisions/019). Loaded with the HTTP client, which alone imports it at start.
 *
 * The HTTP client marks an answer the worker gave from the kept copy (its SAVED_AT_HEADER) with the time it was
 * saved; a page asks keptAnswerSavedAt() of the body it shows. A call that fails for want of a network while a page
 * shows a kept copy says so (ApiError.keptCopyShown), and the failure rule leaves it in place: the page keeps showing
 * what was kept instead of an error page.
 */

/**
 * The header of an answer the worker gives from the kept ID card instead of the network: when it was saved (ISO
 * 8601). Live answers never carry it.
 */
export const SAVED_AT_HEADER = 'Portal-Saved-At';

const savedAt = new WeakMap<object, Date>();

/** Marks a parsed answer as kept, saved at `at` (ISO 8601); anything not an object, or a bad time, stays unmarked. */
export function markKeptAnswer(body: unknown, at: string): void {
  const time = new Date(at);
  if (typeof body === 'object' && body !== null && !Number.isNaN(time.getTime())) savedAt.set(body, time);
}

/** When the answer was saved, if it came from the kept copy; null for a live answer. */
export function keptAnswerSavedAt(body: unknown): Date | null {
  return typeof body === 'object' && body !== null ? (savedAt.get(body) ?? null) : null;
}

let pagesShowingKeptCopy = 0;

/** Whether a page shows a kept copy now. */
export function isShowingKeptCopy(): boolean {
  return pagesShowingKeptCopy > 0;
}

/** Declares that a page shows a kept copy, until the function it returns is called. */
export function showKeptCopy(): () => void {
  pagesShowingKeptCopy += 1;
  let shown = true;
  return () => {
    if (shown) pagesShowingKeptCopy -= 1;
    shown = false;
  };
}
