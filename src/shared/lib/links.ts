/**
 * Addresses that come from the gateway (program, service and document links) and that the portal links to: an
 * absolute http(s) address opens in a new tab, a path on this site is a router link. Anything else is not linked.
 */

/** An absolute http(s) address (a link the member follows, opened in a new tab). */
export function isExternalUrl(value: string | null | undefined): value is string {
  if (!value || !/^https?:\/\//i.test(value.trim())) return false;
  try {
    new URL(value.trim());
    return true;
  } catch {
    return false;
  }
}

/** A backslash (read as '/' by browsers) or a control character (browsers drop tabs and newlines). */
function hasUnsafeUrlCharacter(value: string): boolean {
  return Array.from(value).some((character) => {
    const code = character.charCodeAt(0);
    return character === '\\' || code < 0x20 || code === 0x7f;
  });
}

/** Any origin: a site path must resolve to it, never to another host. */
const SITE_ORIGIN = 'https://portal.invalid';

/**
 * A path on this site ('/passport-dental'): a single '/' followed by neither '/' nor a backslash ('//host' and
 * '/\host' name another host to a browser), no backslash or control character anywhere, and it stays on this site.
 */
export function isSitePath(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return false;
  if (hasUnsafeUrlCharacter(value)) return false;
  try {
    return new URL(value, SITE_ORIGIN).origin === SITE_ORIGIN;
  } catch {
    return false;
  }
}

/** An absolute https address without credentials ('https://user:pass@host' hides the real host) or backslashes. */
export function httpsUrl(value: string | null | undefined): URL | null {
  const trimmed = value?.trim();
  if (!trimmed || !/^https:\/\//i.test(trimmed) || hasUnsafeUrlCharacter(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' || !url.hostname || url.username !== '' || url.password !== '') return null;
    return url;
  } catch {
    return null;
  }
}
