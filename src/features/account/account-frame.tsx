import type { ReactNode } from 'react';

import { LateralTabBar, PieceBoundary, Spinner, VisuallyHidden } from '../../shared/ui';

import type { AccountPageId } from './account-pages-list';
import { type AccountArea, useAccountArea } from './use-account-area';

import './account.css';

export interface AccountFrameProps {
  /** The page's one h1, shown from the first render (route focus moves to it). */
  readonly title: string;
  /**
   * The account page this is, marked in the area's lateral tab bar. The bar shows only when the member may open
   * this page (not on the landing page, nor on Settings or eBill for a member they are not offered to).
   */
  readonly pageId?: AccountPageId;
  /** The page's content once the account area is known. */
  readonly children: (area: AccountArea) => ReactNode;
}

/**
 * The frame of every account page: the heading at once, then, once the account state and the eBill answer are
 * in, the lateral tab bar of the account pages the member may open and the page's content. A failed call shows
 * the error page through the global rule, so nothing renders here then.
 */
export function AccountFrame({ title, pageId, children }: AccountFrameProps) {
  const result = useAccountArea();
  // The page's content is a piece of its own: a render error there leaves the heading and the tab bar.
  const content = (area: AccountArea) => <PieceBoundary name={title}>{() => children(area)}</PieceBoundary>;

  return (
    <div className="account">
      <h1 className="account__title">{title}</h1>
      {result.status === 'loading' && <AccountLoading />}
      {result.status === 'ready' &&
        (pageId && result.area.pages.some((page) => page.id === pageId) ? (
          <div className="account__layout">
            <div className="account__tabs">
              <LateralTabBar
                label="Account"
                activeId={pageId}
                items={result.area.pages.map((page) => ({ id: page.id, label: page.title, href: page.href }))}
              />
            </div>
            <div className="account__content">{content(result.area)}</div>
          </div>
        ) : (
          <div className="account__content">{content(result.area)}</div>
        ))}
    </div>
  );
}

/** A part of an account page that is still loading: a spinner with a visible line of text. */
export function AccountLoading({ label = 'Loading your account' }: { label?: string }) {
  return (
    <div className="account__loading">
      <Spinner label={label} />
      <span aria-hidden="true">{label}…</span>
    </div>
  );
}

/** Marks the signed-in member in a list of members: 'You' on screen, '(You)' for screen readers. */
export function YouBadge() {
  return (
    <>
      {' '}
      <span className="account__you">
        <VisuallyHidden>(</VisuallyHidden>
        You
        <VisuallyHidden>)</VisuallyHidden>
      </span>
    </>
  );
}
