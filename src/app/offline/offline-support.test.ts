import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../shared/lib/http/api-error';
import { TRUSTED_TYPES_POLICIES } from '../../shared/lib/trusted-types';
import { SessionStore } from '../../shared/session/session-store';
import { FakeTrusted, installFakeTrustedTypes } from '../../test/fake-trusted-types';
import { testToken } from '../../test/tokens';

import { forgetWhenSessionEnds, serviceWorkerScriptUrl } from './offline-support';
import { loadOfflineSupport } from './use-offline-support';
import { linkWebAppManifest } from './web-app-manifest';

afterEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link[rel="manifest"], link[rel="apple-touch-icon"]').forEach((link) => link.remove());
});

function signedIn(token = testToken()) {
  localStorage.setItem('local_mdtoken', token);
  const session = new SessionStore({ brandDashboardPath: '/member/dashboard' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const forget = vi.fn(() => Promise.resolve());
  const stop = forgetWhenSessionEnds(session, queryClient, forget);
  return { session, queryClient, forget, stop };
}

describe('the end of the session deletes the member data the service worker keeps', () => {
  it('at logout (the session token goes), and on the idle time-out or a 401 that signs out, which clear it the same way', () => {
    const { session, forget } = signedIn();
    expect(forget).not.toHaveBeenCalled();
    session.clearAll();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('when another session token takes its place', () => {
    const { session, forget } = signedIn();
    session.storeSessionToken(testToken({ memberKey: 'M2002', sub: 'lee' }));
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('when the gateway refuses a call with 401, even where the brand keeps the session and shows the error page', async () => {
    const { queryClient, forget } = signedIn();
    await queryClient
      .fetchQuery({ queryKey: ['/programs'], queryFn: () => Promise.reject(new ApiError(401, undefined, 'http', 'GET', '/programs')) })
      .catch(() => undefined);
    expect(forget).toHaveBeenCalledTimes(1);
    await queryClient
      .fetchQuery({ queryKey: ['/claims'], queryFn: () => Promise.reject(new ApiError(500, undefined, 'http', 'GET', '/claims')) })
      .catch(() => undefined);
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('not while the session goes on, and no longer once stopped', () => {
    const { session, forget, stop } = signedIn();
    session.clearTemporary();
    expect(forget).not.toHaveBeenCalled();
    stop();
    session.clearAll();
    expect(forget).not.toHaveBeenCalled();
  });
});

describe('the service worker registration under Trusted Types', () => {
  it('makes /sw.js a script address through the portal-service-worker policy, and nothing else', () => {
    const trustedTypes = installFakeTrustedTypes();
    try {
      const url = serviceWorkerScriptUrl();
      expect(url).toEqual(new FakeTrusted('scriptURL', TRUSTED_TYPES_POLICIES.serviceWorker, '/sw.js'));
      const policy = trustedTypes.policies.find((entry) => entry.name === TRUSTED_TYPES_POLICIES.serviceWorker)!;
      expect(() => policy.options.createScriptURL!('/mockServiceWorker.js')).toThrow(TypeError);
      expect(() => policy.options.createScriptURL!('https://elsewhere.example/sw.js')).toThrow(TypeError);
    } finally {
      trustedTypes.uninstall();
    }
  });

  it('is never loaded outside the production build: the tests (and the dev server, the demo build) have no loader', () => {
    expect(loadOfflineSupport).toBeUndefined();
  });
});

describe("the brand's web app manifest", () => {
  it('links the manifest and the home screen icon of the brand the configuration names, once', () => {
    linkWebAppManifest(5);
    linkWebAppManifest(2);
    const manifests = document.head.querySelectorAll('link[rel="manifest"]');
    expect(manifests).toHaveLength(1);
    expect(manifests[0]).toHaveAttribute('href', '/manifest-2.webmanifest');
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/brand-2-180.png');
  });
});
