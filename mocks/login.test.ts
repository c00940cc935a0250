// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { ErrorBody, TokenResponse } from '../generated/model';

import { MOCK_GATEWAY_BASE_URL, setupMockGateway } from './node';
import { DEMO_PASSWORD } from './personas';
import { resetState } from './state';
import { claimsOf, gatewayCaller, personaTokenClaims } from './test-helpers';
import { expiredToken, issueToken, TOKEN_LIFETIME_SECONDS } from './tokens';

/** POST /token: the personas' credentials, the login failures of product section 8, and the tokens it issues. */

setupMockGateway();
const gateway = gatewayCaller(MOCK_GATEWAY_BASE_URL);

const login = (username: string, password = DEMO_PASSWORD, domainId = 1) =>
  gateway.call('POST', '/token', { json: { username, password, domainId } });

describe('login failures', () => {
  it('counts down the attempts of the attempts persona, then locks it, until reset', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await login('attempts', attempt === 1 ? 'Wrong#Pass1' : DEMO_PASSWORD));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect(answers.map((answer) => answer.body)).toEqual([
      { type: 'LOGIN_ATTEMPTS_REMAINING', message: 'Invalid credentials', errorData: { attemptsRemaining: 2 } },
      { type: 'LOGIN_ATTEMPTS_REMAINING', message: 'Invalid credentials', errorData: { attemptsRemaining: 1 } },
      { type: 'ACCOUNT_LOCKED', message: 'Account locked' },
      { type: 'ACCOUNT_LOCKED', message: 'Account locked' },
    ]);
    resetState();
    expect((await login('attempts')).body).toMatchObject({ errorData: { attemptsRemaining: 2 } });
  });

  it('always answers ACCOUNT_LOCKED for the locked persona', async () => {
    for (const password of [DEMO_PASSWORD, 'Wrong#Pass1']) {
      expect(await login('locked', password)).toMatchObject({ status: 401, body: { type: 'ACCOUNT_LOCKED' } });
    }
  });

  it.each([
    ['an unknown username', 'nobody', DEMO_PASSWORD, 1],
    ['a wrong password', 'rivera', 'Portal#2025', 1],
    ["another brand's domain id", 'rivera', DEMO_PASSWORD, 5],
    ['a brand 5 persona on brand 1', 'harborpolicy', DEMO_PASSWORD, 1],
  ] as const)('answers INVALID_CREDENTIALS for %s', async (_case, username, password, domainId) => {
    expect(await login(username, password, domainId)).toMatchObject({
      status: 401,
      body: { type: 'INVALID_CREDENTIALS', message: 'Invalid credentials' },
    });
  });

  it('answers 400 for a body without the required fields', async () => {
    expect((await gateway.call('POST', '/token', { json: { username: 'rivera' } })).status).toBe(400);
    expect((await gateway.call('POST', '/token', { json: { username: 'rivera', password: DEMO_PASSWORD, domainId: 3 } })).status).toBe(400);
  });

  it('accepts usernames whatever their case', async () => {
    expect((await login('Rivera')).status).toBe(200);
  });
});

describe('tokens', () => {
  it('are unsigned JWTs whose claims name the persona, member, role and brand, valid for two hours', async () => {
    const answer = await login('rivera');
    const { token, redirect } = answer.body as TokenResponse;
    expect(redirect).toBeNull();
    expect(token.split('.')).toHaveLength(3);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sub: 'rivera', memberKey: 'M1001', role: 'member', issuedByNewId: false, domainId: 1 });
    expect(claims).not.toHaveProperty('groupId');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it('carry role new-id for new-id token holders', async () => {
    expect(claimsOf(await gateway.signIn('newidsummit'))).toMatchObject({ role: 'new-id', memberKey: 'M2201', domainId: 2 });
  });

  it('are decoded on every call, so a token made elsewhere (or before a reload) works', async () => {
    const token = issueToken(personaTokenClaims('alexrivera'));
    expect((await gateway.call('GET', '/account', { token })).body).toMatchObject({ members: [{ firstName: 'Alex' }] });
  });

  it.each([
    ['no token', null, 'A bearer token is required.'],
    ['a token that does not decode', 'abc.def.ghi', 'The bearer token is not valid.'],
    ['an expired token', expiredToken(personaTokenClaims('rivera')), 'Your session has ended. Please log in again.'],
    ['a token for a member of another household', issueToken(personaTokenClaims('rivera', { memberKey: 'M1901' })), 'The bearer token is not valid.'],
  ])('answer 401 with an ErrorBody for %s', async (_case, token, message) => {
    const answer = await gateway.call('GET', '/benefits/limits', { token });
    expect(answer.status).toBe(401);
    expect(answer.body as ErrorBody).toMatchObject({ status: 401, type: 'UNAUTHORIZED', message });
  });
});
