import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

import { PieceBoundary, Spinner } from '../../shared/ui';

import './area-page.css';

/** The frame of the claims, EOB and pharmacy benefit manager pages: the page's one h1, its intro, its content. */
export function AreaPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="area-page">
      <header className="area-page__header">
        <h1 className="area-page__title">{title}</h1>
        {intro && <div className="area-page__intro">{intro}</div>}
      </header>
      <PieceBoundary name={title}>{children}</PieceBoundary>
    </div>
  );
}

/** A part of the page that is still loading: a spinner with a visible line of text. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="area-page__loading">
      <Spinner label={label} />
      <span aria-hidden="true">{`${label}…`}</span>
    </div>
  );
}

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
