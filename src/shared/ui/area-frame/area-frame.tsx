import { msg } from '@lingui/core/macro';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';

import { PieceBoundary } from '../piece-boundary/piece-boundary';
import { Spinner } from '../spinner/spinner';

import './area-frame.css';

export interface AreaFrameProps {
  /** The page's one h1, shown from the first render (the route's focus moves to it). */
  readonly title: string;
  /**
   * The page in the failure report of its content (the analytics data layer): a short key, the same in every
   * language ('account.summary', 'claims.detail'; see `PieceBoundary`).
   */
  readonly piece: string;
  /** The area's own class on the frame (its links, buttons and width). */
  readonly className?: string;
  /** A link back up the area, above the heading. */
  readonly back?: { readonly to: string; readonly label: string };
  /** A few words under the heading. */
  readonly intro?: ReactNode;
  /** The area's lateral tab bar: the content gets a column beside it (above it on phones). */
  readonly tabs?: ReactNode;
  /** While set, the content waits and this label shows with a spinner (the area's own answers are still loading). */
  readonly loading?: string | false;
  /**
   * The page's content, a piece of its own reported under the page's key: a render error there shows the message
   * of this page's content, in the member's language, and leaves the heading, the back link and the tab bar. A
   * function is called inside that boundary.
   */
  readonly children?: ReactNode | (() => ReactNode);
}

/**
 * The frame of every page of an area (account, benefits, find care, claims and EOBs): the back link and the heading
 * at once, the tab bar when the area has one, then the content, or the loading state while the area's answers load.
 * A failed call needs no state here: the global rule (product section 8) shows the error page in place of the page, and
 * a call handled in place shows its message inside the content (see `Loaded`).
 */
export function AreaFrame({ title, piece, className, back, intro, tabs, loading, children }: AreaFrameProps) {
  const content = loading ? (
    <AreaLoading label={loading} />
  ) : (
    // The heading above names the page; the message reads under it in every language.
    <PieceBoundary piece={piece} name={msg`this page's content`}>
      {children}
    </PieceBoundary>
  );
  return (
    <div className={className ? `area-frame ${className}` : 'area-frame'}>
      <header className="area-frame__header">
        {back && (
          <p className="area-frame__back">
            <Link to={back.to} className="area-frame__back-link">
              <span aria-hidden="true">‹ </span>
              {back.label}
            </Link>
          </p>
        )}
        <h1 className="area-frame__title">{title}</h1>
        {intro && <div className="area-frame__intro">{intro}</div>}
      </header>
      {tabs && !loading ? (
        <div className="area-frame__layout">
          <div className="area-frame__tabs no-print">{tabs}</div>
          <div className="area-frame__content">{content}</div>
        </div>
      ) : (
        <div className="area-frame__content">{content}</div>
      )}
    </div>
  );
}

/** A page or a part of one that is still loading: a spinner with a visible line of text. */
export function AreaLoading({ label }: { readonly label: string }) {
  return (
    <div className="area-loading">
      <Spinner label={label} />
      <span aria-hidden="true">{`${label}…`}</span>
    </div>
  );
}

/** What a page or a part of one shows when its answer has nothing to list. */
export function AreaEmpty({ children }: { readonly children: ReactNode }) {
  return <div className="area-empty">{children}</div>;
}

export interface AreaSectionProps {
  /** The section's heading, which names it. */
  readonly title: ReactNode;
  /** 2 under the page's title (the default), 3 inside another section. */
  readonly level?: 2 | 3;
  readonly className?: string;
  readonly titleClassName?: string;
  /** The heading's id when a link or a control points to it; one is made otherwise. */
  readonly titleId?: string;
  readonly children?: ReactNode;
}

/** A part of an area page: a region named by its heading (the heading's id is the region's aria-labelledby). */
export function AreaSection({ title, level = 2, className, titleClassName, titleId, children }: AreaSectionProps) {
  const madeId = useId();
  const headingId = titleId ?? madeId;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
