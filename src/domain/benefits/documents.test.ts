import { describe, expect, it } from 'vitest';

import { downloadTarget, isDownloadableUrl } from './documents';

describe('the documents the pages open', () => {
  it('opens only https documents without credentials or documents on this site', () => {
    expect(isDownloadableUrl('https://documents.plan.example/a.pdf')).toBe(true);
    expect(isDownloadableUrl('/documents/a.pdf')).toBe(true);
    expect(isDownloadableUrl('/documents/a.pdf?year=2026#page=2')).toBe(true);
    expect(isDownloadableUrl('javascript:alert(1)')).toBe(false);
    expect(isDownloadableUrl('//evil.example/a.pdf')).toBe(false);
  });

  it.each([
    ['plain http', 'http://documents.plan.example/a.pdf'],
    ['a backslash after the slash', '/\\evil.example/login'],
    ['a backslash further on', '/documents\\..\\a.pdf'],
    ['a tab the browser drops', '/\t/evil.example/login'],
    ['a newline the browser drops', '/\n/evil.example/login'],
    ['two slashes', '//evil.example/login'],
    ['credentials', 'https://documents.plan.example@evil.example/login'],
    ['a user and password', 'https://user:secret@documents.plan.example/a.pdf'],
    ['a backslash in an https address', 'https://evil.example\\@documents.plan.example/a.pdf'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'documents/a.pdf'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_case, url) => {
    expect(isDownloadableUrl(url)).toBe(false);
    expect(downloadTarget(url)).toBeNull();
  });

  it('names the host of a document on another site, and none for a document on this site', () => {
    expect(downloadTarget('https://evil.example/login')).toEqual({ href: 'https://evil.example/login', host: 'evil.example' });
    expect(downloadTarget(' https://Documents.Plan.example/a.pdf ')).toEqual({ href: 'https://documents.plan.example/a.pdf', host: 'documents.plan.example' });
    expect(downloadTarget('/documents/a.pdf')).toEqual({ href: '/documents/a.pdf', host: null });
  });
});
