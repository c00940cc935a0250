import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After each navigation to another page, scrolls to the top and moves keyboard and screen-reader
 * focus to the new page's `<h1>`, the way a full page load would start at the top. The first page
 * shown is left alone, and so are changes of the query string or hash within one page.
 */
export function useRouteFocus(containerRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;

    window.scrollTo(0, 0);
    const heading = containerRef.current?.querySelector('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [pathname, containerRef]);
}
