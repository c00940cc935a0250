import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SafeHtml, sanitizeHtml } from './safe-html';

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

  it('renders nothing for empty or missing HTML', () => {
    const { container } = render(<SafeHtml html={'<script>1</script>'} />);
    expect(container).toBeEmptyDOMElement();
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
