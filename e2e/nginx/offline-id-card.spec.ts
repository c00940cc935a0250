import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { KEPT_ID_CARD_CACHE, MEMBER_DATA_CACHE_PREFIX } from '../../src/shared/offline/offline-protocol';
import { allowConsoleErrors, expect, isLoggedOutLogin, signIn, test } from '../support/fixtures';

/**
 * The ID card offline, in the production build behind nginx (docs/decisions/019): the portal's service worker
 * (dist/sw.js) precaches the portal and keeps the member's ID card once the page has shown it, so that /id-card
 * opens with the network cut and says when the card was saved; logout deletes every cache of member data.
 * The network is cut with context.setOffline(true): for the page and for its service worker.
 */

/** The card images' host (mocks/views.ts) does not resolve in the tests: it answers with this picture while online. */
const CARD_IMAGE_HOST = 'https://documents.plan.example';
const CARD_IMAGE = readFileSync(new URL('../../public/icons/brand-1-192.png', import.meta.url));

/** Waits until the portal's service worker (/sw.js) is active for the whole site and controls the page. */
async function serviceWorkerActive(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return registration?.active ? new URL(registration.active.scriptURL).pathname : null;
        }),
      { message: 'the service worker /sw.js did not become active', timeout: 30_000 },
    )
    .toBe('/sw.js');
}

/** The addresses kept in the caches of member data, by cache. */
function memberCaches(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async (prefix) => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (name.startsWith(prefix)) kept[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return kept;
  }, MEMBER_DATA_CACHE_PREFIX);
}

test.describe('the ID card offline (production build, service worker)', () => {
  test('after one visit /id-card opens with the network cut and says when it was saved; after logout nothing of it is left', async ({
    page,
    context,
  }) => {
    await context.route(`${CARD_IMAGE_HOST}/**`, (route) => route.fulfill({ body: CARD_IMAGE, contentType: 'image/png' }));

    await signIn(page, 'rivera');
    await expect(page).toHaveURL(/\/home$/);
    // The signed-in portal links its brand's web app manifest and registers the worker once it is idle.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-1.webmanifest');
    await serviceWorkerActive(page);
    const manifest = (await (await page.request.get('/manifest-1.webmanifest')).json()) as { name: string; icons: unknown[] };
    expect(manifest.name).toBe('Cascade Health Plan');

    // One visit of the live card: no saved time, every action.
    await page.goto('/id-card');
    await expect(page.getByRole('heading', { level: 1, name: 'ID cards' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download ID card' })).toBeVisible();
    await expect(page.getByText(/^Saved on /)).toHaveCount(0);
    // The worker keeps the card's answers and images (the gateway's addresses under /api, and the image host).
    await expect
      .poll(async () => (await memberCaches(page))[KEPT_ID_CARD_CACHE] ?? [], { message: 'the ID card was not kept', timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\/api\/account$/),
          expect.stringMatching(/\/api\/eligibility\/family$/),
          expect.stringMatching(/\/api\/idCard\/view$/),
          expect.stringMatching(new RegExp(`^${CARD_IMAGE_HOST}/cards/.+-front\\.png$`)),
        ]),
      );
    const kept = (await memberCaches(page))[KEPT_ID_CARD_CACHE]!;
    // Nothing but the ID card journey: no other gateway answer (the menus', the dashboard's) is kept.
    expect(kept.filter((url) => url.includes('/api/') && !/\/api\/(account|eligibility\/family|idCard\/view)$/.test(url))).toEqual([]);
    const sessionToken = await page.evaluate(() => localStorage.getItem('local_mdtoken'));

    // The network is gone: a fresh load of /id-card shows the kept card with the time it was saved.
    await context.setOffline(true);
    allowConsoleErrors(page, { reason: 'the network is cut: the calls the worker has no kept answer for fail', text: /net::ERR_INTERNET_DISCONNECTED/ });
    const offlineDocument = await page.reload();
    // The precached page comes with the headers it was served with: the same policy, Trusted Types required.
    expect(offlineDocument?.fromServiceWorker()).toBe(true);
    expect(offlineDocument?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(page.getByRole('heading', { level: 1, name: 'ID cards' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Saved on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\. You are offline: this is your card as it was then\.$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /ID card$/ }).first()).toBeVisible();
    await expect(page.getByRole('article').first().getByText('Subscriber ID')).toBeVisible();
    const front = page.getByRole('img', { name: /^Front of / }).first();
    await expect(front).toBeVisible();
    expect(await front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // What needs the network is not offered; printing is.
    await expect(page.getByRole('button', { name: 'Download ID card' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Order a printed card/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Print/ })).toBeVisible();
    // The shell's other reads failing for want of a network leave the card on the page, not an error page.
    await page.waitForTimeout(4_000);
    await expect(page.getByRole('heading', { level: 1, name: 'ID cards' })).toBeVisible();

    // Online again, the member logs out: every cache of member data goes.
    await context.setOffline(false);
    await page.goto('/home');
    await page.getByRole('button', { name: /^Jordan ?, account settings$/ }).click();
    await page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(isLoggedOutLogin);
    expect(await memberCaches(page)).toEqual({});

    // Even with the old session token put back, /id-card offline has no card to show.
    await context.setOffline(true);
    await page.evaluate((token) => localStorage.setItem('local_mdtoken', token!), sessionToken);
    await page.goto('/id-card');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'ID cards' })).toHaveCount(0);
    await expect(page.getByText(/^Saved on /)).toHaveCount(0);
    expect(await memberCaches(page)).toEqual({});
  });
});
