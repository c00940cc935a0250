import { expect, test, type Page } from '@playwright/test';

import { listOperations } from '../../scripts/contract/contract';

import { signIn, startSession } from './auth';
import { E2E_BRANDS, notOnBrand, type E2eDomainId } from './brands';
import { allowConsoleErrors } from './console-guard';
import {
  CELL_ANNOTATION,
  faultLabel,
  faultTags,
  RESULT_ANNOTATION,
  type CellId,
  type CellResult,
  type Fault,
} from './fault-matrix-shared';
import type { MockGatewayClient } from './mock-gateway';

export * from './fault-matrix-shared';

/**
 * The fault matrix: every gateway operation the portal calls, crossed with every fault the gateway can produce,
 * and what spec section 8 says the member then sees.
 *
 * - OPERATIONS: one row per operation the portal calls (every generated hook or function of generated/gateway
 *   that src/ uses): its operationId (as in openapi/gateway.yaml and mocks/operations.ts), the route that makes the
 *   call, how a member makes it happen there, who does on each brand, and the spec's handling. An operation called
 *   from several screens has one row, with the most direct trigger. e2e/fault-matrix.spec.ts turns every
 *   row × fault × brand into a test.
 * - FAULTS: the ten faults (eight statuses, a dropped connection, a body that does not parse).
 * - expectedOutcome(): the spec's rule. The global rule: the error page for the status, the address kept (the
 *   page shows "Error code: {n} ..." and the URL stays); a 401 goes to /login except on brand 5, where the 401
 *   error page shows; a network error is status 1 ("Error code: 1 Temporarily unavailable"); a malformed body is
 *   502 ("Error code: 502 Bad Gateway"). Calls handled in place show the screen's own message instead; a few
 *   operations have rules of their own (section 8: Medicare materials, provider lookup, New ID, login).
 * - observeOutcome(): what the page actually did, read from the page, never assumed. The test's page fixture
 *   fails the cell on any uncaught error or console error the fault does not explain.
 *
 * After a run, e2e/support/fault-matrix-reporter.ts prints operation × fault per brand and writes it to
 * test-results/fault-matrix.txt.
 */

/** The status the portal turns a fault into (decision 002: no answer is status 1, an unreadable body 502). */
export function faultStatus(fault: Fault): number {
  if (fault.kind === 'network') return 1;
  if (fault.kind === 'malformed') return 502;
  return fault.status;
}

export type Outcome =
  /** The error page for `status` shows; `addressKept` when the URL is still the one the member opened. */
  | { readonly kind: 'error-page'; readonly status: number; readonly addressKept: boolean }
  /** The portal went to /login (or, for a call made from the login page, stayed there with the form ready). */
  | { readonly kind: 'login' }
  /** The screen showed its own message and stayed where it was. */
  | { readonly kind: 'in-place'; readonly message: string }
  /** The failure left the page working: its heading shows, no error page, no redirect, after the call failed. */
  | { readonly kind: 'page-works'; readonly heading: string }
  /** Nothing recognisable happened within the time limit (`blank`: not even a heading on the page). */
  | { readonly kind: 'none'; readonly at: string; readonly blank: boolean };

/** Short cell text for the printed matrix. */
export function outcomeCode(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'error-page':
      return `E${outcome.status}${outcome.addressKept ? '' : '@moved'}`;
    case 'login':
      return 'LOGIN';
    case 'in-place':
      return 'IN-PLACE';
    case 'page-works':
      return 'WORKS';
    case 'none':
      return outcome.blank ? 'BLANK' : 'NONE';
  }
}

export function describeOutcome(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'error-page':
      return `the error page "Error code: ${outcome.status} ..."${outcome.addressKept ? ', address kept' : ', but the address changed'}`;
    case 'login':
      return 'the login page';
    case 'in-place':
      return `the screen's own message "${outcome.message}"`;
    case 'page-works':
      return `the page still working (heading "${outcome.heading}", no error page)`;
    case 'none':
      return `${outcome.blank ? 'a blank page' : 'no error page, no redirect and no message'} (at ${outcome.at})`;
  }
}

export interface FaultContext {
  readonly page: Page;
  readonly gateway: MockGatewayClient;
  readonly domainId: E2eDomainId;
  /** The persona the row uses on this brand. */
  readonly username: string;
}

export interface OperationRow {
  /** operationId in openapi/gateway.yaml (and mocks/operations.ts). */
  readonly operationId: string;
  /** "GET /account", for people reading the matrix (and to tell the call apart from others on its path). */
  readonly call: string;
  /** The route whose screen makes the call; the address the error page must keep. */
  readonly route: string;
  /** The route on a brand where it differs (the brand's own EOB, say). */
  readonly routeOn?: Partial<Record<E2eDomainId, string>>;
  /** How the call is triggered, in words (shown in the matrix). */
  readonly trigger: string;
  /** Whether the member is signed in (startSession) when the call is made. */
  readonly signedIn: boolean;
  /**
   * Who makes the call on each brand, where it is not the brand's default persona (SIGNED_IN_PERSONAS). null: no
   * member of that brand can make the call; its cells are not run there and show n/a with `notOn`'s reason.
   */
  readonly personas?: Partial<Record<E2eDomainId, string | null>>;
  /** Why a brand whose persona is null cannot make the call. */
  readonly notOn?: string;
  /** The brand that runs every fault of the row (default 1); the others run the brand-dependent faults only. */
  readonly homeBrand?: E2eDomainId;
  /**
   * The spec's handling of failures of this call: the global rule, or handled in place by the screen (spec section 8:
   * registration, token, security-questions, forgot-password, forgot-username, account/password, medicare-materials,
   * eobs, claims and pcp/provider).
   */
  readonly handling: 'global' | 'in-place';
  /** For in-place rows: the message the screen shows for a fault (verbatim, or a verbatim part of it). */
  readonly inPlaceMessage?: (fault: Fault) => string;
  /** The spec's own rule for this operation (section 8), where it overrides `handling` for a fault; null: no override. */
  readonly special?: (fault: Fault, domainId: E2eDomainId) => Outcome | null;
  /** The special rule in words, for the report. */
  readonly specialRule?: string;
  /** The page's heading, for outcomes where the page keeps working. */
  readonly heading?: string;
  /** Where the cell opens first when it is not `route` (signed-out rows) or /error/404 (signed-in rows). */
  readonly startPath?: string;
  /** The address of the call when it is not under the gateway base (the accreditation feed). */
  readonly url?: RegExp;
  /**
   * Anything to do before the fault is injected, once the start page is open (signed-in rows start on /error/404
   * with a session; signed-out rows on `startPath` or `route`). Default: nothing.
   */
  readonly prepare?: (context: FaultContext) => Promise<void>;
  /** Makes the portal call the operation (after the fault is injected). Default: open `route`. */
  readonly act?: (context: FaultContext) => Promise<void>;
}

/** The persona of each brand for signed-in rows: a subscriber with every screen of the brand. */
export const SIGNED_IN_PERSONAS: Readonly<Record<E2eDomainId, string>> = {
  1: 'rivera',
  2: 'summit',
  // Brand 5 has no persona whose login lands on /home (Mei Chen's stops at the policy step first); her token is as
  // good as any for the signed-in pages, so startSession() uses it directly.
  5: 'harborpolicy',
};

// ------------------------------------------------------------------------------------------------ spec texts

const LOGIN_ERROR_OTHER = 'Username and/or password unrecognized. Please try again.';
const RECOVERY_UNREACHABLE = "We couldn't reach our servers. Check your internet connection and try again.";
const RECOVERY_REFUSED = "We couldn't accept what you entered. Check it and try again.";
const REGISTRATION_TIMED_OUT = 'Your registration has timed out';
const OUR_SIDE = 'Something went wrong on our side. Please try again in a few minutes.';
const SECURITY_QUESTIONS_UNAVAILABLE = "We couldn't load the security questions right now. Please try again later.";
const NO_MEDICARE_MATERIALS = 'There are no Medicare materials for you right now.';
const PROVIDER_NOT_LISTED = 'This provider is no longer listed in our provider directory.';
const PASSWORD_CHANGE_FAILED = 'We could not change your password. Please try again.';
const PASSWORD_CHANGE_UNREACHABLE = 'We could not reach our servers to change your password. Check your connection and try again.';

/** The mock gateway's default error messages (mocks/errors.ts), which screens that show the gateway's message show. */
const GATEWAY_MESSAGE: Readonly<Record<number, string>> = {
  400: 'The request is not valid.',
  401: 'Your session has ended. Please log in again.',
  403: 'You do not have access to this resource.',
  404: 'The resource was not found.',
  408: 'The request took too long.',
  500: 'Something went wrong on our side.',
  502: 'The gateway received an invalid answer.',
  503: 'The service is temporarily unavailable.',
};

/** Recovery calls (forgot username, forgot password and its reset): src/features/recovery/recovery-rules.ts. */
function recoveryMessage(fault: Fault): string {
  if (fault.kind === 'network') return RECOVERY_UNREACHABLE;
  if (fault.kind === 'status' && fault.status === 400) return RECOVERY_REFUSED;
  return OUR_SIDE;
}

/** Registration calls: src/features/registration/registration-rules.ts (a 400 quotes the gateway's message). */
function registrationMessage(fault: Fault): string {
  if (fault.kind === 'network') return RECOVERY_UNREACHABLE;
  if (fault.kind === 'status' && fault.status === 400) return `We couldn't accept these details: ${GATEWAY_MESSAGE[400]}`;
  return OUR_SIDE;
}

/** Claims and EOB calls: src/features/claims-eobs/inline-failure.ts, for `what` the screen could not load. */
function claimsMessage(what: string): (fault: Fault) => string {
  return (fault) => {
    const status = faultStatus(fault);
    if (status === 1) return `We couldn't load ${what}. Check your internet connection, then try again.`;
    if (status === 401) return `Your session has ended, so we couldn't load ${what}. Please log in again.`;
    if (status === 404) return `We couldn't find ${what}. It may have been replaced or removed.`;
    if (status === 403) return `You don't have access to ${what}.`;
    return `We couldn't load ${what} right now. Please try again. If it keeps happening, come back a little later.`;
  };
}

/** The global rule for a status: /login for a 401 except on brand 5, else the error page with the address kept. */
function globalOutcome(status: number, domainId: E2eDomainId): Outcome {
  if (status === 401 && domainId !== 5) return { kind: 'login' };
  return { kind: 'error-page', status, addressKept: true };
}

/**
 * Medicare materials (section 8): a 403 is an empty list (the screen says there are none); any other failure goes
 * to /error/{status} without changing the address (a 401 to /login except on brand 5, as everywhere).
 */
function medicareRule(whenForbidden: Outcome): OperationRow['special'] {
  return (fault, domainId) => (fault.kind === 'status' && fault.status === 403 ? whenForbidden : globalOutcome(faultStatus(fault), domainId));
}

// ------------------------------------------------------------------------------------------------ journeys

const DEMO_TRIGGER_TIMEOUT = 15_000;

function firstOfNextMonth(): string {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-01`;
}

/** Opens `path` and waits for its level-1 heading (the page's content has loaded). */
async function openPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: DEMO_TRIGGER_TIMEOUT });
}

async function clickButton(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).first().click({ timeout: DEMO_TRIGGER_TIMEOUT });
}

/** Carmen Delgado: covered, no online account yet (docs/personas.md). */
const CARMEN = { subscriberId: '900598117', firstName: 'Carmen', lastName: 'Delgado', dateOfBirth: '1972-08-14', zipCode: '99301' };

async function registrationDetails(page: Page): Promise<void> {
  await page.getByLabel('Subscriber ID', { exact: true }).fill(CARMEN.subscriberId);
  await page.getByLabel('First name', { exact: true }).fill(CARMEN.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(CARMEN.lastName);
  await page.getByLabel('Date of birth', { exact: true }).fill(CARMEN.dateOfBirth);
  await page.getByLabel('Zip code', { exact: true }).fill(CARMEN.zipCode);
}

/** From 'Your details' to the 'Username and password' step. */
async function registrationToCredentialsStep(page: Page): Promise<void> {
  await registrationDetails(page);
  await clickButton(page, 'Continue');
  await page.getByRole('checkbox', { name: 'I have read and acknowledged this.' }).check({ timeout: DEMO_TRIGGER_TIMEOUT });
  await clickButton(page, 'Continue');
  await page.getByRole('heading', { level: 2, name: 'Username and password' }).waitFor({ timeout: DEMO_TRIGGER_TIMEOUT });
}

/** Fills 'Username and password' (leaving the username field checks the name with the gateway). */
async function registrationCredentials(page: Page): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill('carmend72');
  await page.getByLabel('Email address', { exact: true }).fill('carmen.delgado@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Harvest#2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Harvest#2026');
}

async function registrationToQuestions(page: Page): Promise<void> {
  await registrationToCredentialsStep(page);
  await registrationCredentials(page);
  await clickButton(page, 'Continue');
  await page.getByRole('heading', { level: 2, name: 'Security questions' }).waitFor({ timeout: DEMO_TRIGGER_TIMEOUT });
}

async function answerRegistrationQuestions(page: Page): Promise<void> {
  await page.getByLabel('Security question 1', { exact: true }).selectOption({ label: 'What was the name of your first pet?' }, { timeout: DEMO_TRIGGER_TIMEOUT });
  await page.getByLabel('Answer 1', { exact: true }).fill('Biscuit');
  await page.getByLabel('Security question 2', { exact: true }).selectOption({ label: 'What was the make of your first car?' });
  await page.getByLabel('Answer 2', { exact: true }).fill('Subaru');
  await page.getByLabel('Security question 3', { exact: true }).selectOption({ label: 'What was the mascot of your high school?' });
  await page.getByLabel('Answer 3', { exact: true }).fill('Golden Eagles');
}

/** Sam Rivera's primary care search (he still has to choose a provider), on a day he can take. */
function primaryCareSearchPath(): string {
  const query = new URLSearchParams({ members: '2', date: firstOfNextMonth(), zip: '97209', radius: '10' });
  return `/find-care/primary-care/2/search?${query.toString()}`;
}

// ------------------------------------------------------------------------------------------------ the rows

/** The account state every signed-in screen loads first (spec section 2). */
const ACCOUNT_ROUTE = '/account';

export const OPERATIONS: readonly OperationRow[] = [
  // ---------------------------------------------------------------- signing in
  {
    operationId: 'createToken',
    call: 'POST /token',
    route: '/login',
    trigger: 'submit the login form',
    signedIn: false,
    handling: 'in-place',
    // Spec section 8: none of these faults carries LOGIN_ATTEMPTS_REMAINING or ACCOUNT_LOCKED, so each is "any other
    // login error".
    inPlaceMessage: () => LOGIN_ERROR_OTHER,
    act: ({ page, username }) => signIn(page, username, { openLoginPage: false }),
  },
  {
    operationId: 'getGroups',
    call: 'GET /groups',
    route: '/login',
    trigger: 'submit the login form (post-login routing reads the groups on brands 1 and 2)',
    signedIn: false,
    personas: { 5: null },
    notOn: 'brand 5 routes on the registration policy alone (spec section 4) and has no group selection',
    handling: 'global',
    act: ({ page, username }) => signIn(page, username, { openLoginPage: false }),
  },
  {
    operationId: 'getRegistrationPolicies',
    call: 'GET /account/registration/policies',
    route: '/login',
    trigger: 'submit the login form on brand 5 (post-login routing reads the policy)',
    signedIn: false,
    homeBrand: 5,
    personas: { 1: null, 2: null },
    notOn: 'only brand 5 has the registration-policy step in its post-login routing (spec section 4)',
    handling: 'global',
    act: ({ page, username }) => signIn(page, username, { openLoginPage: false }),
  },
  {
    operationId: 'updateRegistrationPolicies',
    call: 'PUT /account/registration/policies',
    route: '/registration-policies',
    trigger: "log in as Mei Chen (brand 5), tick 'I have read and acknowledged this.', Submit",
    signedIn: false,
    startPath: '/login',
    homeBrand: 5,
    personas: { 1: null, 2: null, 5: 'harborpolicy' },
    notOn: 'only brand 5 members reach the registration policies step (spec section 4)',
    handling: 'global',
    prepare: async ({ page, username }) => {
      await signIn(page, username, { openLoginPage: false });
      await page.getByRole('heading', { level: 1, name: 'Welcome to your dental Member Dashboard' }).waitFor({ timeout: DEMO_TRIGGER_TIMEOUT });
      await page.getByRole('checkbox', { name: 'I have read and acknowledged this.' }).check();
    },
    act: ({ page }) => clickButton(page, 'Submit'),
  },
  {
    operationId: 'createNewIdToken',
    call: 'POST /new-id',
    route: '/new-id',
    trigger: "open /new-id with a new-id token, enter the subscriber ID, 'Continue as subscriber'",
    signedIn: true,
    homeBrand: 5,
    personas: { 1: null, 2: 'newidsummit', 5: 'newidharbor' },
    notOn: 'brand 1 sends no new-id token to the New ID page (spec section 4) and has no new-id persona',
    handling: 'global',
    // Section 8: a POST to new-id failing with 400 or 404 is handled in place: the server message above the form.
    special: (fault) => {
      if (fault.kind !== 'status' || (fault.status !== 400 && fault.status !== 404)) return null;
      const message =
        fault.status === 404 ? 'We could not find a member with that subscriber ID.' : 'The subscriber ID and date of birth do not match our records.';
      return { kind: 'in-place', message };
    },
    specialRule: '400 and 404 show the server message above the form (mock: its NewIdErrorBody message)',
    prepare: async ({ page, domainId }) => {
      await openPage(page, '/new-id', 'New ID');
      await page.getByLabel('Subscriber ID', { exact: true }).fill(domainId === 5 ? '500221034' : '200339016');
    },
    act: ({ page }) => clickButton(page, 'Continue as subscriber'),
  },
  {
    operationId: 'selectGroup',
    call: 'POST /group-selection',
    route: '/select-group',
    trigger: "open /select-group as Priya Natarajan (three groups), 'View group' on another group",
    signedIn: true,
    personas: { 1: 'multigroup', 2: null, 5: null },
    notOn: 'only brand 1 has a member of several groups (multigroup)',
    handling: 'global',
    prepare: ({ page }) => openPage(page, '/select-group', 'Select a group'),
    // Another group than the current one: choosing the current group makes no switch call.
    act: ({ page }) =>
      page
        .getByRole('article')
        .filter({ hasNotText: 'Current group' })
        .getByRole('button', { name: /^View group / })
        .first()
        .click({ timeout: DEMO_TRIGGER_TIMEOUT }),
  },
  {
    operationId: 'getGroupDetail',
    call: 'GET /group-detail',
    route: '/select-group',
    trigger: 'open /select-group signed in (the shell reads it on every signed-in page too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getAccountStatus',
    call: 'GET /account/status',
    route: '/account/settings/change-password',
    trigger: 'open the change-password screen signed in (post-login routing reads it on brands 1 and 2 too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'changePassword',
    call: 'PUT /account/password',
    route: '/account/settings/change-password',
    trigger: "fill the change-password form, 'Change password'",
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: (fault) => {
      if (fault.kind === 'network') return PASSWORD_CHANGE_UNREACHABLE;
      if (fault.kind === 'malformed') return PASSWORD_CHANGE_FAILED;
      return GATEWAY_MESSAGE[fault.status] ?? PASSWORD_CHANGE_FAILED;
    },
    prepare: async ({ page }) => {
      await openPage(page, '/account/settings/change-password', 'Change password');
      await page.getByLabel('Current password', { exact: true }).fill('Portal#2026');
      await page.getByLabel('New password', { exact: true }).fill('Harbor#2027');
      await page.getByLabel('Confirm new password', { exact: true }).fill('Harbor#2027');
    },
    act: ({ page }) => clickButton(page, 'Change password'),
  },

  // ---------------------------------------------------------------- account state and account pages
  {
    operationId: 'getAccount',
    call: 'GET /account',
    route: ACCOUNT_ROUTE,
    trigger: 'open /account signed in (the account state loads first)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getFamilyEligibility',
    call: 'GET /eligibility/family',
    route: ACCOUNT_ROUTE,
    trigger: 'open /account signed in (the account state loads first)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getEmployeeId',
    call: 'GET /account/getEmployeeId',
    route: '/account/summary',
    trigger: 'open /account/summary signed in (the dashboard reads it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getPreferences',
    call: 'GET /account/preferences',
    route: '/account/settings',
    trigger: 'open /account/settings signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'updatePreferences',
    call: 'PUT /account/preferences',
    route: '/account/settings',
    trigger: "'Edit Email address' on /account/settings, a new address, Save",
    signedIn: true,
    handling: 'global',
    prepare: async ({ page }) => {
      await openPage(page, '/account/settings', 'Settings');
      await clickButton(page, 'Edit Email address');
      await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('new.address@example.com');
    },
    act: ({ page }) => clickButton(page, 'Save'),
  },
  {
    operationId: 'getSecurityQuestions',
    call: 'GET /account/security-questions',
    route: '/account/settings',
    trigger: 'open /account/settings signed in (the security questions card)',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: () => SECURITY_QUESTIONS_UNAVAILABLE,
  },
  {
    operationId: 'updateSecurityAnswers',
    call: 'PUT /account/security-answers',
    route: '/account/settings',
    trigger: "'Edit Security questions' on /account/settings, two questions and answers, Save",
    signedIn: true,
    handling: 'global',
    prepare: async ({ page }) => {
      await openPage(page, '/account/settings', 'Settings');
      await clickButton(page, 'Edit Security questions');
      const first = page.getByLabel('Question 1', { exact: true });
      await first.selectOption({ index: 1 });
      await page.getByLabel('Answer 1', { exact: true }).fill('Biscuit');
      await page.getByLabel('Question 2', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('Answer 2', { exact: true }).fill('Subaru');
    },
    act: ({ page }) => clickButton(page, 'Save'),
  },
  {
    operationId: 'getPlanManagementDetails',
    call: 'GET /plan-management/details',
    route: '/account/plan-benefits',
    trigger: 'open /account/plan-benefits signed in (the dashboard reads it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getOutlineOfCoverageUrl',
    call: 'GET /handbook/ooc',
    route: '/account/plan-benefits',
    trigger: 'open /account/plan-benefits signed in (the dashboard reads it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'cancelPlan',
    call: 'POST /plan-management/cancellation',
    route: '/account/plan-benefits',
    trigger: "as Aisha Rahman, 'Cancel my medical plan', 'Cancel my plan', 'Yes, cancel my plan'",
    signedIn: true,
    personas: { 1: 'renewal', 2: null, 5: null },
    notOn: 'only brand 1 has a member of an individual plan before cancellation (renewal)',
    handling: 'global',
    prepare: async ({ page }) => {
      await openPage(page, '/account/plan-benefits', 'Member plan benefits');
      await page.getByRole('radio', { name: 'Cancel my medical plan' }).check();
      await clickButton(page, 'Cancel my plan');
      await page.getByRole('alertdialog', { name: 'Cancel your plan?' }).waitFor();
    },
    act: ({ page }) => clickButton(page, 'Yes, cancel my plan'),
  },
  {
    operationId: 'hasEbill',
    call: 'GET /ebill/hasEbill',
    route: '/home',
    trigger: 'open /home signed in (the shell reads it on every signed-in page)',
    signedIn: true,
    personas: { 5: null },
    notOn: 'eBill is never available on brand 5 (spec section 6), so nothing there asks for it',
    handling: 'global',
  },
  {
    operationId: 'isEbillRegistered',
    call: 'GET /ebill/ebillRegistered',
    route: '/account/ebill',
    trigger: 'open /account/ebill signed in',
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 has eBill (brand 5 never offers it, spec section 6)',
    handling: 'global',
  },
  {
    operationId: 'showEbillAlert',
    call: 'GET /ebill/showEbillAlert',
    route: '/account/ebill',
    trigger: 'open /account/ebill signed in (the dashboard reads it too)',
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 has eBill (brand 5 never offers it, spec section 6)',
    handling: 'global',
  },
  {
    operationId: 'registerEbillUser',
    call: 'PUT /ebill/registerEbillUser',
    route: '/account/ebill',
    trigger: "'Register for eBill' on /account/ebill",
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 has eBill (brand 5 never offers it, spec section 6)',
    handling: 'global',
    prepare: async ({ page }) => {
      await openPage(page, '/account/ebill', 'eBill');
      await page.getByRole('button', { name: 'Register for eBill' }).waitFor({ timeout: DEMO_TRIGGER_TIMEOUT });
    },
    act: ({ page }) => clickButton(page, 'Register for eBill'),
  },
  {
    operationId: 'sendContactEmail',
    call: 'POST /contact-email',
    route: '/account/support',
    trigger: "fill the secure message form on /account/support, 'Send message'",
    signedIn: true,
    handling: 'global',
    prepare: async ({ page }) => {
      await openPage(page, '/account/support', /.+/);
      await page.getByLabel('Topic', { exact: true }).selectOption({ label: 'Benefits and coverage' }, { timeout: DEMO_TRIGGER_TIMEOUT });
      await page.getByLabel('Subject', { exact: true }).fill('A question about my plan');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Does my plan cover a second cleaning this year?');
    },
    act: ({ page }) => clickButton(page, 'Send message'),
  },

  // ---------------------------------------------------------------- dashboard and shell
  {
    operationId: 'getIdCardEligibility',
    call: 'GET /idCard/eligible',
    route: '/home',
    trigger: 'open /home signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getPreventiveCareDueDate',
    call: 'GET /pcp/city-of-portland',
    route: '/home',
    trigger: 'open /home as Rosa Jimenez (city-employer plan)',
    signedIn: true,
    personas: { 1: 'city', 2: null, 5: null },
    notOn: 'only brand 1 has a member of the city-employer plan',
    handling: 'global',
  },
  {
    operationId: 'getPrograms',
    call: 'GET /programs',
    route: '/home',
    trigger: 'open /home signed in (the shell reads it on every signed-in page)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getAccreditationFeed',
    call: 'GET /ncqa',
    route: '/support/customer-service',
    trigger: 'open a signed-in page (the footer reads the accreditation feed on every signed-in page)',
    signedIn: true,
    handling: 'in-place',
    heading: 'Customer service',
    special: () => ({ kind: 'page-works', heading: 'Customer service' }),
    specialRule: 'a feed at a configured address never takes a page down: the badge is hidden, the page works',
    url: /^https:\/\/accreditation\.example\.com\//,
    // The feed lives at its own configured address, outside the gateway base the mock wrapper allows.
    prepare: async ({ page }) => {
      allowConsoleErrors(page, {
        reason: 'the test injected a fault on the accreditation feed',
        text: /^Failed to load resource: the server responded with a status of \d+/,
        url: /^https:\/\/accreditation\.example\.com\//,
      });
    },
  },
  {
    operationId: 'getChatConfig',
    call: 'GET /chat',
    route: '/support/customer-service',
    trigger: 'open a signed-in page (the shell reads the chat configuration at its configured address on every signed-in page)',
    signedIn: true,
    handling: 'in-place',
    heading: 'Customer service',
    special: () => ({ kind: 'page-works', heading: 'Customer service' }),
    specialRule: 'a feed at a configured address never takes a page down: there is no chat, the page works',
  },

  // ---------------------------------------------------------------- benefits
  {
    operationId: 'hasReferrals',
    call: 'GET /referrals/hasReferrals',
    route: '/benefits',
    trigger: 'open /benefits signed in (the shell reads it on every signed-in page)',
    signedIn: true,
    personas: { 5: null },
    notOn: "brand 5's benefits menu never lists Referrals (spec section 6), so nothing there asks for them",
    handling: 'global',
  },
  {
    operationId: 'getMedicalBenefits',
    call: 'GET /benefits/medical',
    route: '/benefits/medical',
    trigger: 'open /benefits/medical signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: 'brand 5 members have dental coverage only',
    handling: 'global',
  },
  {
    operationId: 'getDentalBenefits',
    call: 'GET /benefits/dental',
    route: '/benefits/dental',
    trigger: 'open /benefits/dental signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getVisionBenefits',
    call: 'GET /benefits/vision',
    route: '/benefits/vision',
    trigger: 'open /benefits/vision signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: 'brand 5 members have dental coverage only',
    handling: 'global',
  },
  {
    operationId: 'getPharmacyBenefits',
    call: 'GET /benefits/pharmacy',
    route: '/benefits/pharmacy',
    trigger: 'open /benefits/pharmacy signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: 'brand 5 members have dental coverage only',
    handling: 'global',
  },
  {
    operationId: 'getBenefitLimits',
    call: 'GET /benefits/limits',
    route: '/benefits/dental',
    trigger: 'open /benefits/dental signed in (the limits section; the brand 5 dashboard reads it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getBenefitHistory',
    call: 'GET /benefits/history',
    route: `/history/${Date.UTC(2026, 0, 1)}/benefits/dental`,
    trigger: 'open /history/{timestamp}/benefits/dental signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getContentPrograms',
    call: 'GET /programs/sitecore',
    route: '/benefits/programs',
    // Brand 5 has no programs page (spec section 6); its dashboard reads the programs for the shortcut rules.
    routeOn: { 5: '/home' },
    trigger: 'open /benefits/programs signed in (on brand 5, which has no programs page: /home)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getProgramDetail',
    call: 'GET /programs/{programId}/detail',
    route: '/benefits/programs/12',
    trigger: 'open /benefits/programs/12 signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getReferrals',
    call: 'GET /referrals',
    route: '/benefits/referrals',
    trigger: 'open /benefits/referrals signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: "brand 5's benefits menu has only its coverage categories and Medicare materials (spec section 6)",
    handling: 'global',
  },
  {
    operationId: 'getReferralsMetadata',
    call: 'GET /referrals/metadata',
    route: '/benefits/referrals',
    trigger: 'open /benefits/referrals signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: "brand 5's benefits menu has only its coverage categories and Medicare materials (spec section 6)",
    handling: 'global',
  },
  {
    operationId: 'getPriorAuthorizations',
    call: 'GET /prior-authorizations',
    route: '/benefits/prior-authorization',
    trigger: 'open /benefits/prior-authorization signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: "brand 5's benefits menu has only its coverage categories and Medicare materials (spec section 6)",
    handling: 'global',
  },
  {
    operationId: 'getHandbooks',
    call: 'GET /handbooks/v2',
    route: '/benefits/member-handbooks',
    trigger: 'open /benefits/member-handbooks signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: "brand 5's benefits menu has only its coverage categories and Medicare materials (spec section 6)",
    handling: 'global',
  },
  {
    operationId: 'getMedicareMaterialsEligibility',
    call: 'GET /medicare-materials/eligibility',
    route: '/benefits/medicare-materials',
    trigger: 'open /benefits/medicare-materials signed in (Harold Jensen on brand 1)',
    signedIn: true,
    personas: { 1: 'medicare' },
    handling: 'in-place',
    heading: 'Medicare Materials',
    special: medicareRule({ kind: 'page-works', heading: 'Medicare Materials' }),
    specialRule: 'Medicare materials: 403 means none (the page keeps working), any other failure the global rule',
  },
  {
    operationId: 'getMedicareMaterials',
    call: 'GET /medicare-materials',
    route: '/benefits/medicare-materials',
    trigger: 'open /benefits/medicare-materials signed in (Harold Jensen on brand 1)',
    signedIn: true,
    personas: { 1: 'medicare', 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 is eligible for Medicare materials, so none of their pages lists them',
    handling: 'in-place',
    special: medicareRule({ kind: 'in-place', message: NO_MEDICARE_MATERIALS }),
    specialRule: 'Medicare materials: 403 returns an empty list, any other failure the global rule',
  },

  // ---------------------------------------------------------------- find care
  {
    operationId: 'getPcpEligibility',
    call: 'GET /pcp/eligibility',
    route: '/find-care/primary-care',
    trigger: 'open /find-care/primary-care signed in (the shell and the dashboard read it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getPcpMembers',
    call: 'GET /pcp/members',
    route: '/find-care/primary-care',
    trigger: 'open /find-care/primary-care signed in (the shell and the dashboard read it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getPcpProvider',
    call: 'GET /pcp/provider',
    route: '/find-care/primary-care',
    trigger: "open /find-care/primary-care signed in (the family's current provider is looked up by summary)",
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 has a primary care provider to look up',
    handling: 'in-place',
    // Section 8: a 404 returns a placeholder provider carrying the known name; other errors pass through.
    special: (fault, domainId) =>
      fault.kind === 'status' && fault.status === 404
        ? { kind: 'in-place', message: PROVIDER_NOT_LISTED }
        : globalOutcome(faultStatus(fault), domainId),
    specialRule: 'provider lookup: 404 is the placeholder provider (shown as no longer listed), other errors pass through',
  },
  {
    operationId: 'searchPcpProviders',
    call: 'POST /pcp/search',
    route: '/find-care/primary-care/2/search',
    trigger: "open Sam Rivera's primary care search results (zip 97209, within 10 miles)",
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 is eligible for primary care selection',
    handling: 'global',
    act: async ({ page }) => {
      await page.goto(primaryCareSearchPath());
    },
  },
  {
    operationId: 'selectPcp',
    call: 'POST /pcp/select',
    route: '/find-care/primary-care/2/search',
    trigger: "in Sam Rivera's search results, 'Select Maya Okafor, MD', 'Confirm selection'",
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 is eligible for primary care selection',
    handling: 'global',
    prepare: async ({ page }) => {
      await page.goto(primaryCareSearchPath());
      await clickButton(page, 'Select Maya Okafor, MD');
      const dialog = page.getByRole('dialog', { name: 'Confirm your primary care provider' });
      await expect(dialog.getByLabel('Email address', { exact: true })).not.toHaveValue('');
    },
    act: ({ page }) => clickButton(page, 'Confirm selection'),
  },

  // ---------------------------------------------------------------- id card
  {
    operationId: 'getIdCard',
    call: 'GET /idCard/view',
    route: '/id-card',
    trigger: 'open /id-card signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'requestIdCard',
    call: 'GET /idCard/request',
    route: '/id-card',
    trigger: "'Order a printed card (Dental)' on /id-card",
    signedIn: true,
    handling: 'global',
    prepare: ({ page }) => openPage(page, '/id-card', 'ID cards'),
    act: ({ page }) => clickButton(page, 'Order a printed card (Dental)'),
  },
  {
    operationId: 'emailIdCard',
    call: 'POST /idCard/email',
    route: '/id-card',
    trigger: "'Email my ID card' on /id-card",
    signedIn: true,
    handling: 'global',
    prepare: async ({ page }) => {
      await openPage(page, '/id-card', 'ID cards');
      await expect(page.getByRole('textbox', { name: 'Email address' })).not.toHaveValue('');
    },
    act: ({ page }) => clickButton(page, 'Email my ID card'),
  },

  // ---------------------------------------------------------------- claims and EOBs (handled in place)
  {
    operationId: 'getClaims',
    call: 'GET /claims',
    route: '/claims',
    trigger: 'open /claims signed in',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: claimsMessage('your claims'),
  },
  {
    operationId: 'getClaimsMetadata',
    call: 'GET /claims/metadata',
    route: '/claims',
    trigger: 'open /claims signed in (the filter choices)',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: claimsMessage('the filter choices'),
  },
  {
    operationId: 'getEobs',
    call: 'GET /eobs/v2',
    route: '/eobs',
    trigger: 'open /eobs signed in as the subscriber',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: claimsMessage('your explanations of benefits'),
  },
  {
    operationId: 'getEobsMetadata',
    call: 'GET /eobs/metadata',
    route: '/eobs',
    trigger: 'open /eobs signed in as the subscriber (the filter choices)',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: claimsMessage('the filter choices'),
  },
  {
    operationId: 'getEob',
    call: 'GET /eobs/{eobId}',
    route: '/eobs?eob=EOB-2026-77120',
    routeOn: { 2: '/eobs?eob=EOB-2026-70221', 5: '/eobs?eob=EOB-2026-90114' },
    trigger: 'open one EOB (/eobs?eob={id}) signed in as the subscriber',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: claimsMessage('this explanation of benefits'),
  },
  {
    operationId: 'getEobPdf',
    call: 'GET /eobs/{eobId}/pdf',
    route: '/eobs',
    trigger: "'Download PDF' of the first EOB on /eobs",
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: () => "We couldn't open the PDF of this explanation of benefits. Please try again in a few minutes.",
    prepare: ({ page }) => openPage(page, '/eobs', 'Explanations of benefits'),
    act: ({ page }) => clickButton(page, /^Download PDF/),
  },

  // ---------------------------------------------------------------- support
  {
    operationId: 'getDomainHolidayCalendar',
    call: 'GET /message/calendar/domain/{domainId}',
    route: '/support/customer-service',
    trigger: 'open /support/customer-service signed in (the Holidays panel)',
    signedIn: true,
    handling: 'global',
  },

  // ---------------------------------------------------------------- signed out: recovery and registration (in place)
  {
    operationId: 'recoverUsername',
    call: 'POST /forgot-username',
    route: '/recovery/username',
    trigger: "fill /recovery/username, 'Email my username'",
    signedIn: false,
    handling: 'in-place',
    inPlaceMessage: recoveryMessage,
    prepare: async ({ page }) => {
      await page.getByLabel('Email address', { exact: true }).fill('jordan.rivera@example.com');
      await page.getByLabel('Date of birth', { exact: true }).fill('1984-05-12');
    },
    act: ({ page }) => clickButton(page, 'Email my username'),
  },
  {
    operationId: 'requestPasswordReset',
    call: 'POST /forgot-password',
    route: '/recovery/password',
    trigger: "fill /recovery/password, 'Email me a reset link'",
    signedIn: false,
    handling: 'in-place',
    inPlaceMessage: recoveryMessage,
    prepare: async ({ page, username }) => {
      await page.getByLabel('Username', { exact: true }).fill(username);
    },
    act: ({ page }) => clickButton(page, 'Email me a reset link'),
  },
  {
    operationId: 'resetPassword',
    call: 'POST /forgot-password/reset',
    route: '/recovery/password',
    trigger: "open the e-mailed reset link (/recovery/password?code=...), a new password, 'Save my new password'",
    signedIn: false,
    startPath: '/recovery/password?code=RESET-CODE-1',
    handling: 'in-place',
    inPlaceMessage: recoveryMessage,
    prepare: async ({ page }) => {
      await page.getByLabel('New password', { exact: true }).fill('Harbor#2027');
      await page.getByLabel('Confirm new password', { exact: true }).fill('Harbor#2027');
    },
    act: ({ page }) => page.getByRole('button').filter({ hasText: /password/i }).last().click(),
  },
  {
    operationId: 'validateRegistrationUserDetails',
    call: 'POST /registration/user-details',
    route: '/registration',
    trigger: "fill 'Your details' on /registration (Carmen Delgado), Continue",
    signedIn: false,
    handling: 'in-place',
    inPlaceMessage: registrationMessage,
    prepare: ({ page }) => registrationDetails(page),
    act: ({ page }) => clickButton(page, 'Continue'),
  },
  {
    operationId: 'validateUsername',
    call: 'GET /registration/validations/username',
    route: '/registration',
    trigger: "registration up to 'Username and password', fill it, Continue (the username is checked)",
    signedIn: false,
    personas: { 2: null, 5: null },
    notOn: 'only brand 1 has a covered member without an online account (Carmen Delgado) to get past Your details',
    handling: 'in-place',
    inPlaceMessage: registrationMessage,
    prepare: ({ page }) => registrationToCredentialsStep(page),
    // The username is checked when the field is left, quietly, then again on Continue, where a failure shows.
    act: async ({ page }) => {
      await registrationCredentials(page);
      await clickButton(page, 'Continue');
    },
  },
  {
    operationId: 'registerAccount',
    call: 'POST /account/registration',
    route: '/registration',
    trigger: "registration up to 'Security questions', three answers, 'Create account'",
    signedIn: false,
    personas: { 2: null, 5: null },
    notOn: 'only brand 1 has a covered member without an online account (Carmen Delgado) to get past Your details',
    handling: 'in-place',
    // A 401 is the registration token running out: the member confirms the details again.
    inPlaceMessage: (fault) => (fault.kind === 'status' && fault.status === 401 ? REGISTRATION_TIMED_OUT : registrationMessage(fault)),
    prepare: async ({ page }) => {
      await registrationToQuestions(page);
      await answerRegistrationQuestions(page);
    },
    act: ({ page }) => clickButton(page, 'Create account'),
  },
];

/** Spec section 8, as a function. */
export function expectedOutcome(row: OperationRow, fault: Fault, domainId: E2eDomainId): Outcome {
  const special = row.special?.(fault, domainId);
  if (special) return special;
  if (row.handling === 'in-place') {
    return { kind: 'in-place', message: row.inPlaceMessage?.(fault) ?? '(the screen has no message for this fault)' };
  }
  return globalOutcome(faultStatus(fault), domainId);
}

/** Whether two outcomes agree (an in-place message is compared by its text). */
export function sameOutcome(expected: Outcome, observed: Outcome): boolean {
  return JSON.stringify(expected) === JSON.stringify(observed);
}

/** The row's route on a brand. */
export function routeFor(row: OperationRow, domainId: E2eDomainId): string {
  return row.routeOn?.[domainId] ?? row.route;
}

/** The persona a row uses on a brand; null when no member of the brand makes the call. */
export function personaFor(row: OperationRow, domainId: E2eDomainId): string | null {
  const listed = row.personas?.[domainId];
  if (listed !== undefined) return listed;
  return SIGNED_IN_PERSONAS[domainId];
}

/** The brands where no member makes the row's call. */
export function brandsWithoutCall(row: OperationRow): E2eDomainId[] {
  return E2E_BRANDS.map((brand) => brand.domainId).filter((domainId) => personaFor(row, domainId) === null);
}

/**
 * The tags of one cell: which brands run the fault (faultTags), and the brands where no member makes the call
 * (notOnBrand), which playwright.config.ts leaves out of those brands' projects.
 */
export function cellTags(row: OperationRow, fault: Fault): string[] {
  return [...faultTags(fault, row.homeBrand), ...brandsWithoutCall(row).map(notOnBrand)];
}

/** Where signed-in rows start: a page that makes no gateway call, so the fault meets only the row's trigger. */
const SIGNED_IN_START_PAGE = '/error/404';

/**
 * How long a cell waits for an outcome, in real time. The portal retries a failed read twice on 5xx and network
 * errors (src/app/query-client.ts: 1 s, then 2 s); observeOutcome() moves the page's clock past those waits.
 */
export const OBSERVE_TIMEOUT_MS = 12_000;

// ------------------------------------------------------------------------------------------------ watching the call

let operations: { operationId: string; method: string; path: RegExp; literal: boolean }[] | null = null;

/** The operation a request is for: the literal path before the templates (GET /eobs/v2 is not GET /eobs/{eobId}). */
function operationOf(method: string, url: string): string | null {
  operations ??= listOperations().map((operation) => ({
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    path: new RegExp(
      `^/api${operation.path
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/?#]+')}$`,
    ),
    literal: !operation.path.includes('{'),
  }));
  const { pathname } = new URL(url);
  const matching = operations.filter((operation) => operation.method === method && operation.path.test(pathname));
  return (matching.find((operation) => operation.literal) ?? matching[0])?.operationId ?? null;
}

/** Counts the answers (error, success or dropped connection) to the row's call from now on. */
function watchCall(page: Page, row: OperationRow): { answered: () => number } {
  const method = row.call.split(' ')[0] ?? 'GET';
  let count = 0;
  const isTheCall = (request: { method(): string; url(): string }) =>
    request.method() === method && (row.url ? row.url.test(request.url()) : operationOf(method, request.url()) === row.operationId);
  const onAnswer = (request: { method(): string; url(): string }) => {
    if (isTheCall(request)) count += 1;
  };
  page.on('requestfinished', onAnswer);
  page.on('requestfailed', onAnswer);
  return { answered: () => count };
}

interface Snapshot {
  readonly path: string;
  readonly errorCode: number | null;
  readonly message: boolean;
  readonly headings: string[];
  readonly busy: boolean;
}

function snapshot(page: Page, message: string | null): Promise<Snapshot> {
  return page.evaluate((text) => {
    const body = document.body?.innerText ?? '';
    const code = /^Error code: (\d+)\b/m.exec(body);
    return {
      path: `${location.pathname}${location.search}`,
      errorCode: code ? Number(code[1]) : null,
      message: text !== null && body.includes(text),
      headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent?.trim() ?? '').filter(Boolean),
      busy: document.querySelector('[aria-busy="true"]') !== null,
    };
  }, message);
}

const LOGIN_HEADING = 'Log in to your Member Dashboard';

/**
 * Watches the page until one outcome shows: the error page's "Error code: {n}" line, the in-place message, the
 * login page, or (for rows whose spec outcome is that the page keeps working) the page settled after the failed
 * call. Once the call has failed, the page's clock is moved on, so the portal's retries (1 s, then 2 s) pass at
 * once. Returns 'none' when nothing shows within `timeoutMs`.
 */
export async function observeOutcome(
  page: Page,
  { row, fault, route, expected, call }: { row: OperationRow; fault: Fault; route: string; expected: Outcome; call: { answered: () => number } },
  timeoutMs = OBSERVE_TIMEOUT_MS,
): Promise<Outcome> {
  // The screen's own message for this fault: what an in-place outcome shows, and what a global one must not.
  const message = expected.kind === 'in-place' ? expected.message : (row.inPlaceMessage?.(fault) ?? null);
  const comparable = (path: string) => (route.includes('?') ? path : (path.split('?')[0] ?? path));
  const deadline = Date.now() + timeoutMs;
  /** When the call first failed (real time), and how far the page's clock has been moved since. */
  let failedAt: number | null = null;
  let movedMs = 0;
  for (;;) {
    const seen = await snapshot(page, message);
    const at = comparable(seen.path);
    const blank = seen.headings.length === 0;
    if (seen.errorCode !== null) return { kind: 'error-page', status: seen.errorCode, addressKept: at === comparable(route) };
    if (seen.message && message !== null) {
      return at === comparable(route) ? { kind: 'in-place', message } : { kind: 'none', at, blank };
    }
    const onLogin = at.split('?')[0] === '/login' && seen.headings.includes(LOGIN_HEADING) && !seen.busy;
    if (onLogin && route !== '/login') return { kind: 'login' };

    if (call.answered() > 0) {
      failedAt ??= Date.now();
      const quietMs = Date.now() - failedAt;
      // A call made from the login page that ends back on the login page, ready again (the global rule's /login).
      if (onLogin && route === '/login' && quietMs >= 400) return { kind: 'login' };
      // The page kept working: the retries are past, nothing else happened, and its heading shows.
      if (expected.kind === 'page-works' && movedMs >= 4_000 && quietMs >= 600 && !seen.busy && at === comparable(route)) {
        return seen.headings.includes(expected.heading) ? { kind: 'page-works', heading: expected.heading } : { kind: 'none', at, blank };
      }
      if (quietMs >= 150) {
        await page.clock.fastForward(1_000);
        movedMs += 1_000;
      }
    }
    if (Date.now() > deadline) return { kind: 'none', at, blank };
    await page.waitForTimeout(50);
  }
}

function annotate(type: string, value: unknown): void {
  test.info().annotations.push({ type, description: JSON.stringify(value) });
}

/** Runs one cell of the matrix: the journey, the fault, the observation and the comparison with the spec. */
export async function runFaultCell(
  row: OperationRow,
  fault: Fault,
  { page, gateway, domainId }: { page: Page; gateway: MockGatewayClient; domainId: E2eDomainId },
): Promise<void> {
  annotate(CELL_ANNOTATION, {
    domainId,
    row: OPERATIONS.indexOf(row),
    operationId: row.operationId,
    call: row.call,
    trigger: row.trigger,
    fault: faultLabel(fault),
    notOn: brandsWithoutCall(row).map((brand) => ({ domainId: brand, reason: row.notOn ?? 'no member of this brand makes the call' })),
  } satisfies CellId);

  const username = personaFor(row, domainId);
  // cellTags() keeps the cell out of the projects of brands without a member who makes the call.
  if (!username) throw new Error(`${row.operationId}: no member of brand ${domainId} makes the call, so the cell should not run there`);
  const context: FaultContext = { page, gateway, domainId, username };

  // The clock runs as usual; observeOutcome() moves it past the portal's retry waits.
  await page.clock.install();
  if (row.signedIn) await startSession(page, username, SIGNED_IN_START_PAGE);
  else await page.goto(row.startPath ?? routeFor(row, domainId));
  await row.prepare?.(context);

  if (fault.kind === 'status') await gateway.failOperation(row.operationId, fault.status);
  else if (fault.kind === 'network') await gateway.networkError(row.operationId);
  else await gateway.malformedBody(row.operationId);

  const route = routeFor(row, domainId);
  const call = watchCall(page, row);
  if (row.act) await row.act(context);
  else await page.goto(route);

  const expected = expectedOutcome(row, fault, domainId);
  const observed = await observeOutcome(page, { row, fault, route, expected, call });
  const pass = sameOutcome(expected, observed);
  annotate(RESULT_ANNOTATION, {
    expected: outcomeCode(expected),
    observed: outcomeCode(observed),
    pass,
    detail: `expected ${describeOutcome(expected)}; saw ${describeOutcome(observed)}${call.answered() === 0 ? ' (the call was never made)' : ''}`,
  } satisfies CellResult);
  expect(
    observed,
    `${row.call} failing with ${faultLabel(fault)} on brand ${domainId} (${row.trigger}): expected ${describeOutcome(expected)}, saw ${describeOutcome(observed)}`,
  ).toEqual(expected);
}
