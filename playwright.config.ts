import { defineConfig } from '@playwright/test';

import {
  E2E_BRANDS,
  E2E_HOST,
  notForBrand,
  otherBrandsOnly,
  PROVED_IN_SPANISH_ELSEWHERE,
  SPANISH_JOURNEYS,
  SPANISH_PROJECT,
} from './e2e/support/brands';
import { chromiumArgs, chromiumExecutablePath, isHeaded } from './e2e/support/chromium';
import type { E2eOptions } from './e2e/support/fixtures';

/**
 * Browser journeys against the demo build (`dist-demo/`, the portal with its mock gateway), one project per brand
 * (product section 1: domain ids 1, 2 and 5). Each project has its own static server (e2e/support/serve.ts) whose /config.json names the brand.
 * See e2e/README.md.
 */
const isCI = Boolean(process.env.CI);
/** The build under test: the demo build (npm run build:demo); E2E_DIST points at another one (e.g. one made by CI). */
const dist = JSON.stringify(process.env.E2E_DIST || 'dist-demo');

export default defineConfig<E2eOptions>({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // The production build behind nginx has a configuration of its own (playwright.nginx.config.ts).
  testIgnore: 'nginx/**',
  outputDir: 'test-results',
  // Sized for a 2-core machine.
  workers: 2,
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Generous for a 2-core machine that other work may be using too: a signed-in page waits for several gateway
  // calls (and the portal's retries) before it shows.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    ['./e2e/support/fault-matrix-reporter.ts'],
  ],
  use: {
    // The brand's own baseURL is set per project below.
    browserName: 'chromium',
    // Desktop by default; tests that care call usePhone/useTablet/useDesktop (e2e/support/viewports.ts).
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    // Recording a trace costs every test time; in CI only the retry of a failed test records one.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser for this project (see e2e/README.md).
      executablePath: chromiumExecutablePath(),
      args: chromiumArgs(isHeaded(), E2E_HOST),
    },
  },
  projects: [
    ...E2E_BRANDS.map((brand) => ({
      name: brand.project,
      use: { baseURL: brand.baseURL, domainId: brand.domainId },
      grepInvert: [
        // Tests tagged onlyOnBrand(n) for another brand, and tests tagged notOnBrand(n) for this one.
        otherBrandsOnly(brand.domainId),
        // Fault-matrix cells the browser does not prove on this brand are tagged so (e2e/fault-matrix.spec.ts).
        notForBrand(brand.domainId),
      ],
    })),
    // The member journeys once in Spanish (decision 020), on the default brand's server: the same tests, naming what
    // they read and click through tr (e2e/support/language.ts).
    {
      name: SPANISH_PROJECT.project,
      testMatch: SPANISH_JOURNEYS,
      use: { baseURL: SPANISH_PROJECT.baseURL, domainId: SPANISH_PROJECT.domainId, language: 'es' },
      grepInvert: [
        otherBrandsOnly(SPANISH_PROJECT.domainId),
        notForBrand(SPANISH_PROJECT.domainId),
        // Journeys whose words another Spanish journey proves (e2e/support/brands.ts).
        new RegExp(`${PROVED_IN_SPANISH_ELSEWHERE}\\b`),
      ],
    },
  ],
  webServer: E2E_BRANDS.map((brand) => ({
    name: `serve brand ${brand.domainId}`,
    command: `node --import tsx e2e/support/serve.ts --host ${E2E_HOST} --port ${brand.port} --domain ${brand.domainId} --dist ${dist}`,
    url: `${brand.baseURL}/config.json`,
    // A server already on the port may be serving another build or brand: fail instead of testing it.
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
  })),
});
