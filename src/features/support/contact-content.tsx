import { Trans, useLingui } from '@lingui/react/macro';

import { useGetDomainHolidayCalendar } from '../../../generated/gateway/messages/messages';
import type { BrandConfig } from '../../config/brands';
import { type ContactLine, contactDirectory } from '../../config/contacts';
import { TTY_NUMBER } from '../../shared/lib/phone';
import { PhoneLink, SafeHtml } from '../../shared/ui';

/** The lines of the brand's contact variant, each a card with its numbers, e-mail addresses and hours. */
export function ContactLines({ brand }: { brand: BrandConfig }) {
  const directory = contactDirectory(brand);
  return (
    <>
      <ul className="card-grid support-lines">
        {directory.lines.map((line) => (
          <li key={line.id} className="support-lines__item">
            <LineCard line={line} />
          </li>
        ))}
      </ul>
      <p className="support__tty">
        <span className="support__tty-label">
          <Trans>Deaf, hard of hearing or speech-disabled?</Trans>{' '}
        </span>
        <TtyText />
      </p>
    </>
  );
}

/** 'TTY, dial 711.' (product section 2), the relay number a link that dials it. */
export function TtyText() {
  return (
    <span className="support__tty-text">
      <Trans>
        TTY, dial <PhoneLink number={TTY_NUMBER} />.
      </Trans>
    </span>
  );
}

function LineCard({ line }: { line: ContactLine }) {
  const { t } = useLingui();
  const headingId = `contact-line-${line.id}`;
  // A second number or address of a line is qualified by its label (a state): 'Texas phone', 'Alaska email'.
  const phoneTerm = (label: string | undefined) => (label ? t`${label} phone` : t`Phone`);
  const emailTerm = (label: string) => (label === t`Email` ? t`Email` : t`${label} email`);
  return (
    <section className="card support-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="support-card__title">
        {line.name}
      </h2>
      <p className="support-card__purpose">{line.purpose}</p>
      <dl className="support-card__details">
        {line.phones.map((phone) => (
          <div key={phone.number}>
            <dt>{phoneTerm(phone.label)}</dt>
            <dd>
              <PhoneLink className="support-card__phone" number={phone.number} />
            </dd>
          </div>
        ))}
        {line.emails.map((email) => (
          <div key={email.address}>
            <dt>{emailTerm(email.label)}</dt>
            <dd>
              <a href={`mailto:${email.address}`}>{email.address}</a>
            </dd>
          </div>
        ))}
        <div>
          <dt>{t`Hours`}</dt>
          <dd>
            {line.hours.map((period) => (
              <span key={period} className="support-card__hours">
                {period}
              </span>
            ))}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The Holidays panel: the brand's holiday calendar (GET /message/calendar/domain/{domainId}, the HTML at
 * data.item.content.value), sanitised. Every brand's contact page has it, signed in and signed out (product
 * section 2; brand 5's missing holiday shortcuts of section 9 are the dashboard's): the call takes a bearer token
 * when there is a session and needs none otherwise (decision 005).
 * Nothing shows while it loads or when the calendar is empty.
 */
export function HolidaysPanel({ brand }: { brand: BrandConfig }) {
  const calendar = useGetDomainHolidayCalendar(brand.domainId);
  const html = calendar.data?.data?.item?.content?.value;

  if (!html?.trim()) return null;
  return (
    <section className="card support-card support-holidays" aria-labelledby="contact-holidays">
      <h2 id="contact-holidays" className="support-card__title">
        <Trans>Holidays</Trans>
      </h2>
      <SafeHtml html={html} profile="text" className="support-holidays__content" />
    </section>
  );
}
