import { useMemo } from 'react';

import { type HtmlProfile, sanitizeHtml } from '../../lib/sanitize-html';

import './safe-html.css';

export interface SafeHtmlProps {
  readonly html: string | null | undefined;
  /** 'text' for HTML inside a card with its own heading (see sanitizeHtml). */
  readonly profile?: HtmlProfile;
  readonly className?: string;
}

/** Server HTML, sanitised, in a <div>. Renders nothing when there is no content left. */
export function SafeHtml({ html, profile = 'content', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  if (clean === '') return null;
  return <div className={['safe-html', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
