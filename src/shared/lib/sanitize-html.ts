import DOMPurify, { type Config } from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib';

import { createTrustedTypesPolicy, type PortalPolicy, TRUSTED_TYPES_POLICIES } from './trusted-types';

/**
 * HTML from the gateway (program and service descriptions, detail bodies, the holiday calendar) is sanitised with
 * DOMPurify before it is shown. Two profiles:
 * - 'content' (default): ordinary HTML; scripts, event handlers, styles, forms and frames are removed.
 * - 'text': plain text markup only (paragraphs, lists, emphasis, tables, links, h3 and h4), for HTML shown inside a
 *   card that has its own heading: no images, and no heading levels above the card's.
 * In both, javascript: links are removed, and a link that opens another window (any target but _self, _parent and
 * _top) opens a new tab with rel="noopener noreferrer", so it never gets hold of the portal's window.
 *
 * Under the portal's Content Security Policy (`require-trusted-types-for 'script'`, deploy/nginx/) an HTML sink
 * takes only TrustedHTML, and only this module can make it: `sanitizedMarkup` returns DOMPurify's output as
 * TrustedHTML from the `portal-html` policy, which never leaves this module.
 */
export type HtmlProfile = 'content' | 'text';

const CONTENT_FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];

const TEXT_TAGS = [
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
const TEXT_ATTRIBUTES = ['href', 'target', 'rel', 'title', 'datetime', 'scope', 'colspan', 'rowspan'];

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

/** The portal's own DOMPurify instance, so its hook does not reach other uses of DOMPurify. */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function portalPurifier(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', secureTargets);
  }
  return purifier;
}

interface SanitizerPolicyOptions {
  createHTML: (input: string) => string;
  createScriptURL: (input: string) => string;
}

/** The `portal-html` policy (undefined until first use; null in a browser without Trusted Types). */
let htmlPolicy: PortalPolicy<SanitizerPolicyOptions> | null | undefined;

function sanitizerPolicy(): PortalPolicy<SanitizerPolicyOptions> | null {
  if (htmlPolicy === undefined) {
    htmlPolicy = createTrustedTypesPolicy(TRUSTED_TYPES_POLICIES.html, {
      // Used for two things only: DOMPurify's parse of the raw input into an inert document, and the sanitised
      // result below. The policy object never leaves this module, so nothing else can make TrustedHTML with it.
      createHTML: (input: string) => input,
      // DOMPurify asks for one only for script addresses (<script src>), on elements no profile here allows.
      createScriptURL: (): string => {
        throw new TypeError('The HTML sanitiser allows no script addresses.');
      },
    });
  }
  return htmlPolicy;
}

/** The sanitised markup of `html` under `profile` (empty text for none). */
export function sanitizeHtml(html: string | null | undefined, profile: HtmlProfile = 'content'): string {
  if (!html) return '';
  const options: Config =
    profile === 'text'
      ? { ALLOWED_TAGS: TEXT_TAGS, ALLOWED_ATTR: TEXT_ATTRIBUTES }
      : { USE_PROFILES: { html: true }, FORBID_TAGS: CONTENT_FORBIDDEN_TAGS, FORBID_ATTR: ['style'], ADD_ATTR: ['target'] };
  // DOMPurify parses with our policy; given none (null) it would try to create a policy of its own, named
  // 'dompurify', which the Content Security Policy does not allow. It needs only createHTML and createScriptURL.
  const policy = sanitizerPolicy() as Config['TRUSTED_TYPES_POLICY'];
  return portalPurifier()
    .sanitize(html, { ...options, TRUSTED_TYPES_POLICY: policy ?? null, RETURN_TRUSTED_TYPE: false })
    .trim();
}

/**
 * The sanitised markup of `html` for an HTML sink (SafeHtml's dangerouslySetInnerHTML): TrustedHTML from the
 * `portal-html` policy where the browser has Trusted Types, else the same markup as text. Its text is empty when
 * nothing is left (`String(markup) === ''`).
 */
export function sanitizedMarkup(html: string | null | undefined, profile: HtmlProfile = 'content'): TrustedHTML | string {
  const clean = sanitizeHtml(html, profile);
  const policy = sanitizerPolicy();
  return policy && clean !== '' ? policy.createHTML(clean) : clean;
}
