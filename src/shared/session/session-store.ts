import type { TokenClaims } from '../../../generated/model';
import { decodeTokenClaims, isExpired } from '../../domain/token/token-claims';

import {
  clearTokenCookie,
  clearTokenCookies,
  COOKIE_NAMES,
  readCookie,
  setTokenCookie,
  tokenCookieScope,
} from './cookies';

/**
 * The member's tokens.
 *
 * - The temporary token belongs to a login in progress (post-login routing has not finished): it opens the
 *   group selection, update e-mail, registration policies and single sign-on landing steps, and nothing else.
 * - The session token is stored when post-login routing completes; it opens the rest of the portal.
 *
 * The session token lives in local storage under `local_mdtoken` and in the api and access token cookies; the
 * temporary token in session storage and its cookie (product section 9). Expired tokens count as absent.
 */

export const LOCAL_TOKEN_KEY = 'local_mdtoken';
export const TEMPORARY_TOKEN_KEY = 'temp_token';
/** What came with the temporary token and still matters when a later login step routes on (session storage). */
export const TEMPORARY_LOGIN_KEY = 'temp_login';

/** What a login in progress carries from step to step besides its token. */
export interface TemporaryLogin {
  /** The redirect address of the token response, which scopes the token cookies. */
  readonly redirect?: string | null;
  /** The New ID form's 'Prevent navigation to the external customer-relationship system'. */
  readonly preventNavigation?: boolean;
}

export interface SessionSnapshot {
  readonly sessionToken: string | null;
  readonly temporaryToken: string | null;
  readonly claims: TokenClaims | null;
  /**
   * The session this tab showed ended in another tab of the browser (a logout, the idle time-out, the 401 rule) or
   * another took its place there (a sign-in, a group switch, a new-id): this tab is signed out until it has gone
   * through /logout (acknowledgeEnd), whatever is stored now.
   */
  readonly endedElsewhere: boolean;
}

type Listener = () => void;

const ENDED_ELSEWHERE: SessionSnapshot = { sessionToken: null, temporaryToken: null, claims: null, endedElsewhere: true };

export interface SessionStoreOptions {
  /** The brand's dashboard path, also cleared of token cookies at logout. */
  brandDashboardPath: string;
  now?: () => Date;
  /** Session storage entries that outlive a logout (the brand chosen for the browser session in mock mode). */
  keepOnLogout?: readonly string[];
  /** Local storage entries that outlive a logout: choices of the device, not of the member (the language). */
  keepLocalOnLogout?: readonly string[];
  storage?: { local: Storage; session: Storage };
  doc?: Document;
}

export class SessionStore {
  private listeners = new Set<Listener>();
  private endListeners = new Set<Listener>();
  private snapshot: SessionSnapshot;
  private readonly now: () => Date;
  private readonly local: Storage;
  private readonly session: Storage;
  private readonly doc: Document;

  constructor(private readonly options: SessionStoreOptions) {
    this.now = options.now ?? (() => new Date());
    this.local = options.storage?.local ?? window.localStorage;
    this.session = options.storage?.session ?? window.sessionStorage;
    this.doc = options.doc ?? document;
    this.snapshot = this.read();
  }

  private valid(token: string | null): string | null {
    if (!token) return null;
    const claims = decodeTokenClaims(token);
    if (!claims || isExpired(claims, this.now())) return null;
    return token;
  }

  private read(): SessionSnapshot {
    const sessionToken = this.valid(this.local.getItem(LOCAL_TOKEN_KEY));
    const temporaryToken = this.valid(
      this.session.getItem(TEMPORARY_TOKEN_KEY) ?? readCookie(COOKIE_NAMES.temporaryToken, this.doc),
    );
    const active = sessionToken ?? temporaryToken;
    return { sessionToken, temporaryToken, claims: active ? decodeTokenClaims(active) : null, endedElsewhere: false };
  }

  private changed(): void {
    this.snapshot = this.read();
    for (const listener of this.listeners) listener();
  }

  /**
   * Compares the session this tab holds with the one stored, which every tab of the browser shares. When the stored
   * token is no longer the one this tab holds, the session ended elsewhere: the end listeners run first (the query
   * cache drops every answer), then the snapshot says so. Otherwise a change of the stored tokens (an expiry, a
   * sign-in in another tab while this one was signed out) is taken in. Called on every gateway call, on every
   * navigation of a signed-in page, and when another tab writes the token (listenToOtherTabs).
   */
  sync = (): void => {
    if (this.snapshot.endedElsewhere) return;
    if (this.heldSessionGone()) {
      for (const listener of this.endListeners) listener();
      this.snapshot = ENDED_ELSEWHERE;
      for (const listener of this.listeners) listener();
      return;
    }
    const fresh = this.read();
    if (fresh.sessionToken !== this.snapshot.sessionToken || fresh.temporaryToken !== this.snapshot.temporaryToken) {
      this.changed();
    }
  };

  /**
   * Whether the session this tab holds is no longer the stored one, read without changing anything (a guard asks
   * while it renders; sync() then acts on it).
   */
  heldSessionGone(): boolean {
    const held = this.snapshot.sessionToken;
    return held !== null && this.local.getItem(LOCAL_TOKEN_KEY) !== held;
  }

  /** Runs `listener` when the session this tab showed ends in another tab (before the snapshot says so). */
  onEndedElsewhere(listener: Listener): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /**
   * Hears the other tabs of the browser write or clear the stored token (the storage event, which fires in every
   * tab but the writer's), so that a session ended in one tab ends in all of them at once.
   */
  listenToOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === this.local && (event.key === null || event.key === LOCAL_TOKEN_KEY)) this.sync();
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  }

  /** After a session ended elsewhere, /logout takes in what is stored now (nothing, or another tab's new session). */
  acknowledgeEnd(): void {
    this.changed();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** The token the gateway client sends: the session token, else the temporary one. */
  currentToken = (): string | null => {
    // Expiry is re-checked on every call, so a token that ran out while the page was open is not sent; nor is
    // another tab's new session sent for a page of the session that ended there.
    this.sync();
    return this.snapshot.sessionToken ?? this.snapshot.temporaryToken;
  };

  /**
   * Holds the token of a login in progress until post-login routing decides what it is for, with what came with it
   * (the redirect address, the 'prevent navigation' choice), so that a later step of the login routes on with them.
   */
  setTemporaryToken(token: string, login: TemporaryLogin = {}): void {
    this.session.setItem(TEMPORARY_TOKEN_KEY, token);
    this.session.setItem(TEMPORARY_LOGIN_KEY, JSON.stringify(login));
    setTokenCookie(COOKIE_NAMES.temporaryToken, token, tokenCookieScope(login.redirect, this.doc.location.hostname), this.doc);
    this.changed();
  }

  /** What came with the temporary token (empty when there is none, or it came from a partner's cookie). */
  temporaryLogin(): TemporaryLogin {
    try {
      const stored: unknown = JSON.parse(this.session.getItem(TEMPORARY_LOGIN_KEY) ?? '{}');
      if (typeof stored !== 'object' || stored === null) return {};
      const { redirect, preventNavigation } = stored as Record<string, unknown>;
      return {
        ...(typeof redirect === 'string' || redirect === null ? { redirect } : {}),
        ...(typeof preventNavigation === 'boolean' ? { preventNavigation } : {}),
      };
    } catch {
      return {};
    }
  }

  /** Stores the session token (post-login routing's "store the token") and ends the temporary state. */
  storeSessionToken(token: string, redirect?: string | null): void {
    const host = this.doc.location.hostname;
    this.local.setItem(LOCAL_TOKEN_KEY, token);
    setTokenCookie(COOKIE_NAMES.apiToken, token, { ...tokenCookieScope(redirect, host), path: '/' }, this.doc);
    setTokenCookie(COOKIE_NAMES.accessToken, token, tokenCookieScope(redirect, host), this.doc);
    this.clearTemporary();
  }

  /** Clears the temporary state (after post-login routing): the token, what came with it, and its cookie. */
  clearTemporary(): void {
    this.session.removeItem(TEMPORARY_TOKEN_KEY);
    this.session.removeItem(TEMPORARY_LOGIN_KEY);
    clearTokenCookie(COOKIE_NAMES.temporaryToken, this.options.brandDashboardPath, this.doc);
    this.changed();
  }

  /** The session token whose account state post-login routing has just read (markAccountSynced). */
  private accountSyncedFor: string | null = null;

  /**
   * Post-login routing read the account state with the token it has just stored: the next /home does not need to
   * sync it again (product section 2: /home syncs the account state before showing). Kept in memory only, for the
   * session token of this moment.
   */
  markAccountSynced(): void {
    this.accountSyncedFor = this.snapshot.sessionToken;
  }

  /** Whether the account state was synced for the current session token just now; true once, then false. */
  takeAccountSynced(): boolean {
    const synced = this.accountSyncedFor !== null && this.accountSyncedFor === this.snapshot.sessionToken;
    this.accountSyncedFor = null;
    return synced;
  }

  /**
   * Logout: clears session and local storage (but the entries kept on logout) and every token cookie. After the
   * session ended elsewhere it clears nothing: what is stored now belongs to another tab's sign-in, if anything.
   */
  clearAll(): void {
    if (this.snapshot.endedElsewhere) return;
    const restoreSession = clearKeeping(this.session, this.options.keepOnLogout);
    const restoreLocal = clearKeeping(this.local, this.options.keepLocalOnLogout);
    restoreSession();
    restoreLocal();
    clearTokenCookies(this.options.brandDashboardPath, this.doc);
    this.changed();
  }
}

/** Clears a storage; the function returned puts the entries named back as they were. */
function clearKeeping(storage: Storage, keys: readonly string[] = []): () => void {
  const kept = keys.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  return () => {
    for (const [key, value] of kept) storage.setItem(key, value);
  };
}
