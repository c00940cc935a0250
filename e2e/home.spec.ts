import type { Locator } from '@playwright/test';

import {
  exactly,
  expect,
  onlyOnBrand,
  screenshot,
  startSession,
  test,
  type E2eDomainId,
  type E2eLanguage,
  type Page,
  type Translate,
} from './support/fixtures';
import { longDateShape, messagePattern } from './support/message-patterns';
import { startMemberSession } from './support/member-session';

/**
 * Issue 7, the home dashboard (product section 2, "Home dashboard", and sections 6 and 9): each persona's dashboard
 * shows exactly the items the spec gives it, and a fresh load of /home asks the gateway for each GET at most once.
 */

/**
 * The gateway calls the page makes, as "METHOD /path?query", in order. The mock gateway answers them in its
 * service worker, and the page's own requests still reach page.on('request') (checked: each shows up there once,
 * not marked as the worker's own), so the count is the page's count. The gateway base is /api (the e2e server's
 * config.json).
 */
function recordGatewayCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname.slice('/api'.length)}${url.search}`);
  });
  return calls;
}


/** Opens /home and waits for the dashboard (it shows only once everything has loaded). */
async function openDashboard(page: Page, tr: Translate, firstName: string): Promise<Locator> {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: tr('Welcome, {firstName}', { firstName }) })).toBeVisible();
  return page.getByRole('main');
}

/** The member information tile's value for a label (the label already in the page's language). */
function memberInfo(main: Locator, tr: Translate, label: string): Locator {
  const term = main.page().getByRole('term').filter({ hasText: exactly(label) });
  return main.getByRole('region', { name: tr('Member information') }).locator('div').filter({ has: term }).getByRole('definition');
}

/** The program tiles' names as shown. */
function programTileNames(main: Locator, tr: Translate): Locator {
  return main.getByRole('region', { name: tr('Programs') }).getByRole('listitem').getByRole('heading', { level: 3 });
}

/**
 * Local calendar date `days` from today in the page's time zone, as the portal writes long dates in the language
 * ("March 5, 2027", "5 de marzo de 2027").
 */
async function longDateFromToday(page: Page, language: E2eLanguage, days: number): Promise<string> {
  return page.evaluate(
    ({ offset, locale }) => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset).toLocaleDateString(locale, {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });
    },
    { offset: days, locale: language === 'es' ? 'es-US' : 'en-US' },
  );
}



/** The preventive care card's text for the 2026-2027 plan year, with the plan's group name or without. */
function preventiveCareText(tr: Translate): RegExp {
  const planYear = '2026-2027';
  const withGroup = tr(
    'The {group} {planYear} plan year includes a preventive care initiative: complete a preventive care visit with your primary care provider by your due date.',
    { planYear },
  );
  const withoutGroup = tr(
    'Your {planYear} plan year includes a preventive care initiative: complete a preventive care visit with your primary care provider by your due date.',
    { planYear },
  );
  return new RegExp(`${messagePattern(withGroup, '.+').source}|${messagePattern(withoutGroup, '.+').source}`);
}

/** Each GET of the load was made once at most (product section 7: GET calls are cached per argument). */
function expectEachGetAtMostOnce(calls: readonly string[]): void {
  const gets = calls.filter((call) => call.startsWith('GET '));
  const counts = new Map<string, number>();
  for (const call of gets) counts.set(call, (counts.get(call) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > 1).map(([call, count]) => `${call} ×${count}`);
  expect(repeated, `GET calls made more than once while loading /home:\n${gets.join('\n')}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------- per brand

interface BrandDashboard {
  readonly username: string;
  readonly firstName: string;
  /** Calls the dashboard must have made (so the count is not vacuous). */
  readonly mustCall: readonly string[];
  /** Calls the dashboard must not make for this member or brand. */
  readonly mustNotCall: readonly string[];
}

const BRAND_DASHBOARD: Record<E2eDomainId, BrandDashboard> = {
  1: {
    username: 'rivera',
    firstName: 'Jordan',
    mustCall: ['GET /account', 'GET /pcp/members', 'GET /ebill/showEbillAlert', 'GET /programs/sitecore', 'GET /handbook/ooc'],
    mustNotCall: ['GET /benefits/limits', 'GET /pcp/city-of-portland'],
  },
  2: {
    username: 'summit',
    firstName: 'Tomás',
    mustCall: ['GET /account', 'GET /pcp/members', 'GET /ebill/hasEbill', 'GET /programs/sitecore'],
    mustNotCall: ['GET /benefits/limits', 'GET /pcp/city-of-portland'],
  },
  5: {
    username: 'harborpolicy',
    firstName: 'Mei',
    mustCall: ['GET /account', 'GET /pcp/members', 'GET /benefits/limits', 'GET /programs/sitecore'],
    // Brand 5 never offers eBill or shortcut programs (the shell still reads GET /ebill/hasEbill for its menus).
    mustNotCall: ['GET /ebill/showEbillAlert', 'GET /handbook/ooc', 'GET /pcp/city-of-portland'],
  },
};

test('a fresh load of /home asks the gateway for each GET at most once', async ({ page, domainId, tr }) => {
  const { username, firstName, mustCall, mustNotCall } = BRAND_DASHBOARD[domainId];
  await startMemberSession(page, username);
  const calls = recordGatewayCalls(page);
  await openDashboard(page, tr, firstName);
  await page.waitForLoadState('networkidle');
  const paths = calls.map((call) => call.split('?')[0]);
  for (const call of mustCall) expect(paths, `the dashboard calls ${call}`).toContain(call);
  for (const call of mustNotCall) expect(paths, `the dashboard does not call ${call}`).not.toContain(call);
  expectEachGetAtMostOnce(calls);
  await test.info().attach('gateway calls of /home', { body: calls.join('\n'), contentType: 'text/plain' });
});

// ---------------------------------------------------------------------------------------------- brand 1

test.describe('brand 1 dashboards', () => {
  test('the family subscriber: welcome banner, eBill alert, member info, primary care and at most 6 programs plus shortcuts', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await startSession(page, 'rivera');
    const main = await openDashboard(page, tr, 'Jordan');

    // Welcome banner: the subscriber ID with its copy button and the 5-second snackbar.
    const welcome = main.getByRole('region', { name: tr('Welcome, {firstName}', { firstName: 'Jordan' }) });
    await expect(welcome).toContainText(`${tr('Subscriber ID')} 900123456`);
    await welcome.getByRole('button', { name: `${tr('Copy')} ${tr('subscriber ID')}` }).click();
    await expect(page.getByText(tr('Copied subscriber ID to clipboard'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('900123456');

    // Banners: the eBill alert; no primary care update (its cutoff, 2025-03-31, has passed); no plan management.
    const ebill = main.getByRole('alert').filter({ hasText: tr('eBill Update needed') });
    await expect(ebill.getByRole('link', { name: tr('Update payment method(s)') })).toHaveAttribute('href', '/account/ebill');
    await expect(main.getByText(tr('Primary care group administrative update'))).toHaveCount(0);
    await expect(main.getByRole('link', { name: tr('Manage my plan') })).toHaveCount(0);
    await expect(main.getByRole('region', { name: tr('Preventive care initiative') })).toHaveCount(0);
    await expect(main.getByRole('region', { name: tr('Dental benefit remaining') })).toHaveCount(0);

    // Member info tile (the insurance types: the portal's category, the gateway's type).
    const info = main.getByRole('region', { name: tr('Member information') });
    await expect(memberInfo(main, tr, tr('Name'))).toHaveText('Jordan Rivera');
    await expect(memberInfo(main, tr, tr('Subscriber ID'))).toHaveText('900123456');
    await expect(memberInfo(main, tr, tr('Group number'))).toHaveText('10001234');
    await expect(memberInfo(main, tr, tr('Group name'))).toHaveText('Cascade Timber Cooperative');
    await expect(memberInfo(main, tr, tr('Insurance type')).getByRole('listitem')).toHaveText([
      `${tr('Medical')}: PPO`,
      `${tr('Dental')}: Dental PPO`,
      `${tr('Vision')}: Vision`,
      `${tr('Pharmacy')}: Pharmacy`,
    ]);
    await expect(memberInfo(main, tr, tr('Provider networks')).getByRole('listitem')).toHaveText([
      'Cascade Preferred',
      'Delta Dental PPO',
      'VSP Choice',
      'Cascade Rx Network',
    ]);
    await expect(info.getByRole('button', { name: tr('Download ID card') })).toBeVisible();
    await expect(info.getByRole('link', { name: tr('More ID card options') })).toHaveAttribute('href', '/id-card');
    const card = page.waitForEvent('popup');
    await info.getByRole('button', { name: tr('Download ID card') }).click();
    const opened = await card;
    await expect.poll(() => opened.url(), { message: 'the ID card PDF opens in a new window' }).toMatch(/^blob:/);
    await opened.close();
    await expect(info.getByText(tr('Special group'))).toHaveCount(0);

    // Primary care tile: Sam still to choose, Jordan and Alex with their providers.
    const primaryCare = main.getByRole('region', { name: tr('Primary care') });
    await expect(primaryCare.getByRole('link', { name: new RegExp(`^${tr('Select primary care')}`) })).toHaveCount(1);
    await expect(primaryCare.getByRole('link', { name: tr('Select primary care for {name}', { name: 'Sam Rivera' }) })).toHaveAttribute(
      'href',
      '/find-care/primary-care/2',
    );
    await expect(primaryCare.getByRole('listitem').filter({ hasText: 'Jordan Rivera' })).toContainText('Maya Okafor, MD');
    await expect(primaryCare.getByRole('listitem').filter({ hasText: 'Alex Rivera' })).toContainText('Daniel Whitaker, DO');

    // Programs: the 6 first high-priority programs by display order (of 8), long names cut to 25 characters and
    // an ellipsis (the full name stays the link's name), then the shortcuts: online bill pay and the outline of coverage.
    await expect(programTileNames(main, tr)).toHaveText([
      '24/7 nurse line',
      'Diabetes Prevention and L…',
      'Telehealth visits',
      'Find a dentist',
      'Pharmacy benefit manager ↗',
      'Passport dental',
      tr('Online bill pay'),
      `${tr('Outline of Coverage')} ↗`,
    ]);
    const programs = main.getByRole('region', { name: tr('Programs') });
    await expect(programs.getByRole('link', { name: 'Diabetes Prevention and Lifestyle Coaching' })).toHaveAttribute(
      'href',
      '/benefits/programs/104',
    );
    for (const notShown of ['Dental cost estimator', 'Digital claims', 'Behavioral health support', 'Quit tobacco coaching', 'Weight management']) {
      await expect(programs.getByText(notShown)).toHaveCount(0);
    }
    await expect(programs.getByRole('link', { name: tr('View all programs') })).toHaveAttribute('href', '/benefits/programs');
    await screenshot(page, 'home-rivera');
  });

  test('an adult dependent sees his own primary care and keeps the ID card and programs', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'alexrivera');
    const main = await openDashboard(page, tr, 'Alex');
    await expect(memberInfo(main, tr, tr('Name'))).toHaveText('Alex Rivera');
    const primaryCare = main.getByRole('region', { name: tr('Primary care') });
    await expect(primaryCare.getByRole('listitem')).toHaveText([/Alex Rivera\s*Daniel Whitaker, DO/]);
    await expect(primaryCare.getByRole('link', { name: new RegExp(`^${tr('Select primary care')}`) })).toHaveCount(0);
    await expect(main.getByRole('button', { name: tr('Download ID card') })).toBeVisible();
    await expect(programTileNames(main, tr)).toHaveCount(8);
  });

  test('a termed member: the not-enrolled alert, no ID card, eBill, primary care or programs', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'termed');
    const main = await openDashboard(page, tr, 'Evelyn');
    const alert = page.getByRole('alert').filter({ hasText: tr('You are not currently enrolled in a plan') });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button')).toHaveCount(0); // not dismissible
    await expect(memberInfo(main, tr, tr('Subscriber ID'))).toHaveText('900331804');
    await expect(memberInfo(main, tr, tr('Insurance type'))).toHaveText(tr('Not currently enrolled'));
    await expect(main.getByRole('button', { name: tr('Download ID card') })).toHaveCount(0);
    await expect(main.getByRole('link', { name: tr('More ID card options') })).toHaveCount(0);
    await expect(main.getByText(tr('eBill Update needed'))).toHaveCount(0);
    await expect(main.getByRole('region', { name: tr('Primary care') })).toHaveCount(0);
    await expect(main.getByRole('region', { name: tr('Programs') })).toHaveCount(0);
    await screenshot(page, 'home-termed');
  });

  test('a local 598 member sees the employee ID instead of the subscriber ID', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'local598');
    const main = await openDashboard(page, tr, 'Frank');
    await expect(main.getByRole('region', { name: tr('Welcome, {firstName}', { firstName: 'Frank' }) })).toContainText(
      `${tr('Employee ID')} 598-044172`,
    );
    await expect(memberInfo(main, tr, tr('Employee ID'))).toHaveText('598-044172');
    await expect(main.getByText('900598117')).toHaveCount(0);
    await expect(main.getByText(tr('Subscriber ID'), { exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: `${tr('Copy')} ${tr('employee ID')}` })).toBeVisible();
  });

  test('group 10002805 is marked as a special group', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'specialgroup');
    const main = await openDashboard(page, tr, 'Beatrice');
    await expect(memberInfo(main, tr, tr('Group number'))).toHaveText('10002805');
    await expect(main.getByRole('region', { name: tr('Member information') }).getByText(tr('Special group'), { exact: true })).toBeVisible();
  });

  test('the city-employer plan: the preventive care card with the due date, and a selected primary care provider', { tag: onlyOnBrand(1) }, async ({ page, tr, language }) => {
    await startSession(page, 'city');
    const main = await openDashboard(page, tr, 'Rosa');
    const card = main.getByRole('region', { name: tr('Preventive care initiative') });
    await expect(card).toContainText(preventiveCareText(tr));
    const dueBy = await longDateFromToday(page, language, 75);
    await expect(card).toContainText(tr('Your preventive care visit is due by <0>{dueOn}</0>.', { dueOn: dueBy }).replace(/<\/?0>/g, ''));
    await expect(card).not.toContainText(
      tr('Your preventive care due date: information currently unavailable. For help, call <0/> or email <1>{email}</1>.').split(':')[0]!,
    );
    const primaryCare = main.getByRole('region', { name: tr('Primary care') });
    await expect(primaryCare.getByRole('heading', { name: tr('Primary care provider selected') })).toBeVisible();
    await expect(primaryCare.getByRole('link', { name: new RegExp(`^${tr('Select primary care')}`) })).toHaveCount(0);
    await screenshot(page, 'home-city');
  });

  test("the city-employer plan without a due date: 'information currently unavailable' with phone and e-mail", { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'cityunknown');
    const main = await openDashboard(page, tr, 'Kevin');
    const card = main.getByRole('region', { name: tr('Preventive care initiative') });
    await expect(card).toContainText(preventiveCareText(tr));
    await expect(card).toContainText(
      tr('Your preventive care due date: information currently unavailable. For help, call <0/> or email <1>{email}</1>.').split(':')[0]!,
    );
    await expect(card.getByRole('link', { name: '1-888-555-0100' })).toHaveAttribute('href', /^tel:/);
    await expect(card.getByRole('link', { name: 'memberservices@cascade-health.example' })).toHaveAttribute(
      'href',
      'mailto:memberservices@cascade-health.example',
    );
    await expect(
      main.getByRole('region', { name: tr('Primary care') }).getByRole('link', { name: tr('Select primary care for {name}', { name: "Kevin O'Brien" }) }),
    ).toBeVisible();
  });

  test('plan management: the renew reminder before cancellation, the notice after (M and D)', { tag: onlyOnBrand(1) }, async ({ page, tr, language }) => {
    await startSession(page, 'renewal');
    let main = await openDashboard(page, tr, 'Aisha');
    const reminder = main.getByRole('link', { name: tr('Manage my plan') });
    await expect(reminder).toHaveAttribute('href', '/account/plan-benefits');
    const enrollmentEnds = messagePattern(
      tr('Open enrollment ends {enrollmentEnds}. Make any change to your plan by then; if you do nothing, your plan renews.'),
      longDateShape(language),
    );
    await expect(main.getByText(new RegExp(`^${enrollmentEnds.source}$`))).toBeVisible();
    await expect(main.getByText(tr('Your plan will not renew'))).toHaveCount(0);

    for (const [username, firstName, plans] of [
      ['cancelledm', 'Ben', ['Medical']],
      ['cancelledd', 'Lucia', ['Medical', 'Dental']],
    ] as const) {
      await startSession(page, username);
      main = await openDashboard(page, tr, firstName);
      const notice = main.getByRole('status').filter({ hasText: tr('Your plan will not renew') });
      await expect(notice).toContainText(messagePattern(tr('Your coverage ends {coverageEnds}.'), longDateShape(language)));
      await expect(notice.getByRole('listitem')).toHaveText(plans.map((plan) => tr(plan)));
      await expect(notice.getByRole('link', { name: tr('Contact customer service') })).toBeVisible();
      await expect(main.getByRole('link', { name: tr('Manage my plan') })).toHaveCount(0);
    }
  });

  test('the primary care update banner shows to PCP-eligible members until 2025-03-31', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    // The dashboard's clock on the last day of the banner (the mock gateway keeps the real date in its service worker).
    await page.clock.setFixedTime(new Date('2025-03-31T16:00:00'));
    await startSession(page, 'rivera');
    let main = await openDashboard(page, tr, 'Jordan');
    const banner = main.getByRole('status').filter({ hasText: tr('Primary care group administrative update') });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: tr('Review your primary care') })).toHaveAttribute('href', '/find-care/primary-care');
    await screenshot(page, 'home-primary-care-update');
    // Not for a member who cannot choose primary care.
    await startSession(page, 'reducedmenu');
    main = await openDashboard(page, tr, 'Nora');
    await expect(main.getByText(tr('Primary care group administrative update'))).toHaveCount(0);
    // And not the day after.
    await page.clock.setFixedTime(new Date('2025-04-01T09:00:00'));
    await startSession(page, 'rivera');
    main = await openDashboard(page, tr, 'Jordan');
    await expect(main.getByText(tr('Primary care group administrative update'))).toHaveCount(0);
  });

  test('the overlay spinner shows until every call has answered, then the dashboard', { tag: onlyOnBrand(1) }, async ({ page, gateway, tr }) => {
    await startSession(page, 'rivera', '/error/404');
    await gateway.slowResponse('GET /programs/sitecore', 3000, { times: 1 });
    await page.goto('/home');
    const welcome = tr('Welcome, {firstName}', { firstName: 'Jordan' });
    await expect(page.getByRole('status').filter({ hasText: tr('Loading your dashboard') }).first()).toBeAttached();
    await expect(page.getByRole('heading', { name: welcome })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
    await expect(page.getByRole('region', { name: tr('Programs') })).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------- brands 2 and 5

test('brand 2: no eBill, no featured limit tile, the high-priority programs without shortcuts', { tag: onlyOnBrand(2) }, async ({ page, tr }) => {
  await startSession(page, 'summit');
  const main = await openDashboard(page, tr, 'Tomás');
  await expect(main.getByRole('region', { name: tr('Welcome, {firstName}', { firstName: 'Tomás' }) })).toContainText('200451230');
  await expect(memberInfo(main, tr, tr('Group name'))).toHaveText('Treasure Valley Manufacturing');
  await expect(main.getByRole('button', { name: tr('Download ID card') })).toBeVisible();
  await expect(main.getByText(tr('eBill Update needed'))).toHaveCount(0);
  await expect(main.getByRole('region', { name: tr('Dental benefit remaining') })).toHaveCount(0);
  await expect(main.getByRole('region', { name: tr('Primary care') })).toHaveCount(0);
  // Online bill pay needs eBill, which Tomás does not have; his group has no outline of coverage.
  await expect(programTileNames(main, tr)).toHaveText(['24/7 nurse line', 'Telehealth visits', 'Find a dentist', 'Pharmacy benefit manager ↗']);
  await screenshot(page, 'home-summit');
});

test("brand 5: the featured dental limit tile, no eBill, no shortcut programs and no 'View all programs'", { tag: onlyOnBrand(5) }, async ({ page, tr }) => {
  await startMemberSession(page, 'harborpolicy');
  const main = await openDashboard(page, tr, 'Mei');
  const tile = main.getByRole('region', { name: tr('Dental benefit remaining') });
  // The limit's name ('Annual maximum') is the gateway's.
  await expect(tile).toContainText(`$1,210.00 ${tr('remaining of your {total} {limitName}', { total: '$2,000.00', limitName: 'annual maximum' })}`);
  const bar = tile.getByRole('progressbar', { name: 'Annual maximum' });
  await expect(bar).toBeVisible();
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeCloseTo(39.5, 0);
  await expect(tile.getByRole('link', { name: tr('View dental benefits') })).toHaveAttribute('href', '/benefits/dental');
  await expect(main.getByText(tr('eBill Update needed'))).toHaveCount(0);
  await expect(programTileNames(main, tr)).toHaveText(['Find a dentist', 'Dental cost estimator', 'Passport dental']);
  await expect(main.getByRole('link', { name: tr('View all programs') })).toHaveCount(0);
  await expect(main.getByText(tr('Online bill pay'))).toHaveCount(0);
  await expect(main.getByText(tr('Outline of Coverage'))).toHaveCount(0);
  await screenshot(page, 'home-harbor');
});
