import { errorResponse, unauthorized } from './errors';
import { findPersona, type MemberPersona } from './personas';
import { getState } from './state';
import { bearerToken, decodeToken } from './tokens';
import { isTermed, memberGroups, type Session } from './views';

/** Who a request of the mock gateway is: the online account of a username, the session of a bearer token. */

/** An online account: a persona, or an account created through registration. */
export type Identity = Pick<MemberPersona, 'username' | 'householdId' | 'memberKey' | 'domainId' | 'role' | 'userKey' | 'primaryGroupId'>;

export function identityOf(username: string): Identity | undefined {
  const persona = findPersona(username);
  if (persona?.kind === 'member') return persona;
  const registered = getState().registrations[username.trim().toLowerCase()];
  if (!registered) return undefined;
  let hash = 0;
  for (const character of registered.username) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return { ...registered, role: 'member', userKey: `UK-${hash.toString(16).padStart(8, '0')}` };
}

/** The online account, household and family member a username and member key name (each undefined when unknown). */
export function recordsOf(username: string, memberKey?: string) {
  const identity = identityOf(username);
  const household = identity ? getState().households[identity.householdId] : undefined;
  const member = household?.members.find((candidate) => candidate.memberKey === memberKey);
  return { identity, account: identity ? getState().accounts[identity.username] : undefined, household, member };
}

/** The session of a request's bearer token; throws the 401 (or 404 without a group) answer otherwise. */
export function sessionOf(request: Request): Session {
  const { pathname: path } = new URL(request.url);
  const decoded = decodeToken(bearerToken(request.headers.get('Authorization')));
  if (!decoded.ok) {
    const messages = { missing: 'A bearer token is required.', malformed: 'The bearer token is not valid.', expired: 'Your session has ended. Please log in again.' };
    throw unauthorized(path, messages[decoded.reason]);
  }
  const { claims } = decoded;
  const { identity, account, household, member } = recordsOf(claims.sub, claims.memberKey);
  if (!identity || !account || !household || !member || identity.domainId !== claims.domainId) throw unauthorized(path, 'The bearer token is not valid.');
  const candidates = memberGroups(household, member.memberKey);
  // The group the token names, else the one chosen last, else the primary one; else the first current one, else the first.
  const chosen = claims.groupId ?? account.selectedGroupId ?? identity.primaryGroupId;
  const group = candidates.find((candidate) => candidate.groupId === chosen) ?? candidates.find((candidate) => !isTermed(candidate, member.memberKey)) ?? candidates[0];
  if (!group) throw errorResponse(404, 'Failed to find group for current member', 'NOT_FOUND', path);
  return { claims, username: identity.username, household, member, group, account };
}
