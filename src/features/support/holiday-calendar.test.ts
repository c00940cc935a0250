import { describe, expect, it } from 'vitest';

import { sanitizeHtml as sanitize } from '../../shared/lib/sanitize-html';

const sanitizeHtml = (html: string | undefined) => sanitize(html, 'text');

describe('the holiday calendar HTML', () => {
  it('keeps the list and removes scripts, event handlers, styles and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Closed on:</p><script>alert(1)</script><ul><li style="color:red">Thursday, November 26<img src=x onerror="steal()"></li></ul><a href="javascript:steal()">more</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>Closed on:</p><ul><li>Thursday, November 26</li></ul><a>more</a>');
  });

  it('protects links that open a new window and keeps heading levels below the panel', () => {
    expect(sanitizeHtml('<h1>Holidays</h1><a href="https://plan.example/holidays" target="_blank">All holidays</a>')).toBe(
      'Holidays<a href="https://plan.example/holidays" target="_blank" rel="noopener noreferrer">All holidays</a>',
    );
  });

  it('is empty for no content', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('<script>x</script>')).toBe('');
  });
});
