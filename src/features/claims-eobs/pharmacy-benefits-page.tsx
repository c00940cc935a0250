import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { useGetPharmacyBenefits } from '../../../generated/gateway/benefits/benefits';
import { useGetContentPrograms } from '../../../generated/gateway/programs/programs';
import type { ContentProgram, Member, PharmacySummary } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import type { AccountState } from '../../shared/account/use-account-state';
import { WithAccountState } from '../../shared/account/with-account-state';
import { useToday } from '../../shared/lib/clock';
import { AreaFrame, AreaSection } from '../../shared/ui/area-frame/area-frame';
import { Loaded } from '../../shared/ui/area-frame/loaded';
import { hasPharmacyBenefitManager, PROGRAM_IDS } from '../../domain';
import { formatDate } from '../../shared/lib/format';
import { formatPhone } from '../../shared/lib/phone';
import { AlertBanner, ExternalLink, PhoneLink, VisuallyHidden } from '../../shared/ui';
import { DrugTierTable } from '../../shared/ui/drug-tier-table/drug-tier-table';


import { pharmacyCoverage } from '../../domain/claims-eobs/pharmacy-coverage';

import './pharmacy-benefits-page.css';

export const PHARMACY_BENEFITS_TITLE = msg`Pharmacy benefits`;

/** What members do with their pharmacy benefit manager. */
export const PHARMACY_TASKS = [
  {
    id: 'pharmacy',
    title: msg`Find a pharmacy`,
    text: msg`Find in-network pharmacies near you, including those open late or on weekends. You pay less at pharmacies in the network.`,
  },
  {
    id: 'mail-order',
    title: msg`Mail order`,
    text: msg`Have the medicines you take every day delivered to your home, with up to a 90-day supply and free standard shipping.`,
  },
  {
    id: 'prices',
    title: msg`Drug prices`,
    text: msg`Check what a medicine costs under your plan before you fill it, and look for lower-cost options such as generics.`,
  },
] as const;

/** An http(s) address the portal may link to, or null. */
function externalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function ManagerSection({ program }: { program: ContentProgram }) {
  const { t } = useLingui();
  const details = program.details;
  const name = details?.title ?? program.name;
  const phone = details?.phoneNumber?.trim();
  return (
    <AreaSection className="pbm-section pbm-manager" titleClassName="pbm-section__heading" title={name}>
      {details?.shortDescription && <p className="pbm-manager__summary">{details.shortDescription}</p>}
      <p>
        <Trans>
          Your pharmacy benefit manager runs your prescription coverage for the plan: the list of covered drugs, the
          pharmacy network and mail order.
        </Trans>
      </p>
      {phone && (
        <p className="pbm-manager__phone">
          <span className="pbm-manager__label">{t`Phone`}</span>
          <PhoneLink number={phone}>
            <VisuallyHidden>{t`Call ${name} at`}</VisuallyHidden> {formatPhone(phone)}
          </PhoneLink>
        </p>
      )}
    </AreaSection>
  );
}

function TasksSection({ name, website }: { name: string; website: string | null }) {
  const { t, i18n } = useLingui();
  return (
    <AreaSection className="pbm-section" titleClassName="pbm-section__heading" title={t`What you can do there`}>
      <ul className="pbm-tasks">
        {PHARMACY_TASKS.map((task) => (
          <li key={task.id} className="pbm-task">
            <h3 className="pbm-task__title">{i18n._(task.title)}</h3>
            <p className="pbm-task__text">{i18n._(task.text)}</p>
          </li>
        ))}
      </ul>
      {website ? (
        <p className="pbm-tasks__cta">
          <ExternalLink className="pbm-button" href={website} showArrow>
            {t`Go to the ${name} website`}
          </ExternalLink>
        </p>
      ) : (
        <p>
          <Trans>Call your pharmacy benefit manager to do any of these.</Trans>
        </p>
      )}
    </AreaSection>
  );
}

function PharmacySummarySection({ member }: { member: Member }) {
  const { t } = useLingui();
  const summary = useGetPharmacyBenefits({ suffix: member.memberSuffix });
  return (
    <Loaded queries={[summary]} loading={t`Loading your pharmacy coverage`}>
      {(answer) => <PharmacySummaryFacts summary={answer} />}
    </Loaded>
  );
}

function PharmacySummaryFacts({ summary }: { summary: PharmacySummary }) {
  const { t } = useLingui();
  const { planName, pharmacyBenefitManager, drugTiers, notes = [] } = summary;
  return (
    <>
      {(planName || pharmacyBenefitManager) && (
        <dl className="facts pbm-summary__facts">
          {planName && (
            <div>
              <dt>{t`Plan`}</dt>
              <dd>{planName}</dd>
            </div>
          )}
          {pharmacyBenefitManager && (
            <div>
              <dt>{t`Pharmacy benefit manager`}</dt>
              <dd>{pharmacyBenefitManager}</dd>
            </div>
          )}
        </dl>
      )}
      {drugTiers.length > 0 && (
        <DrugTierTable
          tiers={drugTiers}
          className="pbm-summary__table"
          caption={t`What you pay for a prescription, by drug tier`}
          captionClassName="pbm-summary__caption"
        />
      )}
      {notes.length > 0 && (
        <ul className="pbm-summary__notes">
          {[...new Set(notes)].map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function CoverageSection({ member }: { member: Member }) {
  const { t } = useLingui();
  const now = useToday();
  const coverage = pharmacyCoverage(member, now);
  const start = coverage.kind === 'future' ? formatDate(coverage.startDate) : '';
  return (
    <AreaSection className="pbm-section" titleClassName="pbm-section__heading" title={t`Your pharmacy coverage`}>
      {coverage.kind === 'active' && <PharmacySummarySection member={member} />}
      {coverage.kind === 'future' && (
        <p>{t`Your pharmacy coverage starts on ${start}. Your costs for prescriptions show here from then on.`}</p>
      )}
      {coverage.kind === 'none' && (
        <p>
          <Trans>
            You don&apos;t have pharmacy coverage through this plan right now, so there is no prescription cost summary
            to show. <Link to={routePaths.customerService}>Contact customer service</Link> if you think this is wrong.
          </Trans>
        </p>
      )}
    </AreaSection>
  );
}

function PharmacyBenefitsContent({ state }: { state: AccountState }) {
  const { t, i18n } = useLingui();
  const programs = useGetContentPrograms();
  const title = i18n._(PHARMACY_BENEFITS_TITLE);
  if (!programs.data) return <AreaFrame title={title} piece="pharmacy-benefits" loading={!programs.error && t`Loading your pharmacy benefit manager`} />;
  const program = hasPharmacyBenefitManager(programs.data)
    ? programs.data.find((candidate) => candidate.id === PROGRAM_IDS.pharmacyBenefitManager)
    : undefined;
  if (!program) {
    return (
      <AreaFrame title={title} piece="pharmacy-benefits">
        <AlertBanner
          type="info"
          title={t`Your plan doesn't include a pharmacy benefit manager program`}
          content={t`Your prescription benefits, if your plan has them, are described with your other benefits.`}
          links={[state.termed ? { label: t`Go to Home`, target: routePaths.home } : { label: t`Go to Benefits`, target: routePaths.benefits }]}
        />
      </AreaFrame>
    );
  }
  const website = externalUrl(program.url);
  return (
    <AreaFrame
      title={title}
      piece="pharmacy-benefits"
      intro={
        <p>
          <Trans>Fill prescriptions, order by mail and compare drug prices with your plan&apos;s pharmacy benefit manager.</Trans>
        </p>
      }
    >
      <ManagerSection program={program} />
      <TasksSection name={program.details?.title ?? program.name} website={website} />
      <CoverageSection member={state.member} />
    </AreaFrame>
  );
}

/**
 * The pharmacy benefit manager area (product sections 2 and 6; the menu shows it when the programs list contains
 * program 37): the manager's name and phone from the program's content details (GET /programs/sitecore), what
 * members do there, the program's external link, and the member's pharmacy cost summary (GET /benefits/pharmacy
 * for the member's suffix) when they have pharmacy coverage. These calls follow the global rule.
 */
export function PharmacyBenefitsPage() {
  return <WithAccountState>{(state) => <PharmacyBenefitsContent state={state} />}</WithAccountState>;
}
