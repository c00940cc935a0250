import { exactly, expect, expectNoA11yViolations, onlyOnBrand, screenshot, startSession, test, type E2eDomainId } from './support/fixtures';
import { startMemberSession } from './support/member-session';

/**
 * The account journeys (product sections 2, 4, 6 and 7): the ID card shows and opens as a PDF for a member who is not
 * termed, and its route sends a termed member home; eBill registration for the eBill persona (and no eBill where
 * the spec rules it out); a settings preference saved, shown and still there after a reload.
 */

/** The persona whose account each brand's journeys use. */
const BRAND_PERSONA: Record<E2eDomainId, { username: string; name: string; subscriberId: string }> = {
  1: { username: 'rivera', name: 'Jordan Rivera', subscriberId: '900123456' },
  2: { username: 'summit', name: 'Tomás Alvarez', subscriberId: '200451230' },
  5: { username: 'harborpolicy', name: 'Mei Chen', subscriberId: '500112047' },
};


const isGateway = (url: string, path: string) => new URL(url).pathname === `/api${path}`;

/** A pattern matching a text at the start of a name (a checkbox's name goes on with its hint). */
const startingWith = (text: string) => new RegExp(exactly(text).source.replace(/\$$/, ''));

// ---------------------------------------------------------------------------------------------- ID card

test('the ID card shows the member’s cards and opens the PDF in a new window', async ({ page, domainId, tr }) => {
  const persona = BRAND_PERSONA[domainId];
  await startMemberSession(page, persona.username);
  await page.goto('/id-card');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: tr('ID cards') })).toBeVisible();
  const cards = main.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText(persona.name);
    await expect(card).toContainText(persona.subscriberId);
  }
  await screenshot(page, 'id-card');
  await expectNoA11yViolations(page);

  const pdfResponse = page.waitForResponse(
    (response) => isGateway(response.url(), '/idCard/view') && (response.request().headers()['accept'] ?? '').includes('application/pdf'),
  );
  const popup = page.waitForEvent('popup');
  await main.getByRole('button', { name: tr('Download ID card') }).click();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const opened = await popup;
  await expect.poll(() => opened.url(), { message: 'the new window shows the PDF from a blob address' }).toMatch(/^blob:/);
  // What the window shows is the gateway's PDF (a service worker's answer has no body for Playwright, so the
  // document is read back from the window's own address).
  const shown = await opened.evaluate(async () => {
    const blob = await (await fetch(location.href)).blob();
    return { type: blob.type, size: blob.size, start: new TextDecoder('latin1').decode(await blob.slice(0, 5).arrayBuffer()) };
  });
  expect(shown.type).toBe('application/pdf');
  expect(shown.start).toBe('%PDF-');
  expect(shown.size).toBeGreaterThan(500);
  await opened.close();
  // The portal stays where it was.
  await expect(page).toHaveURL(/\/id-card$/);
});

test('the ID card route sends a termed member to /home', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
  await startSession(page, 'termed');
  await page.goto('/id-card');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('Welcome, {firstName}', { firstName: 'Evelyn' }) })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: tr('You are not currently enrolled in a plan') })).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('ID cards') })).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------- eBill

test('eBill: a member with eBill registers, and the eBill site link says it is the first time', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
  await startSession(page, 'rivera');
  await page.goto('/home');
  // The dashboard's eBill alert leads to the eBill page.
  await page.getByRole('main').getByRole('link', { name: tr('Update payment method(s)') }).click();
  await expect(page).toHaveURL(/\/account\/ebill$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: tr('eBill') })).toBeVisible();
  const alert = main.getByRole('alert').filter({ hasText: tr('eBill Update needed') });
  await expect(alert).toContainText(tr('Register for eBill below, then update your payment method(s) on the eBill site.'));
  await screenshot(page, 'ebill-not-registered');

  const registration = page.waitForRequest((request) => request.method() === 'PUT' && isGateway(request.url(), '/ebill/registerEbillUser'));
  await main.getByRole('region', { name: tr('Register for eBill') }).getByRole('button', { name: tr('Register for eBill') }).click();
  const body = (await registration).postData();
  expect(body === null || body === '' || body === '{}', `an empty body, not ${body}`).toBe(true);

  const account = main.getByRole('region', { name: tr('Your eBill account') });
  await expect(account.getByRole('status')).toHaveText(tr("You're registered for eBill. Go to eBill to set up your account and payment methods."));
  const goToEbill = new URL((await account.getByRole('link', { name: tr('Go to eBill') }).getAttribute('href'))!);
  const token = await page.evaluate(() => localStorage.getItem('local_mdtoken'));
  expect(Object.fromEntries(goToEbill.searchParams)).toEqual({
    firsttime: 'Y',
    theme: 'Cascade',
    dashboardlink: new URL('/home', page.url()).toString(),
    idptoken: token,
  });
  await expect(alert.getByRole('link', { name: tr('Update payment method(s)') })).toBeVisible();
  await expect(main.getByRole('region', { name: tr('Register for eBill') })).toHaveCount(0);
  await screenshot(page, 'ebill-registered');
  await expectNoA11yViolations(page);

  // Registered for good: after a reload the page knows it, and the eBill site is no longer told it is the first time.
  await page.reload();
  await expect(main.getByRole('region', { name: tr('Your eBill account') })).toContainText(tr("You're registered for eBill."));
  const later = new URL((await main.getByRole('link', { name: tr('Go to eBill') }).getAttribute('href'))!);
  expect(later.searchParams.get('firsttime')).toBe('N');
});

for (const [brand, username] of [
  [2, 'summit'],
  [5, 'harborpolicy'],
] as const) {
  test(`eBill: brand ${brand}'s member is told eBill is not available`, { tag: onlyOnBrand(brand) }, async ({ page, tr }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/ebill/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await startMemberSession(page, username);
    await page.goto('/account/ebill');
    const main = page.getByRole('main');
    await expect(main.getByText(tr('eBill is not available for your plan'))).toBeVisible();
    await expect(main.getByRole('button', { name: tr('Register for eBill') })).toHaveCount(0);
    await screenshot(page, 'ebill-unavailable');
    expect(calls).not.toContain('PUT /api/ebill/registerEbillUser');
  });
}

// ---------------------------------------------------------------------------------------------- settings

test('settings: a changed preference is saved, shown and still there after a reload', async ({ page, domainId, tr }) => {
  await startMemberSession(page, BRAND_PERSONA[domainId].username);
  await page.goto('/account/settings');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: tr('Settings') })).toBeVisible();
  const card = main.getByRole('region', { name: tr('Communication preferences') });
  const breakingNews = card.getByRole('listitem').filter({ hasText: tr('Breaking news e-mails') });
  await expect(breakingNews).toContainText(tr('Off'));

  await card.getByRole('button', { name: tr('Edit {title}', { title: tr('Communication preferences') }) }).click();
  const checkbox = card.getByRole('checkbox', { name: startingWith(tr('Breaking news e-mails')) });
  await expect(checkbox).not.toBeChecked();
  await checkbox.check();
  const saved = page.waitForRequest((request) => request.method() === 'PUT' && isGateway(request.url(), '/account/preferences'));
  await card.getByRole('button', { name: tr('Save') }).click();
  // Only what changed is sent, as a Y/N flag.
  expect((await saved).postDataJSON()).toEqual({ emailBreakingNews: 'Y' });
  await expect(page.getByText(tr('Your settings were saved.'))).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: tr('Breaking news e-mails') })).toContainText(tr('On'));
  await screenshot(page, 'settings-saved');
  await expectNoA11yViolations(page);

  await page.reload();
  await expect(
    main.getByRole('region', { name: tr('Communication preferences') }).getByRole('listitem').filter({ hasText: tr('Breaking news e-mails') }),
  ).toContainText(tr('On'));
});
