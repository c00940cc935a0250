import { msg } from '@lingui/core/macro';

import type { BrandConfig } from '../../config/brands';
import { publicPaths } from '../../config/public-paths';

import { item, type MenuItem } from './menu-item';

/**
 * The utility menu of signed-out pages (product section 2), which needs no member data: kept apart from the other menus
 * (menu-visibility.ts has the signed-in one), so the signed-out pages load only this, with the public pages' paths.
 */

/** Signed out: Log in and Contact us; Contact us is omitted on brands without it (brand 5). */
export function signedOutUtilityMenu(brand: Pick<BrandConfig, 'signedOutContactUs'>): MenuItem[] {
  return [
    item('log-in', msg`Log in`, publicPaths.login),
    ...(brand.signedOutContactUs ? [item('contact-us', msg`Contact us`, publicPaths.contactUs)] : []),
  ];
}
