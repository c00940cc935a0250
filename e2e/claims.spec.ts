import { readFile } from 'node:fs/promises';

import {
  allowFailedCall,
  expect,
  expectNoA11yViolations,
  onlyOnBrand,
  screenshot,
  setViewport,
  startSession,
  test,
  type Page,
} from './support/fixtures';
import { startMemberSession } from './support/member-session';

/**
 * Claims and EOBs members understand (brand 1, the Rivera family): a claim's detail page, the search by claim
 * number or provider name, the CSV download and the print view of the filtered list, the plain-language summary
 * of an EOB with its glossary, each family member's share of the family deductible, and the print views of the
 * claim, the EOB, the benefits summary and the ID cards, checked with print media emulation: no navigation, no
 * buttons, the brand and the member on top, the amounts there. For the subscriber (rivera) and for dependents
 * (alexrivera, samrivera).
 */

const BRAND_NAME = 'Cascade Health Plan';

/** Waits until nothing on the page says it is still loading. */
async function expectSettled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Loading|Preparing/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** axe at phone and desktop widths, with a screenshot of each. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const width of ['phone', 'desktop'] as const) {
    await setViewport(page, width);
    await expectSettled(page);
    await screenshot(page, name);
    await test.step(`axe: ${name} at ${width} width`, () => expectNoA11yViolations(page));
  }
}

/**
 * The page as it prints (print media emulation): the shell and every navigation gone, no buttons, the printed
 * sheet's header with the brand and the member, and these amounts and texts in the page. Then back to the screen.
 */
async function expectPrintView(page: Page, member: string, shown: readonly string[], brandName = BRAND_NAME): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  try {
    await expect(page.getByRole('banner'), 'the top navigation').toBeHidden();
    await expect(page.getByRole('contentinfo'), 'the footer').toBeHidden();
    await expect(page.getByRole('navigation'), 'any navigation').toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Print|Download|Apply)/ }), 'screen-only buttons').toHaveCount(0);
    const header = page.locator('.print-header');
    await expect(header).toBeVisible();
    await expect(header).toContainText(brandName);
    await expect(header).toContainText(`Member: ${member}`);
    await expect(header.locator('img')).toBeVisible();
    const main = page.getByRole('main');
    for (const text of shown) await expect(main.getByText(text, { exact: false }).first(), `printed: ${text}`).toBeVisible();
    await screenshot(page, `${new URL(page.url()).pathname.slice(1).replace(/\//g, '-')}-print`);
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/** The Print button opens the browser's print dialog (counted instead of shown). */
async function expectPrintButton(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
}

test.describe('claims and EOBs members understand', { tag: onlyOnBrand(1) }, () => {
  test('rivera: search, a claim in detail with its plain-language summary and glossary, and its print view', async ({ page }) => {
    await startSession(page, 'rivera');
    await page.goto('/claims');
    const main = page.getByRole('main');
    await expect(main.getByText('Showing 1–5 of 8 claims')).toBeVisible();

    // Search by provider name, kept in the address with the other filters.
    const filters = main.getByRole('region', { name: 'Filter claims' });
    await filters.getByRole('searchbox', { name: 'Claim number or provider' }).fill('rose city');
    await filters.getByLabel('Category').selectOption({ label: 'Vision' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(main.getByText('Showing 1–1 of 1 claims')).toBeVisible();
    await expect(page).toHaveURL(/\/claims\?category=vision&search=rose\+city$/);
    await page.reload();
    await expect(main.getByRole('article', { name: 'Rose City Eye Care' })).toBeVisible();

    // The claim's detail, and back to the list as it was.
    await main.getByRole('link', { name: 'View claim details for claim C-2026-119377' }).click();
    await expect(page).toHaveURL(/\/claims\/C-2026-119377$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Claim C-2026-119377' })).toBeVisible();
    const summary = main.getByRole('region', { name: 'In plain words' });
    await expect(summary.getByRole('listitem')).toHaveText([
      'Your plan allowed $95.00 for the comprehensive eye exam. $10.00 is your copay; the plan paid $85.00; you owe $10.00.',
    ]);
    await expect(main.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(3);
    await expect(main.getByRole('link', { name: 'View the explanation of benefits for this claim' })).toHaveAttribute('href', '/eobs?eob=EOB-2026-77801');
    await checkBothWidths(page, 'rivera-claim-detail');

    // A glossary word opens its definition in the shared popover.
    await summary.getByRole('button', { name: 'copay: what copay means' }).click();
    const definition = page.getByRole('dialog', { name: 'Copay' });
    await expect(definition).toContainText('A fixed amount you pay for a covered service');
    await test.step('axe: the glossary popover', () => expectNoA11yViolations(page));
    await page.keyboard.press('Escape');
    await expect(definition).toHaveCount(0);

    await expectPrintView(page, 'Jordan Rivera', ['Rose City Eye Care', '$180.00', '$95.00', '$85.00', '$10.00', 'This is not a bill.']);
    await expectPrintButton(page, 'Print this claim');

    await main.getByRole('link', { name: 'Back to claims' }).click();
    await expect(page).toHaveURL(/\/claims\?category=vision&search=rose\+city$/);
    await expect(main.getByText('Showing 1–1 of 1 claims')).toBeVisible();
  });

  test('rivera: the CSV of the filtered list and its print view', async ({ page }) => {
    await startSession(page, 'rivera');
    await page.goto('/claims?category=dental');
    const main = page.getByRole('main');
    await expect(main.getByText('Showing 1–3 of 3 claims')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download CSV of these claims' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^claims-jordan-rivera-family-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Claim number,Patient,Provider,Category,Service start,Service end,Status,Received,Processed,Billed,Allowed,Plan paid,You owe');
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.startsWith('C-2026-118842'))).toMatch(
      /^C-2026-118842,Jordan Rivera,Northwest Family Dental,Dental,\d{2}\/\d{2}\/\d{4},\d{2}\/\d{2}\/\d{4},Paid,\d{2}\/\d{2}\/\d{4},\d{2}\/\d{2}\/\d{4},\$265\.00,\$198\.40,\$158\.72,\$39\.68$/,
    );

    await main.getByRole('link', { name: 'Print view of these claims' }).click();
    await expect(page).toHaveURL(/\/claims\/print\?category=dental$/);
    const table = main.getByRole('table', { name: '3 claims, newest first' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').last()).toContainText('$635.00');
    await checkBothWidths(page, 'rivera-claims-print');
    await expectPrintView(page, 'Jordan Rivera', ['C-2026-118842', 'Northwest Family Dental', '$265.00', '$39.68', '$635.00', 'Jordan Rivera family']);
    await expectPrintButton(page, 'Print this list of claims');
  });

  test('rivera: the EOB in plain words, with the glossary, and its print view', async ({ page }) => {
    await startSession(page, 'rivera');
    await page.goto('/eobs?eob=EOB-2026-76555');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'EOB for Northwest Urgent Care' })).toBeVisible();
    const summary = main.getByRole('region', { name: 'In plain words' });
    await expect(summary.getByRole('listitem')).toHaveText([
      'Your plan allowed $188.00 for the urgent care visit, new patient. $75.00 is your copay; the plan paid $113.00; you owe $75.00.',
      'Your plan allowed $22.00 for the rapid strep test. The plan paid all of it; you owe nothing.',
      'Your plan did not cover the school or work note; you owe $15.00.',
    ]);
    await expect(main.getByText('This is not a bill.', { exact: false }).first()).toBeVisible();
    await expect(main.getByRole('region', { name: 'What these words mean' }).getByRole('term')).toHaveText(['Allowed amount', 'Copay']);
    await checkBothWidths(page, 'rivera-eob-detail');
    await expectPrintView(page, 'Jordan Rivera', ['Northwest Urgent Care', '$373.00', '$135.00', '$90.00', 'This is not a bill.']);
    await expectPrintButton(page, 'Print this explanation of benefits');
  });

  test("rivera: each family member's share of the family deductible, and the benefits summary and ID cards on paper", async ({ page }) => {
    await startSession(page, 'rivera');
    await page.goto('/benefits/medical');
    const main = page.getByRole('main');
    const family = main
      .getByRole('region', { name: 'Benefit limits' })
      .getByRole('listitem')
      .filter({ hasText: 'What each family member has met of the family' })
      .filter({ has: page.getByRole('heading', { name: 'Deductible - In Network' }) });
    await expect(family.getByText('Jordan Rivera (you)')).toBeVisible();
    await expect(family).toContainText('Alex Rivera$290.00 met19% of the family total');
    await expect(family).toContainText('Still to meet$890.00 of $1,500.00');
    await checkBothWidths(page, 'rivera-benefits-family-shares');

    await page.goto('/benefits/summary');
    await expect(main.getByRole('heading', { level: 1, name: 'Benefits summary' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Benefit limits' }).first()).toBeVisible();
    await expectSettled(page);
    await expectPrintView(page, 'Jordan Rivera', ['Showing benefits for Jordan Rivera', '$500.00 limit', '$320.00', 'Benefits of Jordan Rivera as of']);
    await expectPrintButton(page, 'Print the benefits summary');

    await page.goto('/id-card');
    await expect(main.getByRole('heading', { level: 1, name: 'ID cards' })).toBeVisible();
    await expectPrintView(page, 'Jordan Rivera', ['Medical ID card', '900123456']);
    await expectPrintButton(page, 'Print your ID cards');
  });

  test('alexrivera (a dependent): his own claim without an EOB, his CSV, his share of the family deductible', async ({ page }) => {
    await startSession(page, 'alexrivera');
    await page.goto('/claims');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    await expect(main.getByText('Showing 1–2 of 2 claims')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download CSV of these claims' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^claims-alex-rivera-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);

    await main.getByRole('link', { name: 'View claim details for claim C-2026-117904' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Claim C-2026-117904' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'In plain words' })).toContainText('Your plan did not cover the school or work note; you owe $15.00.');
    await expect(main.getByRole('link', { name: /explanation of benefits/ })).toHaveCount(0);
    await checkBothWidths(page, 'alexrivera-claim-detail');
    await expectPrintView(page, 'Alex Rivera', ['Northwest Urgent Care', '$15.00', '$90.00']);

    await page.goto('/benefits/medical');
    const family = main.getByRole('region', { name: 'Benefit limits' }).getByRole('listitem').filter({ hasText: 'Your share of the family' }).first();
    await expect(family).toContainText('Alex Rivera (you)$290.00 met');
    await expect(family).toContainText('Rest of the family$320.00 met');
    await expect(family).not.toContainText('Jordan');
    await checkBothWidths(page, 'alexrivera-benefits-family-share');
  });

  test("samrivera (a dependent): his own claim opens, his parent's is not found, said in place", async ({ page }) => {
    await startSession(page, 'samrivera');
    await page.goto('/claims/C-2026-121245');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Claim C-2026-121245' })).toBeVisible();
    await expect(main.getByRole('article', { name: 'Topical fluoride (code D1208)' })).toContainText('Pending');
    await expect(main.getByRole('region', { name: 'In plain words' })).toContainText('We are still processing the topical fluoride');

    allowFailedCall(page, 'getClaim', 404, "the gateway does not give a dependent another member's claim");
    await page.goto('/claims/C-2026-118842');
    await expect(main.getByText('This claim is not available')).toBeVisible();
    await expect(main).toContainText("We couldn't find this claim. It may have been replaced or removed.");
    await expect(page).toHaveURL(/\/claims\/C-2026-118842$/);
    await checkBothWidths(page, 'samrivera-claim-not-found');
  });
});

/** Brands 2 and 5: the printed sheet carries the member's own brand (name and logo) and drops that brand's shell. */
const OTHER_BRANDS = [
  {
    domainId: 2,
    persona: 'summit',
    member: 'Tomás Alvarez',
    brandName: 'Summit Dental and Health',
    claim: { id: 'C-2026-420155', provider: "St. Luke's Heart Clinic", amounts: ['$395.00', '$248.00', '$198.40'] },
    eob: 'EOB-2026-70221',
    card: 'Medical ID card',
  },
  {
    domainId: 5,
    persona: 'harborpolicy',
    member: 'Mei Chen',
    brandName: 'Harbor Dental',
    claim: { id: 'C-2026-510233', provider: 'Fremont Family Dentistry', amounts: ['$1,420.00', '$1,105.00', '$633.00'] },
    eob: 'EOB-2026-90114',
    card: 'Dental ID card',
  },
] as const;

for (const brand of OTHER_BRANDS) {
  test.describe(`brand ${brand.domainId}: print views`, { tag: onlyOnBrand(brand.domainId) }, () => {
    test(`${brand.persona}: a claim, an EOB and the ID cards on the brand's own sheet`, async ({ page }) => {
      await startMemberSession(page, brand.persona);
      const main = page.getByRole('main');

      await page.goto(`/claims/${brand.claim.id}`);
      await expect(main.getByRole('heading', { level: 1, name: `Claim ${brand.claim.id}` })).toBeVisible();
      await expect(main.getByRole('region', { name: 'In plain words' })).toBeVisible();
      await expectSettled(page);
      await expectPrintView(page, brand.member, [brand.claim.provider, ...brand.claim.amounts], brand.brandName);

      await page.goto(`/eobs?eob=${brand.eob}`);
      await expect(main.getByRole('region', { name: 'In plain words' })).toBeVisible();
      await expectSettled(page);
      await expectPrintView(page, brand.member, [brand.claim.provider, 'This is not a bill.', ...brand.claim.amounts.slice(1)], brand.brandName);

      await page.goto('/id-card');
      await expect(main.getByRole('heading', { level: 1, name: 'ID cards' })).toBeVisible();
      await expectPrintView(page, brand.member, [brand.card], brand.brandName);
    });
  });
}
