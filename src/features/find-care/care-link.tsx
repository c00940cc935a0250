import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { ExternalLink } from '../../shared/ui';

import type { CareLink } from './care-resources';

export interface LinkProps {
  readonly className?: string;
  /** An accessible name that says more than the visible text (which it starts with). */
  readonly label?: string;
  readonly children: ReactNode;
}

/** A program or resource address: a router link for the portal's own pages, an external link otherwise. */
export function CareLinkAnchor({ link, className, label, children }: LinkProps & { link: CareLink }) {
  if (link.external) {
    return (
      <ExternalLink href={link.url} className={className} label={label} showArrow>
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
