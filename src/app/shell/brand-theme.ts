import { useLayoutEffect } from 'react';

import { useRuntimeConfig } from '../../config/runtime-config-context';

import '../../shared/styles/tokens.css';
import '../../shared/styles/brands/index.css';
import '../../shared/styles/base.css';

/** The attribute the brand style sheets key on (src/shared/styles/brands/brand-{domainId}.css). */
export const BRAND_ATTRIBUTE = 'data-brand';

/**
 * Spec section 9: scroll restoration is off; every navigation starts at the top of the page (useRouteFocus).
 */
export function useManualScrollRestoration(): void {
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
}

/**
 * Puts the brand of the runtime config on the document element (`data-brand="1|2|5"`), before the first paint,
 * so the brand's colour tokens apply to the whole page.
 */
export function useBrandTheme(): void {
  const { domainId } = useRuntimeConfig();
  useLayoutEffect(() => {
    document.documentElement.setAttribute(BRAND_ATTRIBUTE, String(domainId));
  }, [domainId]);
}
