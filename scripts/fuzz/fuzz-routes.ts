import type { DomainId } from '../../src/config/brands';
import { routePaths as p } from '../../src/config/route-paths';

/**
 * Every route of the route table (src/app/routes.tsx) as the fuzz renders it: the session it needs, the address
 * (path parameters taken from the answers of the render, as a member following the portal's own links would
 * have them), the page heading it must show, and the other places its guards may rightly send the member.
 * harness.ts refuses to run when a route of the table has no entry here.
 */

export type SessionKind = 'none' | 'temporary' | 'new-id' | 'member';

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

export const FUZZ_ROUTES: readonly FuzzRoute[] = [
  { pattern: '', session: 'none', readsAnswers: false, url: () => '/', heading: 'Log in to your Member Dashboard', redirects: [p.login] },
  { pattern: p.login, session: 'none', readsAnswers: false, heading: 'Log in to your Member Dashboard' },
  { pattern: p.contactUs, session: 'none', heading: 'Contact us' },
  { pattern: p.accessibility, session: 'none', readsAnswers: false, heading: 'Accessibility' },
  { pattern: p.recoverUsername, session: 'none', readsAnswers: false, heading: 'Forgot username' },
  { pattern: p.recoverPassword, session: 'none', readsAnswers: false },
  { pattern: p.registration, session: 'none', heading: 'Create an account' },
  { pattern: p.logout, session: 'none', readsAnswers: false, heading: 'Logged out successfully', leaves: /^\/login\?loggedOut=true/ },
  { pattern: p.groupSelection, session: 'temporary', heading: 'Access your Member Dashboard: Select plan' },
  { pattern: p.updateEmail, session: 'temporary', heading: 'Update email' },
  { pattern: p.registrationPolicies, session: 'temporary', heading: 'Welcome to your dental Member Dashboard' },
  {
    pattern: p.ssoLanding,
    session: 'temporary',
    heading: 'Signing you in',
    // Post-login routing (product section 4) decides from the answers where the member goes next.
    redirects: [p.home, p.groupSelection, p.updateEmail, p.registrationPolicies, p.newId, p.changePassword],
    leaves: /^form post to /,
  },
  { pattern: p.newId, session: 'new-id', heading: 'New ID' },
  { pattern: p.error, session: 'member', url: () => '/error/500', errorPage: 500 },
  { pattern: p.home, session: 'member', heading: /^Welcome/ },
  { pattern: p.selectGroup, session: 'member', heading: 'Select a group' },
  { pattern: p.account, session: 'member', heading: 'Account' },
  { pattern: p.accountSummary, session: 'member', heading: 'Account summary' },
  { pattern: p.memberInformation, session: 'member', heading: 'Member information' },
  { pattern: p.settings, session: 'member', heading: 'Settings' },
  { pattern: p.changePassword, session: 'member', heading: 'Change password' },
  { pattern: p.planBenefits, session: 'member', heading: 'Member plan benefits' },
  { pattern: p.ebill, session: 'member', heading: 'eBill' },
  { pattern: p.support, session: 'member', heading: 'Help center' },
  { pattern: p.claims, session: 'member', heading: /^Claims/ },
  { pattern: p.claimsPrint, session: 'member', url: () => '/claims/print?category=dental&search=a', heading: 'Claims list' },
  { pattern: p.claimDetail, session: 'member', url: (a) => `/claims/${segment(text(record(list(record(a('getClaims')).content)[0]).claimId, 'C-1'))}`, heading: /^Claim / },
  { pattern: p.eobs, session: 'member', heading: 'Explanations of benefits' },
  {
    pattern: p.eobs,
    id: '/eobs?eob',
    session: 'member',
    url: (a) => `/eobs?eob=${segment(text(record(list(record(a('getEobs')).content)[0]).eobId, 'EOB-1'))}`,
    heading: 'Explanations of benefits',
  },
  { pattern: p.pharmacyBenefits, session: 'member', heading: 'Pharmacy benefits' },
  { pattern: p.idCard, session: 'member', heading: 'ID cards', redirects: [HOME] },
  { pattern: p.benefits, session: 'member', heading: 'Benefits', redirects: BENEFITS_LANDINGS },
  { pattern: p.programs, session: 'member', heading: 'Programs' },
  { pattern: p.program, session: 'member', url: (a) => `/benefits/programs/${programId(a)}` },
  { pattern: p.referrals, session: 'member', heading: 'Referrals' },
  { pattern: p.benefitsSummary, session: 'member', url: () => `/benefits/summary?asOfDate=${Date.UTC(2025, 5, 1)}`, heading: 'Benefits summary' },
  { pattern: p.memberHandbooks, session: 'member', redirects: BENEFITS_LANDINGS },
  { pattern: p.certificateOfCoverage, session: 'member', redirects: BENEFITS_LANDINGS },
  { pattern: p.medicareMaterials, session: 'member', heading: 'Medicare Materials' },
  { pattern: p.priorAuthorization, session: 'member', heading: 'Prior Authorization' },
  ...(['medical', 'dental', 'vision', 'pharmacy'] as const).map(
    (category): FuzzRoute => ({
      pattern: p.benefitsCategory,
      id: `/benefits/${category}`,
      session: 'member',
      url: () => `/benefits/${category}`,
      heading: new RegExp(`^${category} benefits$`, 'i'),
      redirects: BENEFITS_LANDINGS,
    }),
  ),
  { pattern: p.medicalService, session: 'member', url: (a) => `/benefits/medical/services/${medicalPageId(a)}` },
  {
    pattern: p.benefitHistory,
    session: 'member',
    url: (a) => `/history/${historyTimestamp(a)}/benefits/dental`,
    heading: /^Dental coverage history$/i,
  },
  { pattern: p.dentalService, session: 'member', url: (a) => `/services/dental/${dentalService(a).code}` },
  {
    pattern: p.dentalServiceDetail,
    session: 'member',
    url: (a) => `/details/${dentalService(a).tier}/dental/${dentalService(a).code}`,
  },
  {
    pattern: p.resourceDownload,
    session: 'member',
    url: () => `/resource-download?url=${encodeURIComponent('https://documents.example.com/handbook.pdf')}&name=Handbook`,
  },
  { pattern: p.travelDental, session: 'member', heading: 'Dental care while travelling' },
  { pattern: p.findCare, session: 'member', heading: 'Find care' },
  { pattern: p.findCareResources, session: 'member', heading: 'Resources' },
  { pattern: p.primaryCare, session: 'member', heading: 'Primary care' },
  { pattern: p.primaryCareMember, session: 'member', url: (a) => `/find-care/primary-care/${suffix(a)}`, heading: 'Select primary care' },
  {
    pattern: p.primaryCareSearch,
    session: 'member',
    url: (a) => `/find-care/primary-care/${suffix(a)}/search`,
    heading: 'Search for a primary care provider',
  },
  { pattern: p.findADentist, session: 'member', heading: 'Find a dentist' },
  { pattern: p.customerService, session: 'member', heading: 'Customer service' },
  { pattern: '*', session: 'none', readsAnswers: false, url: () => '/no-such-page', errorPage: 404 },
];

export const routeId = (route: FuzzRoute): string => route.id ?? (route.pattern === '' ? '/' : route.pattern);

/** The paths of a route table, walked in full ('' for index routes). */
export function tablePaths(routes: readonly { path?: string; index?: boolean; children?: unknown[] }[]): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    if (route.index) paths.push('');
    if (route.path !== undefined) paths.push(route.path);
    if (route.children) paths.push(...tablePaths(route.children as typeof routes));
  }
  return paths;
}
