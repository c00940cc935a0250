import { Link } from 'react-router-dom';

import { useBrand } from '../../config/use-brand';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useSession } from '../../shared/session/session-context';

import { ERROR_TIPS, errorCodeLine, errorVariantFor } from './error-variants';

/**
 * The error page's content for one status: title, 'Error code: {n} {text}', the tips where the variant has
 * them, and the links for a signed-in or signed-out member (brand 5's 401 page has its own links).
 */
export function ErrorStatusContent({ status }: { status: number }) {
  const variant = errorVariantFor(status);
  const brand = useBrand();
  const { partnerDashboardUrl } = useRuntimeConfig();
  const { sessionToken } = useSession();
  const signedIn = sessionToken !== null;
  const partnerLinks = status === 401 && brand.errorPage401Links === 'partner';

  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <h1 id="error-page-title">{variant.title}</h1>
      <p className="error-page__code">{errorCodeLine(status)}</p>
      <p>{variant.lead}</p>
      {variant.tips && (
        <>
          <h2>Things to try</h2>
          <ul className="error-page__tips">
            {ERROR_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label="Where to go next">
        <ul className="error-page__links">
          {partnerLinks ? (
            <>
              <li>
                <a href={partnerDashboardUrl}>Return to the partner dashboard</a>
              </li>
              <li>
                <Link to="/login">Log in again</Link>
              </li>
              <li>
                <a href={`tel:${brand.contact.customerServicePhone}`}>
                  Contact customer service at {brand.contact.customerServicePhone}
                </a>
              </li>
            </>
          ) : signedIn ? (
            <>
              <li>
                <Link to="/home">Home</Link>
              </li>
              <li>
                <Link to="/support/customer-service">Customer service</Link>
              </li>
            </>
          ) : (
            <li>
              <Link to="/contact-us">Customer service</Link>
            </li>
          )}
        </ul>
      </nav>
    </section>
  );
}
