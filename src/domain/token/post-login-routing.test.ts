import { describe, expect, it } from 'vitest';
import type { Group, TokenClaims } from '../../../generated/model';
import { BRANDS, type DomainId } from '../../config/brands';
import { decidePostLoginRoute, memberGroup, type PostLoginInput, requiredData } from './post-login-routing';

function jwt(claims: Partial<TokenClaims>): string {
  const payload = Buffer.from(JSON.stringify({ memberKey: 'M-1001', role: 'member', ...claims })).toString('base64url');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`;
}

const MEMBER_TOKEN = jwt({});
const NEW_ID_TOKEN = jwt({ role: 'new-id' });
const ISSUED_BY_NEW_ID_TOKEN = jwt({ issuedByNewId: true });
const CHOSEN_GROUP_TOKEN = jwt({ groupId: 'G-HANDOFF' });
const CHOSEN_PLAIN_GROUP_TOKEN = jwt({ groupId: 'G-PLAIN' });

const group = (groupId: string, externalHandoff: boolean): Group => ({
  groupId,
  groupName: `Group ${groupId}`,
  memberKey: 'M-1001',
  planEffectiveDate: '2024-01-01',
  planTerminationDate: null,
  inactive: false,
  externalHandoff,
});
const PLAIN = group('G-PLAIN', false);
const HANDOFF = group('G-HANDOFF', true);

/** Everything a member needs to go straight to /home. */
function input(domainId: DomainId, overrides: Partial<PostLoginInput> = {}): PostLoginInput {
  return {
    brand: BRANDS[domainId],
    token: MEMBER_TOKEN,
    alreadySignedIn: false,
    policies: { isCommunicationPolicySigned: true },
    groups: [PLAIN],
    preferences: { emailAddress: 'ana.rivera@example.com' },
    accountStatus: 'ACT',
    preventNavigation: false,
    ...overrides,
  };
}

const go = (to: string, storeToken: boolean) => ({ kind: 'navigate', to, storeToken });
const HOME = go('/home', true);

describe('1. no token', () => {
  it.each([1, 2, 5] as const)('brand %d: /home when already signed in, else /logout', (domainId) => {
    expect(decidePostLoginRoute(input(domainId, { token: null, alreadySignedIn: true }))).toEqual(go('/home', false));
    expect(decidePostLoginRoute(input(domainId, { token: null, alreadySignedIn: false }))).toEqual(go('/logout', false));
    expect(decidePostLoginRoute(input(domainId, { token: '', alreadySignedIn: false }))).toEqual(go('/logout', false));
    expect(decidePostLoginRoute(input(domainId, { token: undefined, alreadySignedIn: true }))).toEqual(go('/home', false));
  });
});

describe('2. new-id token', () => {
  it.each([
    [2, go('/new-id', false)],
    [5, go('/new-id', false)],
  ] as const)('brand %d sends a new-id token to /new-id (even with everything else pending)', (domainId, decision) => {
    const pending = { policies: { isCommunicationPolicySigned: false }, preferences: { emailAddress: null }, groups: [PLAIN, HANDOFF] };
    expect(decidePostLoginRoute(input(domainId, { token: NEW_ID_TOKEN, ...pending }))).toEqual(decision);
  });

  it('brand 1 does not: a new-id token goes through the other steps', () => {
    expect(decidePostLoginRoute(input(1, { token: NEW_ID_TOKEN }))).toEqual(HOME);
  });

  it.each([2, 5] as const)('brand %d: a token merely issued by the new-id flow is not a new-id token', (domainId) => {
    expect(decidePostLoginRoute(input(domainId, { token: ISSUED_BY_NEW_ID_TOKEN }))).toEqual(HOME);
  });
});

describe('3. policy-step brand (brand 5)', () => {
  it.each([
    ['policy not signed', { policies: { isCommunicationPolicySigned: false } }, go('/registration-policies', false)],
    ['policies not fetched', { policies: null }, go('/registration-policies', false)],
    ['policy signed', {}, HOME],
    ['policy signed, status INI: still /home', { accountStatus: 'INI' }, HOME],
    ['policy signed, no e-mail, several hand-off groups: those steps do not apply', { preferences: { emailAddress: null }, groups: [PLAIN, HANDOFF] }, HOME],
    ['policy signed, hand-off group: no external post', { groups: [HANDOFF] }, HOME],
  ])('%s', (_, overrides, decision) => {
    expect(decidePostLoginRoute(input(5, overrides))).toEqual(decision);
  });
});

describe.each([1, 2] as const)('4. brand %d, in order', (domainId) => {
  it.each([
    ['several groups, one hand-off, none chosen → group selection', { groups: [PLAIN, HANDOFF] }, go('/group-selection', false)],
    ['group selection comes before the e-mail step', { groups: [PLAIN, HANDOFF], preferences: { emailAddress: null } }, go('/group-selection', false)],
    ['several groups, none flagged → on to the next steps', { groups: [PLAIN, group('G-2', false)] }, HOME],
    ['several groups, one hand-off, group chosen → on', { groups: [PLAIN, HANDOFF], token: CHOSEN_PLAIN_GROUP_TOKEN }, HOME],
    ['one hand-off group only → no group selection, but the external post', { groups: [HANDOFF] }, { kind: 'external-sso', token: MEMBER_TOKEN }],
    ['no e-mail on file → update e-mail', { preferences: { emailAddress: null } }, go('/update-email', false)],
    ['blank e-mail → update e-mail', { preferences: { emailAddress: '  ' } }, go('/update-email', false)],
    ['preferences not fetched → update e-mail', { preferences: null }, go('/update-email', false)],
    ['e-mail step comes before the external post', { groups: [HANDOFF], preferences: { emailAddress: '' } }, go('/update-email', false)],
    ['chosen group flagged → external post', { groups: [PLAIN, HANDOFF], token: CHOSEN_GROUP_TOKEN }, { kind: 'external-sso', token: CHOSEN_GROUP_TOKEN }],
    ['external post carries the test-environment value', { groups: [HANDOFF], externalSsoTestEnv: 'uat2' }, { kind: 'external-sso', token: MEMBER_TOKEN, testEnv: 'uat2' }],
    ['navigation prevented → no external post', { groups: [HANDOFF], preventNavigation: true }, HOME],
    ['navigation prevented, status INI → change password', { groups: [HANDOFF], preventNavigation: true, accountStatus: 'INI' }, go('/account/settings/change-password', true)],
    ['status INI → change password', { accountStatus: 'INI' }, go('/account/settings/change-password', true)],
    ['status ACT → home', { accountStatus: 'ACT' }, HOME],
    ['status FRC → home', { accountStatus: 'FRC' }, HOME],
    ['status unknown → home', { accountStatus: null }, HOME],
    ['groups not fetched → home', { groups: null }, HOME],
    ['policy not signed is not a step here', { policies: { isCommunicationPolicySigned: false } }, HOME],
  ])('%s', (_, overrides, decision) => {
    expect(decidePostLoginRoute(input(domainId, overrides))).toEqual(decision);
  });
});

describe('4. brand 1 with a new-id token (brand 1 does not send it to /new-id)', () => {
  it.each([
    ['no e-mail: the e-mail step skips new-id tokens', { preferences: { emailAddress: null } }, HOME],
    ['several groups with a hand-off still go to group selection', { groups: [PLAIN, HANDOFF] }, go('/group-selection', false)],
    ['hand-off group → external post', { groups: [HANDOFF] }, { kind: 'external-sso', token: NEW_ID_TOKEN }],
    ['status INI → change password', { accountStatus: 'INI' }, go('/account/settings/change-password', true)],
  ])('%s', (_, overrides, decision) => {
    expect(decidePostLoginRoute(input(1, { token: NEW_ID_TOKEN, ...overrides }))).toEqual(decision);
  });
});

describe('a token whose claims cannot be read is a member token', () => {
  it.each([
    [1, { preferences: { emailAddress: null } }, go('/update-email', false)],
    [5, { policies: { isCommunicationPolicySigned: false } }, go('/registration-policies', false)],
  ] as const)('brand %d', (domainId, overrides, decision) => {
    expect(decidePostLoginRoute(input(domainId, { token: 'not-a-jwt', ...overrides }))).toEqual(decision);
  });
});

describe('memberGroup', () => {
  it.each([
    ['the chosen group', [PLAIN, HANDOFF], { memberKey: 'M', role: 'member', groupId: 'G-HANDOFF' }, 'G-HANDOFF'],
    ['the only group', [HANDOFF], { memberKey: 'M', role: 'member' }, 'G-HANDOFF'],
    ['several, none chosen', [PLAIN, HANDOFF], { memberKey: 'M', role: 'member' }, null],
    ['chosen group not in the list', [PLAIN], { memberKey: 'M', role: 'member', groupId: 'G-X' }, null],
    ['no groups', [], null, null],
  ])('%s', (_, groups, claims, expected) => {
    expect(memberGroup(groups, claims)?.groupId ?? null).toBe(expected);
  });
});

describe('requiredData: fetch only what the decision reads', () => {
  const member: TokenClaims = { memberKey: 'M', role: 'member' };
  const newId: TokenClaims = { memberKey: 'M', role: 'new-id' };
  const none = { policies: false, groups: false, preferences: false, status: false };

  it.each([
    [1, member, { policies: false, groups: true, preferences: true, status: true }],
    [1, newId, { policies: false, groups: true, preferences: false, status: true }],
    [1, null, { policies: false, groups: true, preferences: true, status: true }],
    [2, member, { policies: false, groups: true, preferences: true, status: true }],
    [2, newId, none],
    [5, member, { policies: true, groups: false, preferences: false, status: false }],
    [5, newId, none],
    [5, null, { policies: true, groups: false, preferences: false, status: false }],
  ] as const)('brand %d, claims %j → %j', (domainId, claims, expected) => {
    expect(requiredData(BRANDS[domainId], claims)).toEqual(expected);
  });

  it.each([1, 2, 5] as const)('brand %d: the decision never needs data that requiredData did not ask for', (domainId) => {
    const cases = [
      { token: MEMBER_TOKEN, claims: member },
      { token: NEW_ID_TOKEN, claims: newId },
    ];
    for (const { token, claims } of cases) {
      const needed = requiredData(BRANDS[domainId], claims);
      const full = input(domainId, { token, groups: [HANDOFF], preferences: { emailAddress: null }, policies: { isCommunicationPolicySigned: false }, accountStatus: 'INI' });
      const trimmed: PostLoginInput = {
        ...full,
        policies: needed.policies ? full.policies : undefined,
        groups: needed.groups ? full.groups : undefined,
        preferences: needed.preferences ? full.preferences : undefined,
        accountStatus: needed.status ? full.accountStatus : undefined,
      };
      expect(decidePostLoginRoute(trimmed)).toEqual(decidePostLoginRoute(full));
    }
  });
});
