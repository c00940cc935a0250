/**
 * Which gateway answers came from the ID card the service worker kept rather than from the network
 * (docs/decisions/019). Loaded with the HTTP client, which imports it at start.
 *
 * The HTTP client marks an answer the worker gave from the kept copy (its SAVED_AT_HEADER) with the time it was
 * saved; a page asks keptAnswerSavedAt() of the body it shows, and the failure rule asks it of the answers of the
 * queries on screen that may show a kept copy (follow-failure.ts): while one does, a call that fails for want of a
 * network is left in place. The mark is held by the answer object itself (a WeakMap keyed by it), so it goes with the
 * answer and nothing else.
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
