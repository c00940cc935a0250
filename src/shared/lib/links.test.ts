import { describe, expect, it } from 'vitest';

import { httpsUrl, isExternalUrl, isSitePath } from './links';

describe('links from the gateway', () => {
  it('takes as a site path only a single slash followed by neither a slash nor a backslash', () => {
    expect(isSitePath('/passport-dental')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('/a\\b')).toBe(false);
    expect(isSitePath('https://plan.example/a')).toBe(false);
    expect(isSitePath(null)).toBe(false);
  });

  it('takes as an external address only an absolute http(s) address', () => {
    expect(isExternalUrl('https://plan.example/a')).toBe(true);
    expect(isExternalUrl(' http://plan.example ')).toBe(true);
    expect(isExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isExternalUrl('/passport-dental')).toBe(false);
    expect(isExternalUrl('https://')).toBe(false);
    expect(isExternalUrl(undefined)).toBe(false);
  });

  it('takes as an https address one without credentials or backslashes', () => {
    expect(httpsUrl('https://documents.plan.example/a.pdf')?.host).toBe('documents.plan.example');
    expect(httpsUrl('http://documents.plan.example/a.pdf')).toBeNull();
    expect(httpsUrl('https://user:secret@evil.example/')).toBeNull();
    expect(httpsUrl('https://evil.example\\@plan.example/')).toBeNull();
  });
});
