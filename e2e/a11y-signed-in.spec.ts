import type { Locator } from '@playwright/test';

import {
  expect,
  expectNoA11yViolations,
  expectReflowAndTargetSize,
  onlyOnBrand,
  openInApp,
  screenshot,
  setViewport,
  test,
  type E2eDomainId,
  type Page,
  type ViewportName,
} from './support/fixtures';
import { startMemberSession, type MemberSessionOptions } from './support/member-session';

/**
 * axe (WCAG 2.0, 2.1 and 2.2, levels A and AA, with target-size), reflow and target size measured
 * (e2e/support/reflow.ts: no sideways scrolling of the page, sideways scrolling regions marked and reachable, every
 * control at least 24 × 24 px or spaced) and a full-page screenshot of every signed-in route of the route table
 * (product section 2, src/app/routes.tsx), for each brand, at 320 px (the narrowest phone, and 1280 px at 400 % zoom)
 * and desktop (1440 px) widths; then
 * the states of the main screens that show new content (open menus, another member's benefits, form errors, the
 * primary care search results and its confirmation dialog).
 *
 * Each route is opened with real parameters from the persona's data (mocks/personas) by the brand's persona who
 * can reach it (the menu offers it, no guard sends them away), and checked only once its content is there: the
 * address it lands on, its one h1 (the screen's title), a piece of content only the real page has, no
 * "not part of your plan" message, and no loading status. Screenshots: test-results/screenshots/<brand>/<width>/.
 *
 * The first route of a test is loaded from its address; the others are opened inside the app (a history entry and
 * a popstate, as the browser's back and forward do), which keeps the run short: the portal does not start again
 * for every route. Each route is checked at phone width, then the viewport is widened to desktop and it is checked
 * again (the shell reacts to the breakpoint change as it would for a member turning a tablet).
 */

// ------------------------------------------------------------------ what is checked

interface Screen {
  /** The address opened, with real parameters from the persona's data. */
  readonly path: string;
  /** The page's one h1: its title as the screen gives it. */
  readonly h1: string;
  /** The path it lands on, when the address redirects (default: the path of `path`). */
  readonly landsOn?: string;
  /** Content only the real page has: a heading of the main landmark with this name, or a locator in it. */
  readonly shows: string | ((main: Locator) => Locator);
}

interface ScreenGroup {
  /** What the group covers; the test's title. */
  readonly title: string;
  readonly persona: string;
  readonly session?: MemberSessionOptions;
  /** Runtime configuration (config.json) values that differ from the build's, e.g. the handbooks label. */
  readonly config?: Readonly<Record<string, unknown>>;
  readonly screens: readonly Screen[];
}

const label = (text: string) => (main: Locator) => main.getByLabel(text, { exact: true });
const text = (value: string) => (main: Locator) => main.getByText(value, { exact: true });

/** Dates inside every persona's plan history (coverage history pages are addressed by a timestamp). */
const JAN_1_2024 = String(Date.UTC(2024, 0, 1, 8)); // 1704096000000, midnight on the west coast

// Brand 1 (Cascade Health Plan): Jordan Rivera, family subscriber with all four categories, referrals, eBill,
// primary care (Sam has no provider yet) and the pharmacy benefit manager program; Harold Jensen (medicare) for
// the Medicare materials and the Medicare travel dental link; Priya Natarajan (multigroup, three groups) for
// /select-group, which only members of several groups reach (the 'Change group' link).
const BRAND_1: readonly ScreenGroup[] = [
  {
    title: 'rivera: dashboard, account and customer service',
    persona: 'rivera',
    screens: [
      { path: '/home', h1: 'Welcome, Jordan', shows: 'Member information' },
      { path: '/account', h1: 'Account', shows: 'Member plan benefits' },
      { path: '/account/summary', h1: 'Account summary', shows: 'Members on your plan' },
      { path: '/account/member-information', h1: 'Member information', shows: 'Alex Rivera' },
      { path: '/account/settings', h1: 'Settings', shows: 'Communication preferences' },
      { path: '/account/settings/change-password', h1: 'Change password', shows: label('Current password') },
      { path: '/account/plan-benefits', h1: 'Member plan benefits', shows: 'Renewing or changing your plan' },
      { path: '/account/ebill', h1: 'eBill', shows: 'Register for eBill' },
      { path: '/account/support', h1: 'Help center', shows: 'Common questions' },
      { path: '/support/customer-service', h1: 'Customer service', shows: 'Medicare Pharmacy' },
      { path: '/accessibility', h1: 'Accessibility', shows: 'Report a barrier' },
    ],
  },
  {
    title: 'rivera: ID card, claims, EOBs and pharmacy benefit manager',
    persona: 'rivera',
    screens: [
      { path: '/id-card', h1: 'ID cards', shows: 'Medical ID card' },
      { path: '/claims', h1: 'Claims/EOBs', shows: "Your family's claims" },
      { path: '/claims/C-2026-118842', h1: 'Claim C-2026-118842', shows: 'In plain words' },
      { path: '/claims/print?category=dental', h1: 'Claims list', shows: (main) => main.getByRole('table', { name: '3 claims, newest first' }) },
      { path: '/eobs', h1: 'Explanations of benefits', shows: 'Your explanations of benefits' },
      { path: '/eobs?eob=EOB-2026-77120', h1: 'Explanations of benefits', shows: 'In plain words' },
      { path: '/pharmacy-benefits', h1: 'Pharmacy benefits', shows: 'What you can do there' },
    ],
  },
  {
    // A dependent: his own claim (no EOB link), his list and his share of the family deductible.
    title: 'alexrivera: claims, a claim and his share of the family deductible',
    persona: 'alexrivera',
    screens: [
      { path: '/claims', h1: 'Claims', shows: 'Your claims' },
      { path: '/claims/C-2026-117904', h1: 'Claim C-2026-117904', shows: 'In plain words' },
      { path: '/claims/print', h1: 'Claims list', shows: (main) => main.getByRole('table', { name: '2 claims, newest first' }) },
      { path: '/benefits/medical', h1: 'Medical benefits', shows: text('Rest of the family') },
    ],
  },
  {
    title: 'rivera: benefits categories, programs, referrals, summary, handbooks and prior authorization',
    persona: 'rivera',
    screens: [
      // /benefits opens the member's default category (the first eligible: Medical).
      { path: '/benefits', landsOn: '/benefits/medical', h1: 'Medical benefits', shows: 'Out-of-Pocket Maximum' },
      { path: '/benefits/dental', h1: 'Dental benefits', shows: 'Annual maximum' },
      { path: '/benefits/vision', h1: 'Vision benefits', shows: 'Covered services' },
      { path: '/benefits/pharmacy', h1: 'Pharmacy benefits', shows: 'Drug tiers' },
      { path: '/benefits/programs', h1: 'Programs', shows: 'Diabetes Prevention and Lifestyle Coaching' },
      { path: '/benefits/programs/12', h1: '24/7 nurse line', shows: 'Helpful links' },
      { path: '/benefits/referrals', h1: 'Referrals', shows: 'Rahul Mehta, MD' },
      { path: '/benefits/summary', h1: 'Benefits summary', shows: 'Benefit limits' },
      { path: '/benefits/member-handbooks', h1: 'Member Handbooks', shows: text('2026 Cascade PPO 500 member handbook') },
      { path: '/benefits/prior-authorization', h1: 'Prior Authorization', shows: 'MRI, left knee' },
    ],
  },
  {
    title: 'rivera: coverage history, service details, documents and travel dental',
    persona: 'rivera',
    screens: [
      { path: `/history/${JAN_1_2024}/benefits/medical`, h1: 'Medical coverage history', shows: 'Sam Rivera' },
      { path: '/benefits/medical/services/office-visits?suffix=0', h1: 'Office visits', shows: 'Out-of-network' },
      { path: '/services/dental/D2740?suffix=0', h1: 'Crown, porcelain/ceramic', shows: 'What the plan pays' },
      { path: '/details/outnet/dental/D2740?suffix=0', h1: 'Crown, porcelain/ceramic: Out-of-network costs', shows: 'You pay' },
      {
        path: '/resource-download?url=https%3A%2F%2Fdocuments.plan.example%2Fhandbooks%2Fmed-ppo-500-2026.pdf&name=2026+Cascade+PPO+500+member+handbook',
        h1: '2026 Cascade PPO 500 member handbook',
        shows: (main) => main.getByRole('link', { name: 'Open 2026 Cascade PPO 500 member handbook (opens in a new tab)' }),
      },
      { path: '/passport-dental', h1: 'Dental care while travelling', shows: 'How to submit a claim abroad' },
    ],
  },
  {
    title: 'rivera: find care, resources, primary care and find a dentist',
    persona: 'rivera',
    screens: [
      { path: '/find-care', h1: 'Find care', shows: 'Primary care' },
      { path: '/find-care/resources', h1: 'Resources', shows: 'Behavioral health support' },
      { path: '/find-care/primary-care', h1: 'Primary care', shows: 'Sam Rivera' },
      // Sam (suffix 2) has no primary care provider yet: the tile's 'Select primary care' link.
      { path: '/find-care/primary-care/2', h1: 'Select primary care', shows: label('Zip code') },
      { path: '/find-care/primary-care/2/search', h1: 'Search for a primary care provider', shows: label('Distance') },
      { path: '/find-care/find-a-dentist', h1: 'Find a dentist', shows: 'Find an in-network dentist' },
    ],
  },
  {
    // The handbooks label is configuration: with 'Certificate of Coverage' the menu offers the certificate instead.
    title: 'rivera: certificate of coverage (handbooks label "Certificate of Coverage")',
    persona: 'rivera',
    config: { handbooksLabel: 'Certificate of Coverage' },
    screens: [{ path: '/benefits/certificate-of-coverage', h1: 'Certificate of Coverage', shows: text('2026 Cascade PPO 500 member handbook') }],
  },
  {
    title: 'medicare: Medicare materials and the Medicare travel dental page',
    persona: 'medicare',
    screens: [
      { path: '/benefits/medicare-materials', h1: 'Medicare Materials', shows: '2026 plan year' },
      { path: '/passport-dental', h1: 'Dental care while travelling', shows: 'Find a dentist in your network' },
    ],
  },
  {
    title: 'multigroup: select group',
    persona: 'multigroup',
    session: { groupId: '10005520' },
    screens: [{ path: '/select-group', h1: 'Select a group', shows: 'Northwest Builders Trust' }],
  },
];

// Brand 2 (Summit Dental and Health): Tomás Alvarez. Not reachable on brand 2, so tested on brand 1 only:
// - the coverage category pages (/benefits/medical ...): the brand's reduced benefits menu shows them through the
//   Benefits summary, and their addresses go there (checked below with /benefits);
// - /account/ebill: no brand 2 persona has eBill (it says eBill is not available for the plan);
// - primary care (/find-care/primary-care/...): no brand 2 persona's plan includes primary care selection;
// - /benefits/medicare-materials: no brand 2 persona is eligible for Medicare materials;
// - /select-group: no brand 2 persona has more than one group.
const BRAND_2: readonly ScreenGroup[] = [
  {
    title: 'summit: dashboard, account and customer service',
    persona: 'summit',
    screens: [
      { path: '/home', h1: 'Welcome, Tomás', shows: 'Member information' },
      { path: '/account', h1: 'Account', shows: 'Member plan benefits' },
      { path: '/account/summary', h1: 'Account summary', shows: 'Members on your plan' },
      { path: '/account/member-information', h1: 'Member information', shows: 'Ana Alvarez' },
      { path: '/account/settings', h1: 'Settings', shows: 'Communication preferences' },
      { path: '/account/settings/change-password', h1: 'Change password', shows: label('Current password') },
      { path: '/account/plan-benefits', h1: 'Member plan benefits', shows: 'Renewing or changing your plan' },
      { path: '/account/support', h1: 'Help center', shows: 'Common questions' },
      { path: '/support/customer-service', h1: 'Customer service', shows: 'Holidays' },
      { path: '/accessibility', h1: 'Accessibility', shows: 'Report a barrier' },
    ],
  },
  {
    title: 'summit: ID card, claims, EOBs and pharmacy benefit manager',
    persona: 'summit',
    screens: [
      { path: '/id-card', h1: 'ID cards', shows: 'Medical ID card' },
      { path: '/claims', h1: 'Claims/EOBs', shows: "Your family's claims" },
      { path: '/claims/C-2026-420155', h1: 'Claim C-2026-420155', shows: 'In plain words' },
      { path: '/claims/print', h1: 'Claims list', shows: (main) => main.getByRole('table') },
      { path: '/eobs', h1: 'Explanations of benefits', shows: 'Your explanations of benefits' },
      { path: '/eobs?eob=EOB-2026-70221', h1: 'Explanations of benefits', shows: 'In plain words' },
      { path: '/pharmacy-benefits', h1: 'Pharmacy benefits', shows: 'What you can do there' },
    ],
  },
  {
    title: 'summit: benefits summary, programs, referrals, handbooks and prior authorization',
    persona: 'summit',
    screens: [
      // The reduced menu starts with the Benefits summary.
      { path: '/benefits', landsOn: '/benefits/summary', h1: 'Benefits summary', shows: 'Out-of-Pocket Maximum' },
      { path: '/benefits/programs', h1: 'Programs', shows: 'Telehealth visits' },
      { path: '/benefits/programs/12', h1: '24/7 nurse line', shows: 'Helpful links' },
      { path: '/benefits/referrals', h1: 'Referrals', shows: 'Amara Haddad, MD' },
      { path: '/benefits/member-handbooks', h1: 'Member Handbooks', shows: text('2026 Summit Health PPO 750 member handbook') },
      { path: '/benefits/prior-authorization', h1: 'Prior Authorization', shows: text('No prior authorizations') },
    ],
  },
  {
    title: 'summit: coverage history, service details, documents and travel dental',
    persona: 'summit',
    screens: [
      { path: `/history/${JAN_1_2024}/benefits/dental`, h1: 'Dental coverage history', shows: 'Ana Alvarez' },
      { path: '/benefits/medical/services/office-visits?suffix=0', h1: 'Office visits', shows: 'Out-of-network' },
      { path: '/services/dental/D0120?suffix=0', h1: 'Periodic oral evaluation', shows: 'What the plan pays' },
      { path: '/details/innet/dental/D0120?suffix=0', h1: 'Periodic oral evaluation: In network costs', shows: 'You pay' },
      {
        path: '/resource-download?url=https%3A%2F%2Fdocuments.plan.example%2Fhandbooks%2Fden-smt-1250-2026.pdf&name=2026+Summit+Dental+Premier+1250+member+handbook',
        h1: '2026 Summit Dental Premier 1250 member handbook',
        shows: (main) => main.getByRole('link', { name: 'Open 2026 Summit Dental Premier 1250 member handbook (opens in a new tab)' }),
      },
      { path: '/passport-dental', h1: 'Dental care while travelling', shows: 'How to submit a claim abroad' },
      { path: '/find-care', h1: 'Find care', shows: 'Dental care while traveling' },
      { path: '/find-care/resources', h1: 'Resources', shows: 'Telehealth visits' },
      { path: '/find-care/find-a-dentist', h1: 'Find a dentist', shows: 'Find an in-network dentist' },
    ],
  },
  {
    // Brand 2's reduced menu lists Handbooks whatever the label (product section 6): the certificate address leads there.
    title: 'summit: handbooks with the label "Certificate of Coverage"',
    persona: 'summit',
    config: { handbooksLabel: 'Certificate of Coverage' },
    screens: [
      {
        path: '/benefits/certificate-of-coverage',
        landsOn: '/benefits/member-handbooks',
        h1: 'Member Handbooks',
        shows: text('2026 Summit Health PPO 750 member handbook'),
      },
    ],
  },
];

// Brand 5 (Harbor Dental): Mei Chen, dental only, once she has signed the communications policy. Not reachable on
// brand 5, so tested on brands 1 and 2 only:
// - the Medical, Vision and Pharmacy pages, Programs (the list), Referrals, Member Handbooks, Certificate of
//   Coverage and Prior Authorization: the brand's menu has only the eligible categories (and Medicare materials),
//   and every brand 5 persona has dental coverage only; the program pages open from the dashboard's tiles;
// - /account/ebill: eBill is never available on brand 5;
// - /pharmacy-benefits: no brand 5 persona has the pharmacy benefit manager program;
// - primary care, /benefits/medicare-materials and /select-group: no brand 5 persona has primary care selection,
//   Medicare materials or more than one group.
const BRAND_5: readonly ScreenGroup[] = [
  {
    title: 'harborpolicy: dashboard, account and customer service',
    persona: 'harborpolicy',
    screens: [
      { path: '/home', h1: 'Welcome, Mei', shows: 'Dental benefit remaining' },
      { path: '/account', h1: 'Account', shows: 'Member plan benefits' },
      { path: '/account/summary', h1: 'Account summary', shows: 'Members on your plan' },
      { path: '/account/member-information', h1: 'Member information', shows: 'Lily Chen' },
      { path: '/account/settings', h1: 'Settings', shows: 'Communication preferences' },
      { path: '/account/settings/change-password', h1: 'Change password', shows: label('Current password') },
      { path: '/account/plan-benefits', h1: 'Member plan benefits', shows: 'Renewing or changing your plan' },
      { path: '/account/support', h1: 'Help center', shows: 'Common questions' },
      { path: '/support/customer-service', h1: 'Customer service', shows: 'Medicare Pharmacy' },
      { path: '/accessibility', h1: 'Accessibility', shows: 'Report a barrier' },
      { path: '/id-card', h1: 'ID cards', shows: 'Dental ID card' },
      { path: '/claims', h1: 'Claims/EOBs', shows: "Your family's claims" },
      { path: '/claims/C-2026-510233', h1: 'Claim C-2026-510233', shows: 'In plain words' },
      { path: '/claims/print', h1: 'Claims list', shows: (main) => main.getByRole('table') },
      { path: '/eobs', h1: 'Explanations of benefits', shows: 'Your explanations of benefits' },
      { path: '/eobs?eob=EOB-2026-90114', h1: 'Explanations of benefits', shows: 'In plain words' },
    ],
  },
  {
    title: 'harborpolicy: dental benefits, summary, program, service details, travel dental and find care',
    persona: 'harborpolicy',
    screens: [
      { path: '/benefits', landsOn: '/benefits/dental', h1: 'Dental benefits', shows: 'Annual maximum' },
      { path: '/benefits/summary', h1: 'Benefits summary', shows: 'Annual maximum' },
      { path: '/benefits/programs/41', h1: 'Dental cost estimator', shows: text('Know your dental costs up front.') },
      { path: `/history/${JAN_1_2024}/benefits/dental`, h1: 'Dental coverage history', shows: 'Lily Chen' },
      { path: '/services/dental/D0120?suffix=0', h1: 'Periodic oral evaluation', shows: 'What the plan pays' },
      { path: '/details/innet/dental/D0120?suffix=0', h1: 'Periodic oral evaluation: In network costs', shows: 'You pay' },
      {
        path: '/resource-download?url=https%3A%2F%2Fdocuments.plan.example%2Fforms%2Finternational-dental-claim.pdf&name=International+dental+claim+form',
        h1: 'International dental claim form',
        shows: (main) => main.getByRole('link', { name: 'Open International dental claim form (opens in a new tab)' }),
      },
      { path: '/passport-dental', h1: 'Dental care while travelling', shows: 'How to submit a claim abroad' },
      { path: '/find-care', h1: 'Find care', shows: 'Dental care while traveling' },
      { path: '/find-care/resources', h1: 'Resources', shows: 'Kids dental sealant program' },
      { path: '/find-care/find-a-dentist', h1: 'Find a dentist', shows: 'Find an in-network dentist' },
    ],
  },
];

const PLAN: Readonly<Record<E2eDomainId, readonly ScreenGroup[]>> = { 1: BRAND_1, 2: BRAND_2, 5: BRAND_5 };

/** The persona each brand's interactive states are checked with, and what it has to choose. */
const BRAND_MEMBER: Readonly<Record<E2eDomainId, { persona: string; firstName: string; category: string; otherMember: string }>> = {
  1: { persona: 'rivera', firstName: 'Jordan', category: '/benefits/medical', otherMember: 'Alex Rivera' },
  // Brand 2's reduced menu shows the categories in the Benefits summary.
  2: { persona: 'summit', firstName: 'Tomás', category: '/benefits/summary', otherMember: 'Ana Alvarez' },
  5: { persona: 'harborpolicy', firstName: 'Mei', category: '/benefits/dental', otherMember: 'Lily Chen' },
};

// ------------------------------------------------------------------ helpers

/** What a page the member's plan does not include says instead of its content. */
const NOT_THE_CONTENT = /(is|are) not part of your plan|not available for your plan|doesn't include|not currently enrolled/;

const WIDTHS: readonly ViewportName[] = ['narrow', 'desktop'];

function screenshotName(persona: string, path: string, state?: string): string {
  const route = new URL(path, 'http://portal.invalid').pathname.slice(1).replace(/\//g, '-');
  return [persona, route, state].filter(Boolean).join('-');
}

/** Serves /config.json with these values changed (before the portal reads it). */
async function overrideConfig(page: Page, values: Readonly<Record<string, unknown>>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, ...values } });
  });
}

/** Waits until nothing on the page says it is still loading. */
async function expectSettled(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Loading|Searching|Downloading/ }), `${where}: still loading`).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]'), `${where}: a region is still busy`).toHaveCount(0);
}

/** Checks that the screen's own content is there (address, one h1 with its title, real content, nothing loading). */
async function expectScreen(page: Page, screen: Screen, where: string): Promise<void> {
  const landsOn = screen.landsOn ?? new URL(screen.path, 'http://portal.invalid').pathname;
  await expect(page, `${where}: lands on ${landsOn}`).toHaveURL((url) => url.pathname === landsOn);
  await expect(page.getByRole('heading', { level: 1 }), `${where}: the page's one h1`).toHaveText([screen.h1]);
  const main = page.getByRole('main');
  const content = typeof screen.shows === 'string' ? main.getByRole('heading', { name: screen.shows, exact: true }) : screen.shows(main);
  await expect(content.first(), `${where}: the page's content`).toBeVisible();
  await expect(main.getByText(NOT_THE_CONTENT), `${where}: the page says the plan does not include it`).toHaveCount(0);
  await expectSettled(page, where);
}

/** Screenshot, axe, reflow and target size, with the route and width in the failure message. */
async function checkHere(page: Page, name: string, where: string): Promise<void> {
  await screenshot(page, name);
  await test.step(`axe: ${where}`, () => expectNoA11yViolations(page));
  await test.step(`reflow and target size: ${where}`, () => expectReflowAndTargetSize(page));
}

/** Checks the page as it is now at phone width, then at desktop width (the state must survive the resize). */
async function checkAtBothWidths(page: Page, name: string, where: string, stillThere: Locator): Promise<void> {
  for (const width of WIDTHS) {
    await setViewport(page, width);
    await expect(stillThere, `${where} (${width}): still shown`).toBeVisible();
    await checkHere(page, name, `${where} at ${width} width`);
  }
}

// ------------------------------------------------------------------ every route

for (const domainId of [1, 2, 5] as const) {
  test.describe(`brand ${domainId}: every signed-in route at phone and desktop widths`, { tag: onlyOnBrand(domainId) }, () => {
    for (const group of PLAN[domainId]) {
      test(group.title, async ({ page }) => {
        // About 7 s per route and width on a busy 2-core machine (axe, reflow and target size), plus the session.
        test.setTimeout(30_000 + group.screens.length * 15_000);
        // The resource download page opens the document in a new tab (another host, offline here): close it.
        page.context().on('page', (opened) => void opened.close());
        if (group.config) await overrideConfig(page, group.config);
        await startMemberSession(page, group.persona, group.session);

        for (const [index, screen] of group.screens.entries()) {
          await test.step(`${screen.path} as ${group.persona}`, async () => {
            await setViewport(page, 'narrow');
            if (index === 0) await page.goto(screen.path);
            else await openInApp(page, screen.path);
            for (const width of WIDTHS) {
              const where = `${screen.path} (${group.persona}, ${width} width)`;
              await setViewport(page, width);
              await expectScreen(page, screen, where);
              await checkHere(page, screenshotName(group.persona, screen.path), where);
            }
          });
        }
      });
    }
  });
}

// ------------------------------------------------------------------ states that show new content

for (const domainId of [1, 2, 5] as const) {
  const member = BRAND_MEMBER[domainId];

  test.describe(`brand ${domainId}: interactive states`, { tag: onlyOnBrand(domainId) }, () => {
    test('dashboard: the phone menu and its sub-menus, the desktop dropdowns, the copied subscriber ID', async ({ page }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await startMemberSession(page, member.persona);
      await setViewport(page, 'narrow');
      await page.goto('/home');
      const home: Screen = { path: '/home', h1: `Welcome, ${member.firstName}`, shows: 'Member information' };
      await expectScreen(page, home, '/home (phone)');
      const banner = page.getByRole('banner');

      // Phone: the masthead menu, then the Benefits sub-menu and the account settings list inside it.
      const menu = banner.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const mainNav = banner.getByRole('navigation', { name: 'Main' });
      await expect(mainNav).toBeVisible();
      await checkHere(page, screenshotName(member.persona, '/home', 'menu-open'), '/home with the phone menu open');

      const benefits = mainNav.getByRole('button', { name: 'Benefits' });
      await benefits.click();
      await expect(benefits).toHaveAttribute('aria-expanded', 'true');
      await expect(mainNav.getByRole('group', { name: 'Benefits' }).getByRole('link').first()).toBeVisible();
      await checkHere(page, screenshotName(member.persona, '/home', 'menu-benefits-open'), '/home with the phone menu and Benefits open');

      // In the phone menu the trigger shows the caption 'account settings' beside the first name.
      const settings = banner.getByRole('button', { name: new RegExp(`^${member.firstName} ?, account settings$`) });
      await settings.click();
      await expect(settings).toHaveAttribute('aria-expanded', 'true');
      await expect(banner.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Log out' })).toBeVisible();
      await checkHere(page, screenshotName(member.persona, '/home', 'menu-account-settings-open'), '/home with the phone account settings open');

      // Desktop: the Find care dropdown, then the account settings dropdown.
      await setViewport(page, 'desktop');
      await expect(banner.getByRole('button', { name: 'Menu' })).toHaveCount(0);
      const findCare = banner.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Find care' });
      await findCare.click();
      await expect(findCare).toHaveAttribute('aria-expanded', 'true');
      await expect(banner.getByRole('group', { name: 'Find care' }).getByRole('link', { name: 'Find a dentist' })).toBeVisible();
      await checkHere(page, screenshotName(member.persona, '/home', 'find-care-dropdown'), '/home with the Find care dropdown open');
      await page.keyboard.press('Escape');
      await expect(findCare).toHaveAttribute('aria-expanded', 'false');

      const desktopSettings = banner.getByRole('button', { name: new RegExp(`^${member.firstName} ?, account settings$`) });
      await desktopSettings.click();
      await expect(desktopSettings).toHaveAttribute('aria-expanded', 'true');
      await expect(banner.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Summary' })).toBeVisible();
      await checkHere(page, screenshotName(member.persona, '/home', 'account-settings-dropdown'), '/home with the account settings dropdown open');
      await page.keyboard.press('Escape');

      // The copy button's snackbar (spec: 'Copied subscriber ID to clipboard', 5 seconds).
      await page.getByRole('main').getByRole('button', { name: 'Copy subscriber ID' }).click();
      const copied = page.getByRole('status').filter({ hasText: 'Copied subscriber ID to clipboard' });
      await expect(copied).toBeVisible();
      await checkHere(page, screenshotName(member.persona, '/home', 'subscriber-id-copied'), '/home with the copied subscriber ID snackbar');
    });

    test('benefits: another family member, a date outside the coverage, and the date error', async ({ page }) => {
      await startMemberSession(page, member.persona);
      await setViewport(page, 'narrow');
      await page.goto(member.category);
      await expectSettled(page, member.category);
      const main = page.getByRole('main');
      const filters = main.getByRole('form', { name: 'Choose whose benefits to show and the date' });
      const showing = main.getByRole('status').filter({ hasText: /^Showing benefits/ });
      await expect(showing).toBeVisible();

      // Another family member's benefits.
      await filters.getByLabel('Show benefits for').selectOption({ label: member.otherMember });
      await expect(showing).toContainText(`Showing benefits for ${member.otherMember}`);
      await expect(page).toHaveURL(/[?&]suffix=1\b/);
      await expectSettled(page, `${member.category} for ${member.otherMember}`);
      await checkAtBothWidths(page, screenshotName(member.persona, member.category, 'other-member'), `${member.category} for ${member.otherMember}`, showing);

      // A date before the plan started: the page says how the coverage stood then.
      await setViewport(page, 'narrow');
      await filters.getByLabel('Benefits as of').fill('2001-01-15');
      await filters.getByRole('button', { name: 'Show benefits' }).click();
      await expect(showing).toContainText('as of January 15, 2001');
      await expectSettled(page, `${member.category} as of 2001-01-15`);
      await checkAtBothWidths(page, screenshotName(member.persona, member.category, 'before-coverage'), `${member.category} as of 2001-01-15`, showing);

      // No date: the field's error.
      await setViewport(page, 'narrow');
      const date = filters.getByLabel('Benefits as of');
      await date.fill('');
      await filters.getByRole('button', { name: 'Show benefits' }).click();
      await expect(date).toHaveAttribute('aria-invalid', 'true');
      await checkAtBothWidths(page, screenshotName(member.persona, member.category, 'date-error'), `${member.category} with the date error`, date);
    });

    test('account: the e-mail address in edit view, and the change password errors', async ({ page }) => {
      await startMemberSession(page, member.persona);
      await setViewport(page, 'narrow');
      await page.goto('/account/settings');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expectSettled(page, '/account/settings');
      await main.getByRole('button', { name: 'Edit Email address' }).click();
      const email = main.getByRole('textbox', { name: 'Email address' });
      await expect(email).toBeEditable();
      await checkAtBothWidths(page, screenshotName(member.persona, '/account/settings', 'edit-email'), '/account/settings editing the e-mail address', email);

      await setViewport(page, 'narrow');
      await openInApp(page, '/account/settings/change-password');
      await expect(main.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
      await main.getByRole('button', { name: 'Change password' }).click();
      const current = main.getByLabel('Current password', { exact: true });
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await checkAtBothWidths(page, screenshotName(member.persona, '/account/settings/change-password', 'errors'), '/account/settings/change-password with its errors', current);
    });
  });
}

test.describe('brand 1: primary care search', { tag: onlyOnBrand(1) }, () => {
  test('the search errors, the results and the confirmation dialog', async ({ page }) => {
    await startMemberSession(page, 'rivera');
    await setViewport(page, 'narrow');
    // Sam Rivera (suffix 2) has no primary care provider yet.
    await page.goto('/find-care/primary-care/2/search');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Search for a primary care provider' })).toBeVisible();
    const form = main.getByRole('form', { name: 'Search for a primary care provider' });
    const distance = form.getByLabel('Distance');
    await expect(form.getByLabel('Zip code')).toHaveValue(/^\d{5}$/);

    // No distance chosen: the field's error.
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(distance).toHaveAttribute('aria-invalid', 'true');
    await checkAtBothWidths(page, screenshotName('rivera', '/find-care/primary-care/2/search', 'errors'), 'the primary care search with its errors', distance);

    // The results.
    await setViewport(page, 'narrow');
    await distance.selectOption({ label: 'Within 10 miles' });
    await form.getByRole('button', { name: 'Search' }).click();
    const results = main.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('status').filter({ hasText: 'found' })).toHaveText(/^\d+ providers? found\./);
    const providers = results.getByRole('article');
    await expect(providers.first()).toBeVisible();
    await expectSettled(page, 'the primary care search results');
    await checkAtBothWidths(page, screenshotName('rivera', '/find-care/primary-care/2/search', 'results'), 'the primary care search results', providers.first());

    // The confirmation dialog for the first provider who takes new patients.
    await setViewport(page, 'narrow');
    const provider = providers.filter({ has: page.getByRole('button', { name: /^Select / }) }).first();
    await provider.getByRole('button', { name: /^Select / }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your primary care provider' });
    await expect(dialog).toContainText('will be the primary care provider for Sam Rivera');
    await checkAtBothWidths(page, screenshotName('rivera', '/find-care/primary-care/2/search', 'confirm'), 'the primary care confirmation dialog', dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
