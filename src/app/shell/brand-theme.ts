import { useLayoutEffect } from 'react';

import { useRuntimeConfig } from '../../config/runtime-config-context';
import { FIRST_PAINT_BRAND_KEY } from '../first-paint-markers';

import '../../shared/styles/tokens.css';
import '../../shared/styles/brands/index.css';
import '../../shared/styles/base.css';

/** The attribute the brand style sheets key on (src/shared/styles/brands/brand-{domainId}.css). */
export const BRAND_ATTRIBUTE = 'data-brand';

/**
 * Product section 9: scroll restoration is off; every navigation starts at the top of the page (useRouteFocus).
 */
export function useManualScrollRestoration(): void {
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
}

/**
 * Puts the brand of the runtime config on the document element (`data-brand="1|2|5"`), before the first paint,
 * so the brand's colour tokens apply to the whole page; and remembers it, so the next visit's first paint (the
 * sign-in page built into index.html, shown before the configuration is read) is already in this brand.
 */
export function useBrandTheme(): void {
  const { domainId } = useRuntimeConfig();
  useLayoutEffect(() => {
    document.documentElement.setAttribute(BRAND_ATTRIBUTE, String(domainId));
    try {
      localStorage.setItem(FIRST_PAINT_BRAND_KEY, String(domainId));
    } catch {
      // Storage refused (private mode, quota): the next first paint shows no brand's variant until the page starts.
    }
  }, [domainId]);
}
