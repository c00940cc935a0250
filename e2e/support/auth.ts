import type { Page, Route } from '@playwright/test';

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
 * A page of the portal's origin that starts nothing, answered by the browser test itself (an empty document whose
 * icon is inline, so the browser asks the server for nothing).
 */
const QUIET_PAGE = '/e2e-session-start';

async function openQuietPage(page: Page): Promise<void> {
  const answer = (route: Route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Session start</title><link rel="icon" href="data:,">' });
  await page.route(`**${QUIET_PAGE}`, answer);
  try {
    await page.goto(QUIET_PAGE);
  } finally {
    await page.unroute(`**${QUIET_PAGE}`, answer);
  }
}

/**
 * Starts a session without the login form, for journeys that are not about logging in. The token is the one the
 * mock gateway's own login rule issues for the persona (its POST /token resolver, run here in Node: the mock's
 * tokens carry their claims and no secret, so the portal's mock gateway accepts it as one it issued), stored where
 * the portal keeps the session token, from a page of the portal's origin that does not start the portal. Only for
 * personas whose login lands on /home (post-login routing is skipped).
 *
 * The portal starts with the test's first page, already signed in: no start-up is spent on getting a token. Pass
 * `startPath` when the test must drive the mock gateway (window.__mockGateway, a gateway call from the page) before
 * opening its first page: it is opened with the session stored.
 */
export async function startSession(page: Page, username: string, startPath?: string): Promise<void> {
  const here = page.url().startsWith('http') ? new URL(page.url()) : null;
  if (!here) await openQuietPage(page);
  const { domainId } = (await page.evaluate(async () => (await fetch('/config.json', { cache: 'no-store' })).json())) as { domainId: number };
  const token = await mockGatewayToken(username, domainId);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_TOKEN_KEY, token] as const);
  if (startPath === undefined) return;
  if (here?.pathname !== startPath) await page.goto(startPath);
  // The test drives the mock gateway next: wait until it runs in the page.
  await page.waitForFunction(() => '__mockGateway' in window, undefined, { timeout: 10_000 }).catch(() => {
    throw new Error(`startSession(${username}, '${startPath}') needs the mock gateway, and window.__mockGateway did not appear.`);
  });
}

/** The token the mock gateway's POST /token answers for the persona, with the demo password, on the brand. */
async function mockGatewayToken(username: string, domainId: number): Promise<string> {
  const { publicResolvers } = await import('../../mocks/resolvers');
  const refused = (status: number, message = '') => new Error(`POST /token for ${username} on brand ${domainId}: ${status} ${message}`);
  const createToken = publicResolvers.createToken;
  if (!createToken) throw new Error('The mock gateway has no POST /token resolver (mocks/resolvers.ts).');
  const call = {
    body: { username, password: DEMO_PASSWORD, domainId },
    fail: (status: number, message?: string): never => {
      throw refused(status, message);
    },
  };
  const answer = await createToken(call as unknown as Parameters<typeof createToken>[0]);
  if (answer instanceof Response) throw refused(answer.status, await answer.text());
  if (!answer.token) throw refused(200, 'an answer without a token');
  return answer.token;
}

/** The login path a logout reloads to on brands 1 and 2: /login with loggedOut=true (other parameters allowed). */
export function isLoggedOutLogin(url: URL): boolean {
  return url.pathname === '/login' && url.searchParams.get('loggedOut') === 'true';
}
