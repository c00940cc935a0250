import type { Locator } from '@playwright/test';

import {
  expect,
  isLoggedOutLogin,
  screenshot,
  test,
  VIEWPORTS,
  type E2eDomainId,
  type Page,
} from './support/fixtures';

/**
 * A keyboard-only journey (product section 2, shell and menus), per brand at desktop and phone width: sign in, open
 * each menu of the top navigation and close it with Escape, reach every link of the home dashboard with Tab, and
 * sign out, with page.keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrows). At every step the focused
 * element shows a focus indicator, and after each navigation inside the portal focus is on the new page's h1.
 */


/** Who signs in on each brand (brand 5's member first accepts the registration policies). */
const MEMBER: Record<E2eDomainId, { username: string; firstName: string }> = {
  1: { username: 'rivera', firstName: 'Jordan' },
  2: { username: 'summit', firstName: 'Tomás' },
  5: { username: 'harborpolicy', firstName: 'Mei' },
};

interface Focused {
  readonly description: string;
  readonly indicator: boolean;
  readonly isH1: boolean;
}

/**
 * What has focus, and whether it shows a focus indicator: a non-none outline or box-shadow on the element (or its
 * ::before or ::after box), or an outline on the field box around it (within two levels) while focus is within
 * that box.
 */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const ring = (target: Element, pseudo?: string) => {
      const style = getComputedStyle(target, pseudo);
      return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0, shadow: style.boxShadow !== 'none' };
    };
    // A stretched link (a tile that answers to a click anywhere) draws its ring on its ::after box.
    const parts = [ring(element), ring(element, '::after'), ring(element, '::before')];
    const own = { outline: parts.some((part) => part.outline), shadow: parts.some((part) => part.shadow) };
    // A field may draw the ring around itself and its parts (the password field and its Show button): its box,
    // one or two levels up, then has an outline while focus is within it.
    let around = false;
    for (let parent = element.parentElement, level = 0; parent && level < 2 && !around; parent = parent.parentElement, level++) {
      around = parent.matches(':focus-within') && ring(parent).outline;
    }
    const outline = own.outline || around;
    const shadow = own.shadow;
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return {
      description: `<${element.tagName.toLowerCase()}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> "${name}"`,
      indicator: outline || shadow,
      isH1: element.tagName === 'H1',
    };
  });
}

async function expectFocusVisible(page: Page, step: string): Promise<Focused> {
  const now = await focused(page);
  expect(now, `${step}: something has focus`).not.toBeNull();
  expect(now!.indicator, `${step}: ${now!.description} shows a focus indicator`).toBe(true);
  return now!;
}

/** After a navigation inside the portal, focus is on the new page's h1 (and visible). */
async function expectFocusOnH1(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expectFocusVisible(page, `the h1 ${String(name)}`);
}

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Moves focus to `target` with Tab (or Shift+Tab when it comes before the focused element), checking the focus
 * indicator at every stop. Returns the descriptions of the stops.
 */
async function tabTo(page: Page, target: Locator, what: string, max = 80): Promise<string[]> {
  await expect(target, `${what} is there to tab to`).toBeVisible();
  if (await hasFocus(target)) return [];
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  const stops: string[] = [];
  for (let step = 0; step < max; step++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    stops.push((await expectFocusVisible(page, `tabbing to ${what}`)).description);
    if (await hasFocus(target)) return stops;
  }
  throw new Error(`${what} was not reached in ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; stops: ${stops.join(', ')}`);
}

/** Opens a disclosure menu from its focused trigger, steps into it, and closes it with Escape. */
async function openAndEscape(page: Page, trigger: Locator, what: string, key: 'Enter' | 'Space') {
  await tabTo(page, trigger, what);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press(key);
  await expect(trigger, `${what} opens with ${key}`).toHaveAttribute('aria-expanded', 'true');
  const panelId = await trigger.getAttribute('aria-controls');
  expect(panelId, `${what} names the panel it controls`).toBeTruthy();
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toBeVisible();
  // Tab moves into the open menu, to its first link.
  await page.keyboard.press('Tab');
  const firstLink = panel.getByRole('link').first();
  await expect(firstLink, `Tab enters ${what}`).toBeFocused();
  await expectFocusVisible(page, `the first link of ${what}`);
  await page.keyboard.press('Escape');
  await expect(trigger, `${what} closes with Escape`).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(trigger, `focus returns to the trigger of ${what}`).toBeFocused();
  await expectFocusVisible(page, `the trigger of ${what} after Escape`);
}

/** Signs in with the keyboard from a fresh login page; brand 5's member also accepts the registration policies. */
async function signInByKeyboard(page: Page, domainId: E2eDomainId) {
  const { username, firstName } = MEMBER[domainId];
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
  // The first Tab stop of every page is the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectFocusVisible(page, 'the skip link');

  await tabTo(page, page.getByLabel('Username', { exact: true }), 'the username field');
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expectFocusVisible(page, 'the password field');
  await page.keyboard.type('Portal#2026');
  await page.keyboard.press('Enter');

  if (domainId === 5) {
    await expect(page).toHaveURL(/\/registration-policies$/);
    await expectFocusOnH1(page, 'Welcome to your dental Member Dashboard');
    const acknowledged = page.getByRole('checkbox', { name: 'I have read and acknowledged this.' });
    await tabTo(page, acknowledged, 'the acknowledgement checkbox');
    await page.keyboard.press('Space');
    await expect(acknowledged).toBeChecked();
    // The EOB choice is one radio group: Tab enters it at the checked radio, an arrow moves the choice.
    await page.keyboard.press('Tab');
    const electronically = page.getByRole('radio', { name: /Electronically/ });
    const byMail = page.getByRole('radio', { name: /By mail/ });
    await expect(electronically).toBeFocused();
    await expectFocusVisible(page, 'the EOB choice');
    await page.keyboard.press('ArrowDown');
    await expect(byMail).toBeFocused();
    await expect(byMail).toBeChecked();
    await expectFocusVisible(page, 'the EOB choice after an arrow');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }), 'Submit');
    await page.keyboard.press('Enter');
  }

  await expect(page).toHaveURL(/\/home$/);
  await expectFocusOnH1(page, `Welcome, ${firstName}`);
}

/** The account settings trigger: the member's first name, then ', account settings'. */
function accountSettingsTrigger(page: Page, firstName: string) {
  return page.getByRole('button', { name: new RegExp(`^${firstName} ?, account settings$`) });
}

/** Tabs through the dashboard's page area and checks every link in it was a stop. */
async function tabThroughDashboardLinks(page: Page) {
  const main = page.getByRole('main');
  const links = await main.getByRole('link').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element, index) => {
        element.setAttribute('data-keyboard-journey', String(index));
        return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      }),
  );
  expect(links.length, 'the dashboard has links').toBeGreaterThan(0);

  const reached = new Set<number>();
  // From the page's heading to past the end of the page area.
  for (let step = 0; step < 120; step++) {
    await page.keyboard.press('Tab');
    const now = await expectFocusVisible(page, 'tabbing through the dashboard');
    const where = await page.evaluate(() => {
      const element = document.activeElement;
      return {
        inMain: Boolean(element?.closest('main')),
        index: element?.getAttribute('data-keyboard-journey') ?? null,
      };
    });
    if (!where.inMain) break;
    if (where.index !== null) reached.add(Number(where.index));
    expect(now.description).toBeTruthy();
  }
  const missed = links.filter((_, index) => !reached.has(index));
  expect(missed, 'every dashboard link is reached with Tab').toEqual([]);
  await test.info().attach('dashboard links reached with Tab', { body: links.join('\n'), contentType: 'text/plain' });
}

for (const width of ['desktop', 'phone'] as const) {
  test.describe(`keyboard only, ${width}`, () => {
    test.use({ viewport: VIEWPORTS[width] });

    test('sign in, open and close each menu, reach every dashboard link, sign out', async ({ page, domainId }) => {
      const { firstName } = MEMBER[domainId];
      await signInByKeyboard(page, domainId);
      await screenshot(page, 'keyboard-home');

      const primaryNav = page.getByRole('navigation', { name: 'Main' });
      if (width === 'desktop') {
        // Each disclosure of the primary menu, then the account settings menu (one opened with Space).
        const triggers = primaryNav.getByRole('button');
        const count = await triggers.count();
        expect(count, 'the primary menu has sub-menus').toBeGreaterThan(0);
        for (let index = 0; index < count; index++) {
          const trigger = triggers.nth(index);
          await openAndEscape(page, trigger, `the ${await trigger.innerText()} menu`, index === 0 ? 'Space' : 'Enter');
        }
        await openAndEscape(page, accountSettingsTrigger(page, firstName), 'the account settings menu', 'Enter');
        // The utility menu's links are Tab stops of their own.
        const utility = page.getByRole('navigation', { name: 'Utility' });
        await tabTo(page, utility.getByRole('link', { name: 'Contact us' }), 'Contact us');
        await tabTo(page, utility.getByRole('link', { name: 'Log out' }), 'Log out of the utility menu');
      } else {
        // The phone menu button opens the collapsed masthead; its sub-menus open and close inside it, and Escape
        // then closes the masthead and returns focus to the button.
        const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
        await tabTo(page, menuButton, 'the Menu button');
        await page.keyboard.press('Enter');
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        await expect(primaryNav).toBeVisible();
        await screenshot(page, 'keyboard-phone-menu');
        const triggers = primaryNav.getByRole('button');
        const count = await triggers.count();
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index++) {
          const trigger = triggers.nth(index);
          await openAndEscape(page, trigger, `the ${await trigger.innerText()} menu`, index === 0 ? 'Space' : 'Enter');
          await expect(menuButton, 'Escape in a sub-menu leaves the masthead open').toHaveAttribute('aria-expanded', 'true');
        }
        await openAndEscape(page, accountSettingsTrigger(page, firstName), 'the account settings menu', 'Enter');
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Escape');
        await expect(menuButton, 'Escape closes the masthead').toHaveAttribute('aria-expanded', 'false');
        await expect(primaryNav).toBeHidden();
        await expect(menuButton, 'focus returns to the Menu button').toBeFocused();
        await expectFocusVisible(page, 'the Menu button after Escape');
      }

      // Every link of the dashboard, from the top of the page area.
      await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), 'the skip link');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await tabThroughDashboardLinks(page);

      // Sign out through the account settings menu.
      if (width === 'phone') {
        const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
        await tabTo(page, menuButton, 'the Menu button');
        await page.keyboard.press('Enter');
      }
      const account = accountSettingsTrigger(page, firstName);
      await tabTo(page, account, 'the account settings menu');
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Log out' }), 'Log out');
      await page.keyboard.press('Enter');

      if (domainId === 5) {
        await expect(page).toHaveURL(/\/logout$/);
        await expectFocusOnH1(page, 'Logged out successfully');
      } else {
        // A reload to the login path: a new document, which starts at its top, so the first Tab is the skip link.
        await expect(page).toHaveURL(isLoggedOutLogin);
        await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
        await expectFocusVisible(page, 'the skip link after logout');
      }
      expect(await page.evaluate(() => localStorage.getItem('local_mdtoken'))).toBeNull();
    });
  });
}
