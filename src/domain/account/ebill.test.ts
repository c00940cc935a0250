import { describe, expect, it } from 'vitest';

import { ebillAddress } from './ebill';

describe('the eBill address', () => {
  const input = {
    baseUrl: 'https://ebill.example.com/member/ebill',
    firstTime: true,
    theme: 'Cascade',
    dashboardLink: 'https://portal.example.com/home',
    idpToken: 'aaa.bbb.ccc',
  };

  it('carries firsttime, theme, dashboardlink and idptoken', () => {
    const url = new URL(ebillAddress(input));
    expect(url.origin + url.pathname).toBe('https://ebill.example.com/member/ebill');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      firsttime: 'Y',
      theme: 'Cascade',
      dashboardlink: 'https://portal.example.com/home',
      idptoken: 'aaa.bbb.ccc',
    });
  });

  it('says N when the member registered before, and keeps parameters of the base address', () => {
    const url = new URL(ebillAddress({ ...input, baseUrl: 'https://ebill.example.com/pay?lang=en', firstTime: false }));
    expect(url.searchParams.get('firsttime')).toBe('N');
    expect(url.searchParams.get('lang')).toBe('en');
  });
});
