import { msg } from '@lingui/core/macro';

import type { BrandConfig } from '../../config/brands';
import { routePaths } from '../../config/route-paths';

import { item, type MenuItem } from './menu-item';

/**
 * The utility menu (spec section 2), which needs no member data: kept apart from the other menus, so the signed-out
 * pages load only this.
 */

/** Signed out: Log in and Contact us; Contact us is omitted on brands without it (brand 5). */
export function signedOutUtilityMenu(brand: Pick<BrandConfig, 'signedOutContactUs'>): MenuItem[] {
  return [
    item('log-in', msg`Log in`, routePaths.login),
    ...(brand.signedOutContactUs ? [item('contact-us', msg`Contact us`, routePaths.contactUs)] : []),
  ];
}

/** The utility menu of a signed-in member: Contact us and Log out, whoever the member is (spec section 2). */
export function signedInUtilityMenu(): MenuItem[] {
  return [item('contact-us', msg`Contact us`, routePaths.customerService), item('log-out', msg`Log out`, routePaths.logout)];
}
