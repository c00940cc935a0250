import type { Locator } from '@playwright/test';

import {
  type E2eLanguage,
  exactly,
  expect,
  expectNoA11yViolations,
  onlyOnBrand,
  screenshot,
  startSession,
  test,
  type Page,
  type Translate,
} from './support/fixtures';
import { startMemberSession } from './support/member-session';

/**
 * Issue 8, the benefit category pages (product sections 2, 3, 4, 6 and 9): each category page of each persona that
 * has it, with the limits in the spec's order (Annual Limit, then Deductible - In Network, then the other types,
 * then no type) and format (US dollars with 2 decimals, 'In network' / 'Out-of-network', percentage used), invalid
 * limits left out, the default category, and the coverage status of the chosen member and date; for all three
 * brands.
 */

/** One benefit limit card as the member reads it. */
interface LimitCard {
  readonly heading: string;
  /** Tier, coverage type and percentage used, e.g. 'In network · Individual · 64% used'. */
  readonly facts: string;
  readonly met: string;
  readonly remaining: string;
  readonly total: string;
}

const card = (heading: string, facts: string, met: string, remaining: string, total: string): LimitCard => ({
  heading,
  facts,
  met,
  remaining,
  total,
});

/** A limit card's facts in the project's language: tier (when it has a label), coverage type and percentage used. */
function facts(tr: Translate, tier: 'In network' | 'Out-of-network' | null, coverage: 'Individual' | 'Family', used: string): string {
  return [...(tier ? [tr(tier)] : []), tr(coverage), tr('{used} used', { used })].join(' · ');
}

/** A date as the page writes it out in the project's language ('June 1, 2023', '1 de junio de 2023'). */
function longDate(language: E2eLanguage, isoDay: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line saying whose benefits of which date show, any date: a pattern (the whole line). */
function showingFor(tr: Translate, name: string): RegExp {
  const line = tr('Showing benefits for {shown} as of {date}.', { shown: name, date: '\u0000' });
  return new RegExp(`^${escaped(line).replace('\u0000', '.+')}$`);
}

/** Opens a benefits address and waits until nothing on the page is loading. */
async function openBenefits(page: Page, tr: Translate, path: string, title: string): Promise<Locator> {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The page has its content: the line of the filters, or a message that there is nothing to show.
  const ready = [
    tr('Showing benefits for {shown} as of {date}.').split('{')[0]!,
    tr('Vision coverage is not part of your plan.'),
    tr('Medical coverage is not part of your plan.'),
    tr('There are no benefits to show because your coverage has ended.'),
    tr('You have no benefits to show'),
  ];
  await expect(main.getByText(new RegExp(ready.map(escaped).join('|'))).first()).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: new RegExp(`^${escaped(tr('Loading'))}`) })).toHaveCount(0);
  return main;
}

/** The limit cards of a benefit limits section (its list's own items, not those of a family share's legend). */
function limitCards(section: Locator): Locator {
  return section.getByRole('list').first().locator(':scope > li');
}

/** Checks the benefit limits section: exactly these cards, in this order, with their amounts. */
async function expectLimits(section: Locator, tr: Translate, expected: readonly LimitCard[]): Promise<void> {
  const cards = limitCards(section);
  await expect(cards).toHaveCount(expected.length);
  await expect(section.getByRole('heading').filter({ hasNotText: exactly(tr('Benefit limits')) })).toHaveText(expected.map((limit) => limit.heading));
  for (const [index, limit] of expected.entries()) {
    const item = cards.nth(index);
    await expect(item.getByText(limit.facts, { exact: true })).toBeVisible();
    await expect(item).toContainText(`${tr('Met')} ${limit.met}`);
    await expect(item).toContainText(`${tr('Remaining')} ${limit.remaining}`);
    await expect(item).toContainText(`${limit.total} ${tr('limit')}`);
  }
}

function limitsOf(scope: Locator, tr: Translate): Locator {
  return scope.getByRole('region', { name: tr('Benefit limits') });
}

/** The lateral tab bar of the benefits area (the Benefits menu). */
function benefitTabs(main: Locator, tr: Translate): Locator {
  return main.getByRole('navigation', { name: tr('Benefits') }).getByRole('listitem');
}

/** Nothing of the page is loading any more. */
function loadingLines(main: Locator, tr: Translate): Locator {
  return main.getByRole('status').filter({ hasText: new RegExp(`^${escaped(tr('Loading'))}`) });
}

/** The tabs of the default brand's Benefits menu for a member with every category. */
const ALL_TABS = ['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Referrals', 'Member Handbooks'] as const;

// ---------------------------------------------------------------------------------------------- brand 1

test.describe('brand 1 category pages', () => {
  test('the default category is Medical; its limits in the spec order, the invalid one left out', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'rivera');
    await page.goto('/benefits');
    await expect(page).toHaveURL(/\/benefits\/medical$/);
    const main = await openBenefits(page, tr, '/benefits/medical', tr('Medical benefits'));
    await expect(benefitTabs(main, tr)).toHaveText(ALL_TABS.map((tab) => tr(tab)));
    await expect(main.getByText(showingFor(tr, 'Jordan Rivera'))).toBeVisible();
    await expect(main.getByText('Cascade PPO 500')).toBeVisible();
    // The gateway sends them mixed (OOP before the family deductible, an incomplete chiropractic limit in between):
    // the two in-network deductibles come first, the other types keep the gateway's order.
    await expectLimits(limitsOf(main, tr), tr, [
      card('Deductible - In Network', facts(tr, 'In network', 'Individual', '64%'), '$320.00', '$180.00', '$500.00'),
      card('Deductible - In Network', facts(tr, 'In network', 'Family', '41%'), '$610.00', '$890.00', '$1,500.00'),
      card('Out-of-Pocket Maximum', facts(tr, 'In network', 'Individual', '28%'), '$845.50', '$2,154.50', '$3,000.00'),
      card('Deductible - Out of Network', facts(tr, 'Out-of-network', 'Individual', '0%'), '$0.00', '$1,000.00', '$1,000.00'),
      card('Out-of-Pocket Maximum', facts(tr, 'In network', 'Family', '20%'), '$1,220.75', '$4,779.25', '$6,000.00'),
    ]);
    await expect(main.getByText('Chiropractic')).toHaveCount(0);
    // The network tiers of the plan, as the gateway names them ('In network', 'Out-of-network'), then the page's sections.
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['In network', 'Out-of-network', tr('Benefit limits'), tr('More about your coverage')]);
    await screenshot(page, 'benefits-medical');
  await expectNoA11yViolations(page);
  });

  test('dental, vision and pharmacy: Annual Limit first, an all-zero limit left out, a limit without type last', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'rivera');
    let main = await openBenefits(page, tr, '/benefits/dental', tr('Dental benefits'));
    await expect(main.getByText('Cascade Dental PPO 1500')).toBeVisible();
    await expectLimits(limitsOf(main, tr), tr, [
      card('Annual Limit', facts(tr, 'In network', 'Individual', '28%'), '$420.00', '$1,080.00', '$1,500.00'),
      card('Deductible - In Network', facts(tr, 'In network', 'Individual', '100%'), '$50.00', '$0.00', '$50.00'),
      card('Deductible - In Network', facts(tr, 'In network', 'Family', '33%'), '$50.00', '$100.00', '$150.00'),
    ]);
    await screenshot(page, 'benefits-dental');

    // The family's frames allowance has met and remaining both zero: not valid, so vision has no limits to show.
    main = await openBenefits(page, tr, '/benefits/vision', tr('Vision benefits'));
    await expect(limitsOf(main, tr)).toContainText(tr('There are no vision benefit limits for this date.'));
    await expect(main.getByText('Frames and lenses allowance')).toHaveCount(0);
    await screenshot(page, 'benefits-vision');

    main = await openBenefits(page, tr, '/benefits/pharmacy', tr('Pharmacy benefits'));
    await expectLimits(limitsOf(main, tr), tr, [
      card('Prescription out-of-pocket maximum', facts(tr, 'In network', 'Individual', '21%'), '$310.00', '$1,190.00', '$1,500.00'),
    ]);
    await screenshot(page, 'benefits-pharmacy');
  });

  test('the chosen member and date: future coverage says when it starts, another family member shows theirs', { tag: onlyOnBrand(1) }, async ({ page, tr, language }) => {
    await startSession(page, 'rivera');
    const june2023 = longDate(language, '2023-06-01');
    const january2024 = longDate(language, '2024-01-01');
    let main = await openBenefits(page, tr, '/benefits/dental?asOfDate=2023-06-01', tr('Dental benefits'));
    await expect(main.getByText(tr('Showing benefits for {shown} as of {date}.', { shown: 'Jordan Rivera', date: june2023 }))).toBeVisible();
    await expect(
      main.getByRole('status').filter({ hasText: tr('Your {kind} starts on {date}.', { kind: tr('dental coverage'), date: january2024 }) }),
    ).toBeVisible();
    await expect(limitsOf(main, tr)).toHaveCount(0);
    await main.getByRole('button', { name: tr('See benefits as of {startDate}', { startDate: january2024 }) }).click();
    await expect(main.getByText(tr('Showing benefits for {shown} as of {date}.', { shown: 'Jordan Rivera', date: january2024 }))).toBeVisible();
    await expect(main.getByText('Cascade Dental PPO 1000')).toBeVisible();
    await expect(limitsOf(main, tr).getByRole('heading', { level: 3 }).first()).toHaveText('Annual Limit');

    // Sam's dental today: his orthodontia maximum (tier tab1, no network label) is a type of its own, after the deductibles.
    // Choosing a member applies at once (the page loads that member's benefits); the date is typed once it has.
    await main.getByLabel(tr('Show benefits for')).selectOption({ label: 'Sam Rivera' });
    await expect(main.getByText(showingFor(tr, 'Sam Rivera'))).toBeVisible();
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await main.getByLabel(tr('Benefits as of')).fill(today);
    await main.getByRole('button', { name: tr('Show benefits') }).click();
    await expect(main.getByText(tr('Showing benefits for {shown} as of {date}.', { shown: 'Sam Rivera', date: longDate(language, today) }))).toBeVisible();
    main = page.getByRole('main');
    await expect(loadingLines(main, tr)).toHaveCount(0);
    await expectLimits(limitsOf(main, tr), tr, [
      card('Annual Limit', facts(tr, 'In network', 'Individual', '14%'), '$210.00', '$1,290.00', '$1,500.00'),
      card('Deductible - In Network', facts(tr, 'In network', 'Individual', '0%'), '$0.00', '$50.00', '$50.00'),
      card('Deductible - In Network', facts(tr, 'In network', 'Family', '33%'), '$50.00', '$100.00', '$150.00'),
      card('Orthodontia Lifetime Maximum', facts(tr, null, 'Individual', '0%'), '$0.00', '$1,500.00', '$1,500.00'),
    ]);
  });

  test('a dependent sees only his own benefits', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'alexrivera');
    const main = await openBenefits(page, tr, '/benefits/medical', tr('Medical benefits'));
    await expect(main.getByLabel(tr('Show benefits for'))).toHaveCount(0);
    await expect(main.getByText(showingFor(tr, 'Alex Rivera'))).toBeVisible();
    await expect(limitsOf(main, tr).getByText(facts(tr, 'In network', 'Individual', '58%'))).toBeVisible();
  });

  test('a termed member: no benefits to show, the history of the plans she had', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'termed');
    const main = await openBenefits(page, tr, '/benefits', tr('Benefits'));
    const notice = main.getByRole('status').filter({ hasText: tr('There are no benefits to show because your coverage has ended.') });
    await expect(notice.getByRole('link')).toHaveText([tr('Medical coverage history'), tr('Dental coverage history')]);
  });

  test('group 10004760: the Benefits summary stands for the categories, vision is not part of the plan', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'reducedmenu');
    await page.goto('/benefits/medical');
    await expect(page).toHaveURL(/\/benefits\/summary/);
    let main = await openBenefits(page, tr, '/benefits', tr('Benefits summary'));
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([tr('Medical'), tr('Dental'), tr('Pharmacy')]);
    main = await openBenefits(page, tr, '/benefits/vision', tr('Vision benefits'));
    await expect(main.getByText(tr('Vision coverage is not part of your plan.'))).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------- brand 2

test('brand 2: the categories on the Benefits summary, each with its limits in order, for each family member', { tag: onlyOnBrand(2) }, async ({ page, tr }) => {
  await startSession(page, 'summit');
  await page.goto('/benefits');
  await expect(page).toHaveURL(/\/benefits\/summary/);
  let main = await openBenefits(page, tr, '/benefits/summary', tr('Benefits summary'));
  await expect(benefitTabs(main, tr)).toHaveText([tr('Benefits summary'), tr('Programs'), tr('Referrals'), tr('Member Handbooks')]);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([tr('Medical'), tr('Dental'), tr('Vision'), tr('Pharmacy')]);
  await expectLimits(limitsOf(main.getByRole('region', { name: tr('Medical'), exact: true }), tr), tr, [
    card('Deductible - In Network', facts(tr, 'In network', 'Individual', '100%'), '$750.00', '$0.00', '$750.00'),
    card('Deductible - In Network', facts(tr, 'In network', 'Family', '38%'), '$845.00', '$1,405.00', '$2,250.00'),
    card('Out-of-Pocket Maximum', facts(tr, 'In network', 'Individual', '28%'), '$1,120.40', '$2,879.60', '$4,000.00'),
    card('Deductible - Out of Network', facts(tr, 'Out-of-network', 'Individual', '0%'), '$0.00', '$1,500.00', '$1,500.00'),
    card('Out-of-Pocket Maximum', facts(tr, 'In network', 'Family', '15%'), '$1,215.40', '$6,784.60', '$8,000.00'),
  ]);
  await expectLimits(limitsOf(main.getByRole('region', { name: tr('Dental'), exact: true }), tr), tr, [
    card('Annual Limit', facts(tr, 'In network', 'Individual', '0%'), '$0.00', '$1,250.00', '$1,250.00'),
    card('Deductible - In Network', facts(tr, 'In network', 'Individual', '0%'), '$0.00', '$50.00', '$50.00'),
    card('Deductible - In Network', facts(tr, 'In network', 'Family', '0%'), '$0.00', '$150.00', '$150.00'),
  ]);
  await expect(limitsOf(main.getByRole('region', { name: tr('Vision'), exact: true }), tr)).toContainText(tr('There are no vision benefit limits for this date.'));
  await screenshot(page, 'benefits-summary');
  await expectNoA11yViolations(page);

  // A category address goes to the summary on this brand.
  await page.goto('/benefits/dental');
  await expect(page).toHaveURL(/\/benefits\/summary/);

  // Ana's benefits.
  main = page.getByRole('main');
  await main.getByLabel(tr('Show benefits for')).selectOption({ label: 'Ana Alvarez' });
  await main.getByRole('button', { name: tr('Show benefits') }).click();
  await expect(main.getByText(showingFor(tr, 'Ana Alvarez'))).toBeVisible();
  await expect(loadingLines(main, tr)).toHaveCount(0);
  const anaDental = limitsOf(main.getByRole('region', { name: tr('Dental'), exact: true }), tr);
  await expect(limitCards(anaDental).first()).toContainText('Annual Limit');
  await expect(limitCards(anaDental).first()).toContainText(`${tr('Met')} $88.00`);
});

// ---------------------------------------------------------------------------------------------- brand 5

test('brand 5: dental is the default and only category, with its limits; medical is not part of the plan', { tag: onlyOnBrand(5) }, async ({ page, tr }) => {
  await startMemberSession(page, 'harborpolicy');
  await page.goto('/benefits');
  await expect(page).toHaveURL(/\/benefits\/dental$/);
  let main = await openBenefits(page, tr, '/benefits/dental', tr('Dental benefits'));
  await expect(benefitTabs(main, tr)).toHaveText([tr('Dental')]);
  await expect(main.getByText('Harbor Dental PPO 2000')).toBeVisible();
  await expectLimits(limitsOf(main, tr), tr, [
    card('Annual Limit', facts(tr, 'In network', 'Individual', '40%'), '$790.00', '$1,210.00', '$2,000.00'),
    card('Deductible - In Network', facts(tr, 'In network', 'Individual', '100%'), '$50.00', '$0.00', '$50.00'),
    card('Deductible - In Network', facts(tr, 'In network', 'Family', '33%'), '$50.00', '$100.00', '$150.00'),
  ]);
  await screenshot(page, 'benefits-dental');
  await expectNoA11yViolations(page);

  // Lily's braces use her orthodontia maximum, listed after the deductibles.
  await main.getByLabel(tr('Show benefits for')).selectOption({ label: 'Lily Chen' });
  await main.getByRole('button', { name: tr('Show benefits') }).click();
  await expect(main.getByText(showingFor(tr, 'Lily Chen'))).toBeVisible();
  await expect(loadingLines(main, tr)).toHaveCount(0);
  const lily = limitsOf(main, tr).getByRole('heading', { level: 3 });
  await expect(lily.first()).toHaveText('Annual Limit');
  await expect(lily.last()).toHaveText('Orthodontia Lifetime Maximum');
  await expect(limitCards(limitsOf(main, tr)).last()).toContainText(`${tr('Met')} $850.00`);

  main = await openBenefits(page, tr, '/benefits/medical', tr('Medical benefits'));
  await expect(main.getByText(tr('Medical coverage is not part of your plan.'))).toBeVisible();
});

test.describe('the benefits tab bar on a phone (375 px, touch)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('every tab shows whole, and each is reached by keyboard and touch', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await startSession(page, 'rivera');
    const main = await openBenefits(page, tr, '/benefits/medical', tr('Medical benefits'));
    const nav = main.getByRole('navigation', { name: tr('Benefits') });
    const tabs = nav.getByRole('link');
    const names = ALL_TABS.map((tab) => tr(tab));
    await expect(tabs).toHaveText(names);

    // Every tab is whole on the screen: inside the viewport and inside the bar, its label not cut.
    const boxes = await tabs.evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        const bar = link.closest('ul')!.getBoundingClientRect();
        return {
          name: link.textContent,
          inViewport: box.left >= 0 && box.right <= window.innerWidth,
          inBar: box.left >= bar.left - 0.5 && box.right <= bar.right + 0.5,
          labelWhole: link.scrollWidth <= link.clientWidth + 0.5,
        };
      }),
    );
    expect(boxes).toEqual(names.map((name) => ({ name, inViewport: true, inBar: true, labelWhole: true })));

    // Keyboard: Tab moves through every tab in order.
    await tabs.first().focus();
    for (const name of names.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name, exact: true })).toBeFocused();
    }

    // Touch: the last tab is tapped where it shows.
    await nav.getByRole('link', { name: tr('Member Handbooks'), exact: true }).tap();
    await expect(page).toHaveURL(/\/benefits\/member-handbooks/);
  });
});
