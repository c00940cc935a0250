import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import { useBrand } from '../../config/use-brand';
import { useSession } from '../../shared/session/session-context';

import { ContactLines, HolidaysPanel } from './contact-content';

import '../../shared/ui/card/card.css';
import '../../shared/ui/card-grid/card-grid.css';
import './support.css';

/**
 * /support/customer-service (signed in): the brand's contact page (product section 2, 'Contact us (two variants)')
 * with the Holidays panel, and the way to a secure message in the Help center.
 */
export function CustomerServicePage() {
  const brand = useBrand();
  return (
    <div className="support">
      <h1 className="support__title">
        <Trans>Customer service</Trans>
      </h1>
      <p className="support__intro">
        <Trans>We&apos;re here to help. Call the line that fits your question, or write to us.</Trans>
      </p>
      <ContactLines brand={brand} />
      <HolidaysPanel brand={brand} />
      <section className="card support-card" aria-labelledby="contact-write">
        <h2 id="contact-write" className="support-card__title">
          <Trans>Prefer to write?</Trans>
        </h2>
        <p className="support-card__purpose">
          <Trans>Send us a secure message from the Help center. We&apos;ll answer by email.</Trans>
        </p>
        <Link to={routePaths.support}>
          <Trans>Send a secure message</Trans>
        </Link>
      </section>
    </div>
  );
}

/**
 * /contact-us: the brand's contact page with the Holidays panel, and the way back that fits the visitor: 'Back to
 * login' signed out (product section 2), 'Back to home' for a member who is signed in.
 */
export function ContactUsPage() {
  const { t } = useLingui();
  const brand = useBrand();
  const brandName = brand.name;
  const { sessionToken } = useSession();
  const back = sessionToken
    ? { to: routePaths.home, label: t`Back to home` }
    : { to: routePaths.login, label: t`Back to login` };
  return (
    <div className="support">
      <p className="support__back">
        <Link to={back.to}>
          <span aria-hidden="true">‹ </span>
          {back.label}
        </Link>
      </p>
      <h1 className="support__title">{t`Contact us`}</h1>
      <p className="support__intro">
        {t`We're here to help with your ${brandName} coverage. Call the line that fits your question, or email us.`}
      </p>
      <ContactLines brand={brand} />
      <HolidaysPanel brand={brand} />
    </div>
  );
}

export { AccessibilityPage } from './accessibility-page';
