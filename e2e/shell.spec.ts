import {
  expect,
  expectNoA11yViolations,
  onlyOnBrand,
  screenshot,
  setViewport,
  test,
  VIEWPORTS,
  type E2eDomainId,
  type Page,
} from './support/fixtures';
import { type MemberSessionOptions, startMemberSession } from './support/member-session';

/**
 * Issue 5, the shell of signed-in pages (product section 2, "Shell and menus", and section 6): for each brand at 375,
 * 1024 and 1440 px the masthead, the menus (opened and closed by mouse and by keyboard, closed by a press outside,
 * on navigation and on a breakpoint change), the footer, and no element wider than the viewport; then the menu
 * items each role and brand sees, present and absent.
 */

/** The persona whose dashboard shows each brand's shell. */
const BRAND_PERSONA: Record<E2eDomainId, string> = { 1: 'rivera', 2: 'summit', 5: 'harborpolicy' };

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

interface Overflow {
  readonly scrollWidth: number;
  readonly innerWidth: number;
  readonly offenders: string[];
}

/**
 * The page is no wider than the viewport, and no visible element reaches past its right edge. A part of an element
 * that an ancestor clips (a table scrolling sideways in its own region, a visually hidden text) is not visible, so
 * only the visible part counts.
 */
async function expectNoHorizontalOverflow(page: Page, when: string): Promise<void> {
  const overflow: Overflow = await page.evaluate(() => {
    const viewport = window.innerWidth;
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      let right = box.right;
      let left = box.left;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        const clips = parentStyle.overflowX !== 'visible' || (parentStyle.clip !== 'auto' && parentStyle.clip !== '');
        if (clips) {
          const clip = parent.getBoundingClientRect();
          right = Math.min(right, clip.right);
          left = Math.max(left, clip.left);
        }
      }
      if (right - left <= 0) continue;
      if (right > viewport + 1) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
        offenders.push(`${name} reaches ${Math.round(box.right)}px: "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: viewport, offenders };
  });
  expect(overflow.scrollWidth, `page width ${when}`).toBeLessThanOrEqual(overflow.innerWidth);
  expect(overflow.offenders, `elements past the right edge of the ${overflow.innerWidth}px viewport ${when}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------- the shell per width

test.describe('the shell at desktop width (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('masthead, dropdown menus by mouse and keyboard, site map footer, no overflow', async ({ page, domainId }) => {
    await startMemberSession(page, BRAND_PERSONA[domainId]);
    await openDashboard(page);
    const banner = page.getByRole('banner');
    const main = banner.getByRole('navigation', { name: 'Main' });
    const heading = page.getByRole('heading', { level: 1 });

    // The fixed top navigation: logo, utility menu, primary menu, the member's first name; no 'Menu' toggle.
    await expect(banner.getByRole('link', { name: / home$/ })).toBeVisible();
    await expect(banner.getByRole('navigation', { name: 'Utility' }).getByRole('link')).toHaveText(['Contact us', 'Log out']);
    await expect(main).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toMatch(/fixed|sticky/);

    // Mouse: a click opens a dropdown, a click outside closes it; one dropdown at a time.
    const benefits = main.getByRole('button', { name: 'Benefits' });
    const findCare = main.getByRole('button', { name: 'Find care' });
    await benefits.click();
    await expect(benefits).toHaveAttribute('aria-expanded', 'true');
    const benefitsPanel = main.getByRole('group', { name: 'Benefits' });
    await expect(benefitsPanel.getByRole('link').first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'with the Benefits dropdown open');
    await findCare.click();
    await expect(findCare).toHaveAttribute('aria-expanded', 'true');
    await expect(benefits).toHaveAttribute('aria-expanded', 'false');
    await heading.click();
    await expect(findCare).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByRole('link', { name: 'Find a dentist' })).toBeHidden();

    // Keyboard: Enter opens, Escape closes and gives the focus back to the trigger.
    await findCare.focus();
    await page.keyboard.press('Enter');
    await expect(findCare).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link', { name: 'Find a dentist' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(findCare).toHaveAttribute('aria-expanded', 'false');
    await expect(findCare).toBeFocused();

    // The account settings dropdown under the first name, also by keyboard.
    const settings = banner.getByRole('button', { name: /, account settings$/ });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Log out' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'with the account settings dropdown open');
    await page.keyboard.press('Escape');
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await expect(settings).toBeFocused();

    // The footer: site map, contacts and the accreditation badge; no icon navigation.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Site map' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
    await expect(footer.getByRole('figure')).toBeVisible();
    await expectFooterMode(page, domainId);
    await expectNoHorizontalOverflow(page, 'on the dashboard');
    await screenshot(page, 'shell-home');
    await expectNoA11yViolations(page);

    // A menu collapses on a breakpoint change ...
    await settings.click();
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await setViewport(page, 'tablet');
    await expect(banner.getByRole('button', { name: /, account settings$/ })).toHaveAttribute('aria-expanded', 'false');
    await setViewport(page, 'desktop');

    // ... and on navigation: following a link of a dropdown closes it.
    await benefits.click();
    const firstBenefit = benefitsPanel.getByRole('link').first();
    const target = await firstBenefit.getAttribute('href');
    await firstBenefit.click();
    await expect(page).toHaveURL(new RegExp(`${target!.split('?')[0]!.replace(/\//g, '\\/')}`));
    await expect(benefits).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the shell at tablet width (1024px)', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('masthead behind a Menu toggle, account settings dropdown in the bar, site map footer, no overflow', async ({ page, domainId }) => {
    await startMemberSession(page, BRAND_PERSONA[domainId]);
    await openDashboard(page);
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: 'Menu' });
    const main = banner.getByRole('navigation', { name: 'Main' });

    await expect(banner.getByRole('link', { name: / home$/ })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(main).toBeHidden();
    await expectNoHorizontalOverflow(page, 'with the masthead collapsed');

    // Mouse: the toggle opens the masthead; a press outside closes it.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(main).toBeVisible();
    await expect(banner.getByRole('navigation', { name: 'Utility' }).getByRole('link')).toHaveText(['Contact us', 'Log out']);
    await expectNoHorizontalOverflow(page, 'with the masthead open');
    await screenshot(page, 'shell-menu-open');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(main).toBeHidden();

    // Keyboard: Enter opens the masthead and a sub-menu inside it; Escape closes the sub-menu, then the masthead.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(main).toBeVisible();
    const benefits = main.getByRole('button', { name: 'Benefits' });
    await benefits.focus();
    await page.keyboard.press('Enter');
    await expect(benefits).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('group', { name: 'Benefits' }).getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(benefits).toHaveAttribute('aria-expanded', 'false');
    await expect(benefits).toBeFocused();
    await expect(main).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // The account settings stay a dropdown in the bar; opening it closes the masthead.
    await toggle.click();
    const settings = banner.getByRole('button', { name: /, account settings$/ });
    await settings.click();
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Log out' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'with the account settings dropdown open');
    await page.keyboard.press('Escape');
    await expect(settings).toHaveAttribute('aria-expanded', 'false');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Site map' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
    await expect(footer.getByRole('figure')).toBeVisible();
    await expectFooterMode(page, domainId);
    await screenshot(page, 'shell-home');
    await expectNoA11yViolations(page);

    // Following a link of the masthead closes it.
    await toggle.click();
    await main.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(page).toHaveURL(/\/account(\/summary)?$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the shell at phone width (375px)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('logo and Menu toggle, account settings as a list in the menu, icon navigation footer, no overflow', async ({ page, domainId }) => {
    await startMemberSession(page, BRAND_PERSONA[domainId]);
    await openDashboard(page);
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: 'Menu' });
    const main = banner.getByRole('navigation', { name: 'Main' });

    await expect(banner.getByRole('link', { name: / home$/ })).toBeVisible();
    await expect(main).toBeHidden();
    await expectNoHorizontalOverflow(page, 'with the masthead collapsed');

    // Keyboard: Enter opens the menu; the account settings are a collapsible list inside it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(main).toBeVisible();
    const settings = banner.getByRole('button', { name: /, account settings$/ });
    await expect(settings).toBeVisible();
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Log out' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'with the menu and the account settings open');
    await screenshot(page, 'shell-menu-open');
    await page.keyboard.press('Escape');
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Mouse: open, a sub-menu by click, a press outside closes everything.
    await toggle.click();
    const findCare = main.getByRole('button', { name: 'Find care' });
    await findCare.click();
    await expect(findCare).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link', { name: 'Find a dentist' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'with a sub-menu open');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The footer: the icon navigation (the primary menu without Account), no site map.
    const footer = page.getByRole('contentinfo');
    const quickLinks = footer.getByRole('navigation', { name: 'Quick links' });
    await expect(quickLinks).toBeVisible();
    const primary = await readPrimaryTitles(page);
    await expect(quickLinks.getByRole('link')).toHaveText(primary.filter((title) => title !== 'Account'));
    await expect(footer.getByRole('navigation', { name: 'Site map' })).toHaveCount(0);
    await expect(footer.getByRole('figure')).toBeVisible();
    await expectFooterMode(page, domainId);
    await expectNoHorizontalOverflow(page, 'on the dashboard');
    await screenshot(page, 'shell-home');
    await expectNoA11yViolations(page);

    // Following a link in the menu closes it.
    await toggle.click();
    await findCare.click();
    await main.getByRole('link', { name: 'Find a dentist' }).click();
    await expect(page).toHaveURL(/\/find-care\/find-a-dentist$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoHorizontalOverflow(page, 'on Find a dentist');
  });
});

/** The main screens of each brand's member, besides the dashboard. */
const MAIN_SCREENS: Record<E2eDomainId, readonly string[]> = {
  1: ['/benefits/medical', '/benefits/dental', '/find-care/primary-care', '/id-card', '/account/settings', '/account/ebill'],
  2: ['/benefits/summary', '/find-care', '/id-card', '/account/settings'],
  5: ['/benefits/dental', '/find-care', '/id-card', '/account/settings'],
};

test.describe('the main screens at phone width (375px)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('no element reaches past the right edge of the viewport', async ({ page, domainId }) => {
    await startMemberSession(page, BRAND_PERSONA[domainId]);
    for (const path of MAIN_SCREENS[domainId]) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
      await expectNoHorizontalOverflow(page, `on ${path}`);
    }
  });
});

/** Brand 5's footer is dark, the others' light (src/config/brands.ts look.footer, product section 2). */
async function expectFooterMode(page: Page, domainId: E2eDomainId): Promise<void> {
  const luminance = await page.getByRole('contentinfo').evaluate((footer) => {
    const [r = 255, g = 255, b = 255] = (getComputedStyle(footer).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
  if (domainId === 5) expect(luminance, 'the dark footer of brand 5').toBeLessThan(0.35);
  else expect(luminance, `the light footer of brand ${domainId}`).toBeGreaterThan(0.75);
}

/** The primary menu's items as the top navigation shows them (desktop: in the bar; else in the opened menu). */
async function readPrimaryTitles(page: Page): Promise<string[]> {
  const main = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const collapsed = (await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false';
  if (collapsed) await toggle.click();
  const titles = (await main.locator(':scope > ul > li').allInnerTexts()).map((text) => text.trim());
  if (collapsed) await toggle.click();
  return titles;
}

// ---------------------------------------------------------------------------------------- menu items per role

interface ExpectedMenus {
  readonly primary: readonly string[];
  /** The sub-menus of the primary items that have one, by the item's title. */
  readonly subMenus: Readonly<Record<string, readonly string[]>>;
  readonly accountSettings: readonly string[];
}

/** Opens each menu of the desktop top navigation in turn and reads its items. */
async function readMenus(page: Page): Promise<ExpectedMenus> {
  const banner = page.getByRole('banner');
  const main = banner.getByRole('navigation', { name: 'Main' });
  const primary = await readPrimaryTitles(page);
  const subMenus: Record<string, string[]> = {};
  for (const title of primary) {
    const trigger = main.getByRole('button', { name: title, exact: true });
    if ((await trigger.count()) === 0) continue;
    await trigger.click();
    const links = main.getByRole('group', { name: title, exact: true }).getByRole('link');
    await expect(links.first()).toBeVisible();
    subMenus[title] = (await links.allInnerTexts()).map((text) => text.trim());
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
  const settings = banner.getByRole('button', { name: /, account settings$/ });
  await settings.click();
  const accountLinks = banner.getByRole('navigation', { name: 'Account settings' }).getByRole('link');
  await expect(accountLinks.first()).toBeVisible();
  const accountSettings = (await accountLinks.allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return { primary, subMenus, accountSettings };
}

interface MenuCase {
  readonly username: string;
  readonly who: string;
  readonly brand: E2eDomainId;
  readonly newIdMember?: MemberSessionOptions['newIdMember'];
  readonly menus: ExpectedMenus;
}

const ALL_PRIMARY = ['Home', 'Account', 'Benefits', 'Find care', 'Claims/EOBs'];
const DEFAULT_BENEFITS = ['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Referrals', 'Member Handbooks'];

const MENU_CASES: readonly MenuCase[] = [
  {
    username: 'rivera',
    who: 'the brand 1 family subscriber',
    brand: 1,
    menus: {
      primary: ALL_PRIMARY,
      subMenus: {
        Benefits: DEFAULT_BENEFITS,
        'Find care': ['Resources', 'Primary care', 'Find a dentist', 'Care reminders'],
        'Claims/EOBs': ['Claims', 'EOBs', 'Pharmacy benefit manager'],
      },
      accountSettings: ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'eBill', 'Help center', 'Log out'],
    },
  },
  {
    username: 'alexrivera',
    who: 'an adult dependent (Claims without EOBs, no Settings)',
    brand: 1,
    menus: {
      primary: ['Home', 'Account', 'Benefits', 'Find care', 'Claims'],
      subMenus: {
        Benefits: DEFAULT_BENEFITS,
        'Find care': ['Resources', 'Primary care', 'Find a dentist', 'Care reminders'],
        Claims: ['Claims', 'Pharmacy benefit manager'],
      },
      accountSettings: ['Summary', 'Member information', 'Member plan benefits', 'eBill', 'Help center', 'Log out'],
    },
  },
  {
    username: 'samrivera',
    who: 'a dependent under 18 (keeps Settings, Claims without EOBs)',
    brand: 1,
    menus: {
      primary: ['Home', 'Account', 'Benefits', 'Find care', 'Claims'],
      subMenus: {
        Benefits: DEFAULT_BENEFITS,
        'Find care': ['Resources', 'Primary care', 'Find a dentist', 'Care reminders'],
        Claims: ['Claims', 'Pharmacy benefit manager'],
      },
      accountSettings: ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'eBill', 'Help center', 'Log out'],
    },
  },
  {
    username: 'termed',
    who: 'a termed member (no Benefits, Find care or eBill)',
    brand: 1,
    menus: {
      primary: ['Home', 'Account', 'Claims/EOBs'],
      subMenus: { 'Claims/EOBs': ['Claims', 'EOBs'] },
      accountSettings: ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'Help center', 'Log out'],
    },
  },
  {
    username: 'reducedmenu',
    who: 'a member of group 10004760 on brand 1 (the reduced benefits menu)',
    brand: 1,
    menus: {
      primary: ALL_PRIMARY,
      subMenus: {
        Benefits: ['Benefits summary', 'Programs', 'Member Handbooks'],
        'Find care': ['Resources', 'Find a dentist', 'Care reminders'],
        'Claims/EOBs': ['Claims', 'EOBs', 'Pharmacy benefit manager'],
      },
      accountSettings: ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'Help center', 'Log out'],
    },
  },
  {
    username: 'medicare',
    who: 'a Medicare Advantage member (Medicare Materials, eligible)',
    brand: 1,
    menus: {
      primary: ALL_PRIMARY,
      subMenus: {
        Benefits: ['Medical', 'Dental', 'Pharmacy', 'Programs', 'Member Handbooks', 'Medicare Materials'],
        'Find care': ['Resources', 'Find a dentist', 'Care reminders'],
        'Claims/EOBs': ['Claims', 'EOBs', 'Pharmacy benefit manager'],
      },
      accountSettings: ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'Help center', 'Log out'],
    },
  },
  {
    username: 'summit',
    who: 'the brand 2 subscriber (the reduced benefits menu of the brand, with referrals)',
    brand: 2,
    menus: {
      primary: ALL_PRIMARY,
      subMenus: {
        Benefits: ['Benefits summary', 'Programs', 'Referrals', 'Member Handbooks'],
        'Find care': ['Resources', 'Find a dentist', 'Care reminders'],
        'Claims/EOBs': ['Claims', 'EOBs', 'Pharmacy benefit manager'],
      },
      accountSettings: ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'Help center', 'Log out'],
    },
  },
  {
    username: 'harborpolicy',
    who: 'the brand 5 subscriber (categories only, no Programs or Handbooks, never eBill)',
    brand: 5,
    menus: {
      primary: ALL_PRIMARY,
      subMenus: {
        Benefits: ['Dental'],
        'Find care': ['Resources', 'Find a dentist', 'Care reminders'],
        'Claims/EOBs': ['Claims', 'EOBs'],
      },
      accountSettings: ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'Help center', 'Log out'],
    },
  },
  {
    username: 'newidharbor',
    who: 'a brand 5 dependent signed on through New ID (no Settings, the New ID item)',
    brand: 5,
    newIdMember: { subscriberId: '500221034', domainId: 5, firstName: 'Ruth', lastName: 'Adeyemi', dateOfBirth: '1979-06-30' },
    menus: {
      primary: ['Home', 'Account', 'Benefits', 'Find care', 'Claims'],
      subMenus: {
        Benefits: ['Dental'],
        'Find care': ['Resources', 'Find a dentist', 'Care reminders'],
        Claims: ['Claims'],
      },
      accountSettings: ['Summary', 'Member information', 'Member plan benefits', 'Help center', 'New ID', 'Log out'],
    },
  },
];

test.describe('menu items per role and brand (product section 6)', () => {
  for (const menuCase of MENU_CASES) {
    test(`${menuCase.username}: ${menuCase.who}`, { tag: onlyOnBrand(menuCase.brand) }, async ({ page }) => {
      await startMemberSession(page, menuCase.username, { newIdMember: menuCase.newIdMember });
      await openDashboard(page);
      // Exact lists: every item the spec gives this member is there, in order, and nothing else.
      expect(await readMenus(page)).toEqual(menuCase.menus);
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Utility' }).getByRole('link')).toHaveText([
        'Contact us',
        'Log out',
      ]);
    });
  }

  test('signed out, the utility menu shows Log in, and Contact us except on brand 5', async ({ page, domainId }) => {
    await page.goto('/contact-us');
    const utility = page.getByRole('navigation', { name: 'Utility' }).getByRole('link');
    await expect(utility).toHaveText(domainId === 5 ? ['Log in'] : ['Log in', 'Contact us']);
  });
});
