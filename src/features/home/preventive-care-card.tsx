import { Trans, useLingui } from '@lingui/react/macro';

import { useBrand } from '../../config/use-brand';
import { firstText, formatDate } from '../../shared/lib/format';
import { PhoneLink } from '../../shared/ui';

import { PREVENTIVE_CARE_PLAN_YEAR } from '../../domain/programs/preventive-care';
import './preventive-care-card.css';

export interface PreventiveCareCardProps {
  /** The plan's group name; the text names the plan year alone without it. */
  readonly groupName?: string;
  /** The member's due date, or null when the gateway does not know it. */
  readonly dueDate: Date | null;
}

/** The city-employer plan's preventive care initiative: the due date, or whom to ask when it is not known. */
export function PreventiveCareCard({ groupName, dueDate }: PreventiveCareCardProps) {
  const { t } = useLingui();
  const { contact } = useBrand();
  const group = firstText(groupName);
  const planYear = PREVENTIVE_CARE_PLAN_YEAR;
  const dueOn = dueDate ? formatDate(dueDate) : null;
  const phone = contact.customerServicePhone;
  const email = contact.customerServiceEmail;
  return (
    <section className="preventive-care-card" aria-labelledby="preventive-care-title">
      <h2 id="preventive-care-title" className="preventive-care-card__title">
        <Trans>Preventive care initiative</Trans>
      </h2>
      <p className="preventive-care-card__text">
        {group
          ? t`The ${group} ${planYear} plan year includes a preventive care initiative: complete a preventive care visit with your primary care provider by your due date.`
          : t`Your ${planYear} plan year includes a preventive care initiative: complete a preventive care visit with your primary care provider by your due date.`}
      </p>
      {dueOn ? (
        <p className="preventive-care-card__due">
          <Trans>
            Your preventive care visit is due by <strong>{dueOn}</strong>.
          </Trans>
        </p>
      ) : (
        <p className="preventive-care-card__due">
          <Trans>
            Your preventive care due date: information currently unavailable. For help, call{' '}
            <PhoneLink className="home__link" number={phone} /> or email{' '}
            <a className="home__link" href={`mailto:${email}`}>
              {email}
            </a>
            .
          </Trans>
        </p>
      )}
    </section>
  );
}
