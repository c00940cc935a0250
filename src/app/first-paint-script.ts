import { LANGUAGE_KEY } from '../shared/i18n/language-preference';

import { FIRST_PAINT_BRAND_KEY, FIRST_PAINT_CLASS, FIRST_PAINT_PATH } from './first-paint-markers';

declare global {
  interface Window {
    /** The request for /config.json that index.html's first-paint script started (loadRuntimeConfig takes it over). */
    portalConfigRequest?: Promise<Response>;
  }
}

/**
 * The source of index.html's first-paint script (a file of its own, scripts/prerender-login.ts), which runs in
 * <head> before the first paint: it shows the prerendered sign-in page only on /login without a query string,
 * puts the brand this browser last saw on the document element, and starts the request for /config.json with the
 * options loadRuntimeConfig (src/config/runtime-config.ts) would use, which takes it over. It also names the
 * language the portal will show on the document element (the one chosen on this device, else the browser's first
 * language the portal speaks: preferredLanguage in src/shared/i18n), so index.html's loading line reads in it; the
 * prerendered sign-in page is English, and shows only when that is the language. Plain script, no module: it runs
 * before anything else, in every browser the portal supports; the build serves it minified for ES2015, which they
 * all run (scripts/first-paint-file.ts).
 */
export const FIRST_PAINT_SCRIPT = `(function () {
  var root = document.documentElement;
  try {
    var brand = window.localStorage.getItem(${JSON.stringify(FIRST_PAINT_BRAND_KEY)});
    if (brand === '1' || brand === '2' || brand === '5') root.setAttribute('data-brand', brand);
  } catch (error) {}
  var language = null;
  try {
    language = window.localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});
  } catch (error) {}
  if (language !== 'en' && language !== 'es') {
    language = 'en';
    var preferred = window.navigator.languages || [window.navigator.language];
    for (var i = 0; i < preferred.length; i++) {
      var tag = String(preferred[i]).toLowerCase().split('-')[0];
      if (tag === 'en' || tag === 'es') {
        language = tag;
        break;
      }
    }
  }
  root.setAttribute('lang', language);
  if (language === 'en' && window.location.pathname === ${JSON.stringify(FIRST_PAINT_PATH)} && window.location.search === '') root.classList.add(${JSON.stringify(FIRST_PAINT_CLASS)});
  if (window.fetch) {
    window.portalConfigRequest = window.fetch('/config.json', { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    window.portalConfigRequest.catch(function () {});
  }
})();
`;
