import type { RouteObject } from 'react-router-dom';

import type { DomainId } from '../../src/config/brands';
import { routePaths as p } from '../../src/config/route-paths';
import { type SessionKind, tableRoutes } from '../../src/test/route-table';

/**
 * The routes of the route table (src/app/on-demand-routes.tsx, src/app/routes.tsx) as the fuzz renders them: the
 * session each needs, the address (path parameters taken from the answers of the render, as a member following the
 * portal's own links would have them), the page heading it must show, and the other places its guards may rightly
 * send the member.
 *
 * Most of it comes from the table itself (fuzzRoutes): the session from the guard a route sits under, the address
 * from its path, and any level-1 heading. FUZZ_ROUTES below holds only what a route declares beyond that: the
 * address of a route with parameters (which the fuzz cannot guess), a heading to expect, redirects, and the like. A
 * new route without parameters needs no entry.
 */

export type { SessionKind };

/** The answers of the render, by operation id. */
export type Answers = (operationId: string) => unknown;

export interface FuzzRoute {
  /** The route's path in the table ('' for the index route, '*' for the catch-all). */
  readonly pattern: string;
  /** How `--route` names it: the pattern, unless one pattern is rendered with several parameters. */
  readonly id?: string;
  readonly session: SessionKind;
  /** The address to open; the pattern itself when absent. */
  readonly url?: (answers: Answers) => string;
  /** The page's heading (level 1); any non-empty heading when absent (headings that come from the answers). */
  readonly heading?: string | RegExp;
  /** Paths the route's guards may send the member to instead, each showing its own page. */
  readonly redirects?: readonly string[];
  /** Full-page navigations (leaving the single-page app) that count as the route's outcome. */
  readonly leaves?: RegExp;
  /** False for pages that read no gateway answer (signed out, no shell): one render per brand is enough. */
  readonly readsAnswers?: false;
  /** The status of the error page the route shows by design (the error page's own route, an unknown address). */
  readonly errorPage?: number;
  /** The brands whose page differs; all three when absent. */
  readonly brands?: readonly DomainId[];
}

/** What a route declares beyond the table: the session only where it is not the one its guard asks for. */
export type FuzzRouteEntry = Omit<FuzzRoute, 'session'> & { readonly session?: SessionKind };

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value.trim() !== '' ? value : fallback);
const segment = (value: string) => encodeURIComponent(value);

/** The member the session's token names: the first member of the account. */
export function sessionMember(answers: Answers): Record<string, unknown> {
  return record(list(record(answers('getAccount')).members)[0]);
}

function programId(answers: Answers): string {
  const first = record(list(answers('getPrograms'))[0]);
  return typeof first.id === 'number' ? String(first.id) : '1';
}

function medicalPageId(answers: Answers): string {
  const tier = record(list(record(answers('getMedicalBenefits')).tiers)[0]);
  return segment(text(record(list(tier.services)[0]).pageId, 'service'));
}

function dentalService(answers: Answers): { tier: string; code: string } {
  const summary = record(answers('getDentalBenefits'));
  const category = record(list(summary.serviceCategories)[0]);
  return {
    tier: segment(text(record(list(summary.tiers)[0]).tierId, 'innet')),
    code: segment(text(record(list(category.services)[0]).code, 'D0120')),
  };
}

function historyTimestamp(answers: Answers): string {
  const entry = record(list(answers('getBenefitHistory'))[0]);
  const date = Date.parse(text(record(list(entry.eligibilities)[0]).effectiveDate, ''));
  return String(Number.isNaN(date) ? Date.UTC(2024, 0, 1) : date);
}

/** Where the benefits area's access rule may send a member (product section 6: the menu decides what a plan offers). */
const BENEFITS_LANDINGS = [
  p.benefits,
  p.benefitsSummary,
  '/benefits/medical',
  '/benefits/dental',
  '/benefits/vision',
  '/benefits/pharmacy',
  p.programs,
  p.memberHandbooks,
  p.certificateOfCoverage,
];

const suffix = (answers: Answers) => String(sessionMember(answers).memberSuffix ?? 0);
const HOME = p.home;

/** Where this list is, for the messages that ask for an entry. */
const ENTRIES_FILE = 'scripts/fuzz/fuzz-routes.ts (FUZZ_ROUTES)';

/**
 * What routes declare beyond the route table: each route whose path has parameters (its url), and wherever the fuzz
 * should expect more than any heading on the path it opened (a heading, redirects, an error page, a navigation out
 * of the portal, a session other than its guard's).
 */
export const FUZZ_ROUTES: readonly FuzzRouteEntry[] = [
  { pattern: '', readsAnswers: false, url: () => '/', heading: 'Log in to your Member Dashboard', redirects: [p.login] },
  { pattern: p.login, readsAnswers: false, heading: 'Log in to your Member Dashboard' },
  { pattern: p.contactUs, heading: 'Contact us' },
  { pattern: p.accessibility, readsAnswers: false, heading: 'Accessibility' },
  { pattern: p.recoverUsername, readsAnswers: false, heading: 'Forgot username' },
  { pattern: p.recoverPassword, readsAnswers: false },
  { pattern: p.registration, heading: 'Create an account' },
  { pattern: p.logout, readsAnswers: false, heading: 'Logged out successfully', leaves: /^\/login\?loggedOut=true/ },
  { pattern: p.groupSelection, heading: 'Access your Member Dashboard: Select plan' },
  { pattern: p.updateEmail, heading: 'Update email' },
  { pattern: p.registrationPolicies, heading: 'Welcome to your dental Member Dashboard' },
  {
    pattern: p.ssoLanding,
    heading: 'Signing you in',
    // Post-login routing (product section 4) decides from the answers where the member goes next.
    redirects: [p.home, p.groupSelection, p.updateEmail, p.registrationPolicies, p.newId, p.changePassword],
    leaves: /^form post to /,
  },
  { pattern: p.newId, heading: 'New ID' },
  // The error pages show in the shell when signed in (their route has no guard), as a failed read shows them.
  { pattern: p.error, session: 'member', url: () => '/error/500', errorPage: 500 },
  { pattern: p.home, heading: /^Welcome/ },
  { pattern: p.selectGroup, heading: 'Select a group' },
  { pattern: p.account, heading: 'Account' },
  { pattern: p.accountSummary, heading: 'Account summary' },
  { pattern: p.memberInformation, heading: 'Member information' },
  { pattern: p.settings, heading: 'Settings' },
  { pattern: p.changePassword, heading: 'Change password' },
  { pattern: p.planBenefits, heading: 'Member plan benefits' },
  { pattern: p.ebill, heading: 'eBill' },
  { pattern: p.support, heading: 'Help center' },
  { pattern: p.claims, heading: /^Claims/ },
  { pattern: p.claimsPrint, url: () => '/claims/print?category=dental&search=a', heading: 'Claims list' },
  { pattern: p.claimDetail, url: (a) => `/claims/${segment(text(record(list(record(a('getClaims')).content)[0]).claimId, 'C-1'))}`, heading: /^Claim / },
  { pattern: p.eobs, heading: 'Explanations of benefits' },
  {
    pattern: p.eobs,
    id: '/eobs?eob',
    url: (a) => `/eobs?eob=${segment(text(record(list(record(a('getEobs')).content)[0]).eobId, 'EOB-1'))}`,
    heading: 'Explanations of benefits',
  },
  { pattern: p.pharmacyBenefits, heading: 'Pharmacy benefits' },
  { pattern: p.idCard, heading: 'ID cards', redirects: [HOME] },
  { pattern: p.benefits, heading: 'Benefits', redirects: BENEFITS_LANDINGS },
  { pattern: p.programs, heading: 'Programs' },
  { pattern: p.program, url: (a) => `/benefits/programs/${programId(a)}` },
  { pattern: p.referrals, heading: 'Referrals' },
  { pattern: p.benefitsSummary, url: () => `/benefits/summary?asOfDate=${Date.UTC(2025, 5, 1)}`, heading: 'Benefits summary' },
  { pattern: p.memberHandbooks, redirects: BENEFITS_LANDINGS },
  { pattern: p.certificateOfCoverage, redirects: BENEFITS_LANDINGS },
  { pattern: p.medicareMaterials, heading: 'Medicare Materials' },
  { pattern: p.priorAuthorization, heading: 'Prior Authorization' },
  ...(['medical', 'dental', 'vision', 'pharmacy'] as const).map(
    (category): FuzzRouteEntry => ({
      pattern: p.benefitsCategory,
      id: `/benefits/${category}`,
      url: () => `/benefits/${category}`,
      heading: new RegExp(`^${category} benefits$`, 'i'),
      redirects: BENEFITS_LANDINGS,
    }),
  ),
  { pattern: p.medicalService, url: (a) => `/benefits/medical/services/${medicalPageId(a)}` },
  {
    pattern: p.benefitHistory,
    url: (a) => `/history/${historyTimestamp(a)}/benefits/dental`,
    heading: /^Dental coverage history$/i,
  },
  { pattern: p.dentalService, url: (a) => `/services/dental/${dentalService(a).code}` },
  {
    pattern: p.dentalServiceDetail,
    url: (a) => `/details/${dentalService(a).tier}/dental/${dentalService(a).code}`,
  },
  {
    pattern: p.resourceDownload,
    url: () => `/resource-download?url=${encodeURIComponent('https://documents.example.com/handbook.pdf')}&name=Handbook`,
  },
  { pattern: p.travelDental, heading: 'Dental care while travelling' },
  { pattern: p.findCare, heading: 'Find care' },
  { pattern: p.findCareResources, heading: 'Resources' },
  { pattern: p.primaryCare, heading: 'Primary care' },
  { pattern: p.primaryCareMember, url: (a) => `/find-care/primary-care/${suffix(a)}`, heading: 'Select primary care' },
  {
    pattern: p.primaryCareSearch,
    url: (a) => `/find-care/primary-care/${suffix(a)}/search`,
    heading: 'Search for a primary care provider',
  },
  { pattern: p.findADentist, heading: 'Find a dentist' },
  { pattern: p.customerService, heading: 'Customer service' },
  { pattern: '*', readsAnswers: false, url: () => '/no-such-page', errorPage: 404 },
];

export const routeId = (route: FuzzRoute): string => route.id ?? (route.pattern === '' ? '/' : route.pattern);

/** Whether the fuzz can open a path as it is: no parameters, no splat. */
const openable = (path: string) => !/[:*]/.test(path);

/**
 * The fuzz's routes for a route table: every entry of `entries` (in their order) with the session of its route's
 * guard unless it names one, then every other route of the table, opened at its path with any heading. Throws,
 * saying where to add what is missing, when a route of the table cannot be opened without an entry (its path has
 * parameters) or an entry names a path the table does not have.
 */
export function fuzzRoutes(table: readonly RouteObject[], entries: readonly FuzzRouteEntry[] = FUZZ_ROUTES): FuzzRoute[] {
  const routes = tableRoutes(table);
  const sessions = new Map(routes.map((route) => [route.path, route.session]));
  const problems: string[] = [];
  const resolved: FuzzRoute[] = [];
  for (const entry of entries) {
    const session = entry.session ?? sessions.get(entry.pattern);
    if (session === undefined) {
      problems.push(`${ENTRIES_FILE} has an entry for ${entry.pattern === '' ? "'' (the index route)" : entry.pattern}, which the route table does not have: remove it, or correct its pattern`);
      continue;
    }
    resolved.push({ ...entry, session });
  }
  const covered = new Set(entries.map((entry) => entry.pattern));
  for (const { path, session } of routes) {
    if (covered.has(path)) continue;
    covered.add(path);
    if (openable(path)) resolved.push({ pattern: path, session });
    else problems.push(`route ${path} has parameters the fuzz cannot guess: add an entry to ${ENTRIES_FILE} with its url, taking the parameters from the answers`);
  }
  if (problems.length > 0) throw new Error(`The fuzz's routes do not match the route table:\n- ${problems.join('\n- ')}`);
  return resolved;
}
