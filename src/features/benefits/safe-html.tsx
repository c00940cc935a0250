import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from the gateway (detail bodies, program and service descriptions) is sanitised before it is shown:
 * scripts, event handlers, styles, forms and frames are removed, and links that open a new window get
 * rel="noopener noreferrer". Every piece of server HTML in the benefits area goes through this component.
 */

const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];
const FORBIDDEN_ATTRIBUTES = ['style'];

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The sanitised markup of `html` (empty text for none). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    ADD_ATTR: ['target'],
  });
}

export interface SafeHtmlProps {
  readonly html: string | null | undefined;
  readonly className?: string;
}

/** Server HTML, sanitised, in a <div>. Renders nothing when there is no content left. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (clean.trim() === '') return null;
  return <div className={['safe-html', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
