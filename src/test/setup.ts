import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, vi } from 'vitest';

import { registerCatalogs } from '../shared/i18n/catalogs';

// Test files may opt into the node environment (`// @vitest-environment node`), where there is no window. Those
// do not load React here: a build they run prerenders with React's production build (scripts/prerender-login.ts),
// which cannot share the process with the development build Testing Library would load first.
const hasWindow = typeof window !== 'undefined';
const testingLibrary = hasWindow ? await import('@testing-library/react') : undefined;

// Feature areas, the signed-in shell and the steps of a login load on demand (src/app/routes.tsx); the first page
// of an area a test file opens includes transforming that area's modules, which can take several seconds on a busy
// 2-core machine.
testingLibrary?.configure({ asyncUtilTimeout: 8_000 });

// A query that waits (findBy*, waitFor) tries again on every change of the page until it finds what it looks for; each
// failed try used to print the whole page into an error that is thrown away, a tenth of a page test's time. The page
// is printed once, into the error of the try that times out (waitFor's own timeout adds it), and into the error of a
// query that does not wait, as before.
if (testingLibrary) {
  const { getConfig } = testingLibrary;
  const printPage = getConfig().getElementError;
  testingLibrary.configure({
    getElementError: (message, container) => {
      if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) return printPage(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}

// Every test starts in English, the language of the texts in the code: outside the production build the macros keep
// each message's English, so no catalog needs to load. A test of the Spanish portal loads its catalogs
// (showSpanish in src/test/i18n.ts).
i18n.loadAndActivate({ locale: 'en', messages: {} });
// Tests render pages and pieces of any area, with or without the route table that registers their catalogs.
registerCatalogs(import.meta.glob('../features/*/locales/*.po'));

beforeEach(() => {
  if (i18n.locale !== 'en') i18n.activate('en');
  if (hasWindow) document.documentElement.lang = 'en';
  // jsdom has no layout engine and reports window.scrollTo as "not implemented";
  // route changes scroll to the top, so give every test a silent stand-in it can inspect.
  if (hasWindow) vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  testingLibrary?.cleanup();
  // Each test starts signed out: no tokens in storage or cookies.
  if (hasWindow) {
    // Nor the scripts a page added to the document (the chat vendor's widget), which the files after it in the same
    // worker would find there.
    for (const script of document.querySelectorAll('script')) script.remove();
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
});
