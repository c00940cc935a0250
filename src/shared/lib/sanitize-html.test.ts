import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeTrusted, installFakeTrustedTypes, type FakeTrustedTypes } from '../../test/fake-trusted-types';

// The sanitiser keeps its policy for the page's lifetime, so each test loads the module afresh.
async function loadSanitizer() {
  vi.resetModules();
  return import('./sanitize-html');
}

describe('sanitizedMarkup, in a browser with Trusted Types', () => {
  let trustedTypes: FakeTrustedTypes;
  beforeEach(() => {
    trustedTypes = installFakeTrustedTypes();
  });
  afterEach(() => trustedTypes.uninstall());

  it('hands over TrustedHTML of the portal-html policy, made from the sanitised markup', async () => {
    const { sanitizedMarkup } = await loadSanitizer();

    const markup = sanitizedMarkup('<p>Covered <strong>in full</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');

    expect(markup).toBeInstanceOf(FakeTrusted);
    expect(markup).toMatchObject({ kind: 'html', policy: 'portal-html', value: '<p>Covered <strong>in full</strong>.</p><img src="x">' });
  });

  it('creates one policy, its own: DOMPurify parses with it and never asks for a policy of its own', async () => {
    const { sanitizedMarkup } = await loadSanitizer();

    sanitizedMarkup('<p>One</p>');
    sanitizedMarkup('<p>Two</p>', 'text');

    expect(trustedTypes.policies.map((policy) => policy.name)).toEqual(['portal-html']);
  });

  it('makes no script address', async () => {
    const { sanitizedMarkup } = await loadSanitizer();
    sanitizedMarkup('<p>x</p>');

    const options = trustedTypes.policies[0]!.options;
    expect(() => options.createScriptURL!('https://evil.example/x.js')).toThrow(TypeError);
  });

  it('returns empty text, not TrustedHTML, when nothing is left', async () => {
    const { sanitizedMarkup } = await loadSanitizer();
    expect(sanitizedMarkup('<script>alert(1)</script>')).toBe('');
    expect(sanitizedMarkup(undefined)).toBe('');
  });
});

describe('sanitizedMarkup, in a browser without Trusted Types', () => {
  it('returns the sanitised markup as text', async () => {
    const { sanitizedMarkup } = await loadSanitizer();
    expect(sanitizedMarkup('<p onclick="x()">Hi</p>')).toBe('<p>Hi</p>');
  });
});
