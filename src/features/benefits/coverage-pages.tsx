import { useLingui } from '@lingui/react/macro';
import { Link, Navigate, useParams } from 'react-router-dom';

import { useGetContentPrograms } from '../../../generated/gateway/programs/programs';
import type { ContentProgram } from '../../../generated/model';
import { errorPath, routePaths } from '../../config/route-paths';
import { benefitsCategoryPath } from '../../config/route-builders';
import { useBrand } from '../../config/use-brand';
import {
  activeCoverageCategories,
  CATEGORY_NAMES,
  categoryFromSlug,
  categorySlug,
  COVERAGE_CATEGORIES,
  type CoverageCategory,
  coverageOnDate,
  type CoverageOnDate,
  defaultBenefitCategory,
} from '../../domain';
import { formatDate, toLocalDate } from '../../shared/lib/format';
import { AlertBanner } from '../../shared/ui';
import { type QueryState, Loaded } from '../../shared/ui/area-frame/loaded';
import { PrintButton, PrintHeader } from '../../shared/ui/print/print-view';
import { AreaSection } from '../../shared/ui/area-frame/area-frame';

import { BenefitsArea } from './benefits-frame';
import { CATEGORY_WORDS } from '../../domain/benefits/category-words';
import { coverageStatusTitle } from '../../domain/eligibility/coverage-status';
import { benefitsLandingPath, type BenefitsPageId } from '../../domain/benefits/page-access';
import { historyPath, summaryPath } from '../../domain/benefits/page-addresses';
import { memberPrograms } from '../../domain/programs/benefit-programs';
import { CategoryBenefits } from './category-benefits';
import { CoverageFilters } from './coverage-filters';
import { type BenefitsFrame, type CoverageSelection, useCoverageSelection } from './use-benefits';
import { fullName } from '../../domain/account/full-name';

// ------------------------------------------------------------------ /benefits

function NoBenefits() {
  const { t } = useLingui();
  const brand = useBrand();
  const phone = brand.contact.customerServicePhone;
  return (
    <AlertBanner
      type="info"
      title={t`You have no benefits to show`}
      content={t`None of your coverage is active right now and there are no programs for you. If you think this is wrong, call customer service at ${phone}.`}
      links={[{ label: t`Contact customer service`, target: routePaths.customerService }]}
    />
  );
}

/**
 * Where /benefits goes: the member's default category (the first active of Medical, Dental, Vision, Pharmacy,
 * else Programs, else None) when the Benefits menu offers it, else the menu's first item; the 'no benefits'
 * message when there is nothing. The programs are read only when no category is active.
 */
/** The programs when a member with an active category needs none of them. */
const NOT_NEEDED: QueryState<readonly ContentProgram[]> = { data: [], error: null };

function BenefitsLanding({ frame }: { frame: BenefitsFrame }) {
  const { t } = useLingui();
  const needsPrograms = activeCoverageCategories(frame.state.member, frame.today).length === 0;
  const programs = useGetContentPrograms({ query: { enabled: needsPrograms } });
  return (
    <Loaded queries={[needsPrograms ? programs : NOT_NEEDED]} loading={t`Loading your benefits`}>
      {(list) => {
        const hasPrograms = memberPrograms(list).length > 0;
        const path = benefitsLandingPath(frame.menu, defaultBenefitCategory(frame.state.member, frame.today, { hasPrograms }));
        return path ? <Navigate to={path} replace /> : <NoBenefits />;
      }}
    </Loaded>
  );
}

/** /benefits: opens the member's default benefit category. */
export function BenefitsPage() {
  const { t } = useLingui();
  return (
    <BenefitsArea title={t`Benefits`} piece="benefits" showBackLink={false}>
      {(frame) => <BenefitsLanding frame={frame} />}
    </BenefitsArea>
  );
}

// ------------------------------------------------------------------ a category's status

export interface CoverageStatusMessageProps {
  readonly coverage: CoverageOnDate;
  readonly category: CoverageCategory;
  readonly selection: CoverageSelection;
  readonly self: boolean;
}

/** Future, Termed and Ineligible each get their own message, with the way forward. */
export function CoverageStatusMessage({ coverage, category, selection, self }: CoverageStatusMessageProps) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const phone = brand.contact.customerServicePhone;
  const person = { self, firstName: selection.familyMember?.firstName ?? selection.member.firstName };
  const title = coverageStatusTitle(coverage, category, person);
  if (coverage.status === 'Future' && coverage.startDate) {
    const start = coverage.startDate;
    const startDate = formatDate(start);
    return (
      <AlertBanner
        type="info"
        title={title}
        content={t`Benefits show from the day the coverage starts.`}
        buttons={[{ label: t`See benefits as of ${startDate}`, target: '' }]}
        onButtonPress={() => selection.apply({ suffix: selection.suffix, asOf: toLocalDate(start) ?? selection.asOf })}
      />
    );
  }
  if (coverage.status === 'Termed') {
    return (
      <AlertBanner
        type="warning"
        title={title}
        content={t`To see the benefits of that coverage, choose a date when it was active.`}
        links={coverage.startDate ? [{ label: i18n._(CATEGORY_WORDS[category].history), target: historyPath(coverage.startDate, category) }] : []}
      />
    );
  }
  return (
    <AlertBanner
      type="info"
      title={title}
      content={t`Choose another family member or date, or call customer service at ${phone} if you think this is wrong.`}
    />
  );
}

// ------------------------------------------------------------------ /benefits/{category}

function RelatedLinks({ category, selection, coverage }: { category: CoverageCategory; selection: CoverageSelection; coverage: CoverageOnDate }) {
  const { t, i18n } = useLingui();
  const links: { to: string; label: string }[] = [];
  if (coverage.startDate) links.push({ to: historyPath(coverage.startDate, category), label: i18n._(CATEGORY_WORDS[category].history) });
  links.push({ to: summaryPath(selection.asOf, selection.suffix), label: t`All your benefits on one page` });
  if (category === 'Medical') links.push({ to: routePaths.priorAuthorization, label: t`Prior authorizations` });
  if (category === 'Dental') links.push({ to: routePaths.travelDental, label: t`Dental care while travelling` });
  return (
    <AreaSection className="benefits-section benefits-related" titleClassName="benefits-section__title" title={t`More about your coverage`}>
      <ul className="benefits-link-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="benefits-link" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </AreaSection>
  );
}

function CategoryContent({ frame, category }: { frame: BenefitsFrame; category: CoverageCategory }) {
  const selection = useCoverageSelection(frame.state, frame.today, 'date');
  const coverage = coverageOnDate(selection.member, frame.state.family.planEligibilities ?? [], category, selection.asOf);
  const self = selection.member.memberKey === frame.state.member.memberKey;
  return (
    <>
      <CoverageFilters members={frame.state.family.members} selection={selection} idPrefix={categorySlug(category)} />
      {coverage.status === 'Active' ? (
        <CategoryBenefits category={category} suffix={selection.suffix} asOf={selection.asOf} level={2} />
      ) : (
        <CoverageStatusMessage coverage={coverage} category={category} selection={selection} self={self} />
      )}
      <RelatedLinks category={category} selection={selection} coverage={coverage} />
    </>
  );
}

/**
 * The member's own category when the menu does not offer it because the coverage ended: say when, and where its
 * history is. Null for a category the member never had (the generic 'not part of your plan' message).
 */
function categoryEnded(frame: BenefitsFrame, category: CoverageCategory) {
  const coverage = coverageOnDate(frame.state.member, frame.state.family.planEligibilities ?? [], category, frame.today);
  if (coverage.status !== 'Termed') return null;
  return <CategoryEnded frame={frame} category={category} coverage={coverage} />;
}

function CategoryEnded({ frame, category, coverage }: { frame: BenefitsFrame; category: CoverageCategory; coverage: CoverageOnDate }) {
  const { t, i18n } = useLingui();
  const title = coverageStatusTitle(coverage, category, { self: true, firstName: frame.state.member.firstName });
  return (
    <AlertBanner
      type="warning"
      title={title}
      content={t`Your benefits menu lists the coverage you have now.`}
      links={[
        ...(coverage.startDate ? [{ label: i18n._(CATEGORY_WORDS[category].history), target: historyPath(coverage.startDate, category) }] : []),
        { label: t`Go to your benefits`, target: routePaths.benefits },
      ]}
    />
  );
}

/** /benefits/{medical|dental|vision|pharmacy}: the chosen member's summary of the category on the chosen date. */
export function BenefitsCategoryPage() {
  const { i18n } = useLingui();
  const { category: slug = '' } = useParams();
  const category = categoryFromSlug(slug);
  if (!category) return <Navigate to={errorPath(404)} replace />;
  return (
    <BenefitsArea
      key={category}
      title={i18n._(CATEGORY_WORDS[category].title)}
      piece={`benefits.${categorySlug(category)}`}
      page={categorySlug(category) as BenefitsPageId}
      selectionFormat="date"
      notInPlan={(frame) => categoryEnded(frame, category)}
    >
      {(frame) => <CategoryContent frame={frame} category={category} />}
    </BenefitsArea>
  );
}

// ------------------------------------------------------------------ /benefits/summary

function SummaryContent({ frame }: { frame: BenefitsFrame }) {
  const { t, i18n } = useLingui();
  const selection = useCoverageSelection(frame.state, frame.today, 'timestamp');
  const self = selection.member.memberKey === frame.state.member.memberKey;
  const entries = frame.state.family.planEligibilities ?? [];
  const shown = COVERAGE_CATEGORIES.map((category) => ({ category, coverage: coverageOnDate(selection.member, entries, category, selection.asOf) })).filter(
    ({ coverage }) => coverage.status !== 'Ineligible',
  );
  const whose = selection.familyMember ?? selection.member;
  const whoseName = fullName(whose);
  const asOf = formatDate(selection.asOf);
  const { firstName } = selection.member;
  return (
    <>
      <PrintHeader member={fullName(frame.state.member)} facts={[t`Benefits of ${whoseName} as of ${asOf}`]} />
      <CoverageFilters members={frame.state.family.members} selection={selection} idPrefix="summary" />
      <p className="benefits-print">
        <PrintButton what={t`the benefits summary`} />
      </p>
      {shown.length === 0 && (
        <AlertBanner
          type="info"
          title={self ? t`You have no coverage on this date.` : t`${firstName} has no coverage on this date.`}
          content={t`Choose another family member or date.`}
        />
      )}
      {shown.map(({ category, coverage }) => {
        const headingId = `summary-${categorySlug(category)}`;
        const offered = frame.menu.some((item) => item.id === categorySlug(category));
        const benefits = i18n._(CATEGORY_WORDS[category].benefits);
        return (
          <section key={category} className="benefits-summary-category" aria-labelledby={headingId}>
            <h2 id={headingId} className="benefits-summary-category__title">
              {i18n._(CATEGORY_NAMES[category])}
            </h2>
            {coverage.status === 'Active' ? (
              <CategoryBenefits category={category} suffix={selection.suffix} asOf={selection.asOf} level={3} />
            ) : (
              <CoverageStatusMessage coverage={coverage} category={category} selection={selection} self={self} />
            )}
            {offered && (
              <p className="benefits-summary-category__more">
                <Link className="benefits-link" to={benefitsCategoryPath(categorySlug(category))}>
                  {t`More about your ${benefits}`}
                </Link>
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}

/** /benefits/summary?asOfDate={timestamp}: every category's summary for the chosen member on that date. */
export function BenefitsSummaryPage() {
  const { t } = useLingui();
  return (
    <BenefitsArea title={t`Benefits summary`} piece="benefits.summary" page="benefits-summary" selectionFormat="timestamp">
      {(frame) => <SummaryContent frame={frame} />}
    </BenefitsArea>
  );
}
