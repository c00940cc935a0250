import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

import { allowConsoleErrors, E2E_PORT_BASE, expect, onlyOnBrand, openInApp, test, type Page } from './support/fixtures';

/**
 * `npm run dev:prism`: one command brings the portal's dev server up on Prism (the contract served from its
 * examples, the mock gateway off). Any username and password sign in and the dashboard shows the contract's example
 * family; a front-end developer forces another answer for one operation from a page address (`?prism=`) or the
 * dev-only panel (/__prism), without editing code.
 *
 * The journey starts the command itself (scripts/dev-prism.ts, ports E2E_PORT_BASE + 40 and + 41) and stops it by
 * its process id. It does not depend on the brand, so it runs in the brand 1 project only.
 */

const PRISM_PORT = E2E_PORT_BASE + 40;
const PORTAL_PORT = E2E_PORT_BASE + 41;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
const ROOT = resolve(import.meta.dirname, '..');

/** Section 8, word for word. */
const LOCKED = 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.';
const ATTEMPTS_LEFT = 'Username and/or password unrecognized. You have 2 attempt(s) remaining. Try again or select forgot username or password.';

/** A running `npm run dev:prism` (its script, without npm in between, so the process id is the server's). */
interface DevPrism {
  readonly child: ChildProcess;
  output: string;
}

function startDevPrism(portalPort: number, prismPort: number, extra: readonly string[] = []): Promise<DevPrism> {
  return new Promise((ready, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/dev-prism.ts', '--port', String(portalPort), '--prism-port', String(prismPort), ...extra],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
    );
    const server: DevPrism = { child, output: '' };
    const timer = setTimeout(() => fail(new Error(`dev:prism did not start within 150 s:\n${server.output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      server.output += chunk.toString();
      if (server.output.includes('The portal on Prism:')) {
        clearTimeout(timer);
        ready(server);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`dev:prism exited with code ${code}:\n${server.output}`));
    });
  });
}

async function stopDevPrism(server: DevPrism | undefined): Promise<void> {
  const child = server?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((done) => setTimeout(done, 20_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('npm run dev:prism', { tag: onlyOnBrand(1) }, () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  test.use({ baseURL: PORTAL });

  let server: DevPrism | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startDevPrism(PORTAL_PORT, PRISM_PORT);
  });

  test.afterAll(async () => {
    await stopDevPrism(server);
  });

  test('signs in with any credentials and shows the example family on the dashboard', async ({ page }) => {
    const config = (await (await page.request.get(`${PORTAL}/config.json`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ mockGateway: false, gatewayBaseUrl: '/api', environment: 'prism' });

    await page.goto('/login');
    await logIn(page, 'any-developer', 'any password');
    await expect(page).toHaveURL(`${PORTAL}/home`, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible({ timeout: 60_000 });
    const main = page.getByRole('main');
    const memberInformation = main.getByRole('region', { name: 'Member information' });
    await expect(memberInformation).toContainText('Jordan Rivera');
    await expect(memberInformation).toContainText('900123456');
    await expect(memberInformation).toContainText('Cascade Timber Cooperative');
    // The family of the contract's examples: Alex has a provider, Sam still has to choose one.
    const primaryCare = main.getByRole('region', { name: 'Primary care' });
    await expect(primaryCare).toContainText('Sam Rivera');
    await expect(primaryCare.getByRole('link', { name: /Select primary care/ })).toBeVisible();
    await expect(primaryCare).toContainText('Alex Rivera');
    await expect(primaryCare).toContainText('Daniel Whitaker');
    // The token is the contract's example: a JWT the portal reads, expiring in 2100.
    const token = await page.evaluate(() => localStorage.getItem('local_mdtoken'));
    const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { memberKey: string; exp: number };
    expect(claims.memberKey).toBe('M1001');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  });

  test('forces another example of one operation from a page address, then back to the default', async ({ page }) => {
    allowConsoleErrors(page, {
      reason: 'the developer asked Prism for the 401 "locked" example of POST /token',
      text: /^Failed to load resource: the server responded with a status of 401\b/,
      url: `${PORTAL}/api/token`,
    });
    await page.goto('/login?prism=createToken:code=401,example=locked');
    // The dev server keeps the choice (a cookie) and reloads the page without the parameter.
    await expect(page).toHaveURL(`${PORTAL}/login`);
    await logIn(page, 'any-developer', 'any password');
    await expect(page.getByRole('main').getByRole('alert').getByText(LOCKED, { exact: true })).toBeVisible({ timeout: 30_000 });

    await page.goto('/login?prism=createToken:');
    await logIn(page, 'any-developer', 'any password');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible({ timeout: 60_000 });
  });

  test('forces a status and example from the dev-only panel', async ({ page }) => {
    allowConsoleErrors(page, {
      reason: 'the developer chose the 401 "attemptsRemaining" example of POST /token in the panel',
      text: /^Failed to load resource: the server responded with a status of 401\b/,
      url: `${PORTAL}/api/token`,
    });
    await page.goto('/__prism');
    await expect(page.getByRole('heading', { level: 1, name: 'Prism answers' })).toBeVisible();
    await page.getByLabel('POST /token createToken').selectOption({ label: 'status 401, example "attemptsRemaining"' });
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expect(page.getByRole('status')).toHaveText('Choices saved. Reload the portal to see them.');
    await expect(page.getByRole('listitem').filter({ hasText: 'createToken' })).toHaveText('createToken: Prefer: code=401, example=attemptsRemaining');

    await page.goto('/login');
    await logIn(page, 'any-developer', 'any password');
    await expect(page.getByRole('main').getByRole('alert').getByText(ATTEMPTS_LEFT, { exact: true })).toBeVisible({ timeout: 30_000 });

    await page.goto('/__prism');
    await page.getByRole('button', { name: 'Clear all choices' }).click();
    await expect(page.getByText('No choices: every operation answers with the default.')).toBeVisible();
  });
});

/**
 * The portal on answers it has never seen: `npm run dev:prism -- --dynamic`, where Prism makes up every answer from
 * the contract's schemas (random, valid against the contract; the sign-in keeps the example token). One page of each
 * area opens without a blank page, an uncaught error (the page fixture fails on any), the portal's last-resort page,
 * or a value written as "undefined", "NaN", "Invalid Date" or "[object Object]". A guard may lead elsewhere (the
 * random account may be termed): wherever it leads must show its heading. Post-login routing's own reads keep their
 * examples so that the sign-in reaches the dashboard. Two seeds.
 */

/** One page of each area of the signed-in portal. */
const AREA_PAGES = [
  '/home',
  '/benefits/medical',
  '/benefits/dental',
  '/find-care/primary-care',
  '/claims',
  '/eobs',
  '/id-card',
  '/account/summary',
  '/account/settings',
  '/support',
] as const;

/** What post-login routing reads to choose the first page (src/features/auth/use-post-login-routing.ts). */
const ROUTING_READS = ['getAccountStatus', 'getGroups', 'getPreferences', 'getRegistrationPolicies'] as const;

const LAST_RESORT = "Sorry, it looks like there's a problem.";
const BROKEN_TEXT = /\bundefined\b|\bNaN\b|Invalid Date|\[object Object\]/;

// Each seed on ports of its own (base + 42 and + 43, + 44 and + 45): the last one's may not be free yet.
for (const [index, seed] of [11, 29].entries()) {
  const DYNAMIC_PRISM_PORT = E2E_PORT_BASE + 42 + 2 * index;
  const DYNAMIC_PORTAL_PORT = DYNAMIC_PRISM_PORT + 1;
  const DYNAMIC_PORTAL = `http://127.0.0.1:${DYNAMIC_PORTAL_PORT}`;
  test.describe(`npm run dev:prism -- --dynamic --seed ${seed}`, { tag: onlyOnBrand(1) }, () => {
    test.describe.configure({ mode: 'serial', timeout: 300_000 });
    test.use({ baseURL: DYNAMIC_PORTAL });

    let server: DevPrism | undefined;

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      server = await startDevPrism(DYNAMIC_PORTAL_PORT, DYNAMIC_PRISM_PORT, ['--dynamic', '--seed', String(seed)]);
    });

    test.afterAll(async () => {
      await stopDevPrism(server);
    });

    test('every area shows its page on random answers valid against the contract', async ({ page }) => {
      // Post-login routing's reads keep their examples, so the sign-in reaches the dashboard (docs/front-end-development.md, "--dynamic").
      await page.goto(`/login?${ROUTING_READS.map((operation) => `prism=${operation}:dynamic=false`).join('&')}`);
      await expect(page).toHaveURL(`${DYNAMIC_PORTAL}/login`);
      await logIn(page, 'any-developer', 'any password');
      await expect(page).toHaveURL(`${DYNAMIC_PORTAL}/home`, { timeout: 60_000 });

      // Each page opens inside the running portal, as its menus open it: the dev server's hundreds of unbundled
      // modules load once, not once per page.
      for (const path of AREA_PAGES) {
        if (path !== '/home') await openInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 }).first(), `a heading on ${path}`).toBeVisible({ timeout: 60_000 });
        // The page's own reads settle before its text is judged.
        await page.waitForLoadState('networkidle');
        const text = await page.locator('body').innerText();
        expect(text, `the last-resort page on ${path}`).not.toContain(LAST_RESORT);
        expect(text.match(BROKEN_TEXT)?.[0], `a broken value on ${path}`).toBeUndefined();
      }
    });
  });
}
