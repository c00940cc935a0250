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
  type Translate,
} from './support/fixtures';
import { fileWords } from '../src/features/claims-eobs/file-words';

import { startMemberSession } from './support/member-session';

/**
 * Claims and EOBs members understand (brand 1, the Rivera family): a claim's detail page, the search by claim
 * number or provider name, the CSV download and the print view of the filtered list, the plain-language summary
 * of an EOB with its glossary, each family member's share of the family deductible, and the print views of the
 * claim, the EOB, the benefits summary and the ID cards, checked with print media emulation: no navigation, no
 * buttons, the brand and the member on top, the amounts there. For the subscriber (rivera) and for dependents
 * (alexrivera, samrivera). The portal's texts are named in English through `tr`, which gives them in the project's
 * language; persona and gateway data stay as they are.
 */

const BRAND_NAME = 'Cascade Health Plan';

/** A text as a part of a RegExp. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern matching a text that starts with one of these. */
function startsWithAny(texts: readonly string[]): RegExp {
  return new RegExp(`^(${texts.map(escaped).join('|')})`);
}

/** A message with a count (`{n, plural, one {…} other {…}}`) in the project's language, its arguments filled in. */
function counted(tr: Translate, message: string, count: number, values: Readonly<Record<string, string | number>>): string {
  const forms = /^\{\w+, plural, one \{(.*)\} other \{(.*)\}\}$/.exec(tr(message, values));
  if (!forms) throw new Error(`Not a message with a count: ${message}`);
  return count === 1 ? forms[1]! : forms[2]!;
}

/** 'Showing 1–5 of 8 claims', in the project's language. */
function showingClaims(tr: Translate, first: number, last: number, count: number): string {
  return counted(tr, '{total, plural, one {Showing {first}–{last} of {count} claims} other {Showing {first}–{last} of {count} claims}}', count, {
    first,
    last,
    count,
  });
}

/** A sentence of the plain-language summary: its parts joined as the page joins them (glossary words as plain text). */
function plainSentence(first: string, clauses: readonly string[]): string {
  const untagged = (text: string) => text.replace(/<\/?0>/g, '');
  const [head = '', ...rest] = clauses.map(untagged);
  return `${untagged(first)} ${head.charAt(0).toUpperCase()}${head.slice(1)}${rest.map((clause) => `; ${clause}`).join('')}.`;
}

/** The CSV file name of a list: 'claims-{whose}-{from}-to-{to}.csv', in the project's language. */
function csvFileName(tr: Translate, whose: string): RegExp {
  const day = '0000-00-00';
  const dates = fileWords(tr('{from} to {to}', { from: day, to: day })).replaceAll(day, '\\d{4}-\\d{2}-\\d{2}');
  return new RegExp(`^${fileWords(tr('claims'))}-${fileWords(whose)}-${dates}\\.csv$`);
}

/** Waits until nothing on the page says it is still loading. */
async function expectSettled(page: Page, tr: Translate): Promise<void> {
  const busy = [tr('Loading the claim'), tr('Preparing CSV…')].map((text) => text.split(' ')[0]!);
  await expect(page.getByRole('status').filter({ hasText: new RegExp(busy.map(escaped).join('|')) })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** axe at phone and desktop widths, with a screenshot of each. */
async function checkBothWidths(page: Page, tr: Translate, name: string): Promise<void> {
  for (const width of ['phone', 'desktop'] as const) {
    await setViewport(page, width);
    await expectSettled(page, tr);
    await screenshot(page, name);
    await test.step(`axe: ${name} at ${width} width`, () => expectNoA11yViolations(page));
  }
}

/**
 * The page as it prints (print media emulation): the shell and every navigation gone, no buttons, the printed
 * sheet's header with the brand and the member, and these amounts and texts in the page. Then back to the screen.
 */
async function expectPrintView(page: Page, tr: Translate, member: string, shown: readonly string[], brandName = BRAND_NAME): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  try {
    await expect(page.getByRole('banner'), 'the top navigation').toBeHidden();
    await expect(page.getByRole('contentinfo'), 'the footer').toBeHidden();
    await expect(page.getByRole('navigation'), 'any navigation').toHaveCount(0);
    const screenOnly = startsWithAny([tr('Print'), tr('Download CSV'), tr('Download PDF'), tr('Apply filters')]);
    await expect(page.getByRole('button', { name: screenOnly }), 'screen-only buttons').toHaveCount(0);
    const header = page.locator('.print-header');
    await expect(header).toBeVisible();
    await expect(header).toContainText(brandName);
    await expect(header).toContainText(tr('Member: {member}', { member }));
    await expect(header.locator('img')).toBeVisible();
    const main = page.getByRole('main');
    for (const text of shown) await expect(main.getByText(text, { exact: false }).first(), `printed: ${text}`).toBeVisible();
    await screenshot(page, `${new URL(page.url()).pathname.slice(1).replace(/\//g, '-')}-print`);
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/** The Print button ('Print this claim') opens the browser's print dialog (counted instead of shown). */
/** A message's words without its markup tags (<0>…</0>), as the page reads. */
function withoutTags(message: string): string {
  return message.replace(/<\/?\d+>/g, '');
}

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
  test('rivera: search, a claim in detail with its plain-language summary and glossary, and its print view', async ({ page, tr }) => {
    await startSession(page, 'rivera');
    await page.goto('/claims');
    const main = page.getByRole('main');
    await expect(main.getByText(showingClaims(tr, 1, 5, 8))).toBeVisible();

    // Search by provider name, kept in the address with the other filters.
    const filters = main.getByRole('region', { name: tr('Filter claims') });
    await filters.getByRole('searchbox', { name: tr('Claim number or provider') }).fill('rose city');
    await filters.getByLabel(tr('Category')).selectOption({ label: tr('Vision') });
    await filters.getByRole('button', { name: tr('Apply filters') }).click();
    await expect(main.getByText(showingClaims(tr, 1, 1, 1))).toBeVisible();
    await expect(page).toHaveURL(/\/claims\?category=vision&search=rose\+city$/);
    await page.reload();
    await expect(main.getByRole('article', { name: 'Rose City Eye Care' })).toBeVisible();

    // The claim's detail, and back to the list as it was.
    const claimId = 'C-2026-119377';
    await main.getByRole('link', { name: `${tr('View claim details')} ${tr('for claim {claimId}', { claimId })}` }).click();
    await expect(page).toHaveURL(/\/claims\/C-2026-119377$/);
    await expect(main.getByRole('heading', { level: 1, name: tr('Claim {claimId}', { claimId }) })).toBeVisible();
    const summary = main.getByRole('region', { name: tr('In plain words') });
    await expect(summary.getByRole('listitem')).toHaveText([
      plainSentence(tr('Your plan <0>allowed</0> {allowed} for {service}.', { allowed: '$95.00', service: tr('the {service}', { service: 'comprehensive eye exam' }) }), [
        tr('{amount} is your <0>copay</0>', { amount: '$10.00' }),
        tr('the plan paid {planPaid}', { planPaid: '$85.00' }),
        tr('you owe {amount}', { amount: '$10.00' }),
      ]),
    ]);
    await expect(main.getByRole('list', { name: tr('Status history') }).getByRole('listitem')).toHaveCount(3);
    await expect(main.getByRole('link', { name: tr('View the explanation of benefits for this claim') })).toHaveAttribute('href', '/eobs?eob=EOB-2026-77801');
    await checkBothWidths(page, tr, 'rivera-claim-detail');

    // A glossary word opens its definition in the shared popover.
    const copay = tr('Copay').toLowerCase();
    await summary.getByRole('button', { name: tr('{text}: what {lowerTerm} means', { text: copay, lowerTerm: copay }) }).click();
    const definition = page.getByRole('dialog', { name: tr('Copay') });
    await expect(definition).toContainText(tr('A fixed amount you pay for a covered service, such as $30.00 for an office visit.'));
    await test.step('axe: the glossary popover', () => expectNoA11yViolations(page));
    await page.keyboard.press('Escape');
    await expect(definition).toHaveCount(0);

    await expectPrintView(page, tr, 'Jordan Rivera', ['Rose City Eye Care', '$180.00', '$95.00', '$85.00', '$10.00', tr('This is not a bill.')]);
    await expectPrintButton(page, `${tr('Print')} ${tr('this claim')}`);

    await main.getByRole('link', { name: tr('Back to claims') }).click();
    await expect(page).toHaveURL(/\/claims\?category=vision&search=rose\+city$/);
    await expect(main.getByText(showingClaims(tr, 1, 1, 1))).toBeVisible();
  });

  test('rivera: the CSV of the filtered list and its print view', async ({ page, tr }) => {
    await startSession(page, 'rivera');
    await page.goto('/claims?category=dental');
    const main = page.getByRole('main');
    await expect(main.getByText(showingClaims(tr, 1, 3, 3))).toBeVisible();

    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: `${tr('Download CSV')} ${tr('of these claims')}` }).click();
    const download = await downloading;
    const family = tr('{self} family', { self: 'Jordan Rivera' });
    expect(download.suggestedFilename()).toMatch(csvFileName(tr, family));
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    const columns = ['Claim number', 'Patient', 'Provider', 'Category', 'Service start', 'Service end', 'Status', 'Received', 'Processed', 'Billed', 'Allowed', 'Plan paid', 'You owe'];
    expect(lines[0]).toBe(columns.map((column) => tr(column)).join(','));
    expect(lines).toHaveLength(4);
    const day = String.raw`\d{2}\/\d{2}\/\d{4}`;
    expect(lines.find((line) => line.startsWith('C-2026-118842'))).toMatch(
      new RegExp(
        `^C-2026-118842,Jordan Rivera,Northwest Family Dental,${escaped(tr('Dental'))},${day},${day},${escaped(tr('Paid'))},${day},${day},\\$265\\.00,\\$198\\.40,\\$158\\.72,\\$39\\.68$`,
      ),
    );

    await main.getByRole('link', { name: `${tr('Print view')} ${tr('of these claims')}` }).click();
    await expect(page).toHaveURL(/\/claims\/print\?category=dental$/);
    const caption = counted(tr, '{listed, plural, one {{count} claim, newest first} other {{count} claims, newest first}}', 3, { count: 3 });
    const table = main.getByRole('table', { name: caption });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').last()).toContainText('$635.00');
    await checkBothWidths(page, tr, 'rivera-claims-print');
    await expectPrintView(page, tr, 'Jordan Rivera', ['C-2026-118842', 'Northwest Family Dental', '$265.00', '$39.68', '$635.00', family]);
    await expectPrintButton(page, `${tr('Print')} ${tr('this list of claims')}`);
  });

  test('rivera: the EOB in plain words, with the glossary, and its print view', async ({ page, tr }) => {
    await startSession(page, 'rivera');
    await page.goto('/eobs?eob=EOB-2026-76555');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: tr('EOB for {provider}', { provider: 'Northwest Urgent Care' }) })).toBeVisible();
    const summary = main.getByRole('region', { name: tr('In plain words') });
    const allowed = (amount: string, service: string) =>
      tr('Your plan <0>allowed</0> {allowed} for {service}.', { allowed: amount, service: tr('the {service}', { service }) });
    await expect(summary.getByRole('listitem')).toHaveText([
      plainSentence(allowed('$188.00', 'urgent care visit, new patient'), [
        tr('{amount} is your <0>copay</0>', { amount: '$75.00' }),
        tr('the plan paid {planPaid}', { planPaid: '$113.00' }),
        tr('you owe {amount}', { amount: '$75.00' }),
      ]),
      plainSentence(allowed('$22.00', 'rapid strep test'), [tr('the plan paid all of it'), tr('you owe nothing')]),
      tr('Your plan did not cover {service}; you owe {amount}.', { service: tr('the {service}', { service: 'school or work note' }), amount: '$15.00' }),
    ]);
    await expect(main.getByText(tr('This is not a bill.'), { exact: false }).first()).toBeVisible();
    await expect(main.getByRole('region', { name: tr('What these words mean') }).getByRole('term')).toHaveText([tr('Allowed amount'), tr('Copay')]);
    await checkBothWidths(page, tr, 'rivera-eob-detail');
    await expectPrintView(page, tr, 'Jordan Rivera', ['Northwest Urgent Care', '$373.00', '$135.00', '$90.00', tr('This is not a bill.')]);
    await expectPrintButton(page, `${tr('Print')} ${tr('this explanation of benefits')}`);
  });

  test("rivera: each family member's share of the family deductible, and the benefits summary and ID cards on paper", async ({ page, tr }) => {
    await startSession(page, 'rivera');
    await page.goto('/benefits/medical');
    const main = page.getByRole('main');
    const family = main
      .getByRole('region', { name: tr('Benefit limits') })
      .getByRole('listitem')
      .filter({ hasText: withoutTags(tr('What each family member has met of the family <0>deductible</0>')) })
      .filter({ has: page.getByRole('heading', { name: 'Deductible - In Network' }) });
    await expect(family.getByText(tr('{name} (you)', { name: 'Jordan Rivera' }))).toBeVisible();
    await expect(family).toContainText(`Alex Rivera${tr('{met} met', { met: '$290.00' })}${tr('{part} of the family total', { part: '19%' })}`);
    await expect(family).toContainText(`${tr('Still to meet')}${tr('{remaining} of {total}', { remaining: '$890.00', total: '$1,500.00' })}`);
    await checkBothWidths(page, tr, 'rivera-benefits-family-shares');

    await page.goto('/benefits/summary');
    await expect(main.getByRole('heading', { level: 1, name: tr('Benefits summary') })).toBeVisible();
    await expect(main.getByRole('region', { name: tr('Benefit limits') }).first()).toBeVisible();
    await expectSettled(page, tr);
    const asOf = tr('Showing benefits for {shown} as of {date}.', { shown: 'Jordan Rivera' }).split('{date}')[0]!;
    const printedOf = tr('Benefits of {whoseName} as of {asOf}', { whoseName: 'Jordan Rivera' }).split('{asOf}')[0]!;
    await expectPrintView(page, tr, 'Jordan Rivera', [asOf, `$500.00 ${tr('limit')}`, '$320.00', printedOf]);
    await expectPrintButton(page, `${tr('Print')} ${tr('the benefits summary')}`);

    await page.goto('/id-card');
    await expect(main.getByRole('heading', { level: 1, name: tr('ID cards') })).toBeVisible();
    await expectPrintView(page, tr, 'Jordan Rivera', [tr('{label} ID card', { label: tr('Medical') }), '900123456']);
    await expectPrintButton(page, `${tr('Print')} ${tr('your ID cards')}`);
  });

  test('alexrivera (a dependent): his own claim without an EOB, his CSV, his share of the family deductible', async ({ page, tr }) => {
    await startSession(page, 'alexrivera');
    await page.goto('/claims');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: tr('Claims') })).toBeVisible();
    await expect(main.getByText(showingClaims(tr, 1, 2, 2))).toBeVisible();

    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: `${tr('Download CSV')} ${tr('of these claims')}` }).click();
    expect((await downloading).suggestedFilename()).toMatch(csvFileName(tr, 'Alex Rivera'));

    const claimId = 'C-2026-117904';
    await main.getByRole('link', { name: `${tr('View claim details')} ${tr('for claim {claimId}', { claimId })}` }).click();
    await expect(main.getByRole('heading', { level: 1, name: tr('Claim {claimId}', { claimId }) })).toBeVisible();
    await expect(main.getByRole('region', { name: tr('In plain words') })).toContainText(
      tr('Your plan did not cover {service}; you owe {amount}.', { service: tr('the {service}', { service: 'school or work note' }), amount: '$15.00' }),
    );
    await expect(main.getByRole('link', { name: new RegExp(escaped(tr('Explanation of benefits')), 'i') })).toHaveCount(0);
    await checkBothWidths(page, tr, 'alexrivera-claim-detail');
    await expectPrintView(page, tr, 'Alex Rivera', ['Northwest Urgent Care', '$15.00', '$90.00']);

    await page.goto('/benefits/medical');
    const yourShare = withoutTags(tr('Your share of the family <0>deductible</0>'));
    const family = main.getByRole('region', { name: tr('Benefit limits') }).getByRole('listitem').filter({ hasText: yourShare }).first();
    await expect(family).toContainText(`${tr('{name} (you)', { name: 'Alex Rivera' })}${tr('{met} met', { met: '$290.00' })}`);
    await expect(family).toContainText(`${tr('Rest of the family')}${tr('{met} met', { met: '$320.00' })}`);
    await expect(family).not.toContainText('Jordan');
    await checkBothWidths(page, tr, 'alexrivera-benefits-family-share');
  });

  test("samrivera (a dependent): his own claim opens, his parent's is not found, said in place", async ({ page, tr }) => {
    await startSession(page, 'samrivera');
    await page.goto('/claims/C-2026-121245');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: tr('Claim {claimId}', { claimId: 'C-2026-121245' }) })).toBeVisible();
    await expect(main.getByRole('article', { name: `Topical fluoride ${tr('(code {code})', { code: 'D1208' })}` })).toContainText(tr('Pending'));
    await expect(main.getByRole('region', { name: tr('In plain words') })).toContainText(
      tr('We are still processing {service}; the amounts show once we finish.', { service: tr('the {service}', { service: 'topical fluoride' }) }),
    );

    allowFailedCall(page, 'getClaim', 404, "the gateway does not give a dependent another member's claim");
    await page.goto('/claims/C-2026-118842');
    await expect(main.getByText(tr('This claim is not available'))).toBeVisible();
    await expect(main).toContainText(tr("We couldn't find {what}. It may have been replaced or removed.", { what: tr('this claim') }));
    await expect(page).toHaveURL(/\/claims\/C-2026-118842$/);
    await checkBothWidths(page, tr, 'samrivera-claim-not-found');
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
    test(`${brand.persona}: a claim, an EOB and the ID cards on the brand's own sheet`, async ({ page, tr }) => {
      await startMemberSession(page, brand.persona);
      const main = page.getByRole('main');

      await page.goto(`/claims/${brand.claim.id}`);
      await expect(main.getByRole('heading', { level: 1, name: tr('Claim {claimId}', { claimId: brand.claim.id }) })).toBeVisible();
      await expect(main.getByRole('region', { name: tr('In plain words') })).toBeVisible();
      await expectSettled(page, tr);
      await expectPrintView(page, tr, brand.member, [brand.claim.provider, ...brand.claim.amounts], brand.brandName);

      await page.goto(`/eobs?eob=${brand.eob}`);
      await expect(main.getByRole('region', { name: tr('In plain words') })).toBeVisible();
      await expectSettled(page, tr);
      await expectPrintView(page, tr, brand.member, [brand.claim.provider, tr('This is not a bill.'), ...brand.claim.amounts.slice(1)], brand.brandName);

      await page.goto('/id-card');
      await expect(main.getByRole('heading', { level: 1, name: 'ID cards' })).toBeVisible();
      await expectPrintView(page, tr, brand.member, [brand.card], brand.brandName);
    });
  });
}
