import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { firstPaintFile } from '../../scripts/first-paint-file';
import { LANGUAGE_KEY } from '../shared/i18n/language-preference';

import { FIRST_PAINT_BRAND_KEY, FIRST_PAINT_CLASS } from './first-paint-markers';
import { FIRST_PAINT_SCRIPT } from './first-paint-script';

const root = document.documentElement;

describe.each([
  ['as written', FIRST_PAINT_SCRIPT],
  ['as the build serves it', firstPaintFile().source],
])("index.html's first-paint script, %s", (_, script) => {
  /** Runs the script as index.html does, at `address`. */
  function runAt(address: string) {
    window.history.replaceState(null, '', address);
    new Function(script)();
  }

  let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    root.classList.remove(FIRST_PAINT_CLASS);
    root.removeAttribute('data-brand');
    root.setAttribute('lang', 'en');
    delete window.portalConfigRequest;
    window.history.replaceState(null, '', '/');
  });

  it('shows the prepared sign-in page on /login, and on no other address', () => {
    runAt('/login');
    expect(root).toHaveClass(FIRST_PAINT_CLASS);

    for (const address of ['/login?brand=2', '/home', '/', '/contact-us']) {
      root.classList.remove(FIRST_PAINT_CLASS);
      runAt(address);
      expect(root, address).not.toHaveClass(FIRST_PAINT_CLASS);
    }
  });

  it('puts the brand this browser last saw on the page, and no brand it does not know', () => {
    localStorage.setItem(FIRST_PAINT_BRAND_KEY, '5');
    runAt('/login');
    expect(root).toHaveAttribute('data-brand', '5');

    root.removeAttribute('data-brand');
    localStorage.setItem(FIRST_PAINT_BRAND_KEY, '7');
    runAt('/login');
    expect(root).not.toHaveAttribute('data-brand');
  });

  it('names the language chosen on this device, and shows the English sign-in page only to English readers', () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    runAt('/login');
    expect(root).toHaveAttribute('lang', 'es');
    expect(root).not.toHaveClass(FIRST_PAINT_CLASS);

    localStorage.setItem(LANGUAGE_KEY, 'en');
    runAt('/login');
    expect(root).toHaveAttribute('lang', 'en');
    expect(root).toHaveClass(FIRST_PAINT_CLASS);
  });

  it("takes the browser's first language the portal speaks when none was chosen", () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'es-MX', 'en-US']);
    runAt('/login');
    expect(root).toHaveAttribute('lang', 'es');
    expect(root).not.toHaveClass(FIRST_PAINT_CLASS);

    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    root.classList.remove(FIRST_PAINT_CLASS);
    runAt('/login');
    expect(root).toHaveAttribute('lang', 'en');
    expect(root).toHaveClass(FIRST_PAINT_CLASS);
  });

  it('starts the configuration request with the options start-up uses, and leaves it for start-up to take', async () => {
    runAt('/home');

    expect(fetchSpy).toHaveBeenCalledWith('/config.json', {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    expect(await window.portalConfigRequest).toBeInstanceOf(Response);
  });
});
