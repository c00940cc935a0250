import { Link } from 'react-router-dom';

import type { BrandConfig } from '../../config/brands';
import { useFirstPaint } from '../../config/first-paint';

import './brand-logo.css';

export interface BrandLogoProps {
  /** Where the logo leads: the dashboard when signed in, the login page when signed out. */
  readonly to: string;
  readonly brand: Pick<BrandConfig, 'name' | 'look'>;
}

/** The brand's wordmark (public/brands/), as a link named '{brand} home'. */
export function BrandLogo({ to, brand: { name, look } }: BrandLogoProps) {
  // In the first paint, which holds every brand's logo, only the one shown is fetched.
  const firstPaint = useFirstPaint();
  return (
    <Link to={to} className="brand-logo" aria-label={`${name} home`}>
      <img
        className="brand-logo__image"
        src={look.logoSrc}
        width={look.logoWidth}
        height={look.logoHeight}
        alt=""
        loading={firstPaint ? 'lazy' : undefined}
      />
    </Link>
  );
}
