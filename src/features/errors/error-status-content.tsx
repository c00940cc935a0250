import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { useBrand } from '../../config/use-brand';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useTextOf } from '../../shared/i18n/text';
import { useSession } from '../../shared/session/session-context';

import { ERROR_TIPS, errorCodeLine, errorPageLinks, errorVariantFor } from './error-variants';

/**
 * The error page's content for one status: title, 'Error code: {n} {text}', the tips where the variant has
 * them, and the links that fit the member's state (errorPageLinks).
 */
export function ErrorStatusContent({ status }: { status: number }) {
  const { t, i18n } = useLingui();
  const textOf = useTextOf();
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
      <h1 id="error-page-title">{i18n._(variant.title)}</h1>
      <p className="error-page__code">{errorCodeLine(status)}</p>
      <p>{i18n._(variant.lead)}</p>
      {variant.tips && (
        <>
          <h2>{t`Things to try`}</h2>
          <ul className="error-page__tips">
            {ERROR_TIPS.map((tip) => (
              <li key={tip.id}>{i18n._(tip)}</li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label={t`Where to go next`}>
        <ul className="error-page__links">
          {links.map((link) => (
            <li key={'to' in link ? link.to : link.href}>
              {'to' in link ? <Link to={link.to}>{textOf(link.label)}</Link> : <a href={link.href}>{textOf(link.label)}</a>}
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
