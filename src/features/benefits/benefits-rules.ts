import type {
  CategorySlug,
  CategoryStatus,
  CoverageCategory,
  CoverageOnDate,
  MenuItem,
  MenuItemId,
  SignedInMenuInput,
} from '../../shared/domain';
import {
  benefitCategoryPath,
  categoryRank,
  compareDisplayOrder,
  CATEGORY_ORDER,
  sortByCategory,
  visibleMenus,
} from '../../shared/domain';
import type { BenefitCategory, ContentProgram, FamilyMember } from '../../../generated/model';
import type { BenefitsMenuVariant } from '../../config/brands';
import { routePaths } from '../../config/route-paths';
import { benefitHistoryPath } from '../../config/route-builders';
import { dentistDirectoryUrl, MEDICARE_DENTIST_DIRECTORY_URL } from '../../shared/domain/dentist-directory';
import { formatLongDate, toGatewayDate, toLocalDate } from '../../shared/lib/format';
import { httpsUrl, isSitePath } from '../../shared/lib/links';

/**
 * The benefits area's own rules: which pages the member's benefits menu offers, where /benefits lands, how a
 * category stands on the chosen date, and the addresses the pages link to. Pure functions (tested in
 * benefits-rules.test.ts); the business rules themselves come from src/shared/domain.
 */

// ------------------------------------------------------------------ the benefits menu

/** What the benefits menu depends on (the rest of the shell's menu input does not change it). */
export type BenefitsMenuInput = Pick<
  SignedInMenuInput,
  'brand' | 'member' | 'now' | 'termed' | 'eligibility' | 'hasReferrals' | 'medicareEligible' | 'groupId' | 'handbooksLabel'
>;

/** The benefit category each benefits menu item stands for, so the items sort in the interface's order. */
const MENU_ITEM_CATEGORIES: Partial<Record<MenuItemId, BenefitCategory>> = {
  'benefits-summary': 'Summary',
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  pharmacy: 'Pharmacy',
  programs: 'Programs',
  referrals: 'Referrals',
  'member-handbooks': 'Member Handbooks',
  'certificate-of-coverage': 'Certificate of Coverage',
  'medicare-materials': 'Medicare Materials',
};

export function menuItemCategory(id: MenuItemId): BenefitCategory {
  return MENU_ITEM_CATEGORIES[id] ?? 'None';
}

/**
 * The items of the member's Benefits menu, in the interface's category order. Taken from `visibleMenus()` so the
 * page and the shell's menu always agree; the inputs that only concern other menus are given neutral values.
 * Empty for a termed member, who has no Benefits menu.
 */
export function benefitsMenuItems(input: BenefitsMenuInput): MenuItem[] {
  const menus = visibleMenus({
    signedIn: true,
    ...input,
    hasEbill: false,
    pcp: { eligible: false, subscriberHasSelection: false, memberHasSelection: false },
    programs: [],
    claims: null,
    groupCount: 1,
  });
  const items = menus.primary.find((item) => item.id === 'benefits')?.subItems ?? [];
  return sortByCategory(items, (item) => menuItemCategory(item.id));
}

// ------------------------------------------------------------------ page access

/** The benefits area's pages that a menu item may offer (plus prior authorization, which no menu lists). */
export type BenefitsPageId =
  | 'benefits-summary'
  | 'medical'
  | 'dental'
  | 'vision'
  | 'pharmacy'
  | 'programs'
  | 'referrals'
  | 'member-handbooks'
  | 'certificate-of-coverage'
  | 'medicare-materials'
  | 'prior-authorization';

export type PageAccess =
  | { readonly kind: 'allowed' }
  /** A termed member: no Benefits menu at all. */
  | { readonly kind: 'not-enrolled' }
  /** The same content lives at another address of the member's menu. */
  | { readonly kind: 'redirect'; readonly to: string }
  /** The member's plan does not include the page. */
  | { readonly kind: 'not-in-plan' };

export interface PageAccessInput {
  readonly menu: readonly MenuItem[];
  readonly termed: boolean;
  readonly variant: BenefitsMenuVariant;
  /** The signed-in member's status per coverage category (today). */
  readonly statuses: Readonly<Record<CoverageCategory, CategoryStatus>>;
}

const PAGE_CATEGORIES: Partial<Record<BenefitsPageId, CoverageCategory>> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  pharmacy: 'Pharmacy',
};

/**
 * Whether the member may open a page of the benefits area:
 * - a termed member has no Benefits menu: every page says so;
 * - a page the benefits menu offers opens;
 * - a coverage category the reduced menu shows through the Benefits summary goes to /benefits (the summary);
 * - the Benefits summary opens for every enrolled member (it only shows their own categories);
 * - prior authorization opens for members with medical coverage (no menu lists it);
 * - the handbooks page under the other label goes to the one the menu offers;
 * - anything else is not part of the member's plan.
 */
export function pageAccess(page: BenefitsPageId, { menu, termed, variant, statuses }: PageAccessInput): PageAccess {
  if (termed) return { kind: 'not-enrolled' };
  if (menu.some((item) => item.id === page)) return { kind: 'allowed' };
  const category = PAGE_CATEGORIES[page];
  if (category) {
    return variant === 'reduced' && statuses[category] !== 'Ineligible' ? { kind: 'redirect', to: routePaths.benefits } : { kind: 'not-in-plan' };
  }
  if (page === 'benefits-summary') return { kind: 'allowed' };
  if (page === 'prior-authorization') return statuses.Medical === 'Ineligible' ? { kind: 'not-in-plan' } : { kind: 'allowed' };
  if (page === 'member-handbooks' || page === 'certificate-of-coverage') {
    const handbooks = menu.find((item) => item.id === 'member-handbooks' || item.id === 'certificate-of-coverage');
    return handbooks ? { kind: 'redirect', to: handbooks.target } : { kind: 'not-in-plan' };
  }
  return { kind: 'not-in-plan' };
}

/**
 * Where /benefits opens: the member's default category when the menu offers it, otherwise the first item of the
 * menu (the Benefits summary of the reduced menu, or a category whose coverage has not started yet); null when
 * the menu offers nothing (the 'no benefits' page).
 */
export function benefitsLandingPath(menu: readonly MenuItem[], defaultCategory: BenefitCategory): string | null {
  const path = benefitCategoryPath(defaultCategory);
  if (path && menu.some((item) => item.target === path)) return path;
  return menu[0]?.target ?? null;
}

// ------------------------------------------------------------------ coverage on a date

/** Whose coverage a message is about: the signed-in member ('Your') or another family member. */
export interface CoveredPerson {
  readonly self: boolean;
  readonly firstName: string;
}

/** The message for a category's status on the chosen date (every status but Active has one of its own). */
export function coverageStatusTitle(coverage: CoverageOnDate, category: CoverageCategory, person: CoveredPerson): string {
  const noun = category.toLowerCase();
  const whose = person.self ? 'Your' : `${person.firstName}\u2019s`;
  switch (coverage.status) {
    case 'Active':
      return `${whose} ${noun} coverage is active.`;
    case 'Future':
      return coverage.startDate
        ? `${whose} ${noun} coverage starts on ${formatLongDate(coverage.startDate)}.`
        : `${whose} ${noun} coverage has not started yet.`;
    case 'Termed':
      return coverage.endDate ? `${whose} ${noun} coverage ended on ${formatLongDate(coverage.endDate)}.` : `${whose} ${noun} coverage has ended.`;
    case 'Ineligible':
      return person.self ? `You do not have ${noun} coverage.` : `${person.firstName} does not have ${noun} coverage.`;
  }
}

// ------------------------------------------------------------------ member and date selection

/** The family member the pages show: the one with `suffix`, else the signed-in member. */
export function resolveSuffix(param: string | null, family: readonly FamilyMember[], fallback: number): number {
  if (param !== null && /^\d+$/.test(param)) {
    const suffix = Number(param);
    if (family.some((member) => member.suffix === suffix)) return suffix;
  }
  return fallback;
}

/** A 'YYYY-MM-DD' query value as a local date; `fallback` when missing or not a date. */
export function parseDateParam(param: string | null, fallback: Date): Date {
  return (param && toLocalDate(param)) || fallback;
}

/** A timestamp query value (milliseconds since the epoch) as its local calendar day; null when not a number. */
export function parseTimestampParam(param: string | null | undefined): Date | null {
  if (!param || !/^-?\d+$/.test(param.trim())) return null;
  const date = new Date(Number(param));
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The timestamp (local midnight, milliseconds) of a calendar day, as the summary and history addresses take it. */
export function dayTimestamp(day: Date | string): number {
  const date = toLocalDate(day);
  if (!date) throw new RangeError(`Not a date: ${String(day)}`);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** The query string that carries the chosen member and date to another page ('?suffix=1&asOfDate=2026-05-01'). */
export function selectionQuery(suffix: number, asOf: Date): string {
  return `?${new URLSearchParams({ suffix: String(suffix), asOfDate: toGatewayDate(asOf) }).toString()}`;
}

// ------------------------------------------------------------------ addresses

export function categoryPagePath(category: CoverageCategory): string {
  return benefitCategoryPath(category)!;
}

/** /benefits/summary?asOfDate={timestamp}, plus the member when given. */
export function summaryPath(asOf: Date, suffix?: number): string {
  const query = new URLSearchParams({ asOfDate: String(dayTimestamp(asOf)) });
  if (suffix !== undefined) query.set('suffix', String(suffix));
  return `${routePaths.benefitsSummary}?${query.toString()}`;
}

/** /history/{effectiveTimestamp}/benefits/{category}. */
export function historyPath(effectiveDate: Date | string, category: CoverageCategory | CategorySlug): string {
  return benefitHistoryPath(dayTimestamp(effectiveDate), category.toLowerCase());
}


/** /resource-download?url=...&name=..., the page that fetches a document for the member. */
export function resourceDownloadPath(url: string, name: string): string {
  return `${routePaths.resourceDownload}?${new URLSearchParams({ url, name }).toString()}`;
}

/** Where the resource download page opens a document: the address to open and, for another host, that host. */
export interface DownloadTarget {
  readonly href: string;
  /** The host the document comes from; null for a document on this site. */
  readonly host: string | null;
}

/**
 * The document address the resource download page may open: an https address without credentials (documents
 * live on several hosts: the plan's, a brand's, a partner's) or a path on this site. Null for anything else:
 * plain http, other schemes, '//host', '/\host', backslashes, credentials.
 */
export function downloadTarget(value: string | null | undefined): DownloadTarget | null {
  if (isSitePath(value)) return { href: value, host: null };
  const url = httpsUrl(value);
  return url ? { href: url.href, host: url.host } : null;
}

/** A document address the resource download page may open (see downloadTarget). */
export function isDownloadableUrl(value: string | null | undefined): value is string {
  return downloadTarget(value) !== null;
}

// ------------------------------------------------------------------ programs

/** The programs a member has: real programs (not resources of another program) they may use, by display order. */
export function memberPrograms<P extends Pick<ContentProgram, 'eligible' | 'resource' | 'displayOrder'>>(programs: readonly P[]): P[] {
  return programs.filter((program) => program.eligible && !program.resource).sort(compareDisplayOrder);
}

/** The categories the programs name, in the interface's category order (unknown names after, alphabetically). */
export function programCategories(programs: readonly Pick<ContentProgram, 'categories'>[]): string[] {
  const names = [...new Set(programs.flatMap((program) => program.categories ?? []))];
  const rank = (name: string) => {
    const index = CATEGORY_ORDER.indexOf(name as BenefitCategory);
    return index === -1 ? CATEGORY_ORDER.length : categoryRank(name as BenefitCategory);
  };
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

// ------------------------------------------------------------------ travel dental

export interface DentistSearchLink {
  /** The dentist directory of the member's plan (an external site). */
  readonly href: string;
  /** Says which directory the link opens. */
  readonly description: string;
}

/**
 * The travel dental page's 'Find in-network dentist' link: the dentist directory of the member's plan, the
 * Medicare variant for members of a Medicare plan (parent group 100000075), the same address the Find a dentist
 * page links to.
 */
export function travelDentistSearch(parentGroupId: string | null | undefined): DentistSearchLink {
  const href = dentistDirectoryUrl(parentGroupId);
  return href === MEDICARE_DENTIST_DIRECTORY_URL
    ? { href, description: 'Searches the dentists of your Medicare Advantage plan.' }
    : { href, description: 'Searches the dentists in your plan\u2019s network.' };
}
