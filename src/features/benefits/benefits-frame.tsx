import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import { useBrand } from '../../config/use-brand';
import {
  COVERAGE_CATEGORIES,
  handbooksMenuItem,
  type MenuItem,
  type MenuItemId,
  selectedEligibility,
} from '../../domain';
import { type Text, useTextOf } from '../../shared/i18n/text';
import { useToday } from '../../shared/lib/clock';
import { toGatewayDate, toLocalDate } from '../../shared/lib/format';
import { AlertBanner, LateralTabBar, type LateralTabBarItem } from '../../shared/ui';
import { AreaFrame, AreaSection, type AreaSectionProps } from '../../shared/ui/area-frame/area-frame';
export { TableScroll } from '../../shared/ui/table-scroll/table-scroll';

import { CATEGORY_WORDS } from '../../domain/benefits/category-words';
import { type BenefitsPageId, pageAccess } from '../../domain/benefits/page-access';
import { historyPath, parseTimestampParam, summaryPath } from '../../domain/benefits/page-addresses';
import { type BenefitsFrame, useBenefitsFrame } from './use-benefits';

import '../../shared/ui/data-table/data-table.css';
import './benefits.css';

type HeadingLevel = 2 | 3 | 4 | 5;

/** A heading whose level the caller picks, so a section reads right on its own page and inside the summary. */
export function Heading({ level, className, children, id }: { level: HeadingLevel; className?: string; children: ReactNode; id?: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

/** A section of a benefits page, named by its title. */
export function BenefitsSection(props: Omit<AreaSectionProps, 'className' | 'titleClassName' | 'level'>) {
  return <AreaSection {...props} className="benefits-section" titleClassName="benefits-section__title" />;
}

/** One level deeper, at most h5. */
export function deeper(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 5) as HeadingLevel;
}

/** How the page's address writes the chosen date: 'YYYY-MM-DD' (coverage pages) or a timestamp (the summary). */
export type SelectionFormat = 'date' | 'timestamp';

interface TabSelection {
  readonly suffix: number | undefined;
  readonly asOf: Date | undefined;
}

/** The member and date chosen on this page (as the address holds them), to carry to the other coverage pages. */
function useTabSelection(format: SelectionFormat | undefined): TabSelection | undefined {
  const [searchParams] = useSearchParams();
  if (!format) return undefined;
  const suffixParam = searchParams.get('suffix');
  const suffix = suffixParam !== null && /^\d+$/.test(suffixParam) ? Number(suffixParam) : undefined;
  const dateParam = searchParams.get('asOfDate');
  const asOf = format === 'timestamp' ? (parseTimestampParam(dateParam) ?? undefined) : (toLocalDate(dateParam) ?? undefined);
  if (suffix === undefined && asOf === undefined) return undefined;
  return { suffix, asOf };
}

/** The tabs of the lateral tab bar: the Benefits menu's items, carrying the chosen member and date to the coverage pages. */
function tabItems(menu: readonly MenuItem[], selection: TabSelection | undefined, textOf: (text: Text) => string, today: Date): LateralTabBarItem[] {
  const coverageTabs = new Set<MenuItemId>(['medical', 'dental', 'vision', 'pharmacy']);
  return menu.map((item) => {
    let href = item.target;
    if (selection && coverageTabs.has(item.id)) {
      const query = new URLSearchParams();
      if (selection.suffix !== undefined) query.set('suffix', String(selection.suffix));
      if (selection.asOf) query.set('asOfDate', toGatewayDate(selection.asOf));
      href = `${item.target}?${query.toString()}`;
    }
    if (selection && item.id === 'benefits-summary') href = summaryPath(selection.asOf ?? today, selection.suffix);
    return { id: item.id, label: textOf(item.title), href };
  });
}

export interface BenefitsLayoutProps {
  readonly title: string;
  /** The page in the failure report of its content: a short key, the same in every language (see `AreaFrame`). */
  readonly piece: string;
  readonly menu?: readonly MenuItem[];
  /** The menu item of this page; the tab bar shows only when the menu offers it. */
  readonly activeTab?: MenuItemId;
  /** Carry the member and date chosen on this page to the other coverage tabs. */
  readonly selectionFormat?: SelectionFormat;
  /** A link back shown above the heading when there is no tab bar. */
  readonly backLink?: { readonly to: string; readonly label: string };
  /** While set, the content waits and this label shows (the area's answers are still loading). */
  readonly loading?: string | false;
  /** The page's content, a piece of its own (a function is called inside its boundary). */
  readonly children?: ReactNode | (() => ReactNode);
}

/** The page frame of the benefits area: the area frame with the lateral tab bar of the Benefits menu. */
export function BenefitsLayout({ title, piece, menu = [], activeTab, selectionFormat, backLink, loading, children }: BenefitsLayoutProps) {
  const { t } = useLingui();
  const textOf = useTextOf();
  const tabSelection = useTabSelection(selectionFormat);
  const today = useToday();
  const showTabs = activeTab !== undefined && menu.some((item) => item.id === activeTab);
  return (
    <AreaFrame
      title={title}
      piece={piece}
      className="benefits"
      back={showTabs ? undefined : backLink}
      loading={loading}
      tabs={showTabs && <LateralTabBar label={t`Benefits`} items={tabItems(menu, tabSelection, textOf, today)} activeId={activeTab} />}
    >
      {children}
    </AreaFrame>
  );
}

const NOT_IN_PLAN: Record<BenefitsPageId, (handbooksLabel: string) => MessageDescriptor> = {
  'benefits-summary': () => msg`The benefits summary is not part of your plan.`,
  medical: () => msg`Medical coverage is not part of your plan.`,
  dental: () => msg`Dental coverage is not part of your plan.`,
  vision: () => msg`Vision coverage is not part of your plan.`,
  pharmacy: () => msg`Pharmacy coverage is not part of your plan.`,
  programs: () => msg`Programs are not part of your plan.`,
  referrals: () => msg`Referrals are not part of your plan.`,
  'member-handbooks': (label) => msg`${label} are not part of your plan.`,
  'certificate-of-coverage': () => msg`The Certificate of Coverage is not part of your plan.`,
  'medicare-materials': () => msg`Medicare materials are not part of your plan.`,
  'prior-authorization': () => msg`Prior authorization is not part of your plan.`,
};

/**
 * A page the member's plan does not include. `handbooksLabel` is the deployment's label of the handbooks page
 * (the portal's 'Member Handbooks', in the member's language, when none is configured).
 */
export function NotInPlanMessage({ page, handbooksLabel = '', children }: { page: BenefitsPageId; handbooksLabel?: string; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const textOf = useTextOf();
  const brand = useBrand();
  const phone = brand.contact.customerServicePhone;
  return (
    <AlertBanner
      type="info"
      title={i18n._(NOT_IN_PLAN[page](textOf(handbooksMenuItem(handbooksLabel).title)))}
      content={t`Your benefits menu lists everything your plan includes. If you think something is missing, call customer service at ${phone}.`}
      links={[{ label: t`Go to your benefits`, target: routePaths.benefits }]}
    >
      {children}
    </AlertBanner>
  );
}

/** A termed member: the benefits area is closed, the coverage history stays available. */
export function NotEnrolledMessage({ frame }: { frame: BenefitsFrame }) {
  const { t, i18n } = useLingui();
  const { member, family } = frame.state;
  const entries = family.planEligibilities ?? [];
  const history = COVERAGE_CATEGORIES.flatMap((category) => {
    const entry = selectedEligibility(entries, member.memberKey, category, frame.today);
    return entry ? [{ category, to: historyPath(entry.effectiveDate, category) }] : [];
  });
  return (
    <AlertBanner
      type="info"
      title={t`There are no benefits to show because your coverage has ended.`}
      content={history.length > 0 ? t`You can still look at the plans you had.` : undefined}
      links={history.map(({ category, to }) => ({ label: i18n._(CATEGORY_WORDS[category].history), target: to }))}
    />
  );
}

export interface BenefitsAreaProps {
  readonly title: string;
  /** The page in the failure report of its content: a short key, the same in every language (see `AreaFrame`). */
  readonly piece: string;
  /** The page whose access the menu decides; leave out for pages every member may open. */
  readonly page?: BenefitsPageId;
  /** The tab shown as active (defaults to `page`). */
  readonly activeTab?: MenuItemId;
  readonly selectionFormat?: SelectionFormat;
  readonly backLink?: BenefitsLayoutProps['backLink'];
  /** False for the pages that are the start of the area (no link back). */
  readonly showBackLink?: boolean;
  /** Termed members may open the page too (the coverage history). */
  readonly openToTermed?: boolean;
  readonly handbooksLabel?: string;
  /** What to show instead of the generic message when the plan does not include the page. */
  readonly notInPlan?: (frame: BenefitsFrame) => ReactNode;
  readonly children: (frame: BenefitsFrame) => ReactNode;
}

/**
 * A page of the benefits area: loads the frame (account state and menu), applies the menu's access rule and
 * renders the layout with the page's content. While loading, the title is already there (focus and screen
 * readers land on it) with a spinner below.
 */
export function BenefitsArea({
  title,
  piece,
  page,
  activeTab,
  selectionFormat,
  backLink,
  showBackLink = true,
  openToTermed = false,
  handbooksLabel,
  notInPlan,
  children,
}: BenefitsAreaProps) {
  const { t } = useLingui();
  const { data: frame, error } = useBenefitsFrame();
  // A failed call shows nothing here: the failure rule has it.
  if (!frame) return <BenefitsLayout title={title} piece={piece} loading={!error && t`Loading your benefits`} />;
  const back = backLink ?? { to: routePaths.benefits, label: t`Back to Benefits` };

  if (frame.state.termed && !openToTermed) {
    return (
      <BenefitsLayout title={title} piece={piece}>
        <NotEnrolledMessage frame={frame} />
      </BenefitsLayout>
    );
  }
  if (page) {
    const access = pageAccess(page, { ...frame, termed: frame.state.termed });
    if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
    if (access.kind === 'not-in-plan') {
      return (
        <BenefitsLayout title={title} piece={piece}>
          {notInPlan?.(frame) ?? <NotInPlanMessage page={page} handbooksLabel={handbooksLabel} />}
        </BenefitsLayout>
      );
    }
  }
  return (
    <BenefitsLayout
      title={title}
      piece={piece}
      menu={frame.menu}
      activeTab={activeTab ?? (page as MenuItemId | undefined)}
      selectionFormat={selectionFormat}
      backLink={showBackLink ? back : undefined}
    >
      {() => children(frame)}
    </BenefitsLayout>
  );
}
