import type { TokenClaims } from '../../../generated/model';

/**
 * Reading a JWT's claims in the browser. The signature is not checked (the gateway checks it on every call);
 * the portal only needs the claims to route and to build menus.
 */

/** The token role of the new-id single sign-on flow. */
export const NEW_ID_ROLE = 'new-id';

const optional = (value: unknown, type: 'string' | 'boolean' | 'number') => value === undefined || typeof value === type;

/**
 * The claims the portal reads, or null when the payload is not claims: memberKey and role must be text, the others
 * of their type when present. Claims the portal does not know are dropped. (Read by the session store at start-up,
 * so plain checks rather than a schema library.)
 */
function readClaims(payload: unknown): TokenClaims | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { sub, memberKey, role, issuedByNewId, domainId, groupId, iat, exp } = payload as Record<string, unknown>;
  const valid =
    typeof memberKey === 'string' &&
    typeof role === 'string' &&
    optional(sub, 'string') &&
    optional(issuedByNewId, 'boolean') &&
    (domainId === undefined || domainId === 1 || domainId === 2 || domainId === 5) &&
    optional(groupId, 'string') &&
    optional(iat, 'number') &&
    optional(exp, 'number');
  if (!valid) return null;
  const claims = { sub, memberKey, role, issuedByNewId, domainId, groupId, iat, exp } as TokenClaims;
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined)) as TokenClaims;
}

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (base64.length % 4 === 1) return null;
  try {
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The claims of a JWT (header.payload.signature, base64url payload), or null for anything malformed: not three
 * segments, a payload that is not base64url JSON, or claims without a text memberKey and role.
 * Claims the portal does not know are dropped.
 */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (typeof token !== 'string') return null;
  // Every gateway call asks for the current token's claims: the last few tokens' are kept.
  if (decoded.has(token)) return decoded.get(token) ?? null;
  const claims = decode(token);
  if (decoded.size >= DECODED_KEPT) decoded.delete(decoded.keys().next().value!);
  decoded.set(token, claims);
  return claims;
}

const DECODED_KEPT = 8;
const decoded = new Map<string, TokenClaims | null>();

function decode(token: string): TokenClaims | null {
  const segments = token.trim().split('.');
  if (segments.length !== 3 || !segments[1]) return null;
  const json = decodeBase64Url(segments[1]);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  return readClaims(payload);
}

/** A token of the new-id flow: role 'new-id'. */
export function isNewIdToken(claims: Pick<TokenClaims, 'role'> | null | undefined): boolean {
  return claims?.role === NEW_ID_ROLE;
}

/**
 * Expired when `now` has reached the `exp` claim (seconds since the epoch; the expiry instant itself counts as
 * expired). A token without `exp` never expires here (the gateway still decides).
 */
export function isExpired(claims: Pick<TokenClaims, 'exp'>, now: Date): boolean {
  return claims.exp !== undefined && now.getTime() >= claims.exp * 1000;
}
