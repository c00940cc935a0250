// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { Group, LoginErrorBody, Preferences, RegistrationPolicies, TokenResponse } from '../generated/model';

import { MOCK_GATEWAY_BASE_URL, setupMockGateway } from './node';
import { DEMO_PASSWORD, households, personas, type LandingRoute, type Persona } from './personas';
import { claimsOf, gatewayCaller } from './test-helpers';

/**
 * Each persona's data leads its login to its `landsOn` route. The rules of product section 4 are applied here by a
 * small pure function to what the mock gateway answers, exactly the reads the portal makes.
 */

setupMockGateway();
const gateway = gatewayCaller(MOCK_GATEWAY_BASE_URL);

interface LoginData {
  readonly domainId: number;
  readonly claims: { role?: unknown; groupId?: unknown };
  readonly policies?: RegistrationPolicies['registrationPolicy'];
  readonly groups?: readonly Group[];
  readonly preferences?: Pick<Preferences, 'emailAddress'>;
  readonly status?: string;
  readonly preventNavigation?: boolean;
}

/** Product section 4, post-login routing, steps 2 to 4. */
function postLoginRoute(data: LoginData): LandingRoute {
  const newId = data.claims.role === 'new-id';
  if (newId && (data.domainId === 5 || data.domainId === 2)) return '/new-id';
  if (data.domainId === 5) {
    return data.policies?.isCommunicationPolicySigned !== true && !newId ? '/registration-policies' : '/home';
  }
  const groups = data.groups ?? [];
  const groupChosen = typeof data.claims.groupId === 'string';
  if (groups.length > 1 && groups.some((group) => group.externalHandoff) && !groupChosen) return '/group-selection';
  if (!(data.preferences?.emailAddress ?? '').trim() && !newId) return '/update-email';
  const memberGroup = groupChosen ? groups.find((group) => group.groupId === data.claims.groupId) : groups.length === 1 ? groups[0] : undefined;
  if (memberGroup?.externalHandoff && !data.preventNavigation) return 'external-sso';
  return data.status === 'INI' ? '/account/settings/change-password' : '/home';
}

/** Makes the reads the routing needs with the token, then routes. */
async function landingOf(token: string, preventNavigation = false): Promise<LandingRoute> {
  const claims = claimsOf(token);
  const domainId = Number(claims.domainId);
  const read = async <T>(path: string, accept = 'application/json') => {
    const answer = await gateway.call('GET', path, { token, accept });
    expect(answer.status, `GET ${path}`).toBe(200);
    return answer.body as T;
  };
  const newId = claims.role === 'new-id';
  if (newId && (domainId === 5 || domainId === 2)) return postLoginRoute({ domainId, claims });
  if (domainId === 5) {
    const policies = newId ? undefined : (await read<RegistrationPolicies>('/account/registration/policies')).registrationPolicy;
    return postLoginRoute({ domainId, claims, policies });
  }
  const groups = await read<Group[]>('/groups');
  const preferences = newId ? undefined : await read<Preferences>('/account/preferences');
  const status = await read<string>('/account/status', 'text/plain');
  return postLoginRoute({ domainId, claims, groups, preferences, status, preventNavigation });
}

async function login(persona: Persona) {
  return gateway.call('POST', '/token', { json: { username: persona.username, password: DEMO_PASSWORD, domainId: persona.domainId } });
}

describe('post-login routing with the personas', () => {
  it.each(personas.map((persona) => [persona.username, persona.landsOn, persona] as const))('%s lands on %s', async (_username, landsOn, persona) => {
    const answer = await login(persona);
    if (persona.kind === 'login-failure') {
      expect(answer.status).toBe(401);
      expect(['LOGIN_ATTEMPTS_REMAINING', 'ACCOUNT_LOCKED']).toContain((answer.body as LoginErrorBody).type);
      expect(landsOn).toBe('/login');
      return;
    }
    expect(answer.status).toBe(200);
    expect(await landingOf((answer.body as TokenResponse).token)).toBe(landsOn);
  });

  it('covers every route of section 4 with at least one persona', () => {
    const routes = new Set(personas.map((persona) => persona.landsOn));
    expect([...routes].sort()).toEqual(
      ['/home', '/group-selection', '/update-email', '/registration-policies', '/new-id', '/account/settings/change-password', 'external-sso', '/login'].sort(),
    );
  });
});

describe('after the step each landing asks for, login continues to the dashboard', () => {
  it('group selection: a group of her own goes home, the hand-off group goes to the external system', async () => {
    const token = await gateway.signIn('multigroup');
    const groups = (await gateway.call('GET', '/groups', { token })).body as Group[];
    expect(groups.map((group) => [group.groupId, group.externalHandoff, group.inactive])).toEqual([
      ['10005520', false, false],
      ['10006120', true, false],
      ['10004410', false, true],
    ]);
    const select = async (groupId: string) =>
      ((await gateway.call('POST', '/group-selection', { token, json: { groupId, domain: 1 } })).body as TokenResponse).token;
    expect(await landingOf(await select('10005520'))).toBe('/home');
    expect(await landingOf(await select('10006120'))).toBe('external-sso');
    expect(await landingOf(await select('10006120'), true)).toBe('/home');
  });

  it('update e-mail: once an address is saved, login goes home', async () => {
    const token = await gateway.signIn('noemail');
    const saved = await gateway.call('PUT', '/account/preferences', { token, json: { emailAddress: 'walter.brooks@example.com' } });
    expect(saved.status).toBe(200);
    expect(await landingOf(token)).toBe('/home');
  });

  it('registration policies (brand 5): once signed, login goes home', async () => {
    const token = await gateway.signIn('harborpolicy');
    const signed = await gateway.call('PUT', '/account/registration/policies', {
      token,
      json: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false },
    });
    expect(signed.body).toEqual({ registrationPolicy: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false } });
    expect(await landingOf(token)).toBe('/home');
  });

  it('change password: once changed, login goes home', async () => {
    const token = await gateway.signIn('newpass');
    const changed = await gateway.call('PUT', '/account/password', { token, json: { currentPassword: DEMO_PASSWORD, newPassword: 'Cedar&Rain7' } });
    expect(changed.status).toBe(200);
    expect(await landingOf(await gateway.signIn('newpass', { password: 'Cedar&Rain7' }))).toBe('/home');
  });

  it.each([
    ['newidharbor', 5, 'Ruth', 'Adeyemi', '1979-06-30', 'M5202'],
    ['newidsummit', 2, 'Ethan', 'Kowalczyk', '2012-09-05', 'M2202'],
  ] as const)('new id (%s): as the subscriber or as a named family member, then home', async (username, domainId, firstName, lastName, dateOfBirth, memberKey) => {
    const token = await gateway.signIn(username);
    expect(claimsOf(token)).toMatchObject({ role: 'new-id', issuedByNewId: false, domainId });
    const subscriberId = households[username]!.subscriberId;

    const asSubscriber = await gateway.call('POST', '/new-id', { token, json: { subscriberId, domainId } });
    const subscriberToken = (asSubscriber.body as TokenResponse).token;
    expect(claimsOf(subscriberToken)).toMatchObject({ role: 'member', issuedByNewId: true, domainId });
    expect(await landingOf(subscriberToken)).toBe('/home');

    const asFamily = await gateway.call('POST', '/new-id', { token, json: { subscriberId, domainId, firstName, lastName, dateOfBirth } });
    expect(claimsOf((asFamily.body as TokenResponse).token)).toMatchObject({ memberKey, role: 'member', issuedByNewId: true });

    const wrongId = await gateway.call('POST', '/new-id', { token, json: { subscriberId: '123456789', domainId } });
    expect(wrongId.status).toBe(404);
    expect(wrongId.body).toEqual({ message: 'We could not find a member with that subscriber ID.' });
    const wrongBirth = await gateway.call('POST', '/new-id', { token, json: { subscriberId, domainId, firstName, lastName, dateOfBirth: '2001-01-01' } });
    expect(wrongBirth.status).toBe(400);
    expect(wrongBirth.body).toEqual({ message: 'The subscriber ID and date of birth do not match our records.' });
  });
});
