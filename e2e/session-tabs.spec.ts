import { startMemberSession } from './support/member-session';
import { expect, isLoggedOutLogin, startSession, test, type E2eDomainId, type Page } from './support/fixtures';

/**
 * A session ends in every tab of the browser (decision 021): a logout, or another member's sign-in, in one tab takes
 * the portal's other tabs to their brand's signed-out state within 2 seconds, with no member data left on screen,
 * without the member doing anything there; a link followed in a tab whose session ended shows none of it either.
 */

/** Each brand's family subscriber, the name her account summary shows, and another member of the same brand. */
const MEMBERS: Record<E2eDomainId, { username: string; fullName: string; other: string; otherFullName: string }> = {
  1: { username: 'rivera', fullName: 'Jordan Rivera', other: 'alexrivera', otherFullName: 'Alex Rivera' },
  2: { username: 'summit', fullName: 'Tomás Alvarez', other: 'newidsummit', otherFullName: 'Diane Kowalczyk' },
  5: { username: 'harborpolicy', fullName: 'Mei Chen', other: 'newidharbor', otherFullName: 'Samuel Adeyemi' },
};

/** Two seconds: how long the other tabs may take to end the session. */
const AT_ONCE = { timeout: 2_000 };

/** The member's account summary, open and loaded. */
async function openSummary(page: Page, fullName: string) {
  await page.goto('/account/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Account summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscriber' }).getByText(fullName)).toBeVisible();
}

/** The brand's signed-out state (section 2): brand 5's logged-out page, the login page of the others, saying why. */
async function expectSignedOut(page: Page, domainId: E2eDomainId) {
  if (domainId === 5) {
    await expect(page.getByRole('heading', { level: 1, name: 'Logged out successfully' })).toBeVisible(AT_ONCE);
  } else {
    await expect(page).toHaveURL(isLoggedOutLogin, AT_ONCE);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible(AT_ONCE);
  }
  await expect(page.getByText('You were logged out in another tab or window')).toBeVisible();
}

async function logOut(page: Page, firstName: string) {
  await page.getByRole('button', { name: new RegExp(`^${firstName} ?, account settings$`) }).click();
  await page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Log out' }).click();
}

test.describe('a session ends in every tab', () => {
  test('a logout in one tab: the other shows no member data within 2 s, without any action; Back shows none either', async ({ page, domainId }) => {
    const { username, fullName } = MEMBERS[domainId];
    await startMemberSession(page, username);
    await openSummary(page, fullName);
    const other = await page.context().newPage();
    await other.goto('/account');
    await openSummary(other, fullName);

    await logOut(page, fullName.split(' ')[0]!);

    await expectSignedOut(other, domainId);
    await expect(other.getByText(fullName)).toHaveCount(0);
    await expect(page.getByText(fullName)).toHaveCount(0);
    expect(await other.evaluate(() => localStorage.getItem('local_mdtoken'))).toBeNull();

    // Back to the account page: a signed-in page with no session sends the visitor to the login page.
    await other.goBack();
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(other.getByText(fullName)).toHaveCount(0);
  });

  test('a link followed in a tab whose session ended shows none of the answers it kept', async ({ page, domainId }) => {
    const { username, fullName } = MEMBERS[domainId];
    await startMemberSession(page, username);
    await openSummary(page, fullName);
    // The stored session goes while this tab hears nothing of it (a tab's own write raises no storage event).
    await page.evaluate(() => localStorage.removeItem('local_mdtoken'));

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Member information' }).click();

    await expectSignedOut(page, domainId);
    await expect(page.getByRole('heading', { level: 1, name: 'Member information' })).toHaveCount(0);
    await expect(page.getByText(fullName)).toHaveCount(0);
  });

  test("another member's sign-in in one tab: the other tab shows none of the first member's data", async ({ page, domainId }) => {
    const { username, fullName, other: otherUsername, otherFullName } = MEMBERS[domainId];
    await startMemberSession(page, username);
    await openSummary(page, fullName);
    const other = await page.context().newPage();

    await startSession(other, otherUsername);

    await expectSignedOut(page, domainId);
    await expect(page.getByText(fullName)).toHaveCount(0);
    await expect(page.getByText(otherFullName)).toHaveCount(0);
    // The new sign-in stays: this tab's end cleared nothing of it.
    expect(await other.evaluate(() => localStorage.getItem('local_mdtoken'))).toBeTruthy();
  });
});
