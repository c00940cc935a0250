import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from '../../lib/sanitize-html';

import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('never lets a script reach the page', () => {
    const { container } = render(<SafeHtml html={'<p>Covered in full.</p><script>window.hacked = true</script>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container).toHaveTextContent('Covered in full.');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('removes event handlers, javascript: links, styles and frames', () => {
    const clean = sanitizeHtml(
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><p style="color:red">y</p><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).not.toMatch(/onerror|javascript:|style=|iframe/);
  });

  it('keeps ordinary markup and makes new-window links safe', () => {
    const clean = sanitizeHtml('<p>Call <strong>now</strong>. <a href="https://plan.example" target="_blank">More</a></p>');
    expect(clean).toContain('<strong>now</strong>');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it.each(['x', 'popup', '_BLANK', ' _blank '])('opens a link with target=%j in a new tab without window.opener', (target) => {
    const { container } = render(<SafeHtml html={`<p><a href="https://plan.example" target="${target}">More</a></p>`} />);
    const link = container.querySelector('a')!;
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('replaces a weaker rel on a link that opens another window', () => {
    const clean = sanitizeHtml('<a href="https://plan.example" target="help" rel="opener">Help</a>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).not.toMatch(/rel="opener"/);
  });

  it.each(['_self', '_parent', '_top'])('keeps target=%j, which stays in this window', (target) => {
    const clean = sanitizeHtml(`<a href="/benefits" target="${target}">Benefits</a>`);
    expect(clean).toContain(`target="${target}"`);
    expect(clean).not.toContain('rel=');
  });

  it('removes target from elements that are not links', () => {
    const clean = sanitizeHtml('<p target="x">Text</p>');
    expect(clean).toBe('<p>Text</p>');
  });

  it('renders nothing for empty or missing HTML', () => {
    const { container } = render(<SafeHtml html={'<script>1</script>'} />);
    expect(container).toBeEmptyDOMElement();
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
