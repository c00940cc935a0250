import { allowConsoleErrors, expect, onlyOnBrand, openInApp, startSession, test, type Page } from './support/fixtures';
import { SIGNED_IN_PERSONAS } from './support/fault-matrix';

/**
 * The feeds the portal reads at configured addresses outside the gateway (product section 7: the accreditation feed and
 * the chat configuration) never take a page down: an odd answer ({}, [], text) or a failure (500) hides the badge or
 * the chat, and every signed-in page keeps its heading, menus and footer.
 */

const FEEDS = [
  { operation: 'getAccreditationFeed', name: 'accreditation feed' },
  { operation: 'getChatConfig', name: 'chat configuration' },
] as const;

/**
 * The feeds do not depend on the brand: every answer runs on brand 1, and `{}` (the answer that once took every page
 * down) on each brand, whose shell and pages differ.
 */
const ANSWERS = [
  { label: '{}', status: 200, body: {} },
  { label: '[]', status: 200, body: [] },
  { label: 'text', status: 200, body: 'Service moved' },
  { label: '500', status: 500, body: undefined },
] as const;

/** Signed-in pages of several areas, each with the heading it shows. */
const PAGES: readonly { path: string; heading: RegExp }[] = [
  { path: '/home', heading: /^Welcome/ },
  { path: '/account/summary', heading: /^Account summary$/ },
  // /benefits opens the member's default category (Medical benefits on brand 1) or the Benefits summary.
  { path: '/benefits', heading: /^(Medical benefits|Dental benefits|Benefits summary)$/ },
  { path: '/find-care', heading: /^Find care$/ },
  { path: '/support/customer-service', heading: /^Customer service$/ },
];

/** The first page is loaded from its address, with the feed already failing; the others are opened in the app. */
async function expectPageWorks(page: Page, path: string, heading: RegExp, first: boolean): Promise<void> {
  if (first) await page.goto(path);
  else await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Error code:')).toHaveCount(0);
  await expect(page.getByText("Sorry, it looks like there's a problem.")).toHaveCount(0);
  await expect(page.locator('.piece-failure')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /account settings/i })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const feed of FEEDS) {
  for (const answer of ANSWERS) {
    const tag = answer.label === '{}' ? [] : [onlyOnBrand(1)];
    test(`the ${feed.name} answering ${answer.label} leaves every signed-in page working`, { tag }, async ({ page, gateway, domainId }) => {
      allowConsoleErrors(page, {
        reason: `the test makes the ${feed.name} fail with ${answer.label}`,
        text: /^Failed to load resource: the server responded with a status of 500/,
      });
      allowConsoleErrors(page, {
        reason: `the test makes the ${feed.name} answer ${answer.label}, which breaks the contract; the portal reports it`,
        text: new RegExp(`^The gateway's answer to ${feed.operation} does not match the contract at `),
      });
      // The mock gateway runs from the first page on: the feed fails before the portal shows a signed-in page.
      await startSession(page, SIGNED_IN_PERSONAS[domainId], '/error/404');
      await gateway.failOperation(feed.operation, answer.status, answer.body);

      for (const [index, { path, heading }] of PAGES.entries()) {
        await expectPageWorks(page, path, heading, index === 0);
      }
      // The piece the feed serves is hidden: no badge, or no chat.
      if (feed.operation === 'getAccreditationFeed') await expect(page.getByRole('contentinfo').getByRole('figure')).toHaveCount(0);
      else await expect(page.locator('#chat-widget-script')).toHaveCount(0);
    });
  }
}
