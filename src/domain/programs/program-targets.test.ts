import { describe, expect, it } from 'vitest';

import { programTarget } from './program-targets';

describe('where a program tile goes', () => {
  it('sends Online bill pay to the eBill page', () => {
    expect(programTarget({ id: -1, url: null })).toEqual({ kind: 'internal', to: '/account/ebill' });
  });

  it('keeps a path inside the portal, and opens an outside address in a new tab', () => {
    expect(programTarget({ id: 55, url: '/find-care/find-a-dentist' })).toEqual({ kind: 'internal', to: '/find-care/find-a-dentist' });
    expect(programTarget({ id: -3, url: 'https://documents.plan.example/ooc.pdf' })).toEqual({
      kind: 'external',
      href: 'https://documents.plan.example/ooc.pdf',
    });
  });

  it("falls back to the program's page for a missing or unusable address", () => {
    expect(programTarget({ id: 41, url: null })).toEqual({ kind: 'internal', to: '/benefits/programs/41' });
    expect(programTarget({ id: 41, url: '//evil.example/x' })).toEqual({ kind: 'internal', to: '/benefits/programs/41' });
    expect(programTarget({ id: 41, url: '/\\evil.example/x' })).toEqual({ kind: 'internal', to: '/benefits/programs/41' });
    expect(programTarget({ id: 41, url: 'javascript:alert(1)' })).toEqual({ kind: 'internal', to: '/benefits/programs/41' });
  });
});
