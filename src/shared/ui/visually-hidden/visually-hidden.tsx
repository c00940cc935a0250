import type { ElementType, ReactNode } from 'react';

import './visually-hidden.css';

/** The CSS class that hides content on screen and keeps it for assistive technology. */
export const VISUALLY_HIDDEN_CLASS = 'visually-hidden';
/** The variant that shows its content again while it (or something inside it) has focus, e.g. skip links. */
export const VISUALLY_HIDDEN_FOCUSABLE_CLASS = 'visually-hidden-focusable';

export interface VisuallyHiddenProps {
  readonly children: ReactNode;
  /** The element to render; a span by default so it can sit inside phrasing content. */
  readonly as?: ElementType;
  /** Show the content again while it has focus (skip links). */
  readonly focusable?: boolean;
  readonly id?: string;
}

/** Text for screen readers only. */
export function VisuallyHidden({ children, as: Component = 'span', focusable = false, id }: VisuallyHiddenProps) {
  return (
    <Component id={id} className={focusable ? VISUALLY_HIDDEN_FOCUSABLE_CLASS : VISUALLY_HIDDEN_CLASS}>
      {children}
    </Component>
  );
}
