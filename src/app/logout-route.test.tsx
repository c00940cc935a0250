import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserNavigation } from '../shared/lib/browser-navigation';
import { MOCK_BRAND_KEY } from './bootstrap';
import { withMockBrand } from './mock-mode';
import { renderApp } from '../test/render-app';
import { testRuntimeConfig } from '../test/test-runtime-config';
import { testToken } from '../test/tokens';
import { FakeCacheStorage } from '../test/fake-cache-storage';
import { fakeServiceWorker } from '../test/fake-service-worker';
import { KEPT_ID_CARD_CACHE } from '../shared/offline/offline-protocol';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('/logout after the session ended on its own', () => {
  it('brands 1 and 2: the reason goes along to the login page', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    localStorage.setItem('local_mdtoken', testToken());
    renderApp('/logout?reason=idle&minutes=15', { config: testRuntimeConfig({ domainId: 2 }) });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?loggedOut=true&reason=idle&minutes=15'));
    expect(localStorage.getItem('local_mdtoken')).toBeNull();
  });

  it('brand 5: the logged-out page says why, in an alert screen readers announce', async () => {
    localStorage.setItem('local_mdtoken', testToken());
    renderApp('/logout?reason=expired&minutes=120', { config: testRuntimeConfig({ domainId: 5 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Logged out successfully' })).toBeInTheDocument();
    const alert = screen.getByText('You were logged out because your session reached its time limit of 2 hours').closest('[role="alert"]');
    expect(alert).toHaveTextContent('a session lasts at most 2 hours');
  });

  it('a logout the member chose carries no reason', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    renderApp('/logout');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?loggedOut=true'));
  });
});

describe('/logout in mock mode', () => {
  it.each([5, 2] as const)('keeps the brand chosen for the browser session (brand %i)', async (domainId) => {
    vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    sessionStorage.setItem(MOCK_BRAND_KEY, String(domainId));
    localStorage.setItem('local_mdtoken', testToken());
    const config = withMockBrand(testRuntimeConfig({ mockGateway: true }), 'http://localhost/logout', sessionStorage);
    renderApp('/logout', { config });
    await waitFor(() => expect(localStorage.getItem('local_mdtoken')).toBeNull());
    expect(sessionStorage.getItem(MOCK_BRAND_KEY)).toBe(String(domainId));
    // The next page load (say /contact-us, typed in) still shows the chosen brand.
    expect(withMockBrand(testRuntimeConfig({ mockGateway: true }), 'http://localhost/contact-us', sessionStorage).domainId).toBe(domainId);
  });
});

describe('/logout and the ID card kept for offline use (docs/decisions/019)', () => {
  it('deletes every cache of member data, and asks the service worker to forget, before it leaves for the login page', async () => {
    const storage = new FakeCacheStorage();
    await (await storage.open(KEPT_ID_CARD_CACHE)).put('https://portal.example.com/api/idCard/view', new Response('{}'));
    await storage.open('portal-config');
    vi.stubGlobal('caches', storage.asCacheStorage);
    const worker = fakeServiceWorker();
    const uninstall = worker.install();
    const cachesWhenLeaving: string[][] = [];
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {
      cachesWhenLeaving.push(Object.keys(storage.snapshot()));
    });
    try {
      localStorage.setItem('local_mdtoken', testToken());
      renderApp('/logout');
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?loggedOut=true'));
      expect(cachesWhenLeaving).toEqual([['portal-config']]);
      expect(worker.messages).toEqual([{ type: 'forget-member-data' }]);
    } finally {
      uninstall();
      vi.unstubAllGlobals();
    }
  });
});
