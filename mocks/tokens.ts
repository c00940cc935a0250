import type { DomainId, TokenClaims } from '../generated/model';

/**
 * The mock gateway's tokens: unsigned JWTs (header.payload.signature, base64url). The payload carries everything
 * the mock needs to answer for the token's member, so a token keeps working across page reloads and restarts.
 */

/** How long a token lives: 2 hours, like the portal's token cookies. */
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

export interface MockTokenClaims extends TokenClaims {
  sub: string;
  memberKey: string;
  role: 'member' | 'new-id';
  issuedByNewId: boolean;
  domainId: DomainId;
  groupId?: string;
  iat: number;
  exp: number;
}

const HEADER = { alg: 'none', typ: 'JWT' } as const;
const SIGNATURE = 'bW9jay1nYXRld2F5LXVuc2lnbmVk'; // base64url("mock-gateway-unsigned")

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export type TokenInput = Omit<MockTokenClaims, 'iat' | 'exp'>;

export function issueToken(claims: TokenInput): string {
  const iat = nowInSeconds();
  const payload: MockTokenClaims = { ...claims, iat, exp: iat + TOKEN_LIFETIME_SECONDS };
  return `${base64UrlEncode(JSON.stringify(HEADER))}.${base64UrlEncode(JSON.stringify(payload))}.${SIGNATURE}`;
}

function isClaims(value: unknown): value is MockTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.memberKey === 'string' &&
    (claims.role === 'member' || claims.role === 'new-id') &&
    typeof claims.issuedByNewId === 'boolean' &&
    (claims.domainId === 1 || claims.domainId === 2 || claims.domainId === 5) &&
    (claims.groupId === undefined || typeof claims.groupId === 'string') &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

export type DecodedToken =
  | { readonly ok: true; readonly claims: MockTokenClaims }
  | { readonly ok: false; readonly reason: 'missing' | 'malformed' | 'expired' };

/** Reads the claims of a token; any token that is not three base64url segments with valid claims is malformed. */
export function decodeToken(token: string | null | undefined): DecodedToken {
  if (!token) return { ok: false, reason: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return { ok: false, reason: 'malformed' };
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp <= nowInSeconds()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** The token of an Authorization header ("Bearer <token>"), or null. */
export function bearerToken(authorization: string | null): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? null;
}

/** An expired copy of a token's claims, for tests of session expiry. */
export function expiredToken(claims: TokenInput): string {
  const iat = nowInSeconds() - TOKEN_LIFETIME_SECONDS - 60;
  const payload: MockTokenClaims = { ...claims, iat, exp: iat + TOKEN_LIFETIME_SECONDS };
  return `${base64UrlEncode(JSON.stringify(HEADER))}.${base64UrlEncode(JSON.stringify(payload))}.${SIGNATURE}`;
}

/** Claims of the short-lived token the registration wizard gets from POST /registration/user-details. */
export interface RegistrationTokenClaims {
  readonly sub: string;
  readonly memberKey: string;
  readonly role: 'registration';
  readonly domainId: 1 | 2 | 5;
  readonly iat: number;
  readonly exp: number;
}

/** Registration tokens last as long as one sitting of the wizard. */
export const REGISTRATION_TOKEN_LIFETIME_SECONDS = 30 * 60;

export function issueRegistrationToken(memberKey: string, domainId: 1 | 2 | 5): string {
  const iat = nowInSeconds();
  const payload: RegistrationTokenClaims = {
    sub: `registration:${memberKey}`,
    memberKey,
    role: 'registration',
    domainId,
    iat,
    exp: iat + REGISTRATION_TOKEN_LIFETIME_SECONDS,
  };
  return `${base64UrlEncode(JSON.stringify(HEADER))}.${base64UrlEncode(JSON.stringify(payload))}.${SIGNATURE}`;
}

/** The claims of a valid, unexpired registration token, or null. */
export function decodeRegistrationToken(token: string | null | undefined): RegistrationTokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as Partial<RegistrationTokenClaims>;
    const valid =
      claims.role === 'registration' &&
      typeof claims.memberKey === 'string' &&
      (claims.domainId === 1 || claims.domainId === 2 || claims.domainId === 5) &&
      typeof claims.exp === 'number' &&
      claims.exp > nowInSeconds();
    return valid ? (claims as RegistrationTokenClaims) : null;
  } catch {
    return null;
  }
}
