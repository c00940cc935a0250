import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, useContext } from 'react';

import { MAIN_CONTENT_ID, MainRefContext } from './page-main';

import './skip-link.css';

/**
 * 'Skip to main content', the first focusable element of every page: hidden until focused, it moves focus to
 * the page's <main> (without adding a fragment to the address, which the router would treat as navigation).
 */
export function SkipLink() {
  const { t } = useLingui();
  const mainRef = useContext(MainRefContext);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainRef?.current;
    if (!main) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    // Not every environment lays out pages (jsdom has no scrollIntoView).
    if (typeof main.scrollIntoView === 'function') main.scrollIntoView({ block: 'start' });
  };

  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t`Skip to main content`}
    </a>
  );
}
