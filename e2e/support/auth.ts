import { expect, type Page } from '@playwright/test';

import type { Translate } from './language';

/** Every demo persona's password (mocks/personas/build.ts, DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Portal#2026';

/** Where the portal keeps the session token (product section 9). */
export const SESSION_TOKEN_KEY = 'local_mdtoken';

export interface SignInOptions {
  readonly password?: string;
  /** Open /login first (default). False when the test is already on the login page. */
  readonly openLoginPage?: boolean;
  /**
   * The words of the login form in the member's language: the journey's `tr` fixture (`signIn(page, 'rivera',
   * { tr })`). English when not given.
   */
  readonly tr?: Translate;
}

/** The English words of a message: the login form as an English-speaking member reads it. */
const inEnglish: Translate = (english) => english;

/**
 * Signs in through the login form, as a member does: fields labelled "Username" and "Password", button
 * "Log in" (in the language of `options.tr`, English by default). Returns once the button was clicked; the test
 * asserts where the persona lands (post-login routing differs per persona: /home, /group-selection, /update-email ...).
 */
export async function signIn(page: Page, username: string, options: SignInOptions = {}): Promise<void> {
  const tr = options.tr ?? inEnglish;
  if (options.openLoginPage ?? true) await page.goto('/login');
  await page.getByLabel(tr('Username'), { exact: true }).fill(username);
  await page.getByLabel(tr('Password'), { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: tr('Log in'), exact: true }).click();
}

/**
 * Starts a session without the login form, for journeys that are not about logging in: asks the mock gateway for
 * a token (POST {gateway}/token, answered in the page by the mock's service worker) and stores it where the
 * portal keeps the session token. Only for personas whose login lands on /home (post-login routing is skipped).
 * Opens `startPath` (default /error/404, a page that makes no gateway call) unless the page is already there, and
 * leaves it there with the session stored; open the signed-in page next.
 */
export async function startSession(page: Page, username: string, startPath = '/error/404'): Promise<void> {
  const here = page.url().startsWith('http') ? new URL(page.url()).pathname : null;
  if (here !== startPath) await page.goto(startPath);
  await page.waitForFunction(() => '__mockGateway' in window, undefined, { timeout: 10_000 }).catch(() => {
    throw new Error(`startSession(${username}) needs the mock gateway, and window.__mockGateway did not appear.`);
  });
  const result = await page.evaluate(
    async ({ username: name, password }) => {
      const config = (await (await fetch('/config.json', { cache: 'no-store' })).json()) as {
        gatewayBaseUrl: string;
        domainId: number;
      };
      const response = await fetch(`${config.gatewayBaseUrl.replace(/\/+$/, '')}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: name, password, domainId: config.domainId }),
      });
      const body = (await response.json().catch(() => null)) as { token?: string; redirect?: string } | null;
      return { status: response.status, token: body?.token ?? null };
    },
    { username, password: DEMO_PASSWORD },
  );
  expect(result.token, `POST /token for ${username} answered ${result.status} without a token`).toBeTruthy();
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [SESSION_TOKEN_KEY, result.token!] as const);
}

/** The login path a logout reloads to on brands 1 and 2: /login with loggedOut=true (other parameters allowed). */
export function isLoggedOutLogin(url: URL): boolean {
  return url.pathname === '/login' && url.searchParams.get('loggedOut') === 'true';
}
