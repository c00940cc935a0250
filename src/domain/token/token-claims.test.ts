import { describe, expect, it } from 'vitest';
import { decodeTokenClaims, isExpired, isNewIdToken } from './token-claims';

function base64url(text: string): string {
  return Buffer.from(text, 'utf-8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jwt(payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }): string {
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

const memberClaims = { sub: 'arivera', memberKey: 'M-1001', role: 'member', domainId: 1, iat: 1_700_000_000, exp: 1_700_007_200 };

describe('decodeTokenClaims', () => {
  it('reads the payload of a well-formed token', () => {
    expect(decodeTokenClaims(jwt(memberClaims))).toEqual(memberClaims);
  });

  it('reads base64url payloads with - and _ and no padding, and UTF-8 text', () => {
    // '~~~?' encodes to 'fn5+Pw' in base64, whose '+' becomes '-' in base64url.
    const claims = { memberKey: '~~~?', role: 'new-id', sub: 'josé' };
    const token = jwt(claims);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenClaims(token)).toEqual(claims);
  });

  it('drops claims it does not know', () => {
    expect(decodeTokenClaims(jwt({ memberKey: 'M', role: 'member', ssn: '123-45-6789' }))).toEqual({
      memberKey: 'M',
      role: 'member',
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['one segment', 'abc'],
    ['two segments', `${base64url('{}')}.${base64url(JSON.stringify(memberClaims))}`],
    ['four segments', `${jwt(memberClaims)}.extra`],
    ['empty payload', `${base64url('{}')}..sig`],
    ['payload not base64url', `${base64url('{}')}.***.sig`],
    ['payload not JSON', `${base64url('{}')}.${base64url('not json')}.sig`],
    ['payload JSON but not an object', jwt('a string')],
    ['payload a list', jwt([1, 2])],
    ['no memberKey', jwt({ role: 'member' })],
    ['no role', jwt({ memberKey: 'M' })],
    ['role not text', jwt({ memberKey: 'M', role: 5 })],
    ['exp not a number', jwt({ memberKey: 'M', role: 'member', exp: 'soon' })],
    ['payload not UTF-8', `${base64url('{}')}.${Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')}.sig`],
  ])('returns null for %s', (_, token) => {
    expect(decodeTokenClaims(token)).toBeNull();
  });
});

describe('isNewIdToken', () => {
  it.each([
    [{ role: 'new-id' }, true],
    [{ role: 'member' }, false],
    [{ role: 'member', issuedByNewId: true }, false],
    [{ role: 'NEW-ID' }, false],
    [null, false],
  ])('%j → new-id token %j', (claims, newId) => {
    expect(isNewIdToken(claims)).toBe(newId);
  });
});

describe('isExpired', () => {
  const exp = 1_700_007_200;
  it.each([
    [exp * 1000 - 1, false],
    [exp * 1000, true], // the expiry instant counts as expired
    [exp * 1000 + 1, true],
  ])('at %d → %j', (time, expected) => {
    expect(isExpired({ exp }, new Date(time))).toBe(expected);
  });

  it('a token without exp does not expire here', () => {
    expect(isExpired({}, new Date(8_640_000_000_000_000))).toBe(false);
  });
});
