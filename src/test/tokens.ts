/** Unsigned JWTs for tests, shaped like the gateway's (the portal reads claims, the gateway checks signatures). */
export function testToken(claims: Record<string, unknown> = {}): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = {
    sub: 'rivera',
    memberKey: 'M1001',
    role: 'member',
    issuedByNewId: false,
    exp: Math.floor(Date.now() / 1000) + 7200,
    ...claims,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.dGVzdA`;
}
