/**
 * The analytics tag manager's data layer (window.dataLayer): the one place the portal pushes entries to it.
 * Entries carry no member data beyond what product section 3 names for the sign-in entry (see shared/domain/analytics).
 */

declare global {
  interface Window {
    /** The analytics tag manager's data layer. */
    dataLayer?: unknown[];
  }
}

/** The data layer of a window, created when absent. */
export function dataLayerOf(target: Window = window): unknown[] {
  return (target.dataLayer ??= []);
}

/** Pushes one entry to the data layer (creating it when absent); nothing happens where there is no window. */
export function pushToDataLayer(entry: object, target: Window | undefined = typeof window === 'undefined' ? undefined : window): void {
  if (target) dataLayerOf(target).push(entry);
}
