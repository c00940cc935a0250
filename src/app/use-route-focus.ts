import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

import type * as PageFocus from './page-focus';

/**
 * What a navigation does (page-focus.ts) loads with the rest of the route table (routes.tsx), which every
 * navigation from the first page to another one needs first: the first page shown has no use for it.
 */
let pageFocus: typeof PageFocus | null = null;
export const loadPageFocus = () => import('./page-focus').then((module) => (pageFocus = module));

/**
 * After each navigation to another page, scrolls to the top and moves keyboard and screen-reader focus to the new
 * page's `<h1>`, the way a full page load would start at the top (page-focus.ts). The first page shown is left
 * alone, and so are changes of the query string or hash within one page.
 */
export function useRouteFocus(containerRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return undefined;
    shownPathname.current = pathname;
    if (pageFocus) return pageFocus.focusNewPage(containerRef);
    // Only a router without the portal's route table gets here: the next navigation has it.
    void loadPageFocus();
    return undefined;
  }, [pathname, containerRef]);
}
