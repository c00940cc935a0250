/**
 * The token cookies of product section 9: they last 2 hours, are Secure and SameSite=Strict, and are set for the
 * redirect host (when the portal may set cookies for it) or the current host.
 */

export const TOKEN_COOKIE_MAX_AGE_MS = 7_200_000;

export const COOKIE_NAMES = {
  /** The session token for the gateway; path "/". */
  apiToken: 'api_token',
  /** The session token for the dashboards; path of the redirect address or the base path. */
  accessToken: 'access_token',
  /** The temporary token of a login in progress. */
  temporaryToken: 'temp_token',
} as const;

/** Paths the temporary and access token cookies are cleared for, before the brand's own dashboard path. */
export const CLEARED_COOKIE_PATHS = [
  '/',
  '/dashboard',
  '/dental/dashboard',
  '/medical/dashboard',
  '/idaho/dashboard',
  '/texas/dashboard',
] as const;

export interface CookieScope {
  /** Domain attribute; absent for a host-only cookie (the current host). */
  domain?: string;
  path: string;
}

/**
 * The scope for a token cookie: the redirect address's host when the current host may set cookies for it
 * (the same host or a parent domain of it), else the current host; the redirect's path, else the base path.
 */
export function tokenCookieScope(redirect: string | null | undefined, currentHost: string, basePath = '/'): CookieScope {
  if (!redirect) return { path: basePath };
  let url: URL;
  try {
    url = new URL(redirect, `https://${currentHost}`);
  } catch {
    return { path: basePath };
  }
  const host = url.hostname;
  // A parent domain of the current host may be named; the current host itself is the host-only default.
  const parentDomain = currentHost.endsWith(`.${host}`);
  return { domain: parentDomain ? host : undefined, path: url.pathname || basePath };
}

function serialise(name: string, value: string, scope: CookieScope, maxAgeSeconds: number): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAgeSeconds}`,
    `Path=${scope.path}`,
    'Secure',
    'SameSite=Strict',
  ];
  if (scope.domain) parts.push(`Domain=${scope.domain}`);
  return parts.join('; ');
}

export function setTokenCookie(name: string, value: string, scope: CookieScope, doc: Document = document): void {
  doc.cookie = serialise(name, value, scope, TOKEN_COOKIE_MAX_AGE_MS / 1000);
}

export function clearCookie(name: string, scope: CookieScope, doc: Document = document): void {
  doc.cookie = serialise(name, '', scope, 0);
}

export function readCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The domains a token cookie may have been set for: host-only, the current host, and each parent domain of it
 * (tokenCookieScope() names a parent domain when the redirect address is on one).
 */
export function tokenCookieDomains(host: string | undefined): (string | undefined)[] {
  const domains: (string | undefined)[] = [undefined];
  if (!host || !host.includes('.')) return domains;
  const labels = host.split('.');
  // example.com and every longer suffix, up to the host itself; a bare top-level domain is never a cookie domain.
  for (let start = labels.length - 2; start >= 0; start -= 1) domains.push(labels.slice(start).join('.'));
  return domains;
}

/** Clears one token cookie on every path of product section 9 (and the brand's dashboard path), for every domain. */
export function clearTokenCookie(name: string, brandDashboardPath: string, doc: Document = document): void {
  for (const path of new Set<string>([...CLEARED_COOKIE_PATHS, brandDashboardPath])) {
    for (const domain of tokenCookieDomains(doc.location?.hostname)) clearCookie(name, { path, domain }, doc);
  }
}

/** Clears the temporary and access token cookies on every listed path, and the api token cookie, for every domain. */
export function clearTokenCookies(brandDashboardPath: string, doc: Document = document): void {
  clearTokenCookie(COOKIE_NAMES.temporaryToken, brandDashboardPath, doc);
  clearTokenCookie(COOKIE_NAMES.accessToken, brandDashboardPath, doc);
  for (const domain of tokenCookieDomains(doc.location?.hostname)) clearCookie(COOKIE_NAMES.apiToken, { path: '/', domain }, doc);
}
