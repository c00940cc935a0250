import type { Request } from '@playwright/test';

import { expect, expectNoA11yViolations, onlyOnBrand, screenshot, startSession, test, type Page } from './support/fixtures';

/**
 * Issue 9, choosing a primary care provider (spec sections 2, 3, 6, 7 and 9): a member without a primary care
 * provider searches, picks and confirms one; bad zip and distance input and an empty result say so; the search and
 * the selection send the effective date as MM/DD/YYYY; the dashboard then shows the new provider. Brands 2 and 5
 * have no member who may choose one (the Primary care item is hidden, spec section 6): the page says so.
 */

interface PcpMemberDate {
  readonly memberKey: string;
  readonly effectiveDate: string;
}

/** "December 1, 2026" → "12/01/2026". */
function usDate(longDate: string): string {
  const date = new Date(`${longDate} 12:00`);
  expect(Number.isNaN(date.getTime()), `"${longDate}" is a date`).toBe(false);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
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

test('a member without a primary care provider searches, picks and confirms one, and the dashboard shows it', { tag: onlyOnBrand(1) }, async ({ page }) => {
  const writes = recordGatewayWrites(page);
  await startSession(page, 'cityunknown');
  await page.goto('/home');
  const tile = page.getByRole('region', { name: 'Primary care' });
  await expect(tile.getByRole('heading', { name: 'No primary care provider selected' })).toBeVisible();
  await tile.getByRole('link', { name: "Select primary care for Kevin O'Brien" }).click();
  await expect(page).toHaveURL(/\/find-care\/primary-care\/0$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Select primary care' })).toBeVisible();

  // The form: the member, the eligible start dates (the first chosen), the home zip code, no distance yet.
  const form = main.getByRole('form', { name: 'Search for a primary care provider' });
  const dates = form.getByRole('group', { name: 'Effective date' }).getByRole('radio');
  await expect(dates).toHaveCount(2);
  await expect(dates.first()).toBeChecked();
  const firstDate = (await form.getByRole('group', { name: 'Effective date' }).getByRole('listitem').first().innerText()).trim();
  const zip = form.getByLabel('Zip code');
  const distance = form.getByLabel('Distance');
  await expect(zip).toHaveValue('97206');

  // Bad input: a message beside each field, the search is not sent.
  await zip.fill('9720');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('Enter a 5-digit zip code')).toBeVisible();
  await expect(form.getByText('Choose how far from the zip code to search')).toBeVisible();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(distance).toHaveAttribute('aria-invalid', 'true');
  await zip.fill('');
  await expect(form.getByText('Zip code is a required field')).toBeVisible();
  await screenshot(page, 'primary-care-form-errors');
  await expectNoA11yViolations(page);
  expect(writes.map((request) => request.url()), 'no search with bad input').toEqual([]);

  // A search that finds nobody.
  await zip.fill('97206');
  await distance.selectOption({ label: 'Within 5 miles' });
  await form.getByLabel('Provider name (optional)').fill('Zzyzx');
  const empty = await searchAndConfirm(page, () => form.getByRole('button', { name: 'Search' }).click());
  expect(empty).toEqual({ members: [{ memberKey: 'M1961', effectiveDate: usDate(firstDate) }], radius: 5, zip: '97206', searchString: 'Zzyzx' });
  const results = main.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('status').filter({ hasText: 'found' })).toHaveText('No providers found');
  await expect(results.getByText('No primary care providers match your search.')).toBeVisible();
  await screenshot(page, 'primary-care-no-results');

  // Search again, wider and without a name: pick the first provider.
  await results.getByRole('link', { name: 'Change your search' }).click();
  const again = main.getByRole('form', { name: 'Search for a primary care provider' });
  await again.getByLabel('Provider name (optional)').fill('');
  await again.getByLabel('Distance').selectOption({ label: 'Within 10 miles' });
  const found = await searchAndConfirm(page, () => again.getByRole('button', { name: 'Search' }).click());
  expect(found.members).toEqual([{ memberKey: 'M1961', effectiveDate: usDate(firstDate) }]);
  expect(found.radius).toBe(10);
  await expect(results.getByRole('status').filter({ hasText: 'found' })).toHaveText(/^\d+ providers? found\./);
  // The first provider who takes new patients (the others cannot be chosen).
  const provider = results.getByRole('article').filter({ has: page.getByRole('button', { name: /^Select / }) }).first();
  const providerName = (await provider.getByRole('heading', { level: 3 }).innerText()).trim();
  await screenshot(page, 'primary-care-results');
  await expectNoA11yViolations(page);
  await provider.getByRole('button', { name: `Select ${providerName}` }).click();

  // The confirmation step, with the e-mail address from the preferences.
  const dialog = page.getByRole('dialog', { name: 'Confirm your primary care provider' });
  await expect(dialog).toContainText(`${providerName} will be the primary care provider for Kevin O'Brien starting ${firstDate}.`);
  await expect(dialog.getByLabel('Email address')).toHaveValue('kevin.obrien@example.com');
  await screenshot(page, 'primary-care-confirm');
  await expectNoA11yViolations(page);
  const selected = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/pcp/select');
  await dialog.getByRole('button', { name: 'Confirm selection' }).click();
  const body = (await selected).postDataJSON() as { pcpSelectList: PcpMemberDate[]; providerId: string; email: string };
  expect(body.pcpSelectList).toEqual([{ memberKey: 'M1961', effectiveDate: usDate(firstDate) }]);
  expect(body.pcpSelectList[0]!.effectiveDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(body.email).toBe('kevin.obrien@example.com');
  expect(body.providerId).toMatch(/^P-/);

  // The primary care page confirms it.
  await expect(page).toHaveURL(/\/find-care\/primary-care$/);
  const confirmation = main.getByRole('status').filter({ hasText: 'Your primary care provider is selected' });
  await expect(confirmation).toContainText(`${providerName} will be the primary care provider for Kevin O'Brien starting ${firstDate}.`);
  await expect(confirmation).toContainText(/Confirmation: \S+/);
  await expect(confirmation).toContainText('We sent the details to kevin.obrien@example.com.');
  await expect(main.getByRole('region', { name: "Kevin O'Brien" })).toContainText(providerName);
  await screenshot(page, 'primary-care-confirmed');
  await expectNoA11yViolations(page);

  // The dashboard shows the new provider.
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  const updated = page.getByRole('region', { name: 'Primary care' });
  await expect(updated.getByRole('heading', { name: 'Primary care provider selected' })).toBeVisible();
  await expect(updated.getByRole('listitem')).toHaveText([new RegExp(`Kevin O'Brien\\s*${providerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(from ${usDate(firstDate).replace(/\//g, '\\/')}\\)`)]);
  await expect(updated.getByRole('link', { name: /Select primary care/ })).toHaveCount(0);
  // And after a reload (the choice is the gateway's, not only the page's).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Primary care' }).getByRole('listitem')).toContainText([providerName]);
});

test('a subscriber picks one provider for two family members from the later start date', { tag: onlyOnBrand(1) }, async ({ page }) => {
  await startSession(page, 'rivera');
  await page.goto('/find-care/primary-care/2');
  const form = page.getByRole('main').getByRole('form', { name: 'Search for a primary care provider' });
  await form.getByRole('checkbox', { name: /^Alex Rivera/ }).check();
  const later = form.getByRole('group', { name: 'Effective date' }).getByRole('radio').last();
  await later.check();
  const laterDate = (await form.getByRole('group', { name: 'Effective date' }).getByRole('listitem').last().innerText()).trim();
  await form.getByLabel('Distance').selectOption({ label: 'Within 5 miles' });
  const searched = await searchAndConfirm(page, () => form.getByRole('button', { name: 'Search' }).click());
  expect(searched.members).toEqual([
    { memberKey: 'M1003', effectiveDate: usDate(laterDate) },
    { memberKey: 'M1002', effectiveDate: usDate(laterDate) },
  ]);
  const provider = page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ has: page.getByRole('button', { name: /^Select / }) }).first();
  const providerName = (await provider.getByRole('heading', { level: 3 }).innerText()).trim();
  await provider.getByRole('button', { name: `Select ${providerName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your primary care provider' });
  await expect(dialog).toContainText(`starting ${laterDate}`);
  const selected = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/pcp/select');
  await dialog.getByRole('button', { name: 'Confirm selection' }).click();
  expect(((await selected).postDataJSON() as { pcpSelectList: PcpMemberDate[] }).pcpSelectList).toEqual([
    { memberKey: 'M1003', effectiveDate: usDate(laterDate) },
    { memberKey: 'M1002', effectiveDate: usDate(laterDate) },
  ]);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your primary care provider is selected' })).toBeVisible();

  await page.goto('/home');
  const tile = page.getByRole('region', { name: 'Primary care' });
  await expect(tile.getByRole('link', { name: /Select primary care/ })).toHaveCount(0);
  await expect(tile.getByRole('listitem').filter({ hasText: 'Sam Rivera' })).toContainText(`${providerName} (from ${usDate(laterDate)})`);
});

for (const [brand, username] of [
  [2, 'summit'],
  [5, 'harborpolicy'],
] as const) {
  test(`brand ${brand}: primary care selection is not part of the plan`, { tag: onlyOnBrand(brand) }, async ({ page }) => {
    await startSession(page, username);
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
    await expect(main.getByRole('link', { name: /primary care/i })).toHaveCount(0);
    await screenshot(page, 'find-care');
  await expectNoA11yViolations(page);
    await page.goto('/find-care/primary-care');
    await expect(main.getByText('Choosing a primary care provider is not part of your plan.')).toBeVisible();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Primary care' })).toHaveCount(0);
  });
}
