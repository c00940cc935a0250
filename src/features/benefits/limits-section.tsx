import { useLingui } from '@lingui/react/macro';

import { useGetBenefitLimits } from '../../../generated/gateway/benefits/benefits';
import type { ProductCategory } from '../../../generated/model';
import { categoryFromSlug, percentUsed, tierLabel, type VisibleLimit, visibleLimits } from '../../domain';
import { formatPercent, toGatewayDate } from '../../shared/lib/format';
import { ProgressBar, SafeHtml } from '../../shared/ui';
import { AreaLoading } from '../../shared/ui/area-frame/area-frame';

import { deeper, Heading } from './benefits-frame';
import { CATEGORY_WORDS } from '../../domain/benefits/category-words';
import { FamilyShareBar } from './family-share-bar';
import { isFamilyAccumulator } from './family-shares';

/** The benefit limits of a member on a date (GET /benefits/limits), one request per member and date. */
export function useBenefitLimits(suffix: number, asOf: Date) {
  return useGetBenefitLimits({ suffix, asOfDate: toGatewayDate(asOf) });
}

function LimitCard({ limit, level, asOf }: { limit: VisibleLimit; level: 3 | 4 | 5; asOf: Date }) {
  const { t } = useLingui();
  const heading = limit.limitType?.trim() || limit.detailedDescription?.header?.trim() || t`Benefit limit`;
  const header = limit.detailedDescription?.header?.trim();
  const barTitle = header && header !== heading ? header : t`Amount used`;
  const coverage = { INDIVIDUAL: t`Individual`, FAMILY: t`Family` };
  const used = formatPercent(percentUsed(limit.totalMet, limit.total));
  const facts = [
    tierLabel(limit.networkTier),
    limit.coverageType ? coverage[limit.coverageType] : null,
    t`${used} used`,
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <li className="benefits-card benefits-limit">
      <Heading level={level} className="benefits-card__title">
        {heading}
      </Heading>
      <p className="benefits-limit__facts">{facts.join(' · ')}</p>
      <ProgressBar title={barTitle} met={limit.totalMet} remaining={limit.totalRemaining} limit={limit.total} />
      {isFamilyAccumulator(limit) && <FamilyShareBar limit={limit} asOf={asOf} />}
      <SafeHtml html={limit.detailedDescription?.body} className="benefits-card__body" />
    </li>
  );
}

export interface LimitsSectionProps {
  readonly suffix: number;
  readonly asOf: Date;
  readonly category: ProductCategory;
  readonly level: 2 | 3 | 4;
}

/**
 * The category's benefit limits: valid limits only, Annual Limit first, then Deductible - In Network, then the
 * other types, then limits without a type; the tier as 'In network' or 'Out-of-network'; the percentage used
 * (met / total × 100) and the amounts in US dollars on a progress bar; a family deductible or out-of-pocket maximum
 * also shows what each family member has met of it.
 */
export function LimitsSection({ suffix, asOf, category, level }: LimitsSectionProps) {
  const { t, i18n } = useLingui();
  const coverageCategory = categoryFromSlug(category);
  const limits = useBenefitLimits(suffix, asOf);
  const headingId = `benefit-limits-${category}`;
  const visible = limits.data ? visibleLimits(limits.data.filter((limit) => limit.productCategory === category)) : [];

  return (
    <section className="benefits-section" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="benefits-section__title">
        {t`Benefit limits`}
      </Heading>
      {limits.isPending && <AreaLoading label={t`Loading benefit limits`} />}
      {limits.data && visible.length === 0 && (
        <p className="benefits-empty">
          {coverageCategory ? i18n._(CATEGORY_WORDS[coverageCategory].noLimits) : t`There are no benefit limits for this date.`}
        </p>
      )}
      {visible.length > 0 && (
        <ul className="benefits-cards">
          {visible.map((limit, index) => (
            <LimitCard key={`${limit.limitType ?? 'none'}-${limit.coverageType ?? ''}-${limit.networkTier}-${index}`} limit={limit} level={deeper(level) as 3 | 4 | 5} asOf={asOf} />
          ))}
        </ul>
      )}
    </section>
  );
}
