import { Link } from 'react-router-dom';

import { useBrand } from '../../config/use-brand';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useSession } from '../../shared/session/session-context';

import { ERROR_TIPS, errorCodeLine, errorPageLinks, errorVariantFor } from './error-variants';

/**
 * The error page's content for one status: title, 'Error code: {n} {text}', the tips where the variant has
 * them, and the links that fit the member's state (errorPageLinks).
 */
export function ErrorStatusContent({ status }: { status: number }) {
  const variant = errorVariantFor(status);
  const brand = useBrand();
  const { partnerDashboardUrl } = useRuntimeConfig();
  const { sessionToken } = useSession();
  const signedIn = sessionToken !== null;
  const links = errorPageLinks({
    status,
    signedIn,
    partner401:
      brand.errorPage401Links === 'partner' ? { partnerDashboardUrl, customerService: brand.contact } : null,
  });

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
          {links.map((link) => (
            <li key={link.label}>{'to' in link ? <Link to={link.to}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}</li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
