import { allowFailedCall, expect, onlyOnBrand, signIn, test, type E2eDomainId, type PersonaEntry } from './support/fixtures';

/**
 * Signing in through the login form with the demo personas (mocks/personas; password Portal#2026), which also
 * checks the signIn() helper every later journey uses. Needs the mock gateway; without it the tests are skipped
 * with the reason.
 */

const MOCK_GATEWAY_OFF =
  'needs the mock gateway: the e2e server serves "mockGateway": false because the build does not carry it ' +
  '(public/mockServiceWorker.js and loadMockGateway in src/main.tsx)';

/** The persona each brand's sign-in is checked with: the family subscriber of brands 1 and 2, the first of brand 5. */
function personaOf(catalogue: readonly PersonaEntry[], domainId: E2eDomainId): PersonaEntry {
  const ofBrand = catalogue.filter((persona) => persona.domainId === domainId && persona.landsOn !== '/login');
  const persona = ofBrand.find((entry) => entry.username === 'rivera' || entry.username === 'summit') ?? ofBrand[0];
  if (!persona) throw new Error(`mocks/personas has no persona of brand ${domainId} that can sign in`);
  return persona;
}

test('a demo persona of the brand signs in and lands where its story says', async ({ page, gateway, domainId, mockGatewayOn }) => {
  test.skip(!mockGatewayOn, MOCK_GATEWAY_OFF);
  await page.goto('/login');
  const persona = personaOf(await gateway.personas(), domainId);
  await signIn(page, persona.username, { openLoginPage: false });
  await expect(page, `${persona.username} (${persona.label}) lands on ${persona.landsOn}`).toHaveURL(
    new RegExp(`${persona.landsOn.replace(/\//g, '\\/')}$`),
  );
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('a locked account sees the ACCOUNT_LOCKED message', { tag: onlyOnBrand(1) }, async ({ page, mockGatewayOn }) => {
  test.skip(!mockGatewayOn, MOCK_GATEWAY_OFF);
  allowFailedCall(page, 'POST /token', 401, "a locked account's login is refused with 401 (LoginErrorBody ACCOUNT_LOCKED)");
  await signIn(page, 'locked');
  await expect(
    page.getByText('Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
