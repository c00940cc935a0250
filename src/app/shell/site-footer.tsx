import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { BrandConfig } from '../../config/brands';
import { useFirstPaint } from '../../config/first-paint';
import { publicPaths } from '../../config/public-paths';

import './site-footer.css';

export interface SiteFooterProps {
  readonly brand: Pick<BrandConfig, 'name' | 'contact' | 'look'>;
  /** Signed-in pages: the phone's icon navigation, above the rest (ShellFooter). */
  readonly iconNav?: ReactNode;
  /** Signed-in pages: the site map of tablets and desktops (ShellFooter). */
  readonly siteMap?: ReactNode;
  /** Signed-in pages: the accreditation badge with its text (ShellFooter). */
  readonly badge?: ReactNode;
}

/**
 * The footer of every page, in the brand's light or dark mode: for signed-in members a site map (tablet and
 * desktop) or an icon navigation (phone), the accreditation badge; for everyone the brand's customer service
 * contacts and the copyright line.
 */
export function SiteFooter({ brand, iconNav, siteMap, badge }: SiteFooterProps) {
  const { t } = useLingui();
  // The year is the visitor's, not the build's: the first paint (built in advance) leaves the line out.
  const firstPaint = useFirstPaint();
  // The first load links the number with the tel: address the brand config carries (not the phone module).
  const { customerServicePhone: phone, customerServiceTel: phoneHref, customerServiceEmail: email } = brand.contact;
  const year = new Date().getFullYear();
  const brandName = brand.name;

  return (
    <footer className={`site-footer site-footer--${brand.look.footer}`}>
      {iconNav}
      <div className="site-footer__inner">
        {siteMap}
        <div className="site-footer__meta">
          <div className="site-footer__contact">
            <p className="site-footer__brand">{brand.name}</p>
            <p>
              {t`Customer service:`} <a href={phoneHref}>{phone}</a>
            </p>
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
            <p>
              <Link to={publicPaths.accessibility}>
                {t`Accessibility`}
              </Link>
            </p>
          </div>
          {badge}
        </div>
        {!firstPaint && (
          <p className="site-footer__legal">
            {t`© ${year} ${brandName}. All rights reserved.`}
          </p>
        )}
      </div>
    </footer>
  );
}
