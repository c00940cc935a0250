import type { Request } from '@playwright/test';

import {
  expect,
  expectNoA11yViolations,
  onlyOnBrand,
  screenshot,
  startSession,
  test,
  type Page,
  type Translate,
} from './support/fixtures';
import { escaped, messagePattern } from './support/message-patterns';

/**
 * Issue 9, choosing a primary care provider (product sections 2, 3, 6, 7 and 9): a member without a primary care
 * provider searches, picks and confirms one; bad zip and distance input and an empty result say so; the search and
 * the selection send the effective date as MM/DD/YYYY; the dashboard then shows the new provider. Brands 2 and 5
 * have no member who may choose one (the Primary care item is hidden, product section 6): the page says so.
 */

interface PcpMemberDate {
  readonly memberKey: string;
  readonly effectiveDate: string;
}

/** "2026-12-01" (an effective date's value in the form) → "12/01/2026", as the gateway takes it. */
function usDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  expect(match, `"${day}" is a date`).not.toBeNull();
  const [, year, month, date] = match!;
  return `${month}/${date}/${year}`;
}




/** The search form's field labels and choices, in the page's language. */
function formLabels(tr: Translate) {
  return {
    form: tr('Search for a primary care provider'),
    effectiveDate: tr('Effective date'),
    zip: tr('Zip code'),
    distance: tr('Distance'),
    providerName: tr('{providerName} (optional)', { providerName: tr('Provider name') }),
    within: (miles: number) => tr('Within {miles} miles', { miles }),
    search: tr('Search'),
  };
}

/** The results status once providers are found: how many, and which of them the page shows. */
function foundStatus(tr: Translate): RegExp {
  return new RegExp(`${messagePattern(tr('Showing {first} to {last}.'), String.raw`\d+`).source}$`);
}

/** Records the gateway calls with a body (POST, PUT) the page makes. */
function recordGatewayWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/pcp/')) writes.push(request);
  });
  return writes;
}

async function searchAndConfirm(page: Page, search: () => Promise<void>) {
  const searched = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/pcp/search');
  await search();
  return (await searched).postDataJSON() as { members: PcpMemberDate[]; radius: number; zip: string; searchString?: string };
}

test('a member without a primary care provider searches, picks and confirms one, and the dashboard shows it', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
  const labels = formLabels(tr);
  const writes = recordGatewayWrites(page);
  await startSession(page, 'cityunknown');
  await page.goto('/home');
  const tile = page.getByRole('region', { name: tr('Primary care') });
  await expect(tile.getByRole('heading', { name: tr('No primary care provider selected') })).toBeVisible();
  await tile.getByRole('link', { name: tr('Select primary care for {name}', { name: "Kevin O'Brien" }) }).click();
  await expect(page).toHaveURL(/\/find-care\/primary-care\/0$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: tr('Select primary care') })).toBeVisible();

  // The form: the member, the eligible start dates (the first chosen), the home zip code, no distance yet.
  const form = main.getByRole('form', { name: labels.form });
  const dates = form.getByRole('group', { name: labels.effectiveDate }).getByRole('radio');
  await expect(dates).toHaveCount(2);
  await expect(dates.first()).toBeChecked();
  // The first date as the page writes it, and as the day it stands for.
  const firstDate = (await form.getByRole('group', { name: labels.effectiveDate }).getByRole('listitem').first().innerText()).trim();
  const firstDay = await dates.first().inputValue();
  const zip = form.getByLabel(labels.zip);
  const distance = form.getByLabel(labels.distance);
  await expect(zip).toHaveValue('97206');

  // Bad input: a message beside each field, the search is not sent.
  await zip.fill('9720');
  await form.getByRole('button', { name: labels.search }).click();
  await expect(form.getByText(tr('Enter a 5-digit zip code'))).toBeVisible();
  await expect(form.getByText(tr('Choose how far from the zip code to search'))).toBeVisible();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(distance).toHaveAttribute('aria-invalid', 'true');
  await zip.fill('');
  await expect(form.getByText(tr('{field} is a required field', { field: labels.zip }))).toBeVisible();
  await screenshot(page, 'primary-care-form-errors');
  await expectNoA11yViolations(page);
  expect(writes.map((request) => request.url()), 'no search with bad input').toEqual([]);

  // A search that finds nobody.
  await zip.fill('97206');
  await distance.selectOption({ label: labels.within(5) });
  await form.getByLabel(labels.providerName).fill('Zzyzx');
  const empty = await searchAndConfirm(page, () => form.getByRole('button', { name: labels.search }).click());
  expect(empty).toEqual({ members: [{ memberKey: 'M1961', effectiveDate: usDate(firstDay) }], radius: 5, zip: '97206', searchString: 'Zzyzx' });
  const results = main.getByRole('region', { name: tr('Results') });
  await expect(results.getByRole('status').filter({ hasText: tr('No providers found') })).toHaveText(tr('No providers found'));
  await expect(results.getByText(tr('No primary care providers match your search.'))).toBeVisible();
  await screenshot(page, 'primary-care-no-results');

  // Search again, wider and without a name: pick the first provider.
  await results.getByRole('link', { name: tr('Change your search') }).click();
  const again = main.getByRole('form', { name: labels.form });
  await again.getByLabel(labels.providerName).fill('');
  await again.getByLabel(labels.distance).selectOption({ label: labels.within(10) });
  const found = await searchAndConfirm(page, () => again.getByRole('button', { name: labels.search }).click());
  expect(found.members).toEqual([{ memberKey: 'M1961', effectiveDate: usDate(firstDay) }]);
  expect(found.radius).toBe(10);
  await expect(results.getByRole('status').filter({ hasText: foundStatus(tr) })).toHaveText(foundStatus(tr));
  // The first provider who takes new patients (the others cannot be chosen).
  const selectButton = messagePattern(tr('Select {name}'), '.+');
  const provider = results.getByRole('article').filter({ has: page.getByRole('button', { name: new RegExp(`^${selectButton.source}$`) }) }).first();
  const providerName = (await provider.getByRole('heading', { level: 3 }).innerText()).trim();
  await screenshot(page, 'primary-care-results');
  await expectNoA11yViolations(page);
  await provider.getByRole('button', { name: tr('Select {name}', { name: providerName }) }).click();

  // The confirmation step, with the e-mail address from the preferences.
  const willBe = tr('{providerName} will be the primary care provider for {names} starting {starting}.', {
    providerName,
    names: "Kevin O'Brien",
    starting: firstDate,
  });
  const dialog = page.getByRole('dialog', { name: tr('Confirm your primary care provider') });
  await expect(dialog).toContainText(willBe);
  await expect(dialog.getByLabel(tr('Email address'))).toHaveValue('kevin.obrien@example.com');
  await screenshot(page, 'primary-care-confirm');
  await expectNoA11yViolations(page);
  const selected = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/pcp/select');
  await dialog.getByRole('button', { name: tr('Confirm selection') }).click();
  const body = (await selected).postDataJSON() as { pcpSelectList: PcpMemberDate[]; providerId: string; email: string };
  expect(body.pcpSelectList).toEqual([{ memberKey: 'M1961', effectiveDate: usDate(firstDay) }]);
  expect(body.pcpSelectList[0]!.effectiveDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(body.email).toBe('kevin.obrien@example.com');
  expect(body.providerId).toMatch(/^P-/);

  // The primary care page confirms it.
  await expect(page).toHaveURL(/\/find-care\/primary-care$/);
  const confirmation = main.getByRole('status').filter({ hasText: tr('Your primary care provider is selected') });
  await expect(confirmation).toContainText(willBe);
  await expect(confirmation).toContainText(messagePattern(tr('Confirmation: {confirmation}'), String.raw`\S+`));
  await expect(confirmation).toContainText(tr('We sent the details to {email}.', { email: 'kevin.obrien@example.com' }));
  await expect(main.getByRole('region', { name: "Kevin O'Brien" })).toContainText(providerName);
  await screenshot(page, 'primary-care-confirmed');
  await expectNoA11yViolations(page);

  // The dashboard shows the new provider as starting on its first day (he has none today), the date written as the
  // form wrote it: one date style.
  await page.getByRole('banner').getByRole('link', { name: tr('Home'), exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  const updated = page.getByRole('region', { name: tr('Primary care') });
  await expect(updated.getByRole('heading', { name: tr('Primary care provider selected') })).toBeVisible();
  const from = tr('{provider} from {date}', { provider: providerName, date: firstDate });
  await expect(updated.getByRole('listitem')).toHaveText([new RegExp(`Kevin O'Brien\\s*${escaped(from)}`)]);
  await expect(updated.getByRole('link', { name: new RegExp(`^${escaped(tr('Select primary care'))}`) })).toHaveCount(0);
  // And after a reload (the choice is the gateway's, not only the page's).
  await page.reload();
  await expect(page.getByRole('region', { name: tr('Primary care') }).getByRole('listitem')).toContainText([providerName]);
});

test('a subscriber picks one provider for two family members from the later start date', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
  const labels = formLabels(tr);
  await startSession(page, 'rivera');
  await page.goto('/find-care/primary-care/2');
  const form = page.getByRole('main').getByRole('form', { name: labels.form });
  await form.getByRole('checkbox', { name: /^Alex Rivera/ }).check();
  const later = form.getByRole('group', { name: labels.effectiveDate }).getByRole('radio').last();
  await later.check();
  const laterDate = (await form.getByRole('group', { name: labels.effectiveDate }).getByRole('listitem').last().innerText()).trim();
  const laterDay = await later.inputValue();
  await form.getByLabel(labels.distance).selectOption({ label: labels.within(5) });
  const searched = await searchAndConfirm(page, () => form.getByRole('button', { name: labels.search }).click());
  expect(searched.members).toEqual([
    { memberKey: 'M1003', effectiveDate: usDate(laterDay) },
    { memberKey: 'M1002', effectiveDate: usDate(laterDay) },
  ]);
  const selectButton = messagePattern(tr('Select {name}'), '.+');
  const provider = page
    .getByRole('region', { name: tr('Results') })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${selectButton.source}$`) }) })
    .first();
  const providerName = (await provider.getByRole('heading', { level: 3 }).innerText()).trim();
  await provider.getByRole('button', { name: tr('Select {name}', { name: providerName }) }).click();
  const dialog = page.getByRole('dialog', { name: tr('Confirm your primary care provider') });
  await expect(dialog).toContainText(
    tr('{providerName} will be the primary care provider for {names} starting {starting}.', {
      providerName,
      names: tr('{first} and {last}', { first: 'Sam Rivera', last: 'Alex Rivera' }),
      starting: laterDate,
    }),
  );
  const selected = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/pcp/select');
  await dialog.getByRole('button', { name: tr('Confirm selection') }).click();
  expect(((await selected).postDataJSON() as { pcpSelectList: PcpMemberDate[] }).pcpSelectList).toEqual([
    { memberKey: 'M1003', effectiveDate: usDate(laterDay) },
    { memberKey: 'M1002', effectiveDate: usDate(laterDay) },
  ]);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: tr('Your primary care provider is selected') })).toBeVisible();

  await page.goto('/home');
  const tile = page.getByRole('region', { name: tr('Primary care') });
  await expect(tile.getByRole('link', { name: new RegExp(`^${escaped(tr('Select primary care'))}`) })).toHaveCount(0);
  await expect(tile.getByRole('listitem').filter({ hasText: 'Sam Rivera' })).toContainText(
    tr('{provider} from {date}', { provider: providerName, date: laterDate }),
  );
});

for (const [brand, username] of [
  [2, 'summit'],
  [5, 'harborpolicy'],
] as const) {
  test(`brand ${brand}: primary care selection is not part of the plan`, { tag: onlyOnBrand(brand) }, async ({ page, tr }) => {
    await startSession(page, username, '/error/404');
    if (username === 'harborpolicy') {
      // Mei Chen signs the communications policy first, as the registration policies step would.
      await page.evaluate(async () => {
        const response = await fetch('/api/account/registration/policies', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('local_mdtoken') ?? ''}` },
          body: JSON.stringify({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: true }),
        });
        if (!response.ok) throw new Error(`PUT /account/registration/policies answered ${response.status}`);
      });
    }
    await page.goto('/find-care');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(escaped(tr('Primary care')), 'i') })).toHaveCount(0);
    await screenshot(page, 'find-care');
    await expectNoA11yViolations(page);
    await page.goto('/find-care/primary-care');
    await expect(main.getByText(tr('Choosing a primary care provider is not part of your plan.'))).toBeVisible();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${messagePattern(tr('Welcome, {firstName}'), '.+').source}$`) })).toBeVisible();
    await expect(page.getByRole('region', { name: tr('Primary care') })).toHaveCount(0);
  });
}
