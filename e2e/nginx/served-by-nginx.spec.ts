import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import type { BrowserContext, Page } from '@playwright/test';

import { LOGIN_FIRST_LOAD_VALIDATORS } from '../../scripts/bundle-budget';
import { cspSourcesFor } from '../../scripts/nginx/csp-sources';
import { MOCK_IMAGE_SOURCES, startProdServer } from '../../scripts/serve-prod';
import { TRUSTED_TYPES_POLICIES } from '../../src/shared/lib/trusted-types';
import { allowConsoleErrors, expect, isLoggedOutLogin, signIn, test } from '../support/fixtures';

/**
 * The production build (`dist/`, no mock inside) behind nginx with deploy/nginx/, as deployed: `npm run serve:prod`
 * in front of the mock gateway over HTTP, the portal on `"mockGateway": false` (playwright.nginx.config.ts).
 * Every header on the document and on an asset, caching and precompression, the gateway proxied with its limits,
 * and the portal working under its Content Security Policy: sign-in, every area, log out, with no
 * `securitypolicyviolation` at all.
 */

const DIST = process.env.E2E_PROD_DIST || 'dist';
/** The second server of the last test (playwright.nginx.config.ts: the main one is on E2E_PORT_BASE + 50). */
const SECOND_PORT = Number(process.env.E2E_PORT_BASE ?? 4300) + 51;
const YEAR_SECONDS = 31_536_000;

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
  readonly source: string;
  readonly page: string;
}

/** Records every `securitypolicyviolation` event of every page and popup of the context, from their first script on. */
async function watchViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (violation: unknown) => void }).__reportCspViolation;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
        page: event.documentURI,
      });
    });
  });
  return violations;
}

/** The directives of a Content-Security-Policy header, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What the policy must allow besides the portal's own site, for the /config.json nginx serves. */
interface ExpectedSources {
  readonly script: string[];
  readonly connect: string[];
  readonly formAction: string[];
  readonly image: string[];
}

async function expectedSources(page: Page): Promise<ExpectedSources> {
  const response = await page.request.get('/config.json');
  const sources = cspSourcesFor((await response.json()) as Record<string, unknown>);
  const list = (value: string) => value.split(' ').filter(Boolean);
  return {
    script: list(sources.PORTAL_CSP_SCRIPT_SOURCES),
    // The ID card's image hosts too: the service worker fetches the card's images to keep them (docs/decisions/019).
    connect: [...list(sources.PORTAL_CSP_CONNECT_SOURCES), ...list(MOCK_IMAGE_SOURCES)],
    formAction: list(sources.PORTAL_CSP_FORM_ACTION_SOURCES),
    image: list(MOCK_IMAGE_SOURCES),
  };
}

/** Every security header of the issue, on one answer. */
function expectSecurityHeaders(headers: Record<string, string>, what: string, expected: ExpectedSources): void {
  const policy = headers['content-security-policy'];
  expect(policy, `${what}: Content-Security-Policy`).toBeTruthy();
  expect(policy, `${what}: no unsafe source`).not.toMatch(/unsafe-(inline|eval|hashes)|\*/);
  const csp = directives(policy!);
  expect(csp.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  expect(csp.get('script-src'), `${what}: script-src`).toEqual(["'self'", ...expected.script]);
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('form-action'), `${what}: form-action`).toEqual(["'self'", ...expected.formAction]);
  expect(csp.get('connect-src'), `${what}: connect-src`).toEqual(["'self'", ...expected.connect]);
  expect(csp.get('img-src'), `${what}: img-src`).toEqual(["'self'", ...expected.image]);
  const styles = csp.get('style-src') ?? [];
  expect(styles[0], `${what}: style-src`).toBe("'self'");
  expect(styles.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)), `${what}: style-src ${styles.join(' ')}`).toBe(true);
  expect(csp.get('require-trusted-types-for'), `${what}: require-trusted-types-for`).toEqual(["'script'"]);
  expect(csp.get('trusted-types')?.sort(), `${what}: trusted-types`).toEqual(Object.values(TRUSTED_TYPES_POLICIES).sort());

  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
  expect(maxAge, `${what}: Strict-Transport-Security max-age`).toBeGreaterThanOrEqual(YEAR_SECONDS);
  expect(headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], `${what}: Cross-Origin-Opener-Policy`).toBe('same-origin');

  const permissions = new Map(
    (headers['permissions-policy'] ?? '').split(',').map((entry) => entry.trim().split('=') as [string, string]),
  );
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'clipboard-read']) {
    expect(permissions.get(feature), `${what}: Permissions-Policy ${feature}`).toBe('()');
  }
  expect(permissions.get('clipboard-write'), `${what}: Permissions-Policy clipboard-write (copy subscriber ID)`).toBe('(self)');
}

test.describe('the production build behind nginx (deploy/nginx/)', () => {
  test('serves every header on the document, an asset, the gateway and errors, with the caching and compression of each', async ({ page, request }) => {
    const expected = await expectedSources(page);
    const assets: { url: string; headers: Record<string, string> }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) {
        void response.allHeaders().then((headers) => assets.push({ url: response.url(), headers }));
      }
    });

    // The document, as the browser gets it.
    const document = await page.goto('/login');
    const documentHeaders = await document!.allHeaders();
    expectSecurityHeaders(documentHeaders, 'the document', expected);
    expect(documentHeaders['cache-control']).toBe('no-cache');
    expect(documentHeaders['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

    // A hashed asset, as the browser gets it: compressed (the browser accepts it) and cached for a year.
    await expect.poll(() => assets.filter((asset) => asset.url.endsWith('.js')).length).toBeGreaterThan(0);
    const script = assets.find((asset) => asset.url.endsWith('.js'))!;
    expectSecurityHeaders(script.headers, `the asset ${script.url}`, expected);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(script.headers['content-encoding']);

    // The build's brotli and gzip twins, each for a client that accepts it, with the same content.
    const path = new URL(script.url).pathname;
    const original = readFileSync(join(DIST, path));
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      expect(answer.headers()['vary'], encoding).toMatch(/Accept-Encoding/i);
      expect(Buffer.compare(await answer.body(), original), `${encoding}: the same file`).toBe(0);
      expectSecurityHeaders(answer.headers(), `${path} (${encoding})`, expected);
    }

    // index.html and config.json are revalidated on every use; config.json is never a stale precompressed twin.
    const index = await request.get('/index.html', { headers: { 'Accept-Encoding': 'br' } });
    expect(index.headers()['cache-control']).toBe('no-cache');
    const config = await request.get('/config.json', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(config.headers()['cache-control']).toBe('no-cache');
    expect(config.headers()['content-encoding']).toBeUndefined();
    expect(((await config.json()) as { mockGateway: unknown }).mockGateway).toBe(false);
    expectSecurityHeaders(config.headers(), '/config.json', expected);

    // The service worker: revalidated on every use (never immutable, so a release reaches browsers at once),
    // compressed, with the portal's headers; a web app manifest with its media type.
    const worker = await request.get('/sw.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(worker.headers()['content-encoding']).toBe('br');
    expect(worker.headers()['service-worker-allowed']).toBeUndefined();
    expectSecurityHeaders(worker.headers(), '/sw.js', expected);
    const manifest = await request.get('/manifest-1.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers()['cache-control']).toBe('no-cache');

    // The single-page application: a page address gets index.html; a missing build file is a real 404.
    const deepLink = await request.get('/benefits/medical', { headers: { Accept: 'text/html' } });
    expect(deepLink.status()).toBe(200);
    expect(await deepLink.text()).toBe(readFileSync(join(DIST, 'index.html'), 'utf8'));
    expect(deepLink.headers()['cache-control']).toBe('no-cache');
    const missing = await request.get('/assets/no-such-file.js');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers(), 'a 404', expected);

    // The gateway, proxied under its base: the portal's headers, the gateway's answer, and the size limit.
    const token = await request.post('/api/token', { data: { username: 'rivera', password: 'Portal#2026', domainId: 1 } });
    expect(token.status()).toBe(200);
    expect(((await token.json()) as { token?: string }).token).toBeTruthy();
    expectSecurityHeaders(token.headers(), 'a gateway answer', expected);
    expect(token.headers()['cache-control']).toBeUndefined();
    const tooLarge = await request.post('/api/token', { data: { username: 'x'.repeat(70_000), password: 'x', domainId: 1 } });
    expect(tooLarge.status(), 'a request body over PORTAL_GATEWAY_MAX_BODY_SIZE (64k)').toBe(413);
    expectSecurityHeaders(tooLarge.headers(), 'a 413', expected);
  });

  test('works under its Content Security Policy: sign in, every area, log out, and not one violation', async ({ page, context }) => {
    const expected = await expectedSources(page);
    const violations = await watchViolations(context);
    // The answer validators /login's first load fetches: those the size budget counts (scripts/bundle-budget.ts).
    const validatorChunks: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/validate-([a-z-]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (chunk) validatorChunks.push(chunk[1]!);
    });

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    expect(violations, 'securitypolicyviolation events on the login page').toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(validatorChunks.sort(), "the validators of /login's first load, as the size budget counts them").toEqual([...LOGIN_FIRST_LOAD_VALIDATORS].sort());

    // The watch works: an image from a host the policy does not name is refused and reported.
    allowConsoleErrors(page, { reason: 'the canary image that proves violations are seen', text: /canary\.invalid/ });
    await page.evaluate(() => {
      const canary = new Image();
      canary.src = 'https://canary.invalid/pixel.png';
      document.body.append(canary);
    });
    await expect.poll(() => violations.map((violation) => violation.directive), { message: 'the canary image was not reported' }).toEqual(['img-src']);
    violations.length = 0;
    await page.evaluate(() => document.querySelector('img[src^="https://canary.invalid"]')?.remove());

    await signIn(page, 'rivera', { openLoginPage: false });
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
    // The accreditation feed, fetched from the gateway's origin (connect-src), and the chat widget's script
    // element with its address made by the portal-chat-widget policy (the vendor's host does not resolve here).
    await expect(page.getByRole('contentinfo').getByRole('figure')).toBeVisible();
    await expect(page.locator('script#chat-widget-script')).toHaveAttribute('src', 'https://chat.example.com/widget.js');

    // The ID card opens as a PDF in a new window (a blob: address, under the same policy).
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Download ID card' }).first().click();
    const card = await popup;
    await expect.poll(() => card.url()).toMatch(/^blob:/);
    await card.close();

    const areas: { path: string; heading: string | RegExp; shows?: string }[] = [
      { path: '/benefits', heading: 'Medical benefits' },
      { path: '/find-care', heading: 'Find care' },
      { path: '/claims', heading: 'Claims/EOBs' },
      { path: '/eobs', heading: 'Explanations of benefits' },
      { path: '/id-card', heading: 'ID cards' },
      { path: '/account', heading: 'Account' },
      // The holiday calendar is server HTML: it reaches the page only as TrustedHTML of the sanitiser's policy.
      { path: '/contact-us', heading: 'Contact us', shows: 'Customer service is closed on these holidays:' },
      { path: '/error/500', heading: /^Sorry/ },
    ];
    for (const area of areas) {
      const answer = await page.goto(area.path);
      expectSecurityHeaders(await answer!.allHeaders(), area.path, expected);
      await expect(page.getByRole('heading', { level: 1, name: area.heading }), area.path).toBeVisible();
      if (area.shows) await expect(page.getByText(area.shows), area.path).toBeVisible();
    }

    await page.goto('/home');
    await page.getByRole('button', { name: /^Jordan ?, account settings$/ }).click();
    await page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(isLoggedOutLogin);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

    expect(violations, 'securitypolicyviolation events').toEqual([]);
  });

  test("says so instead of starting a mock when config.json asks for one, and answers 504 when the gateway does not answer in time", async ({ page, context, request }) => {
    const violations = await watchViolations(context);
    // A gateway that accepts requests and never answers.
    const stalled: Server = createServer(() => undefined);
    await new Promise<void>((listening) => stalled.listen(0, '127.0.0.1', listening));
    const stalledPort = (stalled.address() as AddressInfo).port;
    const server = await startProdServer({
      port: SECOND_PORT,
      host: '127.0.0.1',
      gatewayPort: 0,
      domainId: 1,
      dist: DIST,
      stdio: 'ignore',
      configOverrides: { mockGateway: true },
      variables: { PORTAL_GATEWAY_UPSTREAM: `http://127.0.0.1:${stalledPort}/api`, PORTAL_GATEWAY_TIMEOUT: '2s' },
    });
    try {
      await page.goto(`${server.url}/login`);
      await expect(page.getByRole('heading', { level: 1, name: 'The portal is not configured correctly' })).toBeVisible();
      await expect(page.getByText('This is a production build: it has no mock gateway and no demo members.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Configuration problems' })).toContainText('mockGateway');
      expect(await page.evaluate(() => 'serviceWorker' in navigator && navigator.serviceWorker.controller)).toBeFalsy();

      const started = Date.now();
      const timedOut = await request.get(`${server.url}/api/account`, { timeout: 20_000 });
      expect(timedOut.status(), 'a gateway slower than PORTAL_GATEWAY_TIMEOUT').toBe(504);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(violations).toEqual([]);
    } finally {
      await server.stop();
      stalled.closeAllConnections();
      await new Promise((closed) => stalled.close(closed));
    }
  });
});
