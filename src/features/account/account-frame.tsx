import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { LateralTabBar, VisuallyHidden } from '../../shared/ui';
import { AreaFrame, AreaSection, type AreaSectionProps } from '../../shared/ui/area-frame/area-frame';

import type { AccountPageId } from './account-pages-list';
import { type AccountArea, useAccountArea } from './use-account-area';

import './account.css';

export interface AccountFrameProps {
  /** The page's one h1, shown from the first render (route focus moves to it). */
  readonly title: string;
  /** The page in the failure report of its content: a short key, the same in every language (see `AreaFrame`). */
  readonly piece: string;
  /**
   * The account page this is, marked in the area's lateral tab bar. The bar shows only when the member may open
   * this page (not on the landing page, nor on Settings or eBill for a member they are not offered to).
   */
  readonly pageId?: AccountPageId;
  /** The page's content once the account area is known. */
  readonly children: (area: AccountArea) => ReactNode;
}

/**
 * The frame of every account page: the area frame with the heading at once, then, once the account state and the
 * eBill answer are in, the lateral tab bar of the account pages the member may open and the page's content. A
 * failed call shows the error page through the global rule, so nothing renders here then.
 */
export function AccountFrame({ title, piece, pageId, children }: AccountFrameProps) {
  const { t, i18n } = useLingui();
  const { data: area, error } = useAccountArea();
  if (!area) {
    // A failed call shows nothing here: the failure rule has it.
    return <AreaFrame title={title} piece={piece} className="account" loading={!error && t`Loading your account`} />;
  }
  const tabs =
    pageId && area.pages.some((page) => page.id === pageId) ? (
      <LateralTabBar
        label={t`Account`}
        activeId={pageId}
        items={area.pages.map((page) => ({ id: page.id, label: i18n._(page.title), href: page.href }))}
      />
    ) : undefined;
  return (
    <AreaFrame title={title} piece={piece} className="account" tabs={tabs}>
      {() => children(area)}
    </AreaFrame>
  );
}

/** A card of an account page: a section named by its title. */
export function AccountCard(props: Omit<AreaSectionProps, 'className' | 'titleClassName' | 'level'>) {
  return <AreaSection {...props} className="account__card" titleClassName="account__card-title" />;
}

/** Marks the signed-in member in a list of members: 'You' on screen, '(You)' for screen readers. */
export function YouBadge() {
  return (
    <>
      {' '}
      <span className="account__you">
        <Trans>
          <VisuallyHidden>(</VisuallyHidden>You<VisuallyHidden>)</VisuallyHidden>
        </Trans>
      </span>
    </>
  );
}
