import { useMemo } from 'react';

import { type HtmlProfile, sanitizedMarkup } from '../../lib/sanitize-html';

import './safe-html.css';

export interface SafeHtmlProps {
  readonly html: string | null | undefined;
  /** 'text' for HTML inside a card with its own heading (see sanitizeHtml). */
  readonly profile?: HtmlProfile;
  readonly className?: string;
}

/**
 * Server HTML, sanitised, in a <div>. Renders nothing when there is no content left. The markup reaches the page as
 * TrustedHTML from the sanitiser's policy, which React hands to innerHTML as it is; memoised, so React sees the same
 * object and does not write it again on every render.
 */
export function SafeHtml({ html, profile = 'content', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizedMarkup(html, profile), [html, profile]);
  if (String(clean) === '') return null;
  return <div className={['safe-html', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
