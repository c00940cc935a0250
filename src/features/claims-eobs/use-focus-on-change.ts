import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to `target` whenever `key` changes after the first render (a new page of results, an opened or
 * closed detail): the address's query changed but the page did not, so the route's own focus handling stays
 * put. The target needs tabIndex -1.
 */
export function useFocusOnChange(key: string, target: RefObject<HTMLElement | null>): void {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    target.current?.focus({ preventScroll: false });
  }, [key, target]);
}
