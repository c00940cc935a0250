/**
 * What a gateway call declares about its failures, where it is made: the `meta` of its query or mutation
 * (`useGetClaims(params, { query: { meta: { failure: 'in-place' } } })`, `useCreateNewIdToken({ mutation: { meta } })`,
 * the same on a prefetch or fetchQuery of the operation). The failure rule (failure-rule.ts) reads it; react-query's
 * `Register` makes every `meta` of the portal this type, so a misspelt or wrong declaration does not compile.
 */

/**
 * How the screen that made a call handles its failures (product section 8):
 *
 * - `'in-place'`: every failure the gateway client reports (an error status, no answer, a malformed answer) is left
 *   to the screen, which shows its own message, hides the piece that needed the answer, or passes the failure on
 *   with reportError. The feeds at configured addresses (the accreditation feed, the chat configuration) declare it
 *   too: the piece that shows one hides itself when it fails.
 * - `{ inPlace: [statuses] }`: only answers with these statuses are left to the screen (new-id's 400 and 404); any
 *   other failure follows the global rule.
 *
 * Without it a failure follows the global rule: /login for a 401 where the brand sends it there, else the error page.
 */
export type FailureHandling = 'in-place' | { readonly inPlace: readonly number[] };

export type CallMeta = {
  readonly failure?: FailureHandling;
  /**
   * The query's answer may be the copy the service worker kept for offline use (docs/decisions/019): while a page
   * shows such a copy of it, a call that fails for want of a network is left in place, and the page keeps showing
   * what was kept instead of an error page.
   */
  readonly mayShowKeptCopy?: true;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}
