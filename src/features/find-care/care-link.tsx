import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { VisuallyHidden } from '../../shared/ui';

import type { CareLink } from './care-resources';

const NEW_TAB = '(opens in a new tab)';

export interface LinkProps {
  readonly className?: string;
  /** An accessible name that says more than the visible text (which it starts with). */
  readonly label?: string;
  readonly children: ReactNode;
}

/** An address outside the portal: opens in a new tab, and says so. */
export function ExternalLink({ href, className, label, children }: LinkProps & { href: string }) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${NEW_TAB}` : undefined}
    >
      {children}
      {!label && <VisuallyHidden>{` ${NEW_TAB}`}</VisuallyHidden>}
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

/** A program or resource address: a router link for the portal's own pages, an external link otherwise. */
export function CareLinkAnchor({ link, className, label, children }: LinkProps & { link: CareLink }) {
  if (link.external) {
    return (
      <ExternalLink href={link.url} className={className} label={label}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link to={link.url} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
