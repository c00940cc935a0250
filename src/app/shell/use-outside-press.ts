import { type RefObject, useEffect, useRef } from 'react';

/**
 * Product section 9: on touch devices, outside-click handlers are armed 100 ms after the menu opens, so the tap that
 * opened it (whose emulated mouse events arrive late) cannot close it again.
 */
export const TOUCH_OUTSIDE_PRESS_ARM_DELAY_MS = 100;

const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

function isTouchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(TOUCH_QUERY).matches;
}

/** Calls `onOutsidePress` when a press starts outside `ref` while `enabled`. */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, enabled: boolean, onOutsidePress: () => void): void {
  const callback = useRef(onOutsidePress);
  useEffect(() => {
    callback.current = onOutsidePress;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let armed = !isTouchDevice();
    const timer = armed ? undefined : setTimeout(() => (armed = true), TOUCH_OUTSIDE_PRESS_ARM_DELAY_MS);
    const onPointerDown = (event: PointerEvent) => {
      if (!armed) return;
      const target = event.target;
      if (target instanceof Node && ref.current && !ref.current.contains(target)) callback.current();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [enabled, ref]);
}
