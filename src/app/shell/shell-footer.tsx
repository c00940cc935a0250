import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { useBrand } from '../../config/use-brand';
import type { MenuItem, VisibleMenus } from '../../domain';
import { useTextOf } from '../../shared/i18n/text';
import { PieceBoundary } from '../../shared/ui';

import { AccreditationBadge } from './accreditation-badge';
import { NAVIGATION_ICONS } from './icons';
import { isCurrentSection, sectionAriaCurrent } from './nav-disclosure';
import { SiteFooter } from './site-footer';
import { useBreakpoint } from './use-breakpoint';

/** Site map: one group per primary item with its sub-menu; Account lists the account settings pages. */
function SiteMap({ menus }: { menus: VisibleMenus }) {
  const textOf = useTextOf();
  const { t } = useLingui();
  const groups = menus.primary.map((item) => ({
    item,
    links:
      item.subItems ?? (item.id === 'account' ? menus.accountSettings.filter((setting) => setting.id !== 'log-out') : []),
  }));
  return (
    <nav aria-label={t`Site map`} className="site-footer__site-map">
      <ul className="site-footer__groups">
        {groups.map(({ item, links }) => (
          <li key={item.id} className="site-footer__group">
            <NavLink to={item.target} end className="site-footer__group-link">
              {textOf(item.title)}
            </NavLink>
            {links.length > 0 && (
              <ul className="site-footer__links">
                {links.map((link) => (
                  <li key={link.id}>
                    <NavLink to={link.target} end className="site-footer__link">
                      {textOf(link.title)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'Claims/EOBs' may wrap after its slash in a narrow column; the text itself is unchanged. */
function withBreakAfterSlash(title: string): ReactNode {
  const parts = title.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** The phone's icon navigation: the primary menu without Account. */
function IconNav({ items }: { items: readonly MenuItem[] }) {
  const textOf = useTextOf();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const shown = items.filter((item) => item.id !== 'account');
  return (
    <nav aria-label={t`Quick links`} className="site-footer__icon-nav">
      <ul className="site-footer__icon-list">
        {shown.map((item) => {
          const Icon = NAVIGATION_ICONS[item.id];
          const current = isCurrentSection(item, pathname);
          return (
            <li key={item.id} className="site-footer__icon-item">
              <Link
                to={item.target}
                aria-current={sectionAriaCurrent(item, pathname)}
                className={`site-footer__icon-link${current ? ' site-footer__icon-link--current' : ''}`}
              >
                {Icon && <Icon className="site-footer__icon" />}
                <span className="site-footer__icon-label">{withBreakAfterSlash(textOf(item.title))}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The footer of signed-in pages: the site footer with, once the member's menus are known, the site map (tablet and
 * desktop) or the icon navigation (phone), and the accreditation badge.
 */
export function ShellFooter({ menus }: { menus: VisibleMenus | null }) {
  const brand = useBrand();
  const breakpoint = useBreakpoint();
  return (
    <SiteFooter
      brand={brand}
      iconNav={menus && breakpoint === 'phone' ? <IconNav items={menus.primary} /> : undefined}
      siteMap={menus && breakpoint !== 'phone' ? <SiteMap menus={menus} /> : undefined}
      badge={
        <PieceBoundary piece="shell.accreditation-badge" name={msg`the accreditation badge`}>
          <AccreditationBadge />
        </PieceBoundary>
      }
    />
  );
}
