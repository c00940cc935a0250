import type { Request } from '@playwright/test';

import {
  allowFailedCall,
  expect,
  isLoggedOutLogin,
  onlyOnBrand,
  screenshot,
  signIn,
  test,
  type E2eLanguage,
  type Page,
  type Translate,
} from './support/fixtures';
import { longDateShape } from './support/message-patterns';

/**
 * The steps of a login in progress and what follows them (product sections 2, 4, 5 and 8), as the demo personas
 * (mocks/personas) meet them in the browser: group selection and group switching, registration policies, update
 * e-mail, new ID, the forced password change, and logout. Each journey runs on the brand its persona belongs to;
 * logout runs on every brand.
 */

/** A text as a pattern that finds it anywhere in a name or a text. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A date the gateway sends, given as MM/DD/YYYY, as the page writes it out in the member's language ('09/01/2021'
 * reads 'September 1, 2021', '1 de septiembre de 2021' in Spanish).
 */
function shownDate(language: E2eLanguage, usDate: string): string {
  const [month, day, year] = usDate.split('/');
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${year}-${month}-${day}T00:00:00Z`),
  );
}

/** Decodes the payload of an (unsigned) JWT. */
function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('local_mdtoken'));
}

/** A GET of the gateway with the session token, to read back what a step saved. */
async function gatewayGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (address) => {
    const config = (await (await fetch('/config.json')).json()) as { gatewayBaseUrl: string };
    const response = await fetch(`${config.gatewayBaseUrl}${address}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${localStorage.getItem('local_mdtoken')}` },
    });
    return (await response.json()) as T;
  }, path) as Promise<T>;
}

/** The home dashboard of a member, loaded. */
async function expectHome(page: Page, tr: Translate, firstName: string) {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('Welcome, {firstName}', { firstName }) })).toBeVisible();
}

/** The account settings trigger: the member's first name, then ', account settings'. */
function accountSettings(page: Page, tr: Translate, firstName: string) {
  return page.getByRole('button', { name: new RegExp(`^${firstName} ?${literally(tr(', account settings'))}$`) });
}

/** Records the gateway's POST /group-selection calls. */
function watchGroupSelection(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/group-selection')) calls.push(request);
  });
  return calls;
}

/** The snackbar's message (section 8's success messages). */
function snackbar(page: Page, message: string) {
  return page.getByRole('status').getByText(message, { exact: true });
}

test.describe('group selection and group switching', { tag: onlyOnBrand(1) }, () => {
  test('a plan must be chosen; the chosen group shows once signed in, and /select-group switches group', async ({ page, tr, language }) => {
    const date = (usDate: string) => shownDate(language, usDate);
    await signIn(page, 'multigroup', { tr });
    await expect(page.getByRole('heading', { level: 1, name: tr('Access your Member Dashboard: Select plan') })).toBeVisible();

    // One card per group, 'groupId groupName: effective - termination'; the inactive plan carries its banner.
    const roseCity = page.getByRole('radio', { name: `10005520 Rose City Public Schools: ${date('09/01/2021')}` });
    const gorge = page.getByRole('radio', { name: `10006120 Columbia Gorge Health Cooperative: ${date('01/01/2023')}` });
    const builders = page.getByRole('radio', { name: `10004410 Northwest Builders Trust: ${date('01/01/2019')} - ${date('08/31/2021')}` });
    const inactivePlan = tr('Inactive plan');
    await expect(page.getByRole('radio')).toHaveCount(3);
    await expect(builders).toHaveAccessibleDescription(inactivePlan);
    await expect(roseCity).not.toHaveAccessibleDescription(new RegExp(literally(inactivePlan)));
    await expect(gorge).not.toHaveAccessibleDescription(new RegExp(literally(inactivePlan)));
    await expect(page.getByText(inactivePlan)).toHaveCount(1);

    // 'Log in to account' without a choice asks for one.
    await page.getByRole('button', { name: tr('Log in to account') }).click();
    await expect(page.getByRole('alert').getByText(tr('Select a plan to continue.'), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/group-selection$/);

    await roseCity.check();
    await expect(page.getByText(tr('Select a plan to continue.'))).toHaveCount(0);
    await page.getByRole('button', { name: tr('Log in to account') }).click();
    await expectHome(page, tr, 'Priya');
    expect(tokenClaims((await sessionToken(page))!)).toMatchObject({ groupId: '10005520' });

    // The chosen group shows in the top navigation, with the 'Change group' link to /select-group.
    const changeGroupName = literally(tr('Change group'));
    const changeGroup = page.getByRole('link', { name: new RegExp(changeGroupName) });
    await expect(changeGroup).toHaveAccessibleName(new RegExp(`^Rose City Public Schools \\(.+\\) ${changeGroupName}$`));
    await screenshot(page, 'group-chosen-home');

    const switchCalls = watchGroupSelection(page);
    await changeGroup.click();
    await expect(page).toHaveURL(/\/select-group$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('Select a group') })).toBeVisible();
    const card = (name: string) => page.getByRole('article', { name });
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(card('Rose City Public Schools')).toContainText(tr('Current group'));
    // Rows only for the categories present, each with its status text and icon.
    const rosePlans = card('Rose City Public Schools').getByRole('list', { name: tr('Plans in {name}', { name: 'Rose City Public Schools' }) });
    const medical = rosePlans.getByRole('listitem').filter({ hasText: tr('Medical') });
    await expect(medical).toContainText(tr('Active since {date}', { date: date('09/01/2021') }));
    await expect(medical.getByRole('img', { name: tr('Active') })).toBeVisible();
    const effectiveOn = literally(tr('Effective on {date}', { date: '#' })).replace('#', longDateShape(language));
    await expect(rosePlans.getByRole('listitem').filter({ hasText: tr('Vision') })).toContainText(new RegExp(effectiveOn));
    const builderPlans = card('Northwest Builders Trust').getByRole('list', { name: tr('Plans in {name}', { name: 'Northwest Builders Trust' }) });
    await expect(builderPlans.getByRole('listitem')).toHaveCount(1);
    await expect(builderPlans.getByRole('listitem')).toContainText(tr('Terminated on {date}', { date: date('08/31/2021') }));
    await expect(builderPlans.getByRole('img', { name: tr('Terminated') })).toBeVisible();
    await screenshot(page, 'select-group');

    // The group already tied to the token: straight home, no switch call.
    await page.getByRole('button', { name: tr('View group {name}', { name: 'Rose City Public Schools' }) }).click();
    await expectHome(page, tr, 'Priya');
    expect(switchCalls).toHaveLength(0);

    // Another group: the switch call, a new session for that group, and the new group in the navigation.
    await page.getByRole('link', { name: new RegExp(changeGroupName) }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('Select a group') })).toBeVisible();
    await page.getByRole('button', { name: tr('View group {name}', { name: 'Northwest Builders Trust' }) }).click();
    await expectHome(page, tr, 'Priya');
    expect(switchCalls).toHaveLength(1);
    expect(switchCalls[0]!.postDataJSON()).toEqual({ groupId: '10004410', domain: 1 });
    expect(tokenClaims((await sessionToken(page))!)).toMatchObject({ groupId: '10004410' });
    await expect(page.getByRole('link', { name: new RegExp(changeGroupName) })).toHaveAccessibleName(
      new RegExp(`^Northwest Builders Trust \\(.+\\) ${changeGroupName}$`),
    );
    expect(await page.evaluate(() => sessionStorage.getItem('temp_token'))).toBeNull();
  });

  test('choosing the hand-off group posts the token to the external single sign-on address', async ({ page, tr }) => {
    let posted: { url: string; fields: URLSearchParams } | null = null;
    await page.route('**/sso/sp-salesforce', async (route) => {
      posted = { url: route.request().url(), fields: new URLSearchParams(route.request().postData() ?? '') };
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>SSO</title><h1>External system</h1></html>' });
    });
    await signIn(page, 'multigroup', { tr });
    await page.getByRole('radio', { name: /Columbia Gorge Health Cooperative/ }).check();
    await page.getByRole('button', { name: tr('Log in to account') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'External system' })).toBeVisible();
    expect(new URL(posted!.url).pathname).toBe('/api/sso/sp-salesforce');
    expect(tokenClaims(posted!.fields.get('token')!)).toMatchObject({ sub: 'multigroup', groupId: '10006120' });
    expect(posted!.fields.get('testEnv')).toBe('local');
  });
});

test('registration policies: the acknowledgement is required; the choices are saved and the member lands home', { tag: onlyOnBrand(5) }, async ({ page, tr }) => {
  await signIn(page, 'harborpolicy', { tr });
  await expect(page.getByRole('heading', { level: 1, name: tr('Welcome to your dental Member Dashboard') })).toBeVisible();
  const acknowledged = page.getByRole('checkbox', { name: tr('I have read and acknowledged this.') });
  // The saved value (not signed) comes first; a subscriber is asked about EOB delivery, consent by default.
  await expect(acknowledged).not.toBeChecked();
  const eob = page.getByRole('group', { name: tr('How would you like to receive your Explanation of Benefits (EOB)?') });
  const byMail = eob.getByRole('radio', { name: new RegExp(literally(tr('By mail'))) });
  await expect(eob.getByRole('radio', { name: new RegExp(literally(tr('Electronically'))) })).toBeChecked();
  await expect(byMail).not.toBeChecked();

  // Submitting without the acknowledgement: the message, and the member stays.
  await page.getByRole('button', { name: tr('Submit') }).click();
  const message = page.getByText(tr('Please confirm you have read our digital communications policy.'), { exact: true });
  await expect(message).toBeVisible();
  await expect(acknowledged).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/registration-policies$/);
  await screenshot(page, 'registration-policies-unacknowledged');

  await acknowledged.check();
  await expect(message).toHaveCount(0);
  await byMail.check();
  await page.getByRole('button', { name: tr('Submit') }).click();
  await expect(snackbar(page, tr("You're all set. Welcome to your dental Member Dashboard"))).toBeVisible();
  await expectHome(page, tr, 'Mei');
  expect(await gatewayGet(page, '/account/registration/policies')).toEqual({
    registrationPolicy: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false },
  });
});

test('update email: a bad address is refused; a valid one is saved and the login continues home', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
  await signIn(page, 'noemail', { tr });
  await expect(page.getByRole('heading', { level: 1, name: tr('Update email') })).toBeVisible();
  const email = page.getByRole('textbox', { name: tr('Email address') });
  const submit = page.getByRole('button', { name: tr('Submit') });
  const required = page.getByText(tr('Email address is a required field'), { exact: true });

  await submit.click();
  await expect(required).toBeVisible();
  await email.fill('walter.brooks@');
  await submit.click();
  await expect(required).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/update-email$/);
  await screenshot(page, 'update-email-invalid');

  await email.fill('  walter.brooks@example.com ');
  await expect(required).toHaveCount(0);
  await submit.click();
  await expect(snackbar(page, tr('Successfully updated email address'))).toBeVisible();
  await expectHome(page, tr, 'Walter');
  expect(await gatewayGet<{ emailAddress: string }>(page, '/account/preferences')).toMatchObject({
    emailAddress: 'walter.brooks@example.com',
  });
});

test.describe('new ID', () => {
  /** The form's parts, by their labels. */
  function newIdForm(page: Page, tr: Translate) {
    return {
      subscriberId: page.getByRole('textbox', { name: tr('Subscriber ID') }),
      firstName: page.getByRole('textbox', { name: tr('First name') }),
      lastName: page.getByRole('textbox', { name: tr('Last name') }),
      dateOfBirth: page.getByLabel(tr('Date of birth'), { exact: true }),
      preventNavigation: page.getByRole('checkbox', { name: tr('Prevent navigation to the external customer-relationship system') }),
      submit: page.getByRole('button', { name: tr('Submit') }),
      continueAsSubscriber: page.getByRole('button', { name: tr('Continue as subscriber') }),
    };
  }

  /** The form-level message of a 'Submit' without the family member's details (product section 5). */
  const detailsRequired = (tr: Translate) => tr("First name, last name, and date of birth required unless selecting 'Continue as subscriber'");

  test('brand 5: required fields, a wrong subscriber ID shows the server message, continue as subscriber', { tag: onlyOnBrand(5) }, async ({ page, tr }) => {
    const DETAILS_REQUIRED = detailsRequired(tr);
    const subscriberIdRequired = tr('{field} is a required field', { field: tr('Subscriber ID') });
    await signIn(page, 'newidharbor', { tr });
    await expect(page.getByRole('heading', { level: 1, name: tr('New ID') })).toBeVisible();
    const form = newIdForm(page, tr);
    // The date of birth cannot be after today.
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await expect(form.dateOfBirth).toHaveAttribute('max', today);
    await expect(form.preventNavigation).not.toBeChecked();

    // 'Submit' needs the subscriber ID and the family member's details.
    await form.submit.click();
    await expect(page.getByText(subscriberIdRequired, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').getByText(DETAILS_REQUIRED, { exact: true })).toBeVisible();
    await screenshot(page, 'new-id-required');
    // Form errors clear when any field changes.
    await form.firstName.fill('R');
    await expect(page.getByText(subscriberIdRequired, { exact: true })).toHaveCount(0);
    await expect(page.getByText(DETAILS_REQUIRED)).toHaveCount(0);

    // A subscriber ID the gateway does not know: its message in the red area above the form, and the form resets.
    allowFailedCall(page, 'POST /new-id', 404, 'an unknown subscriber ID is answered 404 with the message the page shows');
    await form.firstName.fill('');
    await form.subscriberId.fill('500221099');
    await form.continueAsSubscriber.click();
    const serverMessage = page.getByRole('alert').getByText('We could not find a member with that subscriber ID.', { exact: true });
    await expect(serverMessage).toBeVisible();
    await expect(form.subscriberId).toHaveValue('');
    await expect(page.getByRole('main').getByRole('alert')).toBeFocused();
    await screenshot(page, 'new-id-server-message');

    await form.subscriberId.fill('500221034');
    await expect(serverMessage).toHaveCount(0);
    await form.continueAsSubscriber.click();
    await expectHome(page, tr, 'Samuel');
    expect(tokenClaims((await sessionToken(page))!)).toMatchObject({ role: 'member', issuedByNewId: true });
    // The New ID item of the account settings menu, for tokens the new-id flow issued.
    await accountSettings(page, tr, 'Samuel').click();
    await expect(page.getByRole('navigation', { name: tr('Account settings') }).getByRole('link', { name: tr('New ID') })).toBeVisible();
  });

  test('brand 2: a family member with a wrong date of birth shows the server message; the right one opens their account', { tag: onlyOnBrand(2) }, async ({ page, tr }) => {
    const DETAILS_REQUIRED = detailsRequired(tr);
    await signIn(page, 'newidsummit', { tr });
    await expect(page.getByRole('heading', { level: 1, name: tr('New ID') })).toBeVisible();
    const form = newIdForm(page, tr);

    // Only the subscriber ID: 'Submit' asks for the family member's details.
    await form.subscriberId.fill('200339016');
    await form.submit.click();
    await expect(page.getByRole('alert').getByText(DETAILS_REQUIRED, { exact: true })).toBeVisible();

    allowFailedCall(page, 'POST /new-id', 400, 'a date of birth that does not match is answered 400 with the message the page shows');
    await form.firstName.fill('Ethan');
    await form.lastName.fill('Kowalczyk');
    await form.dateOfBirth.fill('2012-09-06');
    await form.submit.click();
    await expect(
      page.getByRole('alert').getByText('The subscriber ID and date of birth do not match our records.', { exact: true }),
    ).toBeVisible();
    for (const field of [form.subscriberId, form.firstName, form.lastName, form.dateOfBirth]) await expect(field).toHaveValue('');

    await form.subscriberId.fill('200339016');
    await form.firstName.fill('Ethan');
    await form.lastName.fill('Kowalczyk');
    await form.dateOfBirth.fill('2012-09-05');
    await form.preventNavigation.check();
    await form.submit.click();
    await expectHome(page, tr, 'Ethan');
    expect(tokenClaims((await sessionToken(page))!)).toMatchObject({ role: 'member', issuedByNewId: true });
  });
});

test('forced password change (status INI): the new password works at the next login', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
  await signIn(page, 'newpass', { tr });
  await expect(page.getByRole('heading', { level: 1, name: tr('Change password') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: tr('Please create a new password') })).toBeVisible();
  const current = page.getByLabel(tr('Current password'), { exact: true });
  const next = page.getByLabel(tr('New password'), { exact: true });
  const confirm = page.getByLabel(tr('Confirm new password'), { exact: true });

  await current.fill('Portal#2026');
  await next.fill('Harbor#2027');
  await confirm.fill('Harbor#2028');
  await page.getByRole('button', { name: tr('Change password') }).click();
  await expect(page.getByText(tr('The new passwords do not match.'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/settings\/change-password$/);

  await confirm.fill('Harbor#2027');
  await page.getByRole('button', { name: tr('Change password') }).click();
  await expect(snackbar(page, tr('Your password has been changed.'))).toBeVisible();
  await expectHome(page, tr, 'Keisha');

  // The next login. (Not through Log out: the mock gateway keeps what members did in session storage, which a
  // logout clears as the spec asks, so the changed password would be forgotten with it. Dropping the session
  // token and its cookies ends the session the same way for the portal.)
  await page.evaluate(() => localStorage.removeItem('local_mdtoken'));
  await page.context().clearCookies();
  allowFailedCall(page, 'POST /token', 401, 'the old password is refused once it has been changed');
  await signIn(page, 'newpass', { tr });
  await expect(page.getByRole('alert').getByText(tr('Username and/or password unrecognized. Please try again.'))).toBeVisible();
  // The status is ACT now: the new password signs in straight to the dashboard.
  await signIn(page, 'newpass', { password: 'Harbor#2027', openLoginPage: false, tr });
  await expectHome(page, tr, 'Keisha');
});

test.describe('logout', () => {
  /** Everything the browser keeps for the origin: cookies, local storage and session storage. */
  async function kept(page: Page) {
    const cookies = await page.context().cookies();
    const storage = await page.evaluate(() => {
      const all = (store: Storage) => Object.fromEntries(Array.from({ length: store.length }, (_, i) => store.key(i)!).map((key) => [key, store.getItem(key)]));
      return { local: all(localStorage), session: all(sessionStorage) };
    });
    return { cookies, ...storage };
  }

  test('clears every token, then shows the brand\'s logged-out screen; signed-in pages need a new login', async ({ page, domainId, tr }) => {
    if (domainId === 5) {
      await signIn(page, 'harborpolicy', { tr });
      await page.getByRole('checkbox', { name: tr('I have read and acknowledged this.') }).check();
      await page.getByRole('button', { name: tr('Submit') }).click();
      await expectHome(page, tr, 'Mei');
    } else {
      await signIn(page, domainId === 1 ? 'rivera' : 'summit', { tr });
      await expectHome(page, tr, domainId === 1 ? 'Jordan' : 'Tomás');
    }

    const token = (await sessionToken(page))!;
    expect(token).toBeTruthy();
    const before = await kept(page);
    expect(before.cookies.map((cookie) => cookie.name).sort()).toEqual(['access_token', 'api_token']);
    expect(before.cookies.every((cookie) => decodeURIComponent(cookie.value) === token)).toBe(true);

    const firstName = domainId === 1 ? 'Jordan' : domainId === 2 ? 'Tomás' : 'Mei';
    await accountSettings(page, tr, firstName).click();
    await page.getByRole('navigation', { name: tr('Account settings') }).getByRole('link', { name: tr('Log out') }).click();

    if (domainId === 5) {
      await expect(page).toHaveURL(/\/logout$/);
      await expect(page.getByRole('heading', { level: 1, name: tr('Logged out successfully') })).toBeVisible();
      await expect(page.getByRole('link', { name: tr('Return to the partner dashboard') })).toBeVisible();
      await expect(page.getByRole('link', { name: tr('Contact customer service (dental)') })).toBeVisible();
      await expect(page.getByRole('link', { name: tr('Contact the health plan') })).toBeVisible();
    } else {
      await expect(page).toHaveURL(isLoggedOutLogin);
      await expect(page.getByRole('status').filter({ hasText: tr('Logged out successfully') })).toBeVisible();
    }
    await screenshot(page, 'logged-out');

    const after = await kept(page);
    expect(after.cookies, 'no token cookie is left').toEqual([]);
    expect(Object.keys(after.local)).not.toContain('local_mdtoken');
    expect(Object.keys(after.session)).not.toContain('temp_token');
    const values = [...Object.values(after.local), ...Object.values(after.session)].join('\n');
    expect(values.includes(token), 'no stored value holds the token').toBe(false);

    // A signed-in page now needs a new login.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('in mock mode, a logout keeps the brand chosen for the browser session (brand 5 on the brand 1 server)', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    await page.goto('/login?brand=5');
    await signIn(page, 'harborpolicy', { openLoginPage: false, tr });
    await page.getByRole('checkbox', { name: tr('I have read and acknowledged this.') }).check();
    await page.getByRole('button', { name: tr('Submit') }).click();
    await expectHome(page, tr, 'Mei');

    await accountSettings(page, tr, 'Mei').click();
    await page.getByRole('navigation', { name: tr('Account settings') }).getByRole('link', { name: tr('Log out') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('Logged out successfully') })).toBeVisible();

    // A new page load, as when the address is typed: still brand 5's contact page.
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: tr('Contact us') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', '5');
    await expect(page.getByText(tr("We're here to help with your {brandName} coverage. Call the line that fits your question, or email us.", { brandName: 'Harbor Dental' }))).toBeVisible();
  });
});
