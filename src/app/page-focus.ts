import type { RefObject } from 'react';

/**
 * What a navigation to another page does (use-route-focus.ts): scrolls to the top and moves keyboard and
 * screen-reader focus to the new page's `<h1>`, the way a full page load would start at the top. Pages that show
 * their heading only once their content has loaded (the home dashboard), or that swap a loading view for their
 * content (and its heading with it), get focus on the heading that is there then. That stops as soon as the member
 * presses a key or the pointer, or focus moves elsewhere (or the returned function is called).
 */
export function focusNewPage(containerRef: RefObject<HTMLElement | null>): () => void {
  window.scrollTo(0, 0);
  const focusedAtNavigation = document.activeElement;
  let focusedHeading: HTMLElement | null = null;
  const focusHeading = () => {
    const heading = containerRef.current?.querySelector('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    focusedHeading = heading;
  };
  focusHeading();

  // Focus that nothing has claimed since the navigation: on the page (none), on the control that navigated,
  // or on a heading this hook focused.
  const unclaimed = () => {
    const active = document.activeElement;
    return active === null || active === document.body || active === focusedAtNavigation || active === focusedHeading;
  };
  const observer = new MutationObserver(() => {
    if (!unclaimed()) stop();
    else if (document.activeElement !== focusedHeading || !focusedHeading?.isConnected) focusHeading();
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}
