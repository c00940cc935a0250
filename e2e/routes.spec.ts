import { expect, isLoggedOutLogin, notOnBrand, onlyOnBrand, signIn, startSession, test, type E2eDomainId, type Page } from './support/fixtures';

const LOGIN_TITLE = 'Log in to your Member Dashboard';

/**
 * The route table and its guards (product sections 2, 4 and 6) in the production build: as a visitor with no token
 * meets them, as a login in progress (a temporary token only) does, and the temporary-token gate for a signed-in
 * member. What a brand changes (the logged-out screen, the wording of the way back to login, the holidays read for
 * the brand, the step a login in progress stops at) runs for every brand; the guards themselves do not depend on
 * the brand (the same route table and guards serve every brand), so their journeys run in brand 1's project only.
 */

/** The tag of a journey that is the same for every brand. */
const SAME_FOR_EVERY_BRAND = { tag: onlyOnBrand(1) };

test.describe('addresses', SAME_FOR_EVERY_BRAND, () => {
  test('the empty path goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown path goes to /error/404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByText('Error code: 404 Not Found', { exact: true })).toBeVisible();
  });

  test('/error/503 shows its error code', async ({ page }) => {
    await page.goto('/error/503');
    await expect(page.getByText('Error code: 503 Service Unavailable', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/error\/503$/);
  });
});

test.describe('a visitor with no token', () => {
  test('opening a signed-in page is sent to /login', SAME_FOR_EVERY_BRAND, async ({ page }) => {
    for (const path of ['/home', '/account', '/benefits', '/find-care', '/claims', '/account/settings/change-password']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: LOGIN_TITLE })).toBeVisible();
    }
  });

  /** Where /logout leaves a visitor: brand 5's logged-out page, or (brands 1 and 2) the login path after a reload. */
  async function expectLoggedOutScreen(page: Page, domainId: number) {
    if (domainId === 5) {
      // Brand 5 shows the logged-out page at /logout.
      await expect(page).toHaveURL(/\/logout$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Logged out successfully' })).toBeVisible();
    } else {
      // Brands 1 and 2 reload from /logout to the login path with the logged-out flag (in mock mode the brand
      // chosen for the browser session survives the logout).
      await expect(page).toHaveURL(isLoggedOutLogin);
      await expect(page.getByRole('heading', { level: 1, name: LOGIN_TITLE })).toBeVisible();
    }
  }

  // The temporary-token gate (section 4): without a temporary token, /home with a session token, else /logout.
  // Brand 2 leaves /logout as brand 1 does.
  test('opening a temporary-token step without a temporary token is sent to /logout', { tag: notOnBrand(2) }, async ({ page, domainId }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    for (const path of ['/update-email', '/group-selection', '/registration-policies', '/sso']) {
      visited.length = 0;
      await page.goto(path);
      await expectLoggedOutScreen(page, domainId);
      // The guard's own redirect went through /logout (which then, on brands 1 and 2, reloaded to /login).
      expect(visited, `${path} went through /logout`).toContain('/logout');
    }
  });

  test('/contact-us shows the Holidays panel, read without a session, and the way back to login', async ({ page, domainId }) => {
    const calendarCalls: { path: string; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/message/calendar')) calendarCalls.push({ path: pathname, authorization: request.headers().authorization });
    });
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const holidays = page.getByRole('region', { name: 'Holidays' });
    await expect(holidays.getByText('Customer service is closed on these holidays:')).toBeVisible();
    await expect(holidays.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(calendarCalls).toEqual([{ path: `/api/message/calendar/domain/${domainId}`, authorization: undefined }]);
  });

  test('/error/401 offers the way back to log in', async ({ page, domainId }) => {
    await page.goto('/error/401');
    const next = page.getByRole('navigation', { name: 'Where to go next' });
    await expect(next.getByRole('link', { name: domainId === 5 ? 'Log in again' : 'Log in', exact: true })).toHaveAttribute('href', '/login');
    await next.getByRole('link', { name: domainId === 5 ? 'Log in again' : 'Log in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_TITLE })).toBeVisible();
  });

  test('opening /new-id or /select-group is sent to /login', SAME_FOR_EVERY_BRAND, async ({ page }) => {
    for (const path of ['/new-id', '/select-group']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: LOGIN_TITLE })).toBeVisible();
    }
  });
});

/** Per brand, a persona whose login stops at a temporary-token step, and the title of that step. */
const MID_LOGIN: Record<E2eDomainId, { username: string; landsOn: string; title: string }> = {
  1: { username: 'multigroup', landsOn: '/group-selection', title: 'Access your Member Dashboard: Select plan' },
  2: { username: 'newidsummit', landsOn: '/new-id', title: 'New ID' },
  5: { username: 'harborpolicy', landsOn: '/registration-policies', title: 'Welcome to your dental Member Dashboard' },
};

test.describe('a visitor with only a temporary token (a login in progress)', () => {
  test('signed-in routes send it to /login; the temporary-token steps open; /new-id needs a new-id token', async ({
    page,
    domainId,
  }) => {
    const midLogin = MID_LOGIN[domainId];
    await signIn(page, midLogin.username);
    await expect(page.getByRole('heading', { level: 1, name: midLogin.title })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('local_mdtoken'), sessionStorage.getItem('temp_token') !== null])).toEqual([
      null,
      true,
    ]);

    for (const path of ['/home', '/account/summary', '/select-group']) {
      await page.goto(path);
      await expect(page, `${path} with only a temporary token`).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: LOGIN_TITLE })).toBeVisible();
    }

    const steps: [string, string][] = [
      ['/update-email', 'Update email'],
      ['/group-selection', 'Access your Member Dashboard: Select plan'],
      ['/registration-policies', 'Welcome to your dental Member Dashboard'],
    ];
    for (const [path, title] of steps) {
      await page.goto(path);
      await expect(page, `${path} with a temporary token`).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }

    // The new-id page takes a new-id token only (brand 2's persona holds one).
    await page.goto('/new-id');
    if (midLogin.landsOn === '/new-id') {
      await expect(page.getByRole('heading', { level: 1, name: 'New ID' })).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/login$/);
    }

    // The single sign-on landing continues post-login routing with the temporary token: back to the same step.
    await page.goto('/sso');
    await expect(page).toHaveURL(new RegExp(`${midLogin.landsOn}$`));
    await expect(page.getByRole('heading', { level: 1, name: midLogin.title })).toBeVisible();
  });
});

test('a signed-in member on /contact-us is offered the way back home, not to login', async ({ page, domainId }) => {
  await startSession(page, { 1: 'rivera', 2: 'summit', 5: 'harborpolicy' }[domainId]);
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  await expect(main.getByRole('link', { name: 'Back to login' })).toHaveCount(0);
});

test('a signed-in member opening a temporary-token step is sent to /home', SAME_FOR_EVERY_BRAND, async ({ page, domainId }) => {
  await startSession(page, { 1: 'rivera', 2: 'summit', 5: 'harborpolicy' }[domainId]);
  for (const path of ['/update-email', '/group-selection']) {
    await page.goto(path);
    await expect(page, `${path} with a session token`).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  }
});
