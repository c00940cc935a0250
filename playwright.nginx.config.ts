import { defineConfig } from '@playwright/test';

import { E2E_HOST } from './e2e/support/brands';
import type { E2eOptions } from './e2e/support/fixtures';
import journeys from './playwright.config';

/**
 * The production build behind nginx, as deployed (e2e/nginx/, `npm run test:e2e:nginx`): `npm run serve:prod`
 * (scripts/serve-prod.ts) runs Debian's nginx with deploy/nginx/ over `dist/`, in front of the mock gateway over
 * HTTP, and the portal runs with `"mockGateway": false` as in production. One brand (1): the headers and the
 * policy are the same for every brand. nginx listens on E2E_PORT_BASE + 50, the mock gateway on E2E_PORT_BASE + 60
 * (4350 and 4360 by default); the test's second server (a bad configuration and a gateway that never answers) on
 * E2E_PORT_BASE + 51.
 */
const isCI = Boolean(process.env.CI);
const portBase = Number(process.env.E2E_PORT_BASE ?? 4300);
const NGINX_PORT = portBase + 50;
const NGINX_GATEWAY_PORT = portBase + 60;
const baseURL = `http://${E2E_HOST}:${NGINX_PORT}`;
/** The production build; E2E_PROD_DIST points at another one. */
const dist = JSON.stringify(process.env.E2E_PROD_DIST || 'dist');

export default defineConfig<E2eOptions>({
  testDir: './e2e/nginx',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/nginx',
  workers: 1,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report/nginx', open: 'never' }]],
  // The browser of the journeys: Debian's Chromium, offline but for this machine, desktop size, en-US.
  use: journeys.use,
  projects: [{ name: 'nginx', use: { baseURL, domainId: 1 } }],
  webServer: {
    name: 'nginx (npm run serve:prod)',
    command: `node --import tsx scripts/serve-prod.ts --host ${E2E_HOST} --port ${NGINX_PORT} --gateway-port ${NGINX_GATEWAY_PORT} --domain 1 --dist ${dist}`,
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
