import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { useGetContentPrograms } from '../../../generated/gateway/programs/programs';
import type { ContentProgram } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { useBrand } from '../../config/use-brand';
import { useAccountState } from '../../shared/account/use-account-state';
import { PROGRAM_IDS } from '../../domain';
import { AlertBanner, ExternalLink, PhoneLink } from '../../shared/ui';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { BenefitsLayout, BenefitsSection } from './benefits-frame';
import { isDownloadableUrl, resourceDownloadPath } from '../../domain/benefits/documents';
import { travelDentistSearch } from '../../domain/benefits/travel-dental';
import '../../shared/ui/button/button.css';

/** What an itemized receipt from a dentist abroad must show. */
export const RECEIPT_DETAILS = [
  msg`the dentist’s name, address and country`,
  msg`the member’s name and date of birth`,
  msg`the services you had`,
  msg`the tooth numbers and surfaces treated`,
  msg`the charge for each service and the currency you paid in`,
] as const;

/** The travel dental program and its claim form, from GET /programs/sitecore (the form is one of its resources). */
function travelDental(programs: readonly ContentProgram[] | undefined) {
  const program = programs?.find((candidate) => candidate.id === PROGRAM_IDS.travelDental && !candidate.resource);
  const form = programs?.find(
    (candidate) => candidate.resource && program?.childResourceIds?.includes(candidate.id) && isDownloadableUrl(candidate.url),
  );
  return { program, form };
}

function TravelDentalContent({ parentGroupId, programs }: { parentGroupId: string | null | undefined; programs: readonly ContentProgram[] }) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const { program, form } = travelDental(programs);
  const programPhone = program?.details?.phoneNumber?.trim();
  const phone = programPhone || brand.contact.customerServicePhone;
  const search = travelDentistSearch(parentGroupId);
  const formName = form?.name;

  return (
    <>
      <BenefitsSection title={t`Call any time, from anywhere`}>
        <p>
          {programPhone
            ? t`Our international line is open 24 hours a day, 7 days a week. Call it from any country for help finding a dentist or with a dental emergency while you travel.`
            : t`Call customer service for help finding a dentist or with a dental emergency while you travel.`}
        </p>
        <p className="benefits-phone">
          <PhoneLink className="benefits-link" number={phone} />
        </p>
      </BenefitsSection>

      <BenefitsSection title={t`How to submit a claim abroad`}>
        <p>{t`Dentists outside the country usually ask you to pay at the visit. To be paid back:`}</p>
        <ol className="benefits-steps">
          <li>{t`Pay the dentist for your care.`}</li>
          <li>
            {t`Ask for an itemized receipt. It must show:`}
            <ul className="benefits-notes">
              {RECEIPT_DETAILS.map((detail) => (
                <li key={detail.id}>{i18n._(detail)}</li>
              ))}
            </ul>
          </li>
          <li>
            {form ? (
              <Trans>
                Send us the receipt with a claim (
                <Link className="benefits-link" to={resourceDownloadPath(form.url!, form.name)}>
                  {formName}
                </Link>
                ).
              </Trans>
            ) : (
              t`Send us the receipt with a claim.`
            )}
          </li>
        </ol>
      </BenefitsSection>

      <BenefitsSection title={t`Out-of-state travel help`}>
        <p>
          {t`Away from home in another state? Our travel assistance provider can find you a dentist nearby and help you make an appointment. Call ${phone} and ask for travel assistance.`}
        </p>
      </BenefitsSection>

      <AlertBanner
        type="info"
        title={t`Out-of-network limits apply`}
        content={t`A dentist outside your plan’s network is paid at your out-of-network benefit level, and your out-of-network limits and maximums apply. You may pay more than in network.`}
      />

      <BenefitsSection title={t`Find a dentist in your network`}>
        <p className="benefits-hint">{i18n._(search.description)}</p>
        <p>
          <ExternalLink href={search.href} className="button button--primary">
            {t`Find in-network dentist`}
          </ExternalLink>
        </p>
      </BenefitsSection>
    </>
  );
}

/**
 * /passport-dental, the travel dental page: the international call-anytime number (the travel dental program's
 * phone number), how to claim for care abroad, help when travelling in another state, the out-of-network note,
 * 'Find in-network dentist' (the plan's external dentist directory, opened in a new tab; the Medicare plan's
 * directory for parent group 100000075) and a way back to Find a dentist.
 */
export function TravelDentalPage() {
  const { t } = useLingui();
  const account = useAccountState();
  const programs = useGetContentPrograms();
  return (
    <BenefitsLayout title={t`Dental care while travelling`} piece="benefits.travel-dental" backLink={{ to: routePaths.findADentist, label: t`Back to Find a dentist` }}>
      <Loaded queries={[account, programs]} loading={t`Loading`}>
        {(state, list) => <TravelDentalContent parentGroupId={state.account.parentGroupId} programs={list} />}
      </Loaded>
    </BenefitsLayout>
  );
}
