import { test as base, expect, type Page } from '@playwright/test';

import type { E2eDomainId } from './brands';
import { guardPage, offlineAllowance } from './console-guard';
import { englishOnPage, LANGUAGE_KEY, translator, type E2eLanguage, type Translate } from './language';
import { mockGateway, type MockGatewayClient } from './mock-gateway';

/**
 * What every journey imports: `test` and `expect`, plus the helpers of e2e/support.
 *
 *   import { expect, test, signIn, expectNoA11yViolations } from './support/fixtures';
 *
 * Fixtures:
 * - `page`: Playwright's page, watched by the console guard: the test fails on any uncaught page error and on any
 *   console.error outside the documented allow-list (e2e/support/console-guard.ts). Other hosts do not resolve
 *   (Chromium's --host-resolver-rules, e2e/support/chromium.ts), so no journey reaches the internet.
 * - `domainId`: the brand of the project (1, 2 or 5), set per project in playwright.config.ts.
 * - `gateway`: mockGateway(page), the mock gateway's scenario verbs (every project's server runs the portal on the
 *   in-browser mock gateway, e2e/support/serve.ts).
 * - `language`: the language of the project ('en' unless the project says 'es'); the browser starts with it chosen,
 *   and in Spanish the page a journey ends on must say lang="es" and show no English message of the catalogs.
 * - `tr`: the words of a message in the project's language (e2e/support/language.ts): `tr('Log in')`.
 */

export interface E2eOptions {
  /** The brand this project runs against; its server answers /config.json with this domainId. */
  domainId: E2eDomainId;
  /** The language the member reads the portal in. */
  language: E2eLanguage;
}

export interface E2eFixtures {
  gateway: MockGatewayClient;
  tr: Translate;
}

export const test = base.extend<E2eFixtures & E2eOptions>({
  domainId: [1, { option: true }],
  language: ['en', { option: true }],

  page: async ({ page, baseURL, language }, use, testInfo) => {
    // The member chose the language before this visit (the portal remembers it on the device; logout keeps it).
    if (language !== 'en') {
      await page.context().addInitScript(
        ([key, value]) => {
          // Only the portal's own pages: a PDF the test opens in a new window (a blob: page) has no storage.
          if (!window.location.protocol.startsWith('http')) return;
          if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
        },
        [LANGUAGE_KEY, language] as const,
      );
    }
    // The test's page, and any page it opens (a PDF in a new window, a popup), are watched.
    const watch = (target: Page) => {
      const guard = guardPage(target);
      if (baseURL) guard.allow(offlineAllowance(new URL(baseURL).origin));
      return guard;
    };
    const guards = [watch(page)];
    const onPage = (opened: Page) => guards.push(watch(opened));
    page.context().on('page', onPage);
    await use(page);
    page.context().off('page', onPage);
    // In Spanish, the page the journey ends on shows no English message (the journey itself checks the pages on its
    // way through what it names with tr); a page that is not the portal's (the external single sign-on site the mock
    // gateway stands in for) is not checked.
    const onPortal = async () => page.evaluate(() => document.getElementById('root') !== null).catch(() => false);
    if (language !== 'en' && testInfo.status === testInfo.expectedStatus && !page.isClosed() && page.url().startsWith('http') && (await onPortal())) {
      const lang = await page.evaluate(() => document.documentElement.lang).catch(() => null);
      const english = await englishOnPage(page).catch(() => []);
      if (lang !== null && lang !== language) throw new Error(`The page ${page.url()} says lang="${lang}", not "${language}"`);
      if (english.length > 0) throw new Error(`English on ${page.url()} in ${language}:\n${english.join('\n')}`);
    }
    const allowed = guards.flatMap((guard) => guard.allowed);
    if (allowed.length > 0) {
      await testInfo.attach('allowed console errors', {
        body: allowed.map((entry) => `${entry.text}\n  allowed: ${entry.reason}`).join('\n'),
        contentType: 'text/plain',
      });
    }
    const reports = guards.map((guard) => guard.report()).filter((report): report is string => report !== null);
    if (reports.length > 0) throw new Error(reports.join('\n\n'));
  },

  gateway: async ({ page }, use) => {
    await use(mockGateway(page));
  },

  tr: async ({ language }, use) => {
    await use(await translator(language));
  },
});

export { expect };
export type { Page };

export {
  E2E_BRANDS,
  E2E_PORT_BASE,
  brandOfProject,
  notOnBrand,
  onlyOnBrand,
  PROVED_IN_SPANISH_ELSEWHERE,
  type E2eDomainId,
} from './brands';
export { exactly, type E2eLanguage, type Translate } from './language';
export { allowConsoleErrors, type ConsoleAllowance } from './console-guard';
export { allowFailedCall, mockGateway, type MockGatewayClient, type PersonaEntry, type ScenarioOptions } from './mock-gateway';
export { DEMO_PASSWORD, isLoggedOutLogin, signIn, startSession, type SignInOptions } from './auth';
export { expectNoA11yViolations, formatViolations, WCAG_TAGS, type A11yOptions } from './a11y';
export { expectReflowAndTargetSize, formatLayoutProblems, MIN_TARGET_PX, type LayoutProblem } from './reflow';
export { openInApp } from './navigation';
export { screenshot } from './screenshots';
export { setViewport, useDesktop, usePhone, useTablet, VIEWPORTS, VIEWPORT_NAMES, type ViewportName } from './viewports';
