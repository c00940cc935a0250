import { Fragment, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { useBrand } from '../../config/use-brand';
import type { MenuItem, VisibleMenus } from '../../shared/domain';
import { PieceBoundary } from '../../shared/ui';

import { AccreditationBadge } from './accreditation-badge';
import { NAVIGATION_ICONS } from './icons';
import { isCurrentSection, sectionAriaCurrent } from './nav-disclosure';
import { useBreakpoint } from './use-breakpoint';

import './site-footer.css';

export interface SiteFooterProps {
  /** The signed-in member's menus: the site map (tablet and desktop) and the icon navigation (phone). */
  readonly menus?: VisibleMenus | null;
  /** The accreditation badge with its text (signed-in pages). */
  readonly showAccreditation?: boolean;
}

/** Site map: one group per primary item with its sub-menu; Account lists the account settings pages. */
function SiteMap({ menus }: { menus: VisibleMenus }) {
  const groups = menus.primary.map((item) => ({
    item,
    links:
      item.subItems ?? (item.id === 'account' ? menus.accountSettings.filter((setting) => setting.id !== 'log-out') : []),
  }));
  return (
    <nav aria-label="Site map" className="site-footer__site-map">
      <ul className="site-footer__groups">
        {groups.map(({ item, links }) => (
          <li key={item.id} className="site-footer__group">
            <NavLink to={item.target} end className="site-footer__group-link">
              {item.title}
            </NavLink>
            {links.length > 0 && (
              <ul className="site-footer__links">
                {links.map((link) => (
                  <li key={link.id}>
                    <NavLink to={link.target} end className="site-footer__link">
                      {link.title}
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
  const { pathname } = useLocation();
  const shown = items.filter((item) => item.id !== 'account');
  return (
    <nav aria-label="Quick links" className="site-footer__icon-nav">
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
                <span className="site-footer__icon-label">{withBreakAfterSlash(item.title)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The footer of every page, in the brand's light or dark mode: for signed-in members a site map (tablet and
 * desktop) or an icon navigation (phone), the accreditation badge; for everyone the brand's customer service
 * contacts and the copyright line.
 */
export function SiteFooter({ menus = null, showAccreditation = false }: SiteFooterProps) {
  const brand = useBrand();
  const breakpoint = useBreakpoint();
  const { customerServicePhone: phone, customerServiceEmail: email } = brand.contact;

  return (
    <footer className={`site-footer site-footer--${brand.look.footer}`}>
      {menus && breakpoint === 'phone' && <IconNav items={menus.primary} />}
      <div className="site-footer__inner">
        {menus && breakpoint !== 'phone' && <SiteMap menus={menus} />}
        <div className="site-footer__meta">
          <div className="site-footer__contact">
            <p className="site-footer__brand">{brand.name}</p>
            <p>
              Customer service: <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>
            </p>
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          </div>
          {showAccreditation && (
            <PieceBoundary name="the accreditation badge">
              <AccreditationBadge />
            </PieceBoundary>
          )}
        </div>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
