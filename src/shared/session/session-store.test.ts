import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  CLEARED_COOKIE_PATHS,
  COOKIE_NAMES,
  readCookie,
  tokenCookieDomains,
  tokenCookieScope,
  TOKEN_COOKIE_MAX_AGE_MS,
} from './cookies';
import { LOCAL_TOKEN_KEY, SessionStore, TEMPORARY_LOGIN_KEY } from './session-store';

function token(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2ln`;
}

const NOW = new Date('2026-11-22T10:00:00Z');
const inTwoHours = Math.floor(NOW.getTime() / 1000) + 7200;
const memberToken = token({ sub: 'rivera', memberKey: 'M1001', role: 'member', exp: inTwoHours });
const otherToken = token({ sub: 'rivera', memberKey: 'M1002', role: 'member', exp: inTwoHours });
const expiredToken = token({ sub: 'rivera', memberKey: 'M1001', role: 'member', exp: Math.floor(NOW.getTime() / 1000) - 1 });

function newStore() {
  return new SessionStore({ brandDashboardPath: '/harbor/dashboard', now: () => NOW });
}

/** Every cookie write, as the browser received it. */
let writes: string[] = [];
const cookieDescriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

beforeEach(() => {
  writes = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieDescriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      cookieDescriptor.set!.call(document, value);
    },
  });
});

afterEach(() => {
  newStore().clearAll();
  Reflect.deleteProperty(document, 'cookie');
});

describe('the session store (product section 9)', () => {
  it('holds a temporary token for a login in progress without signing the member in', () => {
    const store = newStore();
    store.setTemporaryToken(memberToken);

    expect(store.getSnapshot()).toMatchObject({ temporaryToken: memberToken, sessionToken: null });
    expect(store.getSnapshot().claims?.memberKey).toBe('M1001');
    expect(store.currentToken()).toBe(memberToken);
    expect(readCookie(COOKIE_NAMES.temporaryToken)).toBe(memberToken);
    expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBeNull();
  });

  it('stores the session token under local_mdtoken and in the api and access token cookies, ending the temporary state', () => {
    const store = newStore();
    store.setTemporaryToken(memberToken);
    store.storeSessionToken(otherToken);

    expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBe(otherToken);
    expect(readCookie(COOKIE_NAMES.apiToken)).toBe(otherToken);
    expect(readCookie(COOKIE_NAMES.accessToken)).toBe(otherToken);
    expect(readCookie(COOKIE_NAMES.temporaryToken)).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ sessionToken: otherToken, temporaryToken: null });
  });

  it('writes token cookies that last 2 hours, Secure and SameSite=Strict, the api token on path /', () => {
    newStore().storeSessionToken(memberToken);

    const apiCookie = writes.find((w) => w.startsWith(`${COOKIE_NAMES.apiToken}=ey`))!;
    expect(apiCookie).toContain(`Max-Age=${TOKEN_COOKIE_MAX_AGE_MS / 1000}`);
    expect(apiCookie).toContain('Secure');
    expect(apiCookie).toContain('SameSite=Strict');
    expect(apiCookie).toContain('Path=/');
    expect(TOKEN_COOKIE_MAX_AGE_MS).toBe(7_200_000);
  });

  it('sets the access token cookie for the redirect path when there is one', () => {
    newStore().storeSessionToken(memberToken, 'https://portal.example.com/dental/dashboard');
    const accessCookie = writes.find((w) => w.startsWith(`${COOKIE_NAMES.accessToken}=ey`))!;
    expect(accessCookie).toContain('Path=/dental/dashboard');
  });

  it('survives a page reload, reading the stored token again', () => {
    newStore().storeSessionToken(memberToken);
    expect(newStore().getSnapshot().sessionToken).toBe(memberToken);
  });

  it('treats an expired or malformed token as absent', () => {
    localStorage.setItem(LOCAL_TOKEN_KEY, expiredToken);
    expect(newStore().getSnapshot().sessionToken).toBeNull();
    localStorage.setItem(LOCAL_TOKEN_KEY, 'not-a-token');
    expect(newStore().currentToken()).toBeNull();
  });

  it('logout clears local and session storage and every token cookie on every listed path and the brand dashboard path', () => {
    const store = newStore();
    store.storeSessionToken(memberToken);
    sessionStorage.setItem('registration-wizard', '{"activeStep":2}');
    localStorage.setItem('something-else', 'x');
    writes = [];

    store.clearAll();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(readCookie(COOKIE_NAMES.apiToken)).toBeNull();
    expect(readCookie(COOKIE_NAMES.accessToken)).toBeNull();
    for (const path of [...CLEARED_COOKIE_PATHS, '/harbor/dashboard']) {
      for (const name of [COOKIE_NAMES.temporaryToken, COOKIE_NAMES.accessToken]) {
        expect(writes.some((w) => w.startsWith(`${name}=;`) && w.includes(`Path=${path};`) && w.includes('Max-Age=0'))).toBe(true);
      }
    }
    expect(store.getSnapshot()).toEqual({ sessionToken: null, temporaryToken: null, claims: null, endedElsewhere: false });
  });

  it('keeps the session storage entries it is told outlive a logout, and only those', () => {
    const store = new SessionStore({ brandDashboardPath: '/harbor/dashboard', now: () => NOW, keepOnLogout: ['mock-brand'] });
    store.storeSessionToken(memberToken);
    sessionStorage.setItem('mock-brand', '5');
    sessionStorage.setItem('mock-gateway-state', '{}');

    store.clearAll();

    expect(sessionStorage.getItem('mock-brand')).toBe('5');
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
    expect(store.getSnapshot()).toEqual({ sessionToken: null, temporaryToken: null, claims: null, endedElsewhere: false });
  });

  it('keeps what came with the temporary token (redirect, prevent navigation) until the temporary state ends', () => {
    const store = newStore();
    store.setTemporaryToken(memberToken, { redirect: 'https://portal.example.com/dental/dashboard', preventNavigation: true });
    expect(newStore().temporaryLogin()).toEqual({ redirect: 'https://portal.example.com/dental/dashboard', preventNavigation: true });

    store.clearTemporary();
    expect(sessionStorage.getItem(TEMPORARY_LOGIN_KEY)).toBeNull();
    expect(store.temporaryLogin()).toEqual({});
  });

  it('reads nothing from a damaged temporary login entry', () => {
    sessionStorage.setItem(TEMPORARY_LOGIN_KEY, '{not json');
    expect(newStore().temporaryLogin()).toEqual({});
    sessionStorage.setItem(TEMPORARY_LOGIN_KEY, '{"redirect": 42, "preventNavigation": "yes"}');
    expect(newStore().temporaryLogin()).toEqual({});
  });

  it('clears token cookies set for a parent domain of the portal at logout, and the temporary one on every listed path', () => {
    const store = newStore();
    // Cookies on the page's own path (/), so this page can read them back.
    store.setTemporaryToken(memberToken, { redirect: 'https://example.com/' });
    expect(writes.some((w) => w.startsWith(`${COOKIE_NAMES.temporaryToken}=ey`) && w.includes('Domain=example.com'))).toBe(true);
    expect(readCookie(COOKIE_NAMES.temporaryToken)).toBe(memberToken);
    store.clearTemporary();
    expect(readCookie(COOKIE_NAMES.temporaryToken)).toBeNull();

    store.storeSessionToken(memberToken, 'https://example.com/');
    expect(writes.some((w) => w.startsWith(`${COOKIE_NAMES.accessToken}=ey`) && w.includes('Domain=example.com'))).toBe(true);
    expect(readCookie(COOKIE_NAMES.accessToken)).toBe(memberToken);
    store.clearAll();
    expect(readCookie(COOKIE_NAMES.accessToken)).toBeNull();
    expect(readCookie(COOKIE_NAMES.apiToken)).toBeNull();
  });

  it('tells subscribers when the tokens change', () => {
    const store = newStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.setTemporaryToken(memberToken);
    store.storeSessionToken(memberToken);
    unsubscribe();
    store.clearAll();
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});

describe('a session ended in another tab of the browser', () => {
  /** What the browser does in every other tab when one tab writes or clears local storage. */
  function anotherTabWrote(key: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage, newValue: key && localStorage.getItem(key) }));
  }

  function signedInTab() {
    const store = newStore();
    store.storeSessionToken(memberToken);
    const stop = store.listenToOtherTabs();
    return { store, stop };
  }

  it.each([
    ['logs out (the whole storage cleared)', () => localStorage.clear(), null],
    ['logs out (the token removed)', () => localStorage.removeItem(LOCAL_TOKEN_KEY), LOCAL_TOKEN_KEY],
    ['signs in as another member', () => localStorage.setItem(LOCAL_TOKEN_KEY, otherToken), LOCAL_TOKEN_KEY],
  ])('ends here at once when the other tab %s: the cache is dropped before anyone reads the snapshot', (_, write, key) => {
    const { store, stop } = signedInTab();
    const order: string[] = [];
    store.onEndedElsewhere(() => order.push(`cache dropped, snapshot ended: ${store.getSnapshot().endedElsewhere}`));
    store.subscribe(() => order.push(`subscriber sees ended: ${store.getSnapshot().endedElsewhere}`));

    write();
    anotherTabWrote(key);
    stop();

    expect(order).toEqual(['cache dropped, snapshot ended: false', 'subscriber sees ended: true']);
    expect(store.getSnapshot()).toEqual({ sessionToken: null, temporaryToken: null, claims: null, endedElsewhere: true });
    // Neither the ended session's token nor another member's is sent for a page of the ended session.
    expect(store.currentToken()).toBeNull();
  });

  it('is found on the next check (a navigation, a gateway call) when no event came', () => {
    const store = newStore();
    store.storeSessionToken(memberToken);
    localStorage.setItem(LOCAL_TOKEN_KEY, otherToken);
    // A guard's look while it renders changes nothing.
    expect(store.heldSessionGone()).toBe(true);
    expect(store.getSnapshot().endedElsewhere).toBe(false);

    store.sync();

    expect(store.getSnapshot().endedElsewhere).toBe(true);
  });

  it("clears nothing at this tab's logout, so another tab's new session survives; /logout then takes it in", () => {
    const { store, stop } = signedInTab();
    localStorage.setItem(LOCAL_TOKEN_KEY, otherToken);
    anotherTabWrote(LOCAL_TOKEN_KEY);
    stop();

    store.clearAll();
    expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBe(otherToken);
    expect(store.getSnapshot().endedElsewhere).toBe(true);

    store.acknowledgeEnd();
    expect(store.getSnapshot()).toMatchObject({ sessionToken: otherToken, endedElsewhere: false });
  });

  it('ignores what another tab writes under other keys, and the same token written again', () => {
    const { store, stop } = signedInTab();
    localStorage.setItem('member-portal:last-activity', '1');
    anotherTabWrote('member-portal:last-activity');
    localStorage.setItem(LOCAL_TOKEN_KEY, memberToken);
    anotherTabWrote(LOCAL_TOKEN_KEY);
    stop();

    expect(store.getSnapshot()).toMatchObject({ sessionToken: memberToken, endedElsewhere: false });
  });

  it('takes in a sign-in of another tab when this tab was signed out, with nothing ended', () => {
    const store = newStore();
    const stop = store.listenToOtherTabs();
    localStorage.setItem(LOCAL_TOKEN_KEY, memberToken);
    anotherTabWrote(LOCAL_TOKEN_KEY);
    stop();

    expect(store.getSnapshot()).toMatchObject({ sessionToken: memberToken, endedElsewhere: false });
  });

  it("does not count this tab's own expired token as ended elsewhere", () => {
    let now = NOW;
    const store = new SessionStore({ brandDashboardPath: '/harbor/dashboard', now: () => now });
    store.storeSessionToken(memberToken);
    now = new Date(NOW.getTime() + 3 * 3600_000);

    expect(store.currentToken()).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ sessionToken: null, endedElsewhere: false });
  });
});

describe('token cookie domains', () => {
  it('are host-only, the host and each parent domain, never a bare top-level domain', () => {
    expect(tokenCookieDomains('members.portal.example.com')).toEqual([
      undefined,
      'example.com',
      'portal.example.com',
      'members.portal.example.com',
    ]);
    expect(tokenCookieDomains('localhost')).toEqual([undefined]);
  });
});

describe('token cookie scope', () => {
  it('uses the current host and the base path without a redirect', () => {
    expect(tokenCookieScope(null, 'portal.example.com')).toEqual({ path: '/' });
  });
  it('uses the redirect host when it is a parent domain of the current host, and the redirect path', () => {
    expect(tokenCookieScope('https://example.com/dental/dashboard', 'portal.example.com')).toEqual({
      domain: 'example.com',
      path: '/dental/dashboard',
    });
  });
  it('falls back to the current host when the redirect host is another site', () => {
    expect(tokenCookieScope('https://elsewhere.test/dashboard', 'portal.example.com')).toEqual({ domain: undefined, path: '/dashboard' });
  });
});
