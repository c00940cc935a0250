import type { ReactNode } from 'react';

import './table-scroll.css';

/**
 * A table that scrolls sideways on narrow screens: a named region that takes the keyboard focus, so the keyboard
 * can scroll it too, with a shadow at each side that has more (--scroll-shadow-x). On paper it shows the whole table.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={`${label} table`} tabIndex={0}>
      {children}
    </div>
  );
}
