import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onEscape` for an Escape pressed outside `ref` while `enabled` (inside, the menu's own keyboard handler has
 * it). A menu opened by mouse stays on screen after focus has gone to the page; Escape still closes it. Focus that
 * had gone to the page then moves to `returnFocusTo` (the menu's button); focus on another control stays there.
 */
export function useEscapeOutside(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  onEscape: () => void,
  returnFocusTo: RefObject<HTMLElement | null>,
): void {
  const callback = useRef(onEscape);
  useEffect(() => {
    callback.current = onEscape;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target;
      if (target instanceof Node && ref.current?.contains(target)) return;
      callback.current();
      const active = document.activeElement;
      if (!active || active === document.body) returnFocusTo.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, ref, returnFocusTo]);
}
