import {
  expect,
  expectNoA11yViolations,
  expectReflowAndTargetSize,
  isLoggedOutLogin,
  openInApp,
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
 *
 * The error pages are one page with a text per code: one test opens the first and moves to each of the others
 * inside the app (as the portal itself does when a call fails), so each is checked without a start-up of its own.
 */

const SIGNED_OUT_ROUTES = ['/login', '/contact-us', '/recovery/username', '/recovery/password', '/registration', '/logout', '/accessibility'] as const;

/** The error codes with a page of their own (product section 8); 1 is a call that got no answer. */
const ERROR_CODES = [1, 400, 401, 403, 404, 408, 500, 502, 503] as const;

/** Opens the route and waits until its content is there. */
async function openAndSettle(page: Page, route: string, domainId: number): Promise<void> {
  await page.goto(route);
  if (route === '/logout' && domainId !== 5) await expect(page).toHaveURL(isLoggedOutLogin);
  else await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/**
 * The page as it is now at the narrow width, then at the desktop width after the window grows, as a phone turned
 * sideways or a window widened does (the layout follows the width, never the load); back to narrow after.
 */
async function checkBothWidths(page: Page, route: string): Promise<void> {
  for (const width of ['narrow', 'desktop'] as const) {
    await test.step(`${route} at ${width} width (${VIEWPORTS[width].width}px)`, async () => {
      await page.setViewportSize(VIEWPORTS[width]);
      await screenshot(page, route.slice(1).replace(/\//g, '-'));
      await expectNoA11yViolations(page);
      await expectReflowAndTargetSize(page);
    });
  }
  await page.setViewportSize(VIEWPORTS.narrow);
}

for (const route of SIGNED_OUT_ROUTES) {
  test(`${route} has no WCAG A/AA violations at ${VIEWPORTS.narrow.width} and ${VIEWPORTS.desktop.width} px`, async ({ page, domainId }) => {
    await page.setViewportSize(VIEWPORTS.narrow);
    await openAndSettle(page, route, domainId);
    await checkBothWidths(page, route);
  });
}

test(`every error page has no WCAG A/AA violations at ${VIEWPORTS.narrow.width} and ${VIEWPORTS.desktop.width} px`, async ({ page, domainId }) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  for (const [index, code] of ERROR_CODES.entries()) {
    const route = `/error/${code}`;
    if (index === 0) await openAndSettle(page, route, domainId);
    else await openInApp(page, route);
    await expect(page).toHaveURL(new RegExp(`/error/${code}$`));
    await expect(page.getByText(new RegExp(`^Error code: ${code} `))).toBeVisible();
    await checkBothWidths(page, route);
  }
});
