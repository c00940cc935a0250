import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from the gateway (detail bodies, program and service descriptions) is sanitised before it is shown:
 * scripts, event handlers, styles, forms and frames are removed, and links that open another window (any target
 * but _self, _parent and _top) open a new tab with rel="noopener noreferrer". Every piece of server HTML in the
 * benefits area goes through this component.
 */

const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];
const FORBIDDEN_ATTRIBUTES = ['style'];

/** Targets that stay in this browsing context or its parents; any other name opens (or reuses) another window. */
const SAME_WINDOW_TARGETS = new Set(['_self', '_parent', '_top']);

/**
 * A link that opens another window must not hand it `window.opener`: every target but _self, _parent and _top
 * (a named window like target="x" too) becomes _blank with rel="noopener noreferrer". `target` means nothing on
 * other elements, so it is removed there.
 */
function secureTargets(node: Element): void {
  if (!node.hasAttribute('target')) return;
  if (node.tagName !== 'A' && node.tagName !== 'AREA') {
    node.removeAttribute('target');
    return;
  }
  const target = (node.getAttribute('target') ?? '').trim().toLowerCase();
  if (SAME_WINDOW_TARGETS.has(target)) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
}

/** The benefits area's own sanitiser (its hook does not reach other features' use of DOMPurify). */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function benefitsPurifier(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', secureTargets);
  }
  return purifier;
}

/** The sanitised markup of `html` (empty text for none). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return benefitsPurifier().sanitize(html, {
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
