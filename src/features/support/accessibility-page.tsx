import { Trans, useLingui } from '@lingui/react/macro';

import { useBrand } from '../../config/use-brand';
import { PhoneLink } from '../../shared/ui';

import { TtyText } from './contact-content';

import '../../shared/ui/card/card.css';
import './support.css';

/**
 * /accessibility, for visitors and members alike: the standard the portal meets (WCAG 2.2 AA), what it cannot
 * promise (content and documents it shows as the gateway sends them, other companies' sites and chat), and how
 * to report a barrier: the brand's own customer service contacts (brand.contact), the ones its footer shows.
 * docs/decisions/017-accessibility-statement.md
 */
export function AccessibilityPage() {
  const { t } = useLingui();
  const brand = useBrand();
  const brandName = brand.name;
  const { customerServicePhone: phone, customerServiceEmail: email } = brand.contact;
  return (
    <div className="support">
      <h1 className="support__title">{t`Accessibility`}</h1>
      <p className="support__intro">
        {t`${brandName} wants every member to be able to use this site, whatever device, browser or assistive technology they use.`}
      </p>

      <section className="card support-card" aria-labelledby="accessibility-standard">
        <h2 id="accessibility-standard" className="support-card__title">
          <Trans>The standard we meet</Trans>
        </h2>
        <p>
          <Trans>This site meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Before every release we test
          every page in a web browser:</Trans>
        </p>
        <ul>
          <li><Trans>with automated accessibility checks, at phone and desktop sizes;</Trans></li>
          <li><Trans>at 320 pixels wide, the same as 400% zoom on a desktop screen, where pages fit without scrolling sideways;</Trans></li>
          <li><Trans>for buttons and links of at least 24 by 24 pixels, or with room around them.</Trans></li>
        </ul>
        <p><Trans>Signing in, the menus and the links of the dashboard are also tested with a keyboard alone.</Trans></p>
      </section>

      <section className="card support-card" aria-labelledby="accessibility-limits">
        <h2 id="accessibility-limits" className="support-card__title">
          <Trans>Known limits</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Some texts come from our plan systems already written as web content: the holiday calendar on the contact
            pages, program descriptions, and some benefit descriptions and notes. We show them as they are sent and
            cannot check their headings, links and colors the way we check our own pages.</Trans>
          </li>
          <li>
            <Trans>Documents such as explanations of benefits (EOBs), ID cards, member handbooks and forms are PDF files from
            our document systems. Some of them may not be tagged for screen readers.</Trans>
          </li>
          <li>
            <Trans>Wide tables scroll sideways inside their own box on small screens. The box shows a shadow at the side that
            has more, and you can scroll it with the arrow keys once it has the focus.</Trans>
          </li>
          <li>
            <Trans>The chat window and the websites we link to, such as our pharmacy benefit manager&apos;s, are run by other
            companies, and their accessibility is theirs.</Trans>
          </li>
        </ul>
      </section>

      <section className="card support-card" aria-labelledby="accessibility-report">
        <h2 id="accessibility-report" className="support-card__title">
          <Trans>Report a barrier</Trans>
        </h2>
        <p>
          <Trans>If part of this site is hard or impossible for you to use, or you need a document in another format, tell
          us. Say which page, what you were trying to do, and which device, browser or assistive technology you use.</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Call {brandName} customer service: <PhoneLink number={phone} />
            </Trans>
          </li>
          <li>
            <TtyText />
          </li>
          <li>
            <Trans>
              Email: <a href={`mailto:${email}`}>{email}</a>
            </Trans>
          </li>
        </ul>
      </section>
    </div>
  );
}
