import { Link } from 'react-router-dom';

import { useGetContentPrograms } from '../../../generated/gateway/programs/programs';
import type { ContentProgram } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { useBrand } from '../../config/use-brand';
import { accountStateAnswer, useAccountState } from '../../shared/account/use-account-state';
import { PROGRAM_IDS } from '../../shared/domain';
import { AlertBanner, ExternalLink, PhoneLink } from '../../shared/ui';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { BenefitsLayout, BenefitsSection } from './benefits-frame';
import { isDownloadableUrl, resourceDownloadPath } from './rules/documents';
import { travelDentistSearch } from './rules/travel-dental';

export const TRAVEL_DENTAL_TITLE = 'Dental care while travelling';

/** What an itemized receipt from a dentist abroad must show. */
export const RECEIPT_DETAILS = [
  'the dentist’s name, address and country',
  'the member’s name and date of birth',
  'the services you had',
  'the tooth numbers and surfaces treated',
  'the charge for each service and the currency you paid in',
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
  const brand = useBrand();
  const { program, form } = travelDental(programs);
  const programPhone = program?.details?.phoneNumber?.trim();
  const phone = programPhone || brand.contact.customerServicePhone;
  const search = travelDentistSearch(parentGroupId);

  return (
    <>
      <BenefitsSection title="Call any time, from anywhere">
        <p>
          {programPhone
            ? 'Our international line is open 24 hours a day, 7 days a week. Call it from any country for help finding a dentist or with a dental emergency while you travel.'
            : 'Call customer service for help finding a dentist or with a dental emergency while you travel.'}
        </p>
        <p className="benefits-phone">
          <PhoneLink className="benefits-link" number={phone} />
        </p>
      </BenefitsSection>

      <BenefitsSection title="How to submit a claim abroad">
        <p>Dentists outside the country usually ask you to pay at the visit. To be paid back:</p>
        <ol className="benefits-steps">
          <li>Pay the dentist for your care.</li>
          <li>
            Ask for an itemized receipt. It must show:
            <ul className="benefits-notes">
              {RECEIPT_DETAILS.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </li>
          <li>
            Send us the receipt with a claim
            {form ? (
              <>
                {' '}
                (
                <Link className="benefits-link" to={resourceDownloadPath(form.url!, form.name)}>
                  {form.name}
                </Link>
                ).
              </>
            ) : (
              '.'
            )}
          </li>
        </ol>
      </BenefitsSection>

      <BenefitsSection title="Out-of-state travel help">
        <p>
          Away from home in another state? Our travel assistance provider can find you a dentist nearby and help you make an
          appointment. Call {phone} and ask for travel assistance.
        </p>
      </BenefitsSection>

      <AlertBanner
        type="info"
        title="Out-of-network limits apply"
        content="A dentist outside your plan’s network is paid at your out-of-network benefit level, and your out-of-network limits and maximums apply. You may pay more than in network."
      />

      <BenefitsSection title="Find a dentist in your network">
        <p className="benefits-hint">{search.description}</p>
        <p>
          <ExternalLink href={search.href} className="benefits-button">
            Find in-network dentist
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
  const account = useAccountState();
  const programs = useGetContentPrograms();
  return (
    <BenefitsLayout title={TRAVEL_DENTAL_TITLE} backLink={{ to: routePaths.findADentist, label: 'Back to Find a dentist' }}>
      <Loaded answers={[accountStateAnswer(account), programs]} loading="Loading">
        {(state, list) => <TravelDentalContent parentGroupId={state.account.parentGroupId} programs={list} />}
      </Loaded>
    </BenefitsLayout>
  );
}
