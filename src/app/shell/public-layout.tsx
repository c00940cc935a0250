import { PerBrand } from '../../config/first-paint';
import { publicPaths } from '../../config/public-paths';
import { signedOutUtilityMenu } from '../../domain/menus/utility-menus';

import { BrandLogo } from './brand-logo';
import { PageMain } from './page-main';
import { SiteFooter } from './site-footer';
import { UtilityMenu } from './utility-menu';

import './layouts.css';

/**
 * The frame of signed-out pages (login, contact us, recovery, registration, the steps of a login in progress,
 * logout, and error pages of visitors): the brand header with its logo and the signed-out utility menu (Log in,
 * and Contact us where the brand offers it), the page and the footer.
 */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <header className="public-header">
        <div className="public-header__inner">
          <PerBrand>
            {(brand) => (
              <>
                <BrandLogo to={publicPaths.login} brand={brand} />
                <UtilityMenu items={signedOutUtilityMenu(brand)} className="public-header__utility" />
              </>
            )}
          </PerBrand>
        </div>
      </header>
      <PageMain />
      <PerBrand>{(brand) => <SiteFooter brand={brand} />}</PerBrand>
    </div>
  );
}
