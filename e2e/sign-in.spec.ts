import { personaCatalogue } from '../mocks/personas';

import {
  allowFailedCall,
  expect,
  onlyOnBrand,
  PROVED_IN_SPANISH_ELSEWHERE,
  screenshot,
  signIn,
  test,
  type E2eDomainId,
  type Page,
  type PersonaEntry,
  type Translate,
} from './support/fixtures';

/**
 * Signing in through the login form (product sections 2, 4, 5 and 8): every demo persona of the catalogue
 * (mocks/personas; password Portal#2026) signs in on its own brand and lands where its story says, the login
 * failure messages word for word, and the form's field validation.
 */


/** Section 8, word for word in English, in the member's language. */
function loginMessages(tr: Translate) {
  return {
    attemptsRemaining: (n: number) =>
      tr(
        'Username and/or password unrecognized. You have {n} attempt(s) remaining. Try again or select forgot username or password.',
        { n },
      ),
    locked: tr('Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.'),
    other: tr('Username and/or password unrecognized. Please try again.'),
  } as const;
}

/** The page titles of the landing screens (section 2), in the member's language. */
function landingTitles(tr: Translate) {
  return {
    groupSelection: tr('Access your Member Dashboard: Select plan'),
    updateEmail: tr('Update email'),
    registrationPolicies: tr('Welcome to your dental Member Dashboard'),
    newId: tr('New ID'),
    changePassword: tr('Change password'),
  } as const;
}

/** The tokens the portal keeps: the session token (local storage) and the temporary one (session storage). */
function storedTokens(page: Page) {
  return page.evaluate(() => ({
    session: localStorage.getItem('local_mdtoken'),
    temporary: sessionStorage.getItem('temp_token'),
  }));
}

function firstName(persona: PersonaEntry): string {
  return persona.label.split(/[ ,]/)[0]!;
}

/** The page's own alerts (the snackbar's alert region, outside the main landmark, is always in the page). */
const pageAlerts = (page: Page) => page.getByRole('main').getByRole('alert');

/** The login failure message shows, alone, word for word. */
async function expectLoginMessage(page: Page, message: string) {
  await expect(pageAlerts(page).getByText(message, { exact: true })).toBeVisible();
  await expect(pageAlerts(page)).toHaveCount(1);
}

/** The login form's overlay spinner is gone (section 8: "the spinner is hidden in all cases"). */
async function expectNoSpinner(page: Page, tr: Translate) {
  await expect(page.getByTestId('overlay-spinner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: tr('Log in'), exact: true })).toBeEnabled();
}

/** A signed-in landing: the token is stored as the session token, the temporary state is cleared. */
async function expectSignedIn(page: Page) {
  expect(await storedTokens(page)).toEqual({ session: expect.any(String), temporary: null });
}

/** A landing mid-login: only the temporary token is held. */
async function expectTemporaryTokenOnly(page: Page) {
  expect(await storedTokens(page)).toEqual({ session: null, temporary: expect.any(String) });
}

/** Decodes the payload of an (unsigned) JWT. */
function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

interface FormPost {
  method: string;
  url: string;
  fields: URLSearchParams;
  mainFrameNavigation: boolean;
}

/**
 * Intercepts the external single sign-on form post: the request never leaves the browser, and a small stand-in
 * page answers it. Resolves with what was posted.
 */
function interceptExternalSso(page: Page): Promise<FormPost> {
  return new Promise((resolve) => {
    void page.route('**/sso/sp-salesforce', async (route) => {
      const request = route.request();
      resolve({
        method: request.method(),
        url: request.url(),
        fields: new URLSearchParams(request.postData() ?? ''),
        mainFrameNavigation: request.isNavigationRequest() && request.frame() === page.mainFrame(),
      });
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>External system</title><h1>External customer-relationship system</h1></html>',
      });
    });
  });
}

/** Where a persona lands, checked the way the member sees it, plus what the portal keeps at that point. */
async function expectLanding(page: Page, tr: Translate, persona: PersonaEntry, post: Promise<FormPost>, gatewayBase: string) {
  const TITLES = landingTitles(tr);
  const path = persona.landsOn;
  switch (path) {
    case '/home':
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: tr('Welcome, {firstName}', { firstName: firstName(persona) }) })).toBeVisible();
      await expectSignedIn(page);
      return;
    case '/group-selection':
      await expect(page).toHaveURL(/\/group-selection$/);
      await expect(page.getByRole('heading', { level: 1, name: TITLES.groupSelection })).toBeVisible();
      await expect(page.getByRole('button', { name: tr('Log in to account') })).toBeVisible();
      await expectTemporaryTokenOnly(page);
      return;
    case '/update-email':
      await expect(page).toHaveURL(/\/update-email$/);
      await expect(page.getByRole('heading', { level: 1, name: TITLES.updateEmail })).toBeVisible();
      await expect(page.getByRole('textbox', { name: tr('Email address') })).toBeVisible();
      await expectTemporaryTokenOnly(page);
      return;
    case '/registration-policies':
      await expect(page).toHaveURL(/\/registration-policies$/);
      await expect(page.getByRole('heading', { level: 1, name: TITLES.registrationPolicies })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: tr('I have read and acknowledged this.') })).toBeVisible();
      await expectTemporaryTokenOnly(page);
      return;
    case '/new-id':
      await expect(page).toHaveURL(/\/new-id$/);
      await expect(page.getByRole('heading', { level: 1, name: TITLES.newId })).toBeVisible();
      await expect(page.getByRole('button', { name: tr('Continue as subscriber') })).toBeVisible();
      await expectTemporaryTokenOnly(page);
      return;
    case '/account/settings/change-password':
      // Account status INI: the forced password change.
      await expect(page).toHaveURL(/\/account\/settings\/change-password$/);
      await expect(page.getByRole('heading', { level: 1, name: TITLES.changePassword })).toBeVisible();
      await expect(page.getByText(tr('Please create a new password'))).toBeVisible();
      await expectSignedIn(page);
      return;
    case 'external-sso': {
      // A form post of the token (and the test-environment value) to the external single sign-on address,
      // sso/sp-salesforce under the gateway base, in the page itself (no other window or frame).
      const sent = await post;
      expect(sent.method).toBe('POST');
      expect(sent.url).toBe(new URL(`${gatewayBase.replace(/\/+$/, '')}/sso/sp-salesforce`, page.url()).href);
      expect(sent.mainFrameNavigation).toBe(true);
      const token = sent.fields.get('token');
      expect(token, 'the form posts the token').toBeTruthy();
      expect(tokenClaims(token!)).toMatchObject({ sub: persona.username, role: 'member' });
      expect(sent.fields.get('testEnv')).toBe('local');
      await expect(page.getByRole('heading', { level: 1, name: 'External customer-relationship system' })).toBeVisible();
      return;
    }
    default:
      throw new Error(`no landing check for ${path}`);
  }
}

test.describe('every demo persona signs in on its brand and lands where its story says', () => {
  test('the catalogue the browser runs is the one these tests cover', async ({ page, gateway }) => {
    await page.goto('/login');
    expect(await gateway.personas()).toEqual(personaCatalogue.map((entry) => ({ ...entry })));
  });

  const signingIn = personaCatalogue.filter((entry) => entry.landsOn !== '/login');
  // In Spanish, the first persona of each brand and landing screen: the others land on the same screen, whose words
  // are the same but for the member's name.
  const firstToLandOn = (persona: PersonaEntry) =>
    signingIn.find((entry) => entry.domainId === persona.domainId && entry.landsOn === persona.landsOn) === persona;
  for (const persona of signingIn) {
    test(
      `${persona.username} (${persona.label}) lands on ${persona.landsOn}`,
      { tag: [onlyOnBrand(persona.domainId as E2eDomainId), ...(firstToLandOn(persona) ? [] : [PROVED_IN_SPANISH_ELSEWHERE])] },
      async ({ page, request, tr }) => {
        const config = (await (await request.get('/config.json')).json()) as { gatewayBaseUrl: string };
        const post = persona.landsOn === 'external-sso' ? interceptExternalSso(page) : new Promise<FormPost>(() => undefined);
        await signIn(page, persona.username, { tr });
        await expectLanding(page, tr, persona, post, config.gatewayBaseUrl);
        if (persona.landsOn !== 'external-sso') await screenshot(page, `landing-${persona.username}`);
      },
    );
  }

  test(
    'attempts: LOGIN_ATTEMPTS_REMAINING counts down, then ACCOUNT_LOCKED',
    { tag: onlyOnBrand(1) },
    async ({ page, tr }) => {
      const MESSAGES = loginMessages(tr);
      allowFailedCall(page, 'POST /token', 401, 'the attempts persona is refused with 401 (LoginErrorBody)');
      await signIn(page, 'attempts', { tr });
      await expectLoginMessage(page, MESSAGES.attemptsRemaining(2));
      await expectNoSpinner(page, tr);
      await page.getByRole('button', { name: tr('Log in'), exact: true }).click();
      await expectLoginMessage(page, MESSAGES.attemptsRemaining(1));
      await expectNoSpinner(page, tr);
      await page.getByRole('button', { name: tr('Log in'), exact: true }).click();
      await expectLoginMessage(page, MESSAGES.locked);
      await expectNoSpinner(page, tr);
      await expect(page).toHaveURL(/\/login$/);
      await screenshot(page, 'login-locked');
    },
  );

  test('locked: every login answers ACCOUNT_LOCKED', { tag: onlyOnBrand(1) }, async ({ page, tr }) => {
    allowFailedCall(page, 'POST /token', 401, "a locked account's login is refused with 401 (LoginErrorBody ACCOUNT_LOCKED)");
    await signIn(page, 'locked', { tr });
    await expectLoginMessage(page, loginMessages(tr).locked);
    // The locked message comes with the brand's customer service number.
    await expect(pageAlerts(page).getByRole('link', { name: '1-888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    await expectNoSpinner(page, tr);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('login failures and field validation', () => {
  test('a wrong password or a persona of another brand gets the other message, which clears on typing', async ({
    page,
    domainId,
    tr,
  }) => {
    const MESSAGES = loginMessages(tr);
    allowFailedCall(page, 'POST /token', 401, 'wrong credentials are refused with 401 (INVALID_CREDENTIALS)');
    const own = personaCatalogue.find((entry) => entry.domainId === domainId && entry.landsOn !== '/login');
    const other = personaCatalogue.find((entry) => entry.domainId !== domainId && entry.landsOn === '/home');
    const alert = pageAlerts(page);

    await signIn(page, own!.username, { password: 'Wrong#2026', tr });
    await expectLoginMessage(page, MESSAGES.other);
    await expectNoSpinner(page, tr);
    // A login error clears when either value changes.
    await page.getByLabel(tr('Password'), { exact: true }).press('End');
    await page.getByLabel(tr('Password'), { exact: true }).pressSequentially('x');
    await expect(alert).toHaveCount(0);

    // The right password, on the wrong brand.
    await signIn(page, other!.username, { openLoginPage: false, tr });
    await expectLoginMessage(page, MESSAGES.other);
    await page.getByLabel(tr('Username'), { exact: true }).pressSequentially('x');
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('username and password are required; the button is disabled while the touched form is invalid', async ({ page, tr }) => {
    await page.goto('/login');
    const username = page.getByLabel(tr('Username'), { exact: true });
    const password = page.getByLabel(tr('Password'), { exact: true });
    const logIn = page.getByRole('button', { name: tr('Log in'), exact: true });
    const usernameRequired = tr('{field} is a required field', { field: tr('Username') });
    const passwordRequired = tr('{field} is a required field', { field: tr('Password') });

    // Untouched: no messages and the button works.
    await expect(page.getByText(tr('{field} is a required field', { field: '' }).trim())).toHaveCount(0);
    await expect(logIn).toBeEnabled();
    await logIn.click();

    await expect(page.getByText(usernameRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(passwordRequired, { exact: true })).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(logIn).toBeDisabled();
    await screenshot(page, 'login-required-fields');

    await username.fill('rivera');
    await expect(page.getByText(usernameRequired, { exact: true })).toHaveCount(0);
    await expect(page.getByText(passwordRequired, { exact: true })).toBeVisible();
    await expect(logIn).toBeDisabled();

    await password.fill('Portal#2026');
    await expect(page.getByText(passwordRequired, { exact: true })).toHaveCount(0);
    await expect(logIn).toBeEnabled();

    await username.fill('');
    await expect(page.getByText(usernameRequired, { exact: true })).toBeVisible();
    await expect(logIn).toBeDisabled();
    await expect(page).toHaveURL(/\/login$/);
  });
});
