import DOMPurify from 'dompurify';

/**
 * The holiday calendar arrives as HTML from the gateway (data.item.content.value). It is sanitised with DOMPurify
 * before it is shown: only plain text markup survives (paragraphs, lists, emphasis, tables, links); scripts,
 * event handlers, styles, images, forms, frames and javascript: links are removed, and links that open a new
 * window get rel="noopener noreferrer".
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'a',
  'time',
  'abbr',
  'h3',
  'h4',
];
const ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'title', 'datetime', 'scope', 'colspan', 'rowspan'];

let linkHookAdded = false;

function addLinkHook(): void {
  if (linkHookAdded) return;
  linkHookAdded = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
}

/** The safe markup of gateway HTML; empty text for none. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ALLOWED_ATTRIBUTES }).trim();
}
