import { expect, isLoggedOutLogin, test } from './support/fixtures';

/**
 * The route table and its guards (spec sections 2, 4 and 6), as a visitor with no token meets them in the
 * production build. Runs for every brand (project).
 */

test.describe('addresses', () => {
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
  for (const path of ['/home', '/account', '/benefits', '/find-care', '/claims']) {
    test(`opening ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('opening /update-email without a temporary token is sent to /logout', async ({ page, domainId }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/update-email');

    if (domainId === 5) {
      // Brand 5 shows the logged-out page at /logout.
      await expect(page).toHaveURL(/\/logout$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Logged out successfully' })).toBeVisible();
    } else {
      // Brands 1 and 2 reload from /logout to the login path with the logged-out flag (in mock mode the address
      // also carries the brand, `&brand=n`, so the mock-mode brand choice survives the logout).
      await expect(page).toHaveURL(isLoggedOutLogin);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The guard's own redirect went through /logout (which then, on brands 1 and 2, reloaded to /login).
    expect(visited).toContain('/logout');
  });
});
