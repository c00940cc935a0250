/**
 * The names index.html, first-paint.js (scripts/prerender-login.ts), first-paint.css and main.tsx share for the
 * sign-in page's first paint.
 */

/** On the document element when the prerendered sign-in page is the page to show (/login without a query). */
export const FIRST_PAINT_CLASS = 'login-first-paint';

/** The "Loading your Member Dashboard…" line index.html shows on every other page until the portal has started. */
export const FIRST_PAINT_LOADING_ID = 'first-paint-loading';

/** Where the portal remembers the brand it last showed, for the next first paint (localStorage). */
export const FIRST_PAINT_BRAND_KEY = 'portal-brand';

/** The address whose markup index.html carries. */
export const FIRST_PAINT_PATH = '/login';
