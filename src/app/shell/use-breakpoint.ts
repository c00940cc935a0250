import { useSyncExternalStore } from 'react';

/**
 * The screen breakpoints of product section 2: phone up to 767 px, tablet 768 to 1279 px, desktop from 1280 px.
 * The same numbers are written in the shell's CSS media queries (CSS cannot read them from here).
 */
export type Breakpoint = 'phone' | 'tablet' | 'desktop';

export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1280;

export const TABLET_QUERY = `(min-width: ${TABLET_MIN_WIDTH}px)`;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/** The breakpoint a viewport width falls in. */
export function breakpointForWidth(width: number): Breakpoint {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'phone';
}

function mediaQueries(): MediaQueryList[] | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return [window.matchMedia(TABLET_QUERY), window.matchMedia(DESKTOP_QUERY)];
}

function getSnapshot(): Breakpoint {
  const queries = mediaQueries();
  // Without media queries (server rendering, old test environments) the full desktop layout is shown.
  if (!queries) return 'desktop';
  const [tablet, desktop] = queries;
  if (desktop!.matches) return 'desktop';
  if (tablet!.matches) return 'tablet';
  return 'phone';
}

function subscribe(onChange: () => void): () => void {
  const queries = mediaQueries();
  if (!queries) return () => undefined;
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** The current breakpoint; re-renders when the viewport crosses 768 px or 1280 px. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'desktop');
}
