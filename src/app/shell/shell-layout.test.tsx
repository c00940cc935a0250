import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

// setupMockGateway is not a React hook; the alias keeps the hooks lint rule from reading it as one.
import { setupMockGateway as mockGatewayForThisFile } from '../../../mocks/node';
import { failOperation, slowResponse } from '../../../mocks/scenarios';
import type { DomainId } from '../../config/brands';
import { portalTestConfig } from '../../test/portal-test-file';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

import { installViewport, type TestViewport } from './test-viewport';
import { SUBSCRIBER_ACCOUNT_PAGES } from '../../test/account-pages';

const server = mockGatewayForThisFile();

let viewport: TestViewport | null = null;

afterEach(() => {
  viewport?.restore();
  viewport = null;
  localStorage.clear();
  sessionStorage.clear();
});

async function openShell(username: string, { path = '/home', domainId = 1 as DomainId, width }: { path?: string; domainId?: DomainId; width?: number } = {}) {
  if (width !== undefined) viewport = installViewport(width);
  await signInAs(username, { domainId });
  const view = renderApp(path, { config: portalTestConfig({ domainId }) });
  // The menus show once the account state and every menu input have loaded.
  // (On phones they sit in the collapsed menu.)
  await screen.findByRole('button', { name: /account settings/i, hidden: true }, { timeout: 5000 });
  return view;
}

const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent?.trim());

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

/** The items of the primary menu, in order: links and sub-menu buttons. */
function primaryItems() {
  return within(mainNav())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.classList.contains('primary-nav__list'))
    .map((item) => item.querySelector('a, button')?.textContent?.trim());
}

async function openSubMenu(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  const trigger = screen.getByRole('button', { name });
  await user.click(trigger);
  const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
  return within(panel).getAllByRole('link');
}

describe('the shell of a subscriber (Jordan Rivera)', () => {
  it('shows the primary menu with Claims/EOBs, and each sub-menu with the items the rules give her', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('rivera');

    expect(primaryItems()).toEqual(['Home', 'Account', 'Benefits', 'Find care', 'Claims/EOBs']);
    expect(names(await openSubMenu(user, 'Benefits'))).toEqual([
      'Medical',
      'Dental',
      'Vision',
      'Pharmacy',
      'Programs',
      'Referrals',
      'Member Handbooks',
    ]);
    expect(names(await openSubMenu(user, 'Find care'))).toEqual(['Resources', 'Primary care', 'Find a dentist', 'Care reminders']);
    const claims = names(await openSubMenu(user, 'Claims/EOBs'));
    expect(claims.slice(0, 2)).toEqual(['Claims', 'EOBs']);
  });

  it('opens the account settings under her first name, with Settings and eBill and without New ID', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('rivera');

    const trigger = screen.getByRole('button', { name: 'Jordan, account settings' });
    expect(trigger).toHaveTextContent('Jordan');
    expect(names(await openSubMenu(user, 'Jordan, account settings'))).toEqual([...SUBSCRIBER_ACCOUNT_PAGES, 'Log out']);
  });

  it('shows the signed-in utility menu: Contact us (customer service) and Log out', async () => {
    await openShell('rivera');

    const utility = screen.getByRole('navigation', { name: 'Utility' });
    expect(within(utility).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/support/customer-service');
    expect(within(utility).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });

  it('marks the current page with aria-current in the menus', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('rivera', { path: '/benefits/dental' });

    const links = await openSubMenu(user, 'Benefits');
    expect(links.find((link) => link.textContent === 'Dental')).toHaveAttribute('aria-current', 'page');
    expect(links.find((link) => link.textContent === 'Medical')).not.toHaveAttribute('aria-current');
  });

  it('tells which section the member is in: the Benefits button describes itself as the current section', async () => {
    await openShell('rivera', { path: '/benefits/dental', width: 1440 });

    expect(screen.getByRole('button', { name: 'Benefits' })).toHaveAccessibleDescription('Current section');
    expect(screen.getByRole('button', { name: 'Find care' })).not.toHaveAccessibleDescription();
  });

  it("marks the phone's icon links: the section's own page with aria-current page, a page below it with true", async () => {
    const { router } = await openShell('rivera', { path: '/benefits/dental', width: 375 });
    const quickLinks = () => within(screen.getByRole('navigation', { name: 'Quick links' }));

    expect(quickLinks().getByRole('link', { name: 'Benefits' })).toHaveAttribute('aria-current', 'true');
    expect(quickLinks().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await act(() => router.navigate('/home'));
    expect(quickLinks().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no group switch for a member of one group, and no not-enrolled warning', async () => {
    await openShell('rivera');

    expect(screen.queryByRole('link', { name: /Change group/ })).not.toBeInTheDocument();
    expect(screen.queryByText('You are not currently enrolled in a plan')).not.toBeInTheDocument();
  });
});

describe('the shell of a dependent (Alex Rivera, over 18)', () => {
  it('labels the claims menu Claims, without EOBs, and leaves Settings out of the account settings', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('alexrivera');

    expect(primaryItems()).toEqual(['Home', 'Account', 'Benefits', 'Find care', 'Claims']);
    expect(names(await openSubMenu(user, 'Claims'))).not.toContain('EOBs');
    const settings = names(await openSubMenu(user, 'Alex, account settings'));
    expect(settings).not.toContain('Settings');
    expect(settings).toEqual(expect.arrayContaining(['Summary', 'Member information', 'Help center', 'Log out']));
  });
});

describe('the shell of a termed member (Evelyn Hart)', () => {
  it('drops Benefits and Find care and eBill, and shows the not-enrolled warning, which cannot be dismissed', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('termed');

    expect(primaryItems()).toEqual(['Home', 'Account', 'Claims/EOBs']);
    expect(names(await openSubMenu(user, 'Evelyn, account settings'))).not.toContain('eBill');
    const warning = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('You are not currently enrolled in a plan'));
    expect(warning).toBeVisible();
    expect(within(warning!).queryByRole('button', { name: 'Dismiss alert' })).not.toBeInTheDocument();
  });
});

describe('the group switch', () => {
  it('offers Change group to a member of several groups, naming her group and its date range', async () => {
    await openShell('multigroup');

    const link = screen.getByRole('link', { name: /Change group/ });
    expect(link).toHaveAttribute('href', '/select-group');
    expect(link).toHaveTextContent(/Rose City Public Schools|Columbia Gorge/);
    expect(link).toHaveTextContent(/\((Active since|Ending|Effective on) [A-Z][a-z]+ \d{1,2}, \d{4}\)|\([A-Z][a-z]+ \d{1,2}, \d{4} - [A-Z][a-z]+ \d{1,2}, \d{4}\)/);
  });
});

describe('the footer', () => {
  it('shows the icon navigation on phones: Home, Benefits, Find care, Claims/EOBs, without Account', async () => {
    await openShell('rivera', { width: 375 });

    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(names(within(quickLinks).getAllByRole('link'))).toEqual(['Home', 'Benefits', 'Find care', 'Claims/EOBs']);
    expect(screen.queryByRole('navigation', { name: 'Site map' })).not.toBeInTheDocument();
  });

  it('shows the site map on desktop, with the account pages under Account', async () => {
    await openShell('rivera', { width: 1440 });

    const siteMap = screen.getByRole('navigation', { name: 'Site map' });
    expect(within(siteMap).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(siteMap).getByRole('link', { name: 'Member information' })).toHaveAttribute('href', '/account/member-information');
    expect(within(siteMap).queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
  });

  it("shows the brand's customer service contacts and the accreditation badge with its text", async () => {
    await openShell('rivera');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '1-888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    const badge = await within(footer).findByRole('img', { name: 'Accredited' });
    expect(badge).toHaveAttribute('src', '/badges/accredited.svg');
    expect(within(footer).getByText('Accredited health plan for commercial HMO/POS and PPO products.')).toBeVisible();
  });
});

describe('the skip link', () => {
  it('is the first focusable element and moves focus to the main content', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('rivera');

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('menus by mouse and keyboard (desktop)', () => {
  it('opens a sub-menu with Enter, closes it with Escape and returns focus to its button', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('rivera', { width: 1440 });

    const benefits = screen.getByRole('button', { name: 'Benefits' });
    benefits.focus();
    await user.keyboard('{Enter}');
    expect(benefits).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Medical' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(benefits).toHaveAttribute('aria-expanded', 'false');
    expect(benefits).toHaveFocus();
  });

  it('closes an open dropdown with Escape when focus has gone to the page, and returns focus to its button', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('rivera', { width: 1440 });

    const findCare = screen.getByRole('button', { name: 'Find care' });
    await user.click(findCare);
    expect(findCare).toHaveAttribute('aria-expanded', 'true');
    findCare.blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(findCare).toHaveAttribute('aria-expanded', 'false');
    expect(findCare).toHaveFocus();
  });

  it('keeps one sub-menu open at a time and closes it on a click outside', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('rivera', { width: 1440 });

    const benefits = screen.getByRole('button', { name: 'Benefits' });
    const findCare = screen.getByRole('button', { name: 'Find care' });
    await user.click(benefits);
    await user.click(findCare);
    expect(benefits).toHaveAttribute('aria-expanded', 'false');
    expect(findCare).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(findCare).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses the open sub-menu when the member follows one of its links', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openShell('rivera', { width: 1440 });

    await user.click(screen.getByRole('button', { name: 'Benefits' }));
    await user.click(within(mainNav()).getByRole('link', { name: 'Programs' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/benefits/programs'));
    expect(screen.getByRole('button', { name: 'Benefits' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses the open sub-menu on a navigation that changes only the query string', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openShell('rivera', { width: 1440 });

    await user.click(screen.getByRole('button', { name: 'Benefits' }));
    expect(screen.getByRole('button', { name: 'Benefits' })).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/home?from=test'));
    expect(screen.getByRole('button', { name: 'Benefits' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every part of the masthead without a Menu toggle', async () => {
    await openShell('rivera', { width: 1440 });

    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(mainNav()).toBeVisible();
  });
});

describe('the collapsible masthead (below 1280 px)', () => {
  it('hides the menus behind a Menu toggle on phones and collapses them when the member navigates', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openShell('rivera', { width: 375 });

    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    // On phones the account settings are a collapsible list inside the menu.
    expect(within(panel).getByRole('button', { name: 'Jordan, account settings' })).toBeVisible();

    await user.click(within(panel).getByRole('link', { name: 'Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('keeps the account settings dropdown in the bar on tablets', async () => {
    await openShell('rivera', { width: 1024 });

    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const settings = screen.getByRole('button', { name: 'Jordan, account settings' });
    expect(panel).not.toContainElement(settings);
  });

  it('collapses the menus when the breakpoint changes', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('rivera', { width: 1024 });

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');

    viewport!.resize(700);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

    viewport!.resize(1300);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the open menu with Escape when focus has gone to the page, and returns focus to the toggle', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('rivera', { width: 1024 });

    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.blur();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu with Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup({ delay: null });
    await openShell('rivera', { width: 375 });

    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('the overlay spinner', () => {
  it("covers the page while the member's account state loads, and goes once it has", async () => {
    slowResponse('getAccount', 400);
    await signInAs('rivera');
    renderApp('/account/summary', { config: portalTestConfig() });

    expect(await screen.findByTestId('overlay-spinner')).toBeInTheDocument();
    await screen.findByRole('button', { name: /account settings/i }, { timeout: 5000 });
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
  });
});

describe("the shell's gateway reads", () => {
  it('asks for each of them once per page view', async () => {
    await signInAs('rivera');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
    });

    renderApp('/home', { config: portalTestConfig() });
    await screen.findByRole('img', { name: 'Accredited' }, { timeout: 5000 });

    expect(requests.length).toBeGreaterThan(0);
    expect(new Set(requests).size).toBe(requests.length);
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /api/account',
        'GET /api/eligibility/family',
        'GET /api/group-detail',
        'GET /api/ncqa',
      ]),
    );
  });
});

describe('layouts by session', () => {
  it('frames an error page in the shell for a signed-in member', async () => {
    await openShell('rivera', { path: '/error/404' });

    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('Error code: 404 Not Found')).toBeVisible();
  });

  it('puts the brand on the document element', async () => {
    await openShell('harborpolicy', { domainId: 5 });

    expect(document.documentElement).toHaveAttribute('data-brand', '5');
    await act(async () => undefined);
  });
});

describe('Contact us and Log out, which need no data', () => {
  const utilityLinks = () => names(within(screen.getByRole('navigation', { name: 'Utility' })).getAllByRole('link'));

  it('are in the utility bar of the desktop masthead while the menus are still loading', async () => {
    viewport = installViewport(1440);
    slowResponse('getPrograms', 3_000);
    await signInAs('rivera');
    renderApp('/home', { config: portalTestConfig() });

    expect(await screen.findByRole('navigation', { name: 'Utility' })).toBeInTheDocument();
    expect(utilityLinks()).toEqual(['Contact us', 'Log out']);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('are behind Menu on a phone while the menus are still loading, as once they have', async () => {
    viewport = installViewport(375);
    slowResponse('getPrograms', 3_000);
    await signInAs('rivera');
    renderApp('/home', { config: portalTestConfig() });

    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Menu' }));
    expect(utilityLinks()).toEqual(['Contact us', 'Log out']);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('stay in the masthead when the account state fails and the error page shows', async () => {
    viewport = installViewport(1440);
    // A 4xx, which the portal does not retry.
    failOperation('getAccount', 403);
    await signInAs('rivera');
    renderApp('/home', { config: portalTestConfig() });

    expect(await screen.findByText(/^Error code: 403/)).toBeInTheDocument();
    expect(utilityLinks()).toEqual(['Contact us', 'Log out']);
  });
});

describe('the masthead while the menus load', () => {
  it.each([375, 1024, 1440])('has the frame it keeps once they have (width %i): the same toggle or bars', async (width) => {
    viewport = installViewport(width);
    slowResponse('getPrograms', 1_500);
    await signInAs('rivera');
    const { container } = renderApp('/home', { config: portalTestConfig() });
    const frame = () => {
      const header = container.querySelector('header.masthead');
      return {
        className: header?.className,
        bars: [...(header?.children ?? [])].map((child) => child.className),
        toggle: screen.queryByRole('button', { name: 'Menu' }) !== null,
      };
    };

    await screen.findByRole('navigation', { name: 'Utility', hidden: true });
    const loading = frame();
    await screen.findByRole('button', { name: /account settings/i, hidden: true }, { timeout: 5000 });
    expect(frame()).toEqual(loading);
  });
});
