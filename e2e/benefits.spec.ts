import type { Locator } from '@playwright/test';

import { expect, expectNoA11yViolations, onlyOnBrand, screenshot, startSession, test, type Page } from './support/fixtures';
import { startMemberSession } from './support/member-session';

/**
 * Issue 8, the benefit category pages (spec sections 2, 3, 4, 6 and 9): each category page of each persona that
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


/** Opens a benefits address and waits until nothing on the page is loading. */
async function openBenefits(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByText(/^Showing benefits for |not part of your plan|no benefits to show/).first()).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  return main;
}

/** The limit cards of a benefit limits section (its list's own items, not those of a family share's legend). */
function limitCards(section: Locator): Locator {
  return section.getByRole('list').first().locator(':scope > li');
}

/** Checks the benefit limits section: exactly these cards, in this order, with their amounts. */
async function expectLimits(section: Locator, expected: readonly LimitCard[]): Promise<void> {
  const cards = limitCards(section);
  await expect(cards).toHaveCount(expected.length);
  await expect(section.getByRole('heading').filter({ hasNotText: /^Benefit limits$/ })).toHaveText(expected.map((limit) => limit.heading));
  for (const [index, limit] of expected.entries()) {
    const item = cards.nth(index);
    await expect(item.getByText(limit.facts, { exact: true })).toBeVisible();
    await expect(item).toContainText(`Met ${limit.met}`);
    await expect(item).toContainText(`Remaining ${limit.remaining}`);
    await expect(item).toContainText(`${limit.total} limit`);
  }
}

function limitsOf(scope: Locator): Locator {
  return scope.getByRole('region', { name: 'Benefit limits' });
}

/** The lateral tab bar of the benefits area (the Benefits menu). */
function benefitTabs(main: Locator): Locator {
  return main.getByRole('navigation', { name: 'Benefits' }).getByRole('listitem');
}

// ---------------------------------------------------------------------------------------------- brand 1

test.describe('brand 1 category pages', () => {
  test('the default category is Medical; its limits in the spec order, the invalid one left out', { tag: onlyOnBrand(1) }, async ({ page }) => {
    await startSession(page, 'rivera');
    await page.goto('/benefits');
    await expect(page).toHaveURL(/\/benefits\/medical$/);
    const main = await openBenefits(page, '/benefits/medical', 'Medical benefits');
    await expect(benefitTabs(main)).toHaveText(['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Referrals', 'Member Handbooks']);
    await expect(main.getByText(/^Showing benefits for Jordan Rivera as of [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible();
    await expect(main.getByText('Cascade PPO 500')).toBeVisible();
    // The gateway sends them mixed (OOP before the family deductible, an incomplete chiropractic limit in between):
    // the two in-network deductibles come first, the other types keep the gateway's order.
    await expectLimits(limitsOf(main), [
      card('Deductible - In Network', 'In network · Individual · 64% used', '$320.00', '$180.00', '$500.00'),
      card('Deductible - In Network', 'In network · Family · 41% used', '$610.00', '$890.00', '$1,500.00'),
      card('Out-of-Pocket Maximum', 'In network · Individual · 28% used', '$845.50', '$2,154.50', '$3,000.00'),
      card('Deductible - Out of Network', 'Out-of-network · Individual · 0% used', '$0.00', '$1,000.00', '$1,000.00'),
      card('Out-of-Pocket Maximum', 'In network · Family · 20% used', '$1,220.75', '$4,779.25', '$6,000.00'),
    ]);
    await expect(main.getByText('Chiropractic')).toHaveCount(0);
    // The network tiers of the plan: 'in-network' and 'out-of-network' become 'In network' and 'Out-of-network'.
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['In network', 'Out-of-network', 'Benefit limits', 'More about your coverage']);
    await screenshot(page, 'benefits-medical');
  await expectNoA11yViolations(page);
  });

  test('dental, vision and pharmacy: Annual Limit first, an all-zero limit left out, a limit without type last', { tag: onlyOnBrand(1) }, async ({ page }) => {
    await startSession(page, 'rivera');
    let main = await openBenefits(page, '/benefits/dental', 'Dental benefits');
    await expect(main.getByText('Cascade Dental PPO 1500')).toBeVisible();
    await expectLimits(limitsOf(main), [
      card('Annual Limit', 'In network · Individual · 28% used', '$420.00', '$1,080.00', '$1,500.00'),
      card('Deductible - In Network', 'In network · Individual · 100% used', '$50.00', '$0.00', '$50.00'),
      card('Deductible - In Network', 'In network · Family · 33% used', '$50.00', '$100.00', '$150.00'),
    ]);
    await screenshot(page, 'benefits-dental');

    // The family's frames allowance has met and remaining both zero: not valid, so vision has no limits to show.
    main = await openBenefits(page, '/benefits/vision', 'Vision benefits');
    await expect(limitsOf(main)).toContainText('There are no vision benefit limits for this date.');
    await expect(main.getByText('Frames and lenses allowance')).toHaveCount(0);
    await screenshot(page, 'benefits-vision');

    main = await openBenefits(page, '/benefits/pharmacy', 'Pharmacy benefits');
    await expectLimits(limitsOf(main), [
      card('Prescription out-of-pocket maximum', 'In network · Individual · 21% used', '$310.00', '$1,190.00', '$1,500.00'),
    ]);
    await screenshot(page, 'benefits-pharmacy');
  });

  test('the chosen member and date: future coverage says when it starts, another family member shows theirs', { tag: onlyOnBrand(1) }, async ({ page }) => {
    await startSession(page, 'rivera');
    let main = await openBenefits(page, '/benefits/dental?asOfDate=2023-06-01', 'Dental benefits');
    await expect(main.getByText('Showing benefits for Jordan Rivera as of June 1, 2023.')).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: 'Your dental coverage starts on January 1, 2024.' })).toBeVisible();
    await expect(limitsOf(main)).toHaveCount(0);
    await main.getByRole('button', { name: 'See benefits as of January 1, 2024' }).click();
    await expect(main.getByText('Showing benefits for Jordan Rivera as of January 1, 2024.')).toBeVisible();
    await expect(main.getByText('Cascade Dental PPO 1000')).toBeVisible();
    await expect(limitsOf(main).getByRole('heading', { level: 3 }).first()).toHaveText('Annual Limit');

    // Sam's dental today: his orthodontia maximum (tier tab1, no network label) is a type of its own, after the deductibles.
    await main.getByLabel('Show benefits for').selectOption({ label: 'Sam Rivera' });
    await main.getByLabel('Benefits as of').fill(await page.evaluate(() => new Date().toLocaleDateString('en-CA')));
    await main.getByRole('button', { name: 'Show benefits' }).click();
    await expect(main.getByText(/^Showing benefits for Sam Rivera as of /)).toBeVisible();
    main = page.getByRole('main');
    await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectLimits(limitsOf(main), [
      card('Annual Limit', 'In network · Individual · 14% used', '$210.00', '$1,290.00', '$1,500.00'),
      card('Deductible - In Network', 'In network · Individual · 0% used', '$0.00', '$50.00', '$50.00'),
      card('Deductible - In Network', 'In network · Family · 33% used', '$50.00', '$100.00', '$150.00'),
      card('Orthodontia Lifetime Maximum', 'Individual · 0% used', '$0.00', '$1,500.00', '$1,500.00'),
    ]);
  });

  test('a dependent sees only his own benefits', { tag: onlyOnBrand(1) }, async ({ page }) => {
    await startSession(page, 'alexrivera');
    const main = await openBenefits(page, '/benefits/medical', 'Medical benefits');
    await expect(main.getByLabel('Show benefits for')).toHaveCount(0);
    await expect(main.getByText(/^Showing benefits for Alex Rivera as of /)).toBeVisible();
    await expect(limitsOf(main).getByText('In network · Individual · 58% used')).toBeVisible();
  });

  test('a termed member: no benefits to show, the history of the plans she had', { tag: onlyOnBrand(1) }, async ({ page }) => {
    await startSession(page, 'termed');
    const main = await openBenefits(page, '/benefits', 'Benefits');
    const notice = main.getByRole('status').filter({ hasText: 'There are no benefits to show because your coverage has ended.' });
    await expect(notice.getByRole('link')).toHaveText(['Medical coverage history', 'Dental coverage history']);
  });

  test('group 10004760: the Benefits summary stands for the categories, vision is not part of the plan', { tag: onlyOnBrand(1) }, async ({ page }) => {
    await startSession(page, 'reducedmenu');
    await page.goto('/benefits/medical');
    await expect(page).toHaveURL(/\/benefits\/summary/);
    let main = await openBenefits(page, '/benefits', 'Benefits summary');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Medical', 'Dental', 'Pharmacy']);
    main = await openBenefits(page, '/benefits/vision', 'Vision benefits');
    await expect(main.getByText('Vision coverage is not part of your plan.')).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------- brand 2

test('brand 2: the categories on the Benefits summary, each with its limits in order, for each family member', { tag: onlyOnBrand(2) }, async ({ page }) => {
  await startSession(page, 'summit');
  await page.goto('/benefits');
  await expect(page).toHaveURL(/\/benefits\/summary/);
  let main = await openBenefits(page, '/benefits/summary', 'Benefits summary');
  await expect(benefitTabs(main)).toHaveText(['Benefits summary', 'Programs', 'Referrals', 'Member Handbooks']);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Medical', 'Dental', 'Vision', 'Pharmacy']);
  await expectLimits(limitsOf(main.getByRole('region', { name: 'Medical', exact: true })), [
    card('Deductible - In Network', 'In network · Individual · 100% used', '$750.00', '$0.00', '$750.00'),
    card('Deductible - In Network', 'In network · Family · 38% used', '$845.00', '$1,405.00', '$2,250.00'),
    card('Out-of-Pocket Maximum', 'In network · Individual · 28% used', '$1,120.40', '$2,879.60', '$4,000.00'),
    card('Deductible - Out of Network', 'Out-of-network · Individual · 0% used', '$0.00', '$1,500.00', '$1,500.00'),
    card('Out-of-Pocket Maximum', 'In network · Family · 15% used', '$1,215.40', '$6,784.60', '$8,000.00'),
  ]);
  await expectLimits(limitsOf(main.getByRole('region', { name: 'Dental', exact: true })), [
    card('Annual Limit', 'In network · Individual · 0% used', '$0.00', '$1,250.00', '$1,250.00'),
    card('Deductible - In Network', 'In network · Individual · 0% used', '$0.00', '$50.00', '$50.00'),
    card('Deductible - In Network', 'In network · Family · 0% used', '$0.00', '$150.00', '$150.00'),
  ]);
  await expect(limitsOf(main.getByRole('region', { name: 'Vision', exact: true }))).toContainText('There are no vision benefit limits for this date.');
  await screenshot(page, 'benefits-summary');
  await expectNoA11yViolations(page);

  // A category address goes to the summary on this brand.
  await page.goto('/benefits/dental');
  await expect(page).toHaveURL(/\/benefits\/summary/);

  // Ana's benefits.
  main = page.getByRole('main');
  await main.getByLabel('Show benefits for').selectOption({ label: 'Ana Alvarez' });
  await main.getByRole('button', { name: 'Show benefits' }).click();
  await expect(main.getByText(/^Showing benefits for Ana Alvarez as of /)).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const anaDental = limitsOf(main.getByRole('region', { name: 'Dental', exact: true }));
  await expect(limitCards(anaDental).first()).toContainText('Annual Limit');
  await expect(limitCards(anaDental).first()).toContainText('Met $88.00');
});

// ---------------------------------------------------------------------------------------------- brand 5

test('brand 5: dental is the default and only category, with its limits; medical is not part of the plan', { tag: onlyOnBrand(5) }, async ({ page }) => {
  await startMemberSession(page, 'harborpolicy');
  await page.goto('/benefits');
  await expect(page).toHaveURL(/\/benefits\/dental$/);
  let main = await openBenefits(page, '/benefits/dental', 'Dental benefits');
  await expect(benefitTabs(main)).toHaveText(['Dental']);
  await expect(main.getByText('Harbor Dental PPO 2000')).toBeVisible();
  await expectLimits(limitsOf(main), [
    card('Annual Limit', 'In network · Individual · 40% used', '$790.00', '$1,210.00', '$2,000.00'),
    card('Deductible - In Network', 'In network · Individual · 100% used', '$50.00', '$0.00', '$50.00'),
    card('Deductible - In Network', 'In network · Family · 33% used', '$50.00', '$100.00', '$150.00'),
  ]);
  await screenshot(page, 'benefits-dental');
  await expectNoA11yViolations(page);

  // Lily's braces use her orthodontia maximum, listed after the deductibles.
  await main.getByLabel('Show benefits for').selectOption({ label: 'Lily Chen' });
  await main.getByRole('button', { name: 'Show benefits' }).click();
  await expect(main.getByText(/^Showing benefits for Lily Chen as of /)).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const lily = limitsOf(main).getByRole('heading', { level: 3 });
  await expect(lily.first()).toHaveText('Annual Limit');
  await expect(lily.last()).toHaveText('Orthodontia Lifetime Maximum');
  await expect(limitCards(limitsOf(main)).last()).toContainText('Met $850.00');

  main = await openBenefits(page, '/benefits/medical', 'Medical benefits');
  await expect(main.getByText('Medical coverage is not part of your plan.')).toBeVisible();
});

test.describe('the benefits tab bar on a phone (375 px, touch)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('every tab shows whole, and each is reached by keyboard and touch', { tag: onlyOnBrand(1) }, async ({ page }) => {
    await startSession(page, 'rivera');
    const main = await openBenefits(page, '/benefits/medical', 'Medical benefits');
    const nav = main.getByRole('navigation', { name: 'Benefits' });
    const tabs = nav.getByRole('link');
    const names = ['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Referrals', 'Member Handbooks'];
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
    await nav.getByRole('link', { name: 'Member Handbooks', exact: true }).tap();
    await expect(page).toHaveURL(/\/benefits\/member-handbooks/);
  });
});
