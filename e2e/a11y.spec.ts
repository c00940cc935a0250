import {
  expect,
  expectNoA11yViolations,
  expectReflowAndTargetSize,
  isLoggedOutLogin,
  screenshot,
  test,
  VIEWPORTS,
  type Page,
} from './support/fixtures';

/**
 * axe (WCAG 2.0, 2.1 and 2.2, levels A and AA, with target-size) on every page a signed-out visitor can reach
 * (product section 6), for every brand (project), at 320 px (the narrowest phone, and 1280 px at 400 % zoom) and
 * desktop widths, and reflow and target size measured (e2e/support/reflow.ts): no sideways scrolling of the page,
 * every control at least 24 × 24 px or spaced. Each page is also saved as a screenshot under
 * test-results/screenshots/<brand>/<width>/.
 *
 * /logout is a page only on brand 5; on brands 1 and 2 it reloads to /login?loggedOut=true, so there the test
 * checks the page a visitor opening /logout ends up on.
 */

const SIGNED_OUT_ROUTES = [
  '/login',
  '/contact-us',
  '/recovery/username',
  '/recovery/password',
  '/registration',
  '/error/1',
  '/error/400',
  '/error/401',
  '/error/403',
  '/error/404',
  '/error/408',
  '/error/500',
  '/error/502',
  '/error/503',
  '/logout',
  '/accessibility',
] as const;

/** Opens the route and waits until its content is there. */
async function openAndSettle(page: Page, route: string, domainId: number): Promise<void> {
  await page.goto(route);
  if (route === '/logout' && domainId !== 5) await expect(page).toHaveURL(isLoggedOutLogin);
  else await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

for (const route of SIGNED_OUT_ROUTES) {
  // One page load per route: the page is checked at the narrow width, then at the desktop width after the window
  // grows, as a phone turned sideways or a window widened does (the layout follows the width, never the load).
  test(`${route} has no WCAG A/AA violations at ${VIEWPORTS.narrow.width} and ${VIEWPORTS.desktop.width} px`, async ({ page, domainId }) => {
    await page.setViewportSize(VIEWPORTS.narrow);
    await openAndSettle(page, route, domainId);
    for (const width of ['narrow', 'desktop'] as const) {
      await test.step(`at ${width} width (${VIEWPORTS[width].width}px)`, async () => {
        await page.setViewportSize(VIEWPORTS[width]);
        await screenshot(page, route.slice(1).replace(/\//g, '-'));
        await expectNoA11yViolations(page);
        await expectReflowAndTargetSize(page);
      });
    }
  });
}
