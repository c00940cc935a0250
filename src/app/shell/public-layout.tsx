import { routePaths } from '../../config/route-paths';
import { useBrand } from '../../config/use-brand';
import { visibleMenus } from '../../shared/domain';

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
  const brand = useBrand();
  const { utility } = visibleMenus({ signedIn: false, brand });

  return (
    <div className="public-layout">
      <header className="public-header">
        <div className="public-header__inner">
          <BrandLogo to={routePaths.login} label={`${brand.name} home`} />
          <UtilityMenu items={utility} className="public-header__utility" />
        </div>
      </header>
      <PageMain />
      <SiteFooter />
    </div>
  );
}
