import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import {
  useGetDentalBenefits,
  useGetMedicalBenefits,
  useGetPharmacyBenefits,
  useGetVisionBenefits,
} from '../../../generated/gateway/benefits/benefits';
import type {
  DentalMaximum,
  DentalServiceCategory,
  DentalSummary,
  DentalTier,
  MedicalService,
  MedicalSummary,
  MedicalTier,
  OopDeductibles,
  PharmacySummary,
  VisionSummary,
} from '../../../generated/model';
import { dentalServicePath, medicalServicePath } from '../../config/route-builders';
import { type CoverageCategory, categorySlug, normaliseTier, tierLabel, visibleMaximumAmounts } from '../../domain';
import { formatPercent, toGatewayDate } from '../../shared/lib/format';
import { isExternalUrl } from '../../shared/lib/links';
import { ExternalLink, ProgressBar, SafeHtml } from '../../shared/ui';
import { Loaded } from '../../shared/ui/area-frame/loaded';
import { DrugTierTable } from '../../shared/ui/drug-tier-table/drug-tier-table';

import { deeper, Heading, TableScroll } from './benefits-frame';
import { selectionQuery } from '../../domain/benefits/page-addresses';
import { LimitsSection, useBenefitLimits } from './limits-section';

type Level = 2 | 3 | 4;

export interface CategoryBenefitsProps {
  readonly suffix: number;
  readonly asOf: Date;
  /** The level of the sections' headings (2 on a category page, 3 inside the Benefits summary). */
  readonly level: Level;
}

function PlanLine({ planName }: { planName?: string }) {
  const { t } = useLingui();
  if (!planName) return null;
  return (
    <p className="benefits-plan">
      <span className="benefits-plan__label">{t`Plan:`}</span> <strong className="benefits-plan__name">{planName}</strong>
    </p>
  );
}

/** The name of a network tier: the gateway's name, else 'In network' / 'Out-of-network', else its id. */
function tierName(tier: { tierId: string; name?: string }): string {
  return tier.name?.trim() || tierLabel(tier.tierId) || tier.tierId;
}

// ------------------------------------------------------------------ medical

const OOP_AMOUNTS: readonly { title: MessageDescriptor; total: keyof OopDeductibles; met: keyof OopDeductibles; remaining: keyof OopDeductibles }[] = [
  { title: msg`Individual deductible`, total: 'individualDeductible', met: 'individualDeductibleMet', remaining: 'individualDeductibleRemaining' },
  { title: msg`Family deductible`, total: 'familyDeductible', met: 'familyDeductibleMet', remaining: 'familyDeductibleRemaining' },
  { title: msg`Individual out-of-pocket maximum`, total: 'individualOutOfPocket', met: 'individualOutOfPocketMet', remaining: 'individualOutOfPocketRemaining' },
  { title: msg`Family out-of-pocket maximum`, total: 'familyOutOfPocket', met: 'familyOutOfPocketMet', remaining: 'familyOutOfPocketRemaining' },
];

const amountOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The deductible and out-of-pocket amounts the tier has, each with its met and remaining amounts. */
function OopAmounts({ amounts }: { amounts: OopDeductibles }) {
  const { t, i18n } = useLingui();
  const rows = OOP_AMOUNTS.flatMap((row) => {
    const total = amountOf(amounts[row.total]);
    if (total === null) return [];
    const met = amountOf(amounts[row.met]) ?? 0;
    const remaining = amountOf(amounts[row.remaining]) ?? Math.max(0, total - met);
    return [{ key: row.total, title: i18n._(row.title), total, met, remaining }];
  });
  if (rows.length === 0) return <p className="benefits-empty">{t`There are no deductible or out-of-pocket amounts for this network.`}</p>;
  return (
    <ul className="benefits-cards benefits-cards--bars">
      {rows.map((row) => (
        <li key={row.key} className="benefits-card">
          <ProgressBar title={row.title} met={row.met} remaining={row.remaining} limit={row.total} />
        </li>
      ))}
    </ul>
  );
}

function MedicalServiceLinks({ services, query }: { services: readonly MedicalService[]; query: string }) {
  const { t } = useLingui();
  if (services.length === 0) return <p className="benefits-empty">{t`No services are listed for this network.`}</p>;
  return (
    <ul className="benefits-link-list">
      {services.map((service) => (
        <li key={service.pageId}>
          {isExternalUrl(service.url) ? (
            <ExternalLink className="benefits-link" href={service.url}>
              {service.pageDescription}
            </ExternalLink>
          ) : (
            <Link className="benefits-link" to={`${medicalServicePath(service.pageId)}${query}`}>
              {service.pageDescription}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function MedicalTierSection({ tier, level, query }: { tier: MedicalTier; level: Level; query: string }) {
  const { t } = useLingui();
  const headingId = `medical-tier-${tier.tierId}`;
  const description = tier.oopDeductibles?.detailDescription;
  return (
    <section className="benefits-section" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="benefits-section__title">
        {tierName(tier)}
      </Heading>
      {tier.oopDeductibles && <OopAmounts amounts={tier.oopDeductibles} />}
      {(description?.header || description?.body) && (
        <div className="benefits-note">
          {description.header && <p className="benefits-note__title">{description.header}</p>}
          <SafeHtml html={description.body} />
        </div>
      )}
      <Heading level={deeper(level)} className="benefits-subtitle">
        {t`Services`}
      </Heading>
      <MedicalServiceLinks services={tier.services ?? []} query={query} />
    </section>
  );
}

/** Medical: deductibles and out-of-pocket amounts per network tier, the services, then the medical limits. */
export function MedicalBenefits({ suffix, asOf, level }: CategoryBenefitsProps) {
  const { t } = useLingui();
  const summary = useGetMedicalBenefits({ asOfDate: toGatewayDate(asOf), suffix });
  // The limits start with the summary, not after it: the section below finds them in flight or answered.
  useBenefitLimits(suffix, asOf);
  return (
    <Loaded queries={[summary]} loading={t`Loading medical benefits`}>
      {(answer) => <MedicalSummary suffix={suffix} asOf={asOf} level={level} summary={answer} />}
    </Loaded>
  );
}

function MedicalSummary({ suffix, asOf, level, summary }: CategoryBenefitsProps & { summary: MedicalSummary }) {
  const query = selectionQuery(suffix, asOf);
  return (
    <div className="benefits-category">
      <PlanLine planName={summary.planName} />
      {summary.tiers.map((tier) => (
        <MedicalTierSection key={tier.tierId} tier={tier} level={level} query={query} />
      ))}
      <LimitsSection suffix={suffix} asOf={asOf} category="medical" level={level} />
    </div>
  );
}

// ------------------------------------------------------------------ dental

function MaximumCard({ maximum, level }: { maximum: DentalMaximum; level: 3 | 4 | 5 }) {
  const { t } = useLingui();
  const rows = visibleMaximumAmounts(maximum);
  if (rows.length === 0) return null;
  // The gateway's name of the maximum, inside the portal's words for whom it counts.
  const what = maximum.description.toLowerCase();
  return (
    <li className="benefits-card">
      <Heading level={level} className="benefits-card__title">
        {maximum.description}
      </Heading>
      {rows.map((row) => {
        const met = row.met ?? 0;
        return (
          <ProgressBar
            key={row.coverage}
            title={row.coverage === 'family' ? t`Family ${what}` : t`Individual ${what}`}
            met={met}
            remaining={row.remaining ?? Math.max(0, row.amount - met)}
            limit={row.amount}
          />
        );
      })}
      {(maximum.detailDescription?.header || maximum.detailDescription?.body) && (
        <div className="benefits-card__body">
          {maximum.detailDescription.header && maximum.detailDescription.header !== maximum.description && (
            <p className="benefits-note__title">{maximum.detailDescription.header}</p>
          )}
          <SafeHtml html={maximum.detailDescription.body} />
        </div>
      )}
    </li>
  );
}

/** A tier's coinsurance, in the language shown when it is called. */
function coinsuranceText(coinsurance: number | undefined): string {
  return typeof coinsurance === 'number' ? formatPercent(coinsurance) : t`Not listed`;
}

function DentalServiceTable({ category, tiers, query, level }: { category: DentalServiceCategory; tiers: readonly DentalTier[]; query: string; level: 3 | 4 | 5 }) {
  const { t } = useLingui();
  const headingId = `dental-services-${category.category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="benefits-subsection" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="benefits-subtitle">
        {category.category}
      </Heading>
      <TableScroll label={category.category}>
        <table className="data-table benefits-table">
          <thead>
            <tr>
              <th scope="col">{t`Service`}</th>
              {tiers.map((tier) => (
                <th key={tier.tierId} scope="col">
                  {tierName(tier)}
                </th>
              ))}
              <th scope="col">{t`Benefit limit`}</th>
            </tr>
          </thead>
          <tbody>
            {category.services.map((service) => (
              <tr key={service.code}>
                <th scope="row">
                  <Link className="benefits-link" to={`${dentalServicePath(service.code)}${query}`}>
                    {service.name}
                  </Link>
                  <span className="benefits-table__code">{service.code}</span>
                </th>
                {tiers.map((tier) => (
                  <td key={tier.tierId}>
                    {coinsuranceText(service.incentiveTiers?.find((entry) => normaliseTier(entry.tierId) === normaliseTier(tier.tierId))?.coinsurance)}
                  </td>
                ))}
                <td>{service.benefitLimit?.trim() || t`None`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/** Shown in place of the dental maximums when the summary comes without them. */
export const DENTAL_MAXIMUMS_UNAVAILABLE = msg`Your dental maximums are not available right now. Please try again later.`;
/** Shown in place of the covered services when the summary comes without them. */
export const DENTAL_SERVICES_UNAVAILABLE = msg`Your covered dental services are not available right now. Please try again later.`;

/** Dental: the maximums (amounts of -1 or 0 skipped), the dental limits and the services by category with per-tier coinsurance. */
export function DentalBenefits({ suffix, asOf, level }: CategoryBenefitsProps) {
  const { t } = useLingui();
  const summary = useGetDentalBenefits({ suffix, asOfDate: toGatewayDate(asOf) });
  // The limits start with the summary, not after it: the section below finds them in flight or answered.
  useBenefitLimits(suffix, asOf);
  return (
    <Loaded queries={[summary]} loading={t`Loading dental benefits`}>
      {(answer) => <DentalSummary suffix={suffix} asOf={asOf} level={level} summary={answer} />}
    </Loaded>
  );
}

function DentalSummary({ suffix, asOf, level, summary }: CategoryBenefitsProps & { summary: DentalSummary }) {
  const { t, i18n } = useLingui();
  const { tiers, serviceCategories, maximums, planName } = summary;
  const query = selectionQuery(suffix, asOf);
  // Each piece of the summary may be left out by the gateway: that piece says so, the others show.
  const shownMaximums = maximums?.filter((maximum) => visibleMaximumAmounts(maximum).length > 0);
  return (
    <div className="benefits-category">
      <PlanLine planName={planName} />
      <section className="benefits-section" aria-labelledby="dental-maximums">
        <Heading level={level} id="dental-maximums" className="benefits-section__title">
          {t`Maximums`}
        </Heading>
        {!shownMaximums ? (
          <p className="benefits-empty">{i18n._(DENTAL_MAXIMUMS_UNAVAILABLE)}</p>
        ) : shownMaximums.length === 0 ? (
          <p className="benefits-empty">{t`Your dental plan has no maximums to show for this date.`}</p>
        ) : (
          <ul className="benefits-cards">
            {shownMaximums.map((maximum) => (
              <MaximumCard key={maximum.description} maximum={maximum} level={deeper(level) as 3 | 4 | 5} />
            ))}
          </ul>
        )}
      </section>
      <LimitsSection suffix={suffix} asOf={asOf} category="dental" level={level} />
      <section className="benefits-section" aria-labelledby="dental-services">
        <Heading level={level} id="dental-services" className="benefits-section__title">
          {t`Covered services`}
        </Heading>
        <p className="benefits-hint">
          {t`The percentages are the share of the allowed amount the plan pays in each network. Choose a service to see what you pay.`}
        </p>
        {serviceCategories ? (
          serviceCategories.map((category) => (
            <DentalServiceTable key={category.category} category={category} tiers={tiers ?? []} query={query} level={deeper(level) as 3 | 4 | 5} />
          ))
        ) : (
          <p className="benefits-empty">{i18n._(DENTAL_SERVICES_UNAVAILABLE)}</p>
        )}
      </section>
    </div>
  );
}

// ------------------------------------------------------------------ vision and pharmacy

function Notes({ notes, level, id }: { notes?: readonly string[]; level: Level; id: string }) {
  const { t } = useLingui();
  if (!notes || notes.length === 0) return null;
  return (
    <section className="benefits-section" aria-labelledby={id}>
      <Heading level={level} id={id} className="benefits-section__title">
        {t`Good to know`}
      </Heading>
      <ul className="benefits-notes">
        {[...new Set(notes)].map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

/** Vision: the services with in-network and out-of-network benefits and how often, the notes and the vision limits. */
export function VisionBenefits({ suffix, asOf, level }: CategoryBenefitsProps) {
  const { t } = useLingui();
  const summary = useGetVisionBenefits({ suffix, asOfDate: toGatewayDate(asOf) });
  // The limits start with the summary, not after it: the section below finds them in flight or answered.
  useBenefitLimits(suffix, asOf);
  return (
    <Loaded queries={[summary]} loading={t`Loading vision benefits`}>
      {(answer) => <VisionSummary suffix={suffix} asOf={asOf} level={level} summary={answer} />}
    </Loaded>
  );
}

function VisionSummary({ suffix, asOf, level, summary }: CategoryBenefitsProps & { summary: VisionSummary }) {
  const { t } = useLingui();
  return (
    <div className="benefits-category">
      <PlanLine planName={summary.planName} />
      <section className="benefits-section" aria-labelledby="vision-services">
        <Heading level={level} id="vision-services" className="benefits-section__title">
          {t`Covered services`}
        </Heading>
        <TableScroll label={t`Covered vision services`}>
          <table className="data-table benefits-table">
            <thead>
              <tr>
                <th scope="col">{t`Service`}</th>
                <th scope="col">{t`In network`}</th>
                <th scope="col">{t`Out-of-network`}</th>
                <th scope="col">{t`How often`}</th>
              </tr>
            </thead>
            <tbody>
              {summary.services.map((service) => (
                <tr key={service.name}>
                  <th scope="row">
                    {service.name}
                  </th>
                  <td>{service.inNetwork ?? t`Not covered`}</td>
                  <td>{service.outOfNetwork ?? t`Not covered`}</td>
                  <td>{service.frequency ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <Notes notes={summary.notes} level={level} id="vision-notes" />
      <LimitsSection suffix={suffix} asOf={asOf} category="vision" level={level} />
    </div>
  );
}

/** Pharmacy: the pharmacy benefit manager, the drug tiers with retail and mail-order copays, the notes and limits. */
export function PharmacyBenefits({ suffix, asOf, level }: CategoryBenefitsProps) {
  const { t } = useLingui();
  const summary = useGetPharmacyBenefits({ suffix, asOfDate: toGatewayDate(asOf) });
  // The limits start with the summary, not after it: the section below finds them in flight or answered.
  useBenefitLimits(suffix, asOf);
  return (
    <Loaded queries={[summary]} loading={t`Loading pharmacy benefits`}>
      {(answer) => <PharmacySummary suffix={suffix} asOf={asOf} level={level} summary={answer} />}
    </Loaded>
  );
}

function PharmacySummary({ suffix, asOf, level, summary }: CategoryBenefitsProps & { summary: PharmacySummary }) {
  const { t } = useLingui();
  return (
    <div className="benefits-category">
      <PlanLine planName={summary.planName} />
      {summary.pharmacyBenefitManager && (
        <p className="benefits-plan">
          <span className="benefits-plan__label">{t`Pharmacy benefit manager:`}</span>{' '}
          <strong className="benefits-plan__name">{summary.pharmacyBenefitManager}</strong>
        </p>
      )}
      <section className="benefits-section" aria-labelledby="pharmacy-tiers">
        <Heading level={level} id="pharmacy-tiers" className="benefits-section__title">
          {t`Drug tiers`}
        </Heading>
        <DrugTierTable tiers={summary.drugTiers} className="benefits-table" />
      </section>
      <Notes notes={summary.notes} level={level} id="pharmacy-notes" />
      <LimitsSection suffix={suffix} asOf={asOf} category="pharmacy" level={level} />
    </div>
  );
}

const CATEGORY_BENEFITS: Record<CoverageCategory, (props: CategoryBenefitsProps) => ReactNode> = {
  Medical: MedicalBenefits,
  Dental: DentalBenefits,
  Vision: VisionBenefits,
  Pharmacy: PharmacyBenefits,
};

/** The summary of one coverage category for a member on a date. */
export function CategoryBenefits({ category, ...props }: CategoryBenefitsProps & { category: CoverageCategory }) {
  const Benefits = CATEGORY_BENEFITS[category];
  return <Benefits key={`${categorySlug(category)}-${props.suffix}-${toGatewayDate(props.asOf)}`} {...props} />;
}
