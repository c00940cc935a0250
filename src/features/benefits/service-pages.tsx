import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { useGetDentalBenefits, useGetMedicalBenefits } from '../../../generated/gateway/benefits/benefits';
import type { DentalService, DentalSummary, MedicalServiceDetail, MedicalSummary, TierOutOfPocket } from '../../../generated/model';
import { dentalServiceDetailPath, dentalServicePath } from '../../config/route-builders';
import { useAccountState } from '../../shared/account/use-account-state';
import { type CoverageCategory, coverageOnDate, type CoverageOnDate, normaliseTier, tierLabel } from '../../domain';
import { useToday } from '../../shared/lib/clock';
import { displayText, formatDate, formatPercent, formatUsd, toGatewayDate } from '../../shared/lib/format';
import { AlertBanner, ProgressBar, SafeHtml } from '../../shared/ui';
import { AreaLoading, AreaSection } from '../../shared/ui/area-frame/area-frame';

import { BenefitsArea, BenefitsSection, TableScroll } from './benefits-frame';
import { CATEGORY_WORDS } from '../../domain/benefits/category-words';
import { categoryPagePath, parseDateParam, resolveSuffix, selectionQuery } from '../../domain/benefits/page-addresses';
import { CoverageStatusMessage } from './coverage-pages';
import { type BenefitsFrame, type CoverageSelection, useCoverageSelection } from './use-benefits';
import { fullName } from '../../domain/account/full-name';

/**
 * The service pages: a dental service (/services/dental/{code}), its out-of-pocket detail for one network tier
 * (/details/{tier}/dental/{code}) and a medical service (/benefits/medical/services/{pageId}). They show the
 * member and date the link carried (?suffix=&asOfDate=), defaulting to the signed-in member and today, and read
 * the category summary the category page has already loaded (the same cached request).
 */

/** The member, date and coverage of a service page, before the frame is ready (the title depends on them). */
function useServiceCoverage(category: CoverageCategory) {
  const account = useAccountState();
  const today = useToday();
  const [searchParams] = useSearchParams();
  const state = account.data ?? null;
  const suffix = state ? resolveSuffix(searchParams.get('suffix'), state.family.members, state.member.memberSuffix) : 0;
  const asOf = parseDateParam(searchParams.get('asOfDate'), today);
  const member = state?.account.members.find((candidate) => candidate.memberSuffix === suffix) ?? state?.member;
  const coverage: CoverageOnDate | null = state && member ? coverageOnDate(member, state.family.planEligibilities ?? [], category, asOf) : null;
  return { suffix, asOf, coverage, active: coverage?.status === 'Active' };
}

function findDentalService(summary: DentalSummary | undefined, code: string): DentalService | undefined {
  const wanted = code.trim().toUpperCase();
  return summary?.serviceCategories?.flatMap((category) => category.services).find((service) => service.code.toUpperCase() === wanted);
}

function useDentalService(code: string) {
  const coverage = useServiceCoverage('Dental');
  const summary = useGetDentalBenefits(
    { suffix: coverage.suffix, asOfDate: toGatewayDate(coverage.asOf) },
    { query: { enabled: coverage.active } },
  );
  return { ...coverage, summary, service: findDentalService(summary.data, code) };
}

/** Whom and which date the page is about, in one line. */
function SelectionLine({ selection }: { selection: CoverageSelection }) {
  const { t } = useLingui();
  const name = selection.familyMember ? fullName(selection.familyMember) : fullName(selection.member);
  const date = formatDate(selection.asOf);
  return (
    <p className="benefits-filters__status">
      {t`Benefits for ${name} as of ${date}.`}
    </p>
  );
}

interface ServiceGateProps {
  readonly category: 'Dental' | 'Medical';
  readonly loading: boolean;
  readonly found: boolean;
  readonly missingText: string;
  readonly children: () => ReactNode;
}

/**
 * A service page: the benefits frame on the category's tab, dated by the selection, and in it what the page shows
 * until its service is there (see ServiceGate).
 */
function ServicePage({
  title,
  piece,
  backLink,
  ...gate
}: ServiceGateProps & { title: string; piece: string; backLink: { to: string; label: string } }) {
  return (
    <BenefitsArea title={title} piece={piece} activeTab={gate.category === 'Dental' ? 'dental' : 'medical'} selectionFormat="date" backLink={backLink}>
      {(frame) => <ServiceGate frame={frame} {...gate} />}
    </BenefitsArea>
  );
}

/**
 * What a service page shows until its service is there: the coverage message when the category is not active
 * on the date, the spinner while loading, the 'not found' message for a code the plan does not list.
 */
function ServiceGate({ frame, category, loading, found, missingText, children }: ServiceGateProps & { frame: BenefitsFrame }) {
  const { t, i18n } = useLingui();
  const selection = useCoverageSelection(frame.state, frame.today, 'date');
  const coverage = coverageOnDate(selection.member, frame.state.family.planEligibilities ?? [], category, selection.asOf);
  const self = selection.member.memberKey === frame.state.member.memberKey;
  const benefits = i18n._(CATEGORY_WORDS[category].benefits);
  const back = `${categoryPagePath(category)}${selectionQuery(selection.suffix, selection.asOf)}`;
  let body: ReactNode;
  if (coverage.status !== 'Active') body = <CoverageStatusMessage coverage={coverage} category={category} selection={selection} self={self} />;
  else if (loading) body = <AreaLoading label={t`Loading your benefits`} />;
  else if (!found) body = <AlertBanner type="info" title={missingText} links={[{ label: t`See all ${benefits}`, target: back }]} />;
  else body = children();
  return (
    <>
      <SelectionLine selection={selection} />
      {body}
    </>
  );
}

// ------------------------------------------------------------------ /services/dental/{code}

function tierTitle(summary: DentalSummary | undefined, tierId: string): string {
  const tier = summary?.tiers?.find((candidate) => normaliseTier(candidate.tierId) === normaliseTier(tierId));
  return tier?.name?.trim() || tierLabel(tierId) || tierId;
}

/** 'In network costs': the link to (and title of) a tier's costs, in the language shown when it is called. */
function tierCosts(summary: DentalSummary | undefined, tierId: string): string {
  const tier = tierTitle(summary, tierId);
  return t`${tier} costs`;
}

/** What the gateway says the member's share is. */
function YourShare({ share }: { share: string }) {
  const { t } = useLingui();
  return <p className="benefits-card__body">{t`Your share: ${share}`}</p>;
}

/** A service's main note and the member's share, under 'Good to know', when the plan gives either. */
function GoodToKnow({ mainNote, share }: { mainNote?: string | null; share?: string | null }) {
  const { t } = useLingui();
  if (!mainNote && !share) return null;
  return (
    <BenefitsSection title={t`Good to know`}>
      <div className="benefits-note">
        {mainNote && <p className="benefits-note__title">{mainNote}</p>}
        {share && <YourShare share={share} />}
      </div>
    </BenefitsSection>
  );
}

function DentalServiceDetails({ service, summary, query }: { service: DentalService; summary: DentalSummary | undefined; query: string }) {
  const { t } = useLingui();
  const tiers = service.incentiveTiers ?? [];
  return (
    <>
      <dl className="benefits-facts">
        <dt>{t`Code`}</dt>
        <dd>{service.code}</dd>
        <dt>{t`Benefit limit`}</dt>
        <dd>{service.benefitLimit?.trim() || t`None`}</dd>
        {typeof service.amount === 'number' && (
          <>
            <dt>{t`Allowed amount`}</dt>
            <dd>{formatUsd(service.amount)}</dd>
          </>
        )}
      </dl>
      <SafeHtml html={service.description} className="benefits-service__description" />
      <BenefitsSection title={t`What the plan pays`}>
        {tiers.length === 0 ? (
          <p className="benefits-empty">{t`The plan lists no coinsurance for this service.`}</p>
        ) : (
          <TableScroll label={t`What the plan pays`}>
            <table className="data-table benefits-table">
              <thead>
                <tr>
                  <th scope="col">{t`Network`}</th>
                  <th scope="col">{t`Plan pays`}</th>
                  <th scope="col">{t`Details`}</th>
                  <th scope="col">{t`What you pay`}</th>
                </tr>
              </thead>
              <tbody>
                {tiers.map((tier) => (
                  <tr key={tier.tierId}>
                    <th scope="row">
                      {tierTitle(summary, tier.tierId)}
                    </th>
                    <td>{typeof tier.coinsurance === 'number' ? formatPercent(tier.coinsurance) : t`Not listed`}</td>
                    <td>{tier.description ?? ''}</td>
                    <td>
                      <Link className="benefits-link" to={`${dentalServiceDetailPath(tier.tierId, service.code)}${query}`}>
                        {tierCosts(summary, tier.tierId)}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </BenefitsSection>
      <GoodToKnow mainNote={service.detail?.mainNote} share={service.detail?.outOfPocket} />
    </>
  );
}

/** /services/dental/{code}: the dental service's name, description, benefit limit, coinsurance per tier and main note. */
export function DentalServicePage() {
  const { t } = useLingui();
  const { code = '' } = useParams();
  const lookup = useDentalService(code);
  const query = selectionQuery(lookup.suffix, lookup.asOf);
  return (
    <ServicePage
      title={displayText(lookup.service?.name, t`Dental service`)}
      piece="benefits.dental-service"
      backLink={{ to: `${categoryPagePath('Dental')}${query}`, label: t`Back to Dental benefits` }}
      category="Dental"
      loading={lookup.summary.isPending}
      found={Boolean(lookup.service)}
      missingText={t`Your dental plan does not list a service with the code ${code}.`}
    >
      {() => <DentalServiceDetails service={lookup.service!} summary={lookup.summary.data} query={query} />}
    </ServicePage>
  );
}

// ------------------------------------------------------------------ /details/{tier}/dental/{code}

/** What the member pays, in the language shown when it is called. */
function costText(entry: TierOutOfPocket): string {
  if (typeof entry.copay !== 'number') return t`Not listed`;
  const copay = formatUsd(entry.copay);
  const coinsurance = formatPercent(entry.copay);
  return entry.isCopay ? t`${copay} copay` : t`${coinsurance} coinsurance`;
}

/** A service's tierOutOfPocket entries of one network tier (the tier ids normalised: in-network is innet). */
function tierEntries(entries: readonly TierOutOfPocket[] | undefined, tier: string): TierOutOfPocket[] {
  const wanted = normaliseTier(tier);
  return (entries ?? []).filter((entry) => normaliseTier(entry.network) === wanted);
}

/** What the member pays in one tier: a card per entry with the copay or coinsurance and its note. */
function CostShareCards({ entries, headingLevel }: { entries: readonly TierOutOfPocket[]; headingLevel: 2 | 3 }) {
  const { t } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="benefits-cards">
      {entries.map((entry, index) => (
        <li key={`${entry.network ?? ''}-${index}`} className="benefits-card">
          <Heading className="benefits-card__title">{entry.description?.trim() || t`You pay`}</Heading>
          <p className="benefits-phone">{costText(entry)}</p>
          <p className="benefits-card__body">
            {entry.isCopay ? t`A copay is a fixed amount you pay for the service.` : t`Coinsurance is your share of the allowed amount, after any deductible.`}
          </p>
          {entry.note && <p className="benefits-card__body">{entry.note}</p>}
        </li>
      ))}
    </ul>
  );
}

function TierCosts({ service, tier, summary, query }: { service: DentalService; tier: string; summary: DentalSummary | undefined; query: string }) {
  const { t } = useLingui();
  const network = tierTitle(summary, tier);
  const serviceName = service.name;
  const wanted = normaliseTier(tier);
  const entries = tierEntries(service.detail?.tierOutOfPocket, tier);
  const others = (service.incentiveTiers ?? []).filter((candidate) => normaliseTier(candidate.tierId) !== wanted);
  return (
    <>
      {entries.length === 0 ? (
        <AlertBanner type="info" title={t`There are no out-of-pocket details for this service in the ${network} network.`} />
      ) : (
        <CostShareCards entries={entries} headingLevel={2} />
      )}
      {service.detail?.mainNote && (
        <div className="benefits-note">
          <p className="benefits-note__title">{service.detail.mainNote}</p>
        </div>
      )}
      <ul className="benefits-link-list">
        <li>
          <Link className="benefits-link" to={`${dentalServicePath(service.code)}${query}`}>
            {t`All about ${serviceName}`}
          </Link>
        </li>
        {others.map((other) => (
          <li key={other.tierId}>
            <Link className="benefits-link" to={`${dentalServiceDetailPath(other.tierId, service.code)}${query}`}>
              {tierCosts(summary, other.tierId)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /details/{tier}/dental/{code}: what the member pays for the service in one network tier (copay or coinsurance). */
export function DentalServiceDetailPage() {
  const { t } = useLingui();
  const { code = '', tier = '' } = useParams();
  const lookup = useDentalService(code);
  const query = selectionQuery(lookup.suffix, lookup.asOf);
  const serviceName = displayText(lookup.service?.name, t`Dental service`);
  const network = tierTitle(lookup.summary.data, tier);
  const title = lookup.service ? t`${serviceName}: ${network} costs` : t`Dental service costs`;
  return (
    <ServicePage
      title={title}
      piece="benefits.dental-service-costs"
      backLink={{ to: `${dentalServicePath(code)}${query}`, label: t`Back to the service` }}
      category="Dental"
      loading={lookup.summary.isPending}
      found={Boolean(lookup.service)}
      missingText={t`Your dental plan does not list a service with the code ${code}.`}
    >
      {() => <TierCosts service={lookup.service!} tier={tier} summary={lookup.summary.data} query={query} />}
    </ServicePage>
  );
}

// ------------------------------------------------------------------ /benefits/medical/services/{pageId}

function medicalServiceName(summary: MedicalSummary | undefined, pageId: string): string | undefined {
  return summary?.tiers.flatMap((tier) => tier.services ?? []).find((service) => service.pageId === pageId)?.pageDescription;
}

const medicalTierName = (tier: { tierId: string; name?: string }) => tier.name?.trim() || tierLabel(tier.tierId) || tier.tierId;

/** The service's detail (the same in every tier that lists the service). */
function medicalServiceDetail(summary: MedicalSummary, pageId: string): MedicalServiceDetail | undefined {
  return summary.tiers.flatMap((tier) => tier.services ?? []).find((service) => service.pageId === pageId && service.detail)?.detail;
}

function MedicalServiceDetails({ summary, pageId }: { summary: MedicalSummary; pageId: string }) {
  const { t } = useLingui();
  const tiers = summary.tiers.filter((tier) => (tier.services ?? []).some((service) => service.pageId === pageId));
  const notCovered = summary.tiers.filter((tier) => !tiers.includes(tier));
  const detail = medicalServiceDetail(summary, pageId);
  return (
    <>
      <dl className="benefits-facts">
        <dt>{t`Plan`}</dt>
        <dd>{summary.planName ?? t`Your medical plan`}</dd>
        <dt>{t`Covered in`}</dt>
        <dd>{tiers.map(medicalTierName).join(', ')}</dd>
        {notCovered.length > 0 && (
          <>
            <dt>{t`Not covered in`}</dt>
            <dd>{notCovered.map(medicalTierName).join(', ')}</dd>
          </>
        )}
      </dl>
      {tiers.map((tier) => {
        const amounts = tier.oopDeductibles;
        const limits = [
          { key: 'deductible', title: t`Individual deductible`, limit: amounts?.individualDeductible, met: amounts?.individualDeductibleMet, remaining: amounts?.individualDeductibleRemaining },
          {
            key: 'out-of-pocket',
            title: t`Individual out-of-pocket maximum`,
            limit: amounts?.individualOutOfPocket,
            met: amounts?.individualOutOfPocketMet,
            remaining: amounts?.individualOutOfPocketRemaining,
          },
        ];
        const costs = tierEntries(detail?.tierOutOfPocket, tier.tierId);
        return (
          <AreaSection key={tier.tierId} className="benefits-section" titleClassName="benefits-section__title" title={medicalTierName(tier)}>
            {costs.length > 0 ? (
              <CostShareCards entries={costs} headingLevel={3} />
            ) : (
              <p className="benefits-empty">{t`The plan lists no copay or coinsurance for this service in this network.`}</p>
            )}
            <p className="benefits-hint">{t`What you pay for this service counts toward these amounts until they are met.`}</p>
            <ul className="benefits-cards benefits-cards--bars">
              {limits.map(
                ({ key, title, limit, met, remaining }) =>
                  typeof limit === 'number' && (
                    <li key={key} className="benefits-card">
                      <ProgressBar title={title} met={met ?? 0} remaining={remaining ?? limit} limit={limit} />
                    </li>
                  ),
              )}
            </ul>
          </AreaSection>
        );
      })}
      <GoodToKnow mainNote={detail?.mainNote} share={detail?.outOfPocket} />
    </>
  );
}

/**
 * /benefits/medical/services/{pageId}: a medical service of the plan, what the member pays for it in each network
 * tier that covers it (copay or coinsurance, from the service's detail in the medical summary), the deductible
 * and out-of-pocket amounts its costs count toward, and its notes.
 */
export function MedicalServicePage() {
  const { t } = useLingui();
  const { pageId = '' } = useParams();
  const coverage = useServiceCoverage('Medical');
  const summary = useGetMedicalBenefits(
    { asOfDate: toGatewayDate(coverage.asOf), suffix: coverage.suffix },
    { query: { enabled: coverage.active } },
  );
  const name = medicalServiceName(summary.data, pageId);
  const query = selectionQuery(coverage.suffix, coverage.asOf);
  return (
    <ServicePage
      title={displayText(name, t`Medical service`)}
      piece="benefits.medical-service"
      backLink={{ to: `${categoryPagePath('Medical')}${query}`, label: t`Back to Medical benefits` }}
      category="Medical"
      loading={summary.isPending}
      found={Boolean(name)}
      missingText={t`Your medical plan does not list this service.`}
    >
      {() => <MedicalServiceDetails summary={summary.data!} pageId={pageId} />}
    </ServicePage>
  );
}
