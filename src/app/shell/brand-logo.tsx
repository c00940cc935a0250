import { Link } from 'react-router-dom';

import { useBrand } from '../../config/use-brand';

import './brand-logo.css';

export interface BrandLogoProps {
  /** Where the logo leads: the dashboard when signed in, the login page when signed out. */
  readonly to: string;
  /** The link's name, e.g. 'Cascade Health Plan home'. */
  readonly label: string;
}

/** The brand's wordmark (public/brands/), as a link. */
export function BrandLogo({ to, label }: BrandLogoProps) {
  const { look } = useBrand();
  return (
    <Link to={to} className="brand-logo" aria-label={label}>
      <img className="brand-logo__image" src={look.logoSrc} width={look.logoWidth} height={look.logoHeight} alt="" />
    </Link>
  );
}
