import { operations, type OperationId } from '../../mocks/operations';

import { DEMO_PASSWORD } from '../../mocks/personas/build';
import { E2E_BRANDS, type E2eDomainId } from './brands';
import {
  BRAND_DEPENDENT_FAULTS,
  FAULTS,
  faultLabel,
  type Fault,
  type FaultMatrixScope,
} from './fault-matrix-shared';

/**
 * The fault matrix: every gateway operation the portal calls, crossed with every fault the gateway can produce,
 * and what product section 8 says the member then sees. This module is the matrix itself, shared by its two runners:
 * the browser (e2e/fault-matrix.spec.ts, Playwright in Chromium on the production build) and the component level
 * (src/app/fault-matrix/*.test.tsx, vitest in jsdom with the mock gateway's MSW server). Both drive the same
 * journeys through a MatrixDriver, compare with the same oracle (expectedOutcome) and observe with the same rule
 * (observeOutcome); cellPlacement() says which of the two proves each cell.
 *
 * - OPERATIONS: one row per operation the portal calls (every generated hook or function of generated/gateway
 *   that src/ uses): its operationId (as in openapi/gateway.yaml and mocks/operations.ts), the area of the portal,
 *   the route that makes the call, how a member makes it happen there, who does on each brand, and the spec's
 *   handling. An operation called from several screens has one row, with the most direct trigger.
 * - FAULTS: the ten faults (eight statuses, a dropped connection, a body that does not parse).
 * - expectedOutcome(): the spec's rule. The global rule: the error page for the status, the address kept (the
 *   page shows "Error code: {n} ..." and the URL stays); a 401 goes to /login except on brand 5, where the 401
 *   error page shows; a network error is status 1 ("Error code: 1 Temporarily unavailable"); a malformed body is
 *   502 ("Error code: 502 Bad Gateway"). Calls handled in place show the screen's own message instead; a few
 *   operations have rules of their own (section 8: Medicare materials, provider lookup, New ID, login).
 * - observeOutcome(): what the page actually did, read from the page, never assumed. Each runner also fails the
 *   cell on any uncaught error or console error the fault does not explain.
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

/** What the page shows at one moment, as observeOutcome() reads it. */
export interface PageSnapshot {
  /** The address: pathname and search. */
  readonly path: string;
  /** N of the error page's "Error code: N ..." line, when one shows. */
  readonly errorCode: number | null;
  /** Whether the page's text contains the message observeOutcome() looks for. */
  readonly message: boolean;
  /** The level-1 headings' texts. */
  readonly headings: string[];
  /** Whether something on the page is busy (aria-busy="true"). */
  readonly busy: boolean;
}

/**
 * How a runner works a page for the matrix: the browser's is Playwright's page (e2e/support/fault-matrix.ts), the
 * component level's Testing Library on the portal rendered in jsdom (src/app/fault-matrix/dom-driver.tsx). Controls
 * are found by role and accessible name, as a member finds them; every wait gives up after the runner's time-out.
 */
export interface MatrixDriver {
  /** Opens a page of the portal as a new page load (a fresh start of the portal, as a member's reload). */
  goto(path: string): Promise<void>;
  /** Waits for a heading of `level` with this accessible name. */
  waitForHeading(name: string | RegExp, level: 1 | 2): Promise<void>;
  /** Waits for an element of `role` with this accessible name. */
  waitForRole(role: 'alertdialog' | 'button', name: string): Promise<void>;
  /** Types into the field labelled `label` (exactly), or the textbox of that name with `{ role: 'textbox' }`. */
  fill(label: string, value: string): Promise<void>;
  fill(label: string, options: { role: 'textbox' }, value: string): Promise<void>;
  /** Chooses an option of the select labelled `label`, by its text or its place. */
  select(label: string, option: { label: string } | { index: number }): Promise<void>;
  /** Ticks the checkbox or picks the radio button of this name. */
  check(role: 'checkbox' | 'radio', name: string): Promise<void>;
  /**
   * Clicks the first button of this name (a string matches exactly); `inArticleWithout`: within an article that
   * does not contain that text.
   */
  click(name: string | RegExp, options?: { inArticleWithout?: string }): Promise<void>;
  /** Waits until the textbox labelled `label` (within the dialog of that name) has a value. */
  waitForFilled(label: string, options?: { inDialog?: string }): Promise<void>;
  /** Allows the console error of a failed request to `url`, which the runner would otherwise fail the cell for. */
  allowFailedResource(url: RegExp, reason: string): void;
}

export interface FaultContext {
  readonly driver: MatrixDriver;
  readonly domainId: E2eDomainId;
  /** The persona the row uses on this brand. */
  readonly username: string;
}

/** The areas of the portal, for placing cells (cellPlacement: a diagonal of the area × fault grid in the browser). */
export type MatrixArea =
  | 'sign-in'
  | 'account'
  | 'dashboard'
  | 'benefits'
  | 'find-care'
  | 'id-card'
  | 'claims-eobs'
  | 'recovery-registration';

export interface OperationRow {
  /** operationId in openapi/gateway.yaml (and mocks/operations.ts). */
  readonly operationId: OperationId;
  /** The area of the portal whose screen makes the call. */
  readonly area: MatrixArea;
  /** "GET /account", for people reading the matrix (and to tell the call apart from others on its path). */
  readonly call: string;
  /** The route whose screen makes the call; the address the error page must keep. */
  readonly route: string;
  /** The route on a brand where it differs (the brand's own EOB, say). */
  readonly routeOn?: Partial<Record<E2eDomainId, string>>;
  /** How the call is triggered, in words (shown in the matrix). */
  readonly trigger: string;
  /** Whether the member is signed in (a session started without the login form) when the call is made. */
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
   * The spec's handling of failures of this call: the global rule, or handled in place by the screen (product section 8:
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
  // good as any for the signed-in pages, so a session is started with it directly.
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

/** Recovery calls (forgot username, forgot password and its reset): src/domain/recovery/outcomes.ts. */
function recoveryMessage(fault: Fault): string {
  if (fault.kind === 'network') return RECOVERY_UNREACHABLE;
  if (fault.kind === 'status' && fault.status === 400) return RECOVERY_REFUSED;
  return OUR_SIDE;
}

/** Registration calls: src/domain/registration/outcomes.ts (a 400 quotes the gateway's message). */
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

function firstOfNextMonth(): string {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-01`;
}

/** Opens `path` and waits for its level-1 heading (the page's content has loaded). */
async function openPage(driver: MatrixDriver, path: string, heading: string | RegExp): Promise<void> {
  await driver.goto(path);
  await driver.waitForHeading(heading, 1);
}

/** Signs in through the login form already on screen: "Username", "Password", "Log in". */
async function signInWithForm(driver: MatrixDriver, username: string): Promise<void> {
  await driver.fill('Username', username);
  await driver.fill('Password', DEMO_PASSWORD);
  await driver.click('Log in');
}

/** Carmen Delgado: covered, no online account yet (docs/personas.md). */
const CARMEN = { subscriberId: '900598117', firstName: 'Carmen', lastName: 'Delgado', dateOfBirth: '1972-08-14', zipCode: '99301' };

async function registrationDetails(driver: MatrixDriver): Promise<void> {
  await driver.fill('Subscriber ID', CARMEN.subscriberId);
  await driver.fill('First name', CARMEN.firstName);
  await driver.fill('Last name', CARMEN.lastName);
  await driver.fill('Date of birth', CARMEN.dateOfBirth);
  await driver.fill('Zip code', CARMEN.zipCode);
}

/** From 'Your details' to the 'Username and password' step. */
async function registrationToCredentialsStep(driver: MatrixDriver): Promise<void> {
  await registrationDetails(driver);
  await driver.click('Continue');
  await driver.check('checkbox', 'I have read and acknowledged this.');
  await driver.click('Continue');
  await driver.waitForHeading('Username and password', 2);
}

/** Fills 'Username and password' (leaving the username field checks the name with the gateway). */
async function registrationCredentials(driver: MatrixDriver): Promise<void> {
  await driver.fill('Username', 'carmend72');
  await driver.fill('Email address', 'carmen.delgado@example.com');
  await driver.fill('Password', 'Harvest#2026');
  await driver.fill('Confirm password', 'Harvest#2026');
}

async function registrationToQuestions(driver: MatrixDriver): Promise<void> {
  await registrationToCredentialsStep(driver);
  await registrationCredentials(driver);
  await driver.click('Continue');
  await driver.waitForHeading('Security questions', 2);
}

async function answerRegistrationQuestions(driver: MatrixDriver): Promise<void> {
  await driver.select('Security question 1', { label: 'What was the name of your first pet?' });
  await driver.fill('Answer 1', 'Biscuit');
  await driver.select('Security question 2', { label: 'What was the make of your first car?' });
  await driver.fill('Answer 2', 'Subaru');
  await driver.select('Security question 3', { label: 'What was the mascot of your high school?' });
  await driver.fill('Answer 3', 'Golden Eagles');
}

/** Sam Rivera's primary care search (he still has to choose a provider), on a day he can take. */
function primaryCareSearchPath(): string {
  const query = new URLSearchParams({ members: '2', date: firstOfNextMonth(), zip: '97209', radius: '10' });
  return `/find-care/primary-care/2/search?${query.toString()}`;
}

// ------------------------------------------------------------------------------------------------ the rows

/** The account state every signed-in screen loads first (product section 2). */
const ACCOUNT_ROUTE = '/account';

export const OPERATIONS: readonly OperationRow[] = [
  // ---------------------------------------------------------------- signing in
  {
    operationId: 'createToken',
    area: 'sign-in',
    call: 'POST /token',
    route: '/login',
    trigger: 'submit the login form',
    signedIn: false,
    handling: 'in-place',
    // Product section 8: none of these faults carries LOGIN_ATTEMPTS_REMAINING or ACCOUNT_LOCKED, so each is "any other
    // login error".
    inPlaceMessage: () => LOGIN_ERROR_OTHER,
    act: ({ driver, username }) => signInWithForm(driver, username),
  },
  {
    operationId: 'getGroups',
    area: 'sign-in',
    call: 'GET /groups',
    route: '/login',
    trigger: 'submit the login form (post-login routing reads the groups on brands 1 and 2)',
    signedIn: false,
    personas: { 5: null },
    notOn: 'brand 5 routes on the registration policy alone (product section 4) and has no group selection',
    handling: 'global',
    act: ({ driver, username }) => signInWithForm(driver, username),
  },
  {
    operationId: 'getRegistrationPolicies',
    area: 'sign-in',
    call: 'GET /account/registration/policies',
    route: '/login',
    trigger: 'submit the login form on brand 5 (post-login routing reads the policy)',
    signedIn: false,
    homeBrand: 5,
    personas: { 1: null, 2: null },
    notOn: 'only brand 5 has the registration-policy step in its post-login routing (product section 4)',
    handling: 'global',
    act: ({ driver, username }) => signInWithForm(driver, username),
  },
  {
    operationId: 'updateRegistrationPolicies',
    area: 'sign-in',
    call: 'PUT /account/registration/policies',
    route: '/registration-policies',
    trigger: "log in as Mei Chen (brand 5), tick 'I have read and acknowledged this.', Submit",
    signedIn: false,
    startPath: '/login',
    homeBrand: 5,
    personas: { 1: null, 2: null, 5: 'harborpolicy' },
    notOn: 'only brand 5 members reach the registration policies step (product section 4)',
    handling: 'global',
    prepare: async ({ driver, username }) => {
      await signInWithForm(driver, username);
      await driver.waitForHeading('Welcome to your dental Member Dashboard', 1);
      await driver.check('checkbox', 'I have read and acknowledged this.');
    },
    act: ({ driver }) => driver.click('Submit'),
  },
  {
    operationId: 'createNewIdToken',
    area: 'sign-in',
    call: 'POST /new-id',
    route: '/new-id',
    trigger: "open /new-id with a new-id token, enter the subscriber ID, 'Continue as subscriber'",
    signedIn: true,
    homeBrand: 5,
    personas: { 1: null, 2: 'newidsummit', 5: 'newidharbor' },
    notOn: 'brand 1 sends no new-id token to the New ID page (product section 4) and has no new-id persona',
    handling: 'global',
    // Section 8: a POST to new-id failing with 400 or 404 is handled in place: the server message above the form.
    special: (fault) => {
      if (fault.kind !== 'status' || (fault.status !== 400 && fault.status !== 404)) return null;
      const message =
        fault.status === 404 ? 'We could not find a member with that subscriber ID.' : 'The subscriber ID and date of birth do not match our records.';
      return { kind: 'in-place', message };
    },
    specialRule: '400 and 404 show the server message above the form (mock: its NewIdErrorBody message)',
    prepare: async ({ driver, domainId }) => {
      await openPage(driver, '/new-id', 'New ID');
      await driver.fill('Subscriber ID', domainId === 5 ? '500221034' : '200339016');
    },
    act: ({ driver }) => driver.click('Continue as subscriber'),
  },
  {
    operationId: 'selectGroup',
    area: 'sign-in',
    call: 'POST /group-selection',
    route: '/select-group',
    trigger: "open /select-group as Priya Natarajan (three groups), 'View group' on another group",
    signedIn: true,
    personas: { 1: 'multigroup', 2: null, 5: null },
    notOn: 'only brand 1 has a member of several groups (multigroup)',
    handling: 'global',
    prepare: ({ driver }) => openPage(driver, '/select-group', 'Select a group'),
    // Another group than the current one: choosing the current group makes no switch call.
    act: ({ driver }) => driver.click(/^View group /, { inArticleWithout: 'Current group' }),
  },
  {
    operationId: 'getGroupDetail',
    area: 'sign-in',
    call: 'GET /group-detail',
    route: '/select-group',
    trigger: 'open /select-group signed in (the shell reads it on every signed-in page too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getAccountStatus',
    area: 'sign-in',
    call: 'GET /account/status',
    route: '/account/settings/change-password',
    trigger: 'open the change-password screen signed in (post-login routing reads it on brands 1 and 2 too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'changePassword',
    area: 'sign-in',
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
    prepare: async ({ driver }) => {
      await openPage(driver, '/account/settings/change-password', 'Change password');
      await driver.fill('Current password', 'Portal#2026');
      await driver.fill('New password', 'Harbor#2027');
      await driver.fill('Confirm new password', 'Harbor#2027');
    },
    act: ({ driver }) => driver.click('Change password'),
  },

  // ---------------------------------------------------------------- account state and account pages
  {
    operationId: 'getAccount',
    area: 'account',
    call: 'GET /account',
    route: ACCOUNT_ROUTE,
    trigger: 'open /account signed in (the account state loads first)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getFamilyEligibility',
    area: 'account',
    call: 'GET /eligibility/family',
    route: ACCOUNT_ROUTE,
    trigger: 'open /account signed in (the account state loads first)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getEmployeeId',
    area: 'account',
    call: 'GET /account/getEmployeeId',
    route: '/account/summary',
    trigger: 'open /account/summary signed in (the dashboard reads it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getPreferences',
    area: 'account',
    call: 'GET /account/preferences',
    route: '/account/settings',
    trigger: 'open /account/settings signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'updatePreferences',
    area: 'account',
    call: 'PUT /account/preferences',
    route: '/account/settings',
    trigger: "'Edit Email address' on /account/settings, a new address, Save",
    signedIn: true,
    handling: 'global',
    prepare: async ({ driver }) => {
      await openPage(driver, '/account/settings', 'Settings');
      await driver.click('Edit Email address');
      await driver.fill('Email address', { role: 'textbox' }, 'new.address@example.com');
    },
    act: ({ driver }) => driver.click('Save'),
  },
  {
    operationId: 'getSecurityQuestions',
    area: 'account',
    call: 'GET /account/security-questions',
    route: '/account/settings',
    trigger: 'open /account/settings signed in (the security questions card)',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: () => SECURITY_QUESTIONS_UNAVAILABLE,
  },
  {
    operationId: 'updateSecurityAnswers',
    area: 'account',
    call: 'PUT /account/security-answers',
    route: '/account/settings',
    trigger: "'Edit Security questions' on /account/settings, two questions and answers, Save",
    signedIn: true,
    handling: 'global',
    prepare: async ({ driver }) => {
      await openPage(driver, '/account/settings', 'Settings');
      await driver.click('Edit Security questions');
      await driver.select('Question 1', { index: 1 });
      await driver.fill('Answer 1', 'Biscuit');
      await driver.select('Question 2', { index: 1 });
      await driver.fill('Answer 2', 'Subaru');
    },
    act: ({ driver }) => driver.click('Save'),
  },
  {
    operationId: 'getPlanManagementDetails',
    area: 'account',
    call: 'GET /plan-management/details',
    route: '/account/plan-benefits',
    trigger: 'open /account/plan-benefits signed in (the dashboard reads it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getOutlineOfCoverageUrl',
    area: 'account',
    call: 'GET /handbook/ooc',
    route: '/account/plan-benefits',
    trigger: 'open /account/plan-benefits signed in (the dashboard reads it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'cancelPlan',
    area: 'account',
    call: 'POST /plan-management/cancellation',
    route: '/account/plan-benefits',
    trigger: "as Aisha Rahman, 'Cancel my medical plan', 'Cancel my plan', 'Yes, cancel my plan'",
    signedIn: true,
    personas: { 1: 'renewal', 2: null, 5: null },
    notOn: 'only brand 1 has a member of an individual plan before cancellation (renewal)',
    handling: 'global',
    prepare: async ({ driver }) => {
      await openPage(driver, '/account/plan-benefits', 'Member plan benefits');
      await driver.check('radio', 'Cancel my medical plan');
      await driver.click('Cancel my plan');
      await driver.waitForRole('alertdialog', 'Cancel your plan?');
    },
    act: ({ driver }) => driver.click('Yes, cancel my plan'),
  },
  {
    operationId: 'hasEbill',
    area: 'dashboard',
    call: 'GET /ebill/hasEbill',
    route: '/home',
    trigger: 'open /home signed in (the shell reads it on every signed-in page)',
    signedIn: true,
    personas: { 5: null },
    notOn: 'eBill is never available on brand 5 (product section 6), so nothing there asks for it',
    handling: 'global',
  },
  {
    operationId: 'isEbillRegistered',
    area: 'account',
    call: 'GET /ebill/ebillRegistered',
    route: '/account/ebill',
    trigger: 'open /account/ebill signed in',
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 has eBill (brand 5 never offers it, product section 6)',
    handling: 'global',
  },
  {
    operationId: 'showEbillAlert',
    area: 'account',
    call: 'GET /ebill/showEbillAlert',
    route: '/account/ebill',
    trigger: 'open /account/ebill signed in (the dashboard reads it too)',
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 has eBill (brand 5 never offers it, product section 6)',
    handling: 'global',
  },
  {
    operationId: 'registerEbillUser',
    area: 'account',
    call: 'PUT /ebill/registerEbillUser',
    route: '/account/ebill',
    trigger: "'Register for eBill' on /account/ebill",
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 has eBill (brand 5 never offers it, product section 6)',
    handling: 'global',
    prepare: async ({ driver }) => {
      await openPage(driver, '/account/ebill', 'eBill');
      await driver.waitForRole('button', 'Register for eBill');
    },
    act: ({ driver }) => driver.click('Register for eBill'),
  },
  {
    operationId: 'sendContactEmail',
    area: 'account',
    call: 'POST /contact-email',
    route: '/account/support',
    trigger: "fill the secure message form on /account/support, 'Send message'",
    signedIn: true,
    handling: 'global',
    prepare: async ({ driver }) => {
      await openPage(driver, '/account/support', /.+/);
      await driver.select('Topic', { label: 'Benefits and coverage' });
      await driver.fill('Subject', 'A question about my plan');
      await driver.fill('Message', { role: 'textbox' }, 'Does my plan cover a second cleaning this year?');
    },
    act: ({ driver }) => driver.click('Send message'),
  },

  // ---------------------------------------------------------------- dashboard and shell
  {
    operationId: 'getIdCardEligibility',
    area: 'dashboard',
    call: 'GET /idCard/eligible',
    route: '/home',
    trigger: 'open /home signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getPreventiveCareDueDate',
    area: 'dashboard',
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
    area: 'dashboard',
    call: 'GET /programs',
    route: '/home',
    trigger: 'open /home signed in (the shell reads it on every signed-in page)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getAccreditationFeed',
    area: 'dashboard',
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
    prepare: async ({ driver }) => {
      driver.allowFailedResource(/^https:\/\/accreditation\.example\.com\//, 'the test injected a fault on the accreditation feed');
    },
  },
  {
    operationId: 'getChatConfig',
    area: 'dashboard',
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
    area: 'benefits',
    call: 'GET /referrals/hasReferrals',
    route: '/benefits',
    trigger: 'open /benefits signed in (the shell reads it on every signed-in page)',
    signedIn: true,
    personas: { 5: null },
    notOn: "brand 5's benefits menu never lists Referrals (product section 6), so nothing there asks for them",
    handling: 'global',
  },
  {
    operationId: 'getMedicalBenefits',
    area: 'benefits',
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
    area: 'benefits',
    call: 'GET /benefits/dental',
    route: '/benefits/dental',
    trigger: 'open /benefits/dental signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getVisionBenefits',
    area: 'benefits',
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
    area: 'benefits',
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
    area: 'benefits',
    call: 'GET /benefits/limits',
    route: '/benefits/dental',
    trigger: 'open /benefits/dental signed in (the limits section; the brand 5 dashboard reads it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getBenefitHistory',
    area: 'benefits',
    call: 'GET /benefits/history',
    route: `/history/${Date.UTC(2026, 0, 1)}/benefits/dental`,
    trigger: 'open /history/{timestamp}/benefits/dental signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getContentPrograms',
    area: 'benefits',
    call: 'GET /programs/sitecore',
    route: '/benefits/programs',
    // Brand 5 has no programs page (product section 6); its dashboard reads the programs for the shortcut rules.
    routeOn: { 5: '/home' },
    trigger: 'open /benefits/programs signed in (on brand 5, which has no programs page: /home)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getProgramDetail',
    area: 'benefits',
    call: 'GET /programs/{programId}/detail',
    route: '/benefits/programs/12',
    trigger: 'open /benefits/programs/12 signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getReferrals',
    area: 'benefits',
    call: 'GET /referrals',
    route: '/benefits/referrals',
    trigger: 'open /benefits/referrals signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: "brand 5's benefits menu has only its coverage categories and Medicare materials (product section 6)",
    handling: 'global',
  },
  {
    operationId: 'getReferralsMetadata',
    area: 'benefits',
    call: 'GET /referrals/metadata',
    route: '/benefits/referrals',
    trigger: 'open /benefits/referrals signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: "brand 5's benefits menu has only its coverage categories and Medicare materials (product section 6)",
    handling: 'global',
  },
  {
    operationId: 'getPriorAuthorizations',
    area: 'benefits',
    call: 'GET /prior-authorizations',
    route: '/benefits/prior-authorization',
    trigger: 'open /benefits/prior-authorization signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: "brand 5's benefits menu has only its coverage categories and Medicare materials (product section 6)",
    handling: 'global',
  },
  {
    operationId: 'getHandbooks',
    area: 'benefits',
    call: 'GET /handbooks/v2',
    route: '/benefits/member-handbooks',
    trigger: 'open /benefits/member-handbooks signed in',
    signedIn: true,
    personas: { 5: null },
    notOn: "brand 5's benefits menu has only its coverage categories and Medicare materials (product section 6)",
    handling: 'global',
  },
  {
    operationId: 'getMedicareMaterialsEligibility',
    area: 'benefits',
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
    area: 'benefits',
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
    area: 'find-care',
    call: 'GET /pcp/eligibility',
    route: '/find-care/primary-care',
    trigger: 'open /find-care/primary-care signed in (the shell and the dashboard read it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getPcpMembers',
    area: 'find-care',
    call: 'GET /pcp/members',
    route: '/find-care/primary-care',
    trigger: 'open /find-care/primary-care signed in (the shell and the dashboard read it too)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getPcpProvider',
    area: 'find-care',
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
    area: 'find-care',
    call: 'POST /pcp/search',
    route: '/find-care/primary-care/2/search',
    trigger: "open Sam Rivera's primary care search results (zip 97209, within 10 miles)",
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 is eligible for primary care selection',
    handling: 'global',
    act: async ({ driver }) => {
      await driver.goto(primaryCareSearchPath());
    },
  },
  {
    operationId: 'selectPcp',
    area: 'find-care',
    call: 'POST /pcp/select',
    route: '/find-care/primary-care/2/search',
    trigger: "in Sam Rivera's search results, 'Select Maya Okafor, MD', 'Confirm selection'",
    signedIn: true,
    personas: { 2: null, 5: null },
    notOn: 'no member of brands 2 and 5 is eligible for primary care selection',
    handling: 'global',
    prepare: async ({ driver }) => {
      await driver.goto(primaryCareSearchPath());
      await driver.click('Select Maya Okafor, MD');
      await driver.waitForFilled('Email address', { inDialog: 'Confirm your primary care provider' });
    },
    act: ({ driver }) => driver.click('Confirm selection'),
  },

  // ---------------------------------------------------------------- id card
  {
    operationId: 'getIdCard',
    area: 'id-card',
    call: 'GET /idCard/view',
    route: '/id-card',
    trigger: 'open /id-card signed in',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'requestIdCard',
    area: 'id-card',
    call: 'GET /idCard/request',
    route: '/id-card',
    trigger: "'Order a printed card (Dental)' on /id-card",
    signedIn: true,
    handling: 'global',
    prepare: ({ driver }) => openPage(driver, '/id-card', 'ID cards'),
    act: ({ driver }) => driver.click('Order a printed card (Dental)'),
  },
  {
    operationId: 'emailIdCard',
    area: 'id-card',
    call: 'POST /idCard/email',
    route: '/id-card',
    trigger: "'Email my ID card' on /id-card",
    signedIn: true,
    handling: 'global',
    prepare: async ({ driver }) => {
      await openPage(driver, '/id-card', 'ID cards');
      await driver.waitForFilled('Email address');
    },
    act: ({ driver }) => driver.click('Email my ID card'),
  },

  // ---------------------------------------------------------------- claims and EOBs (handled in place)
  {
    operationId: 'getClaims',
    area: 'claims-eobs',
    call: 'GET /claims',
    route: '/claims',
    trigger: 'open /claims signed in',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: claimsMessage('your claims'),
  },
  {
    operationId: 'getClaimsMetadata',
    area: 'claims-eobs',
    call: 'GET /claims/metadata',
    route: '/claims',
    trigger: 'open /claims signed in (the filter choices)',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: claimsMessage('the filter choices'),
  },
  {
    operationId: 'getClaim',
    area: 'claims-eobs',
    call: 'GET /claims/{claimId}',
    route: '/claims/C-2026-118842',
    routeOn: { 2: '/claims/C-2026-420155', 5: '/claims/C-2026-510233' },
    trigger: 'open one claim (/claims/{claimId}) signed in',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: claimsMessage('this claim'),
  },
  {
    operationId: 'getEobs',
    area: 'claims-eobs',
    call: 'GET /eobs/v2',
    route: '/eobs',
    trigger: 'open /eobs signed in as the subscriber',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: claimsMessage('your explanations of benefits'),
  },
  {
    operationId: 'getEobsMetadata',
    area: 'claims-eobs',
    call: 'GET /eobs/metadata',
    route: '/eobs',
    trigger: 'open /eobs signed in as the subscriber (the filter choices)',
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: claimsMessage('the filter choices'),
  },
  {
    operationId: 'getEob',
    area: 'claims-eobs',
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
    area: 'claims-eobs',
    call: 'GET /eobs/{eobId}/pdf',
    route: '/eobs',
    trigger: "'Download PDF' of the first EOB on /eobs",
    signedIn: true,
    handling: 'in-place',
    inPlaceMessage: () => "We couldn't open the PDF of this explanation of benefits. Please try again in a few minutes.",
    prepare: ({ driver }) => openPage(driver, '/eobs', 'Explanations of benefits'),
    act: ({ driver }) => driver.click(/^Download PDF/),
  },

  // ---------------------------------------------------------------- support
  {
    operationId: 'getDomainHolidayCalendar',
    area: 'account',
    call: 'GET /message/calendar/domain/{domainId}',
    route: '/support/customer-service',
    trigger: 'open /support/customer-service signed in (the Holidays panel)',
    signedIn: true,
    handling: 'global',
  },

  // ---------------------------------------------------------------- signed out: recovery and registration (in place)
  {
    operationId: 'recoverUsername',
    area: 'recovery-registration',
    call: 'POST /forgot-username',
    route: '/recovery/username',
    trigger: "fill /recovery/username, 'Email my username'",
    signedIn: false,
    handling: 'in-place',
    inPlaceMessage: recoveryMessage,
    prepare: async ({ driver }) => {
      await driver.fill('Email address', 'jordan.rivera@example.com');
      await driver.fill('Date of birth', '1984-05-12');
    },
    act: ({ driver }) => driver.click('Email my username'),
  },
  {
    operationId: 'requestPasswordReset',
    area: 'recovery-registration',
    call: 'POST /forgot-password',
    route: '/recovery/password',
    trigger: "fill /recovery/password, 'Email me a reset link'",
    signedIn: false,
    handling: 'in-place',
    inPlaceMessage: recoveryMessage,
    prepare: async ({ driver, username }) => {
      await driver.fill('Username', username);
    },
    act: ({ driver }) => driver.click('Email me a reset link'),
  },
  {
    operationId: 'resetPassword',
    area: 'recovery-registration',
    call: 'POST /forgot-password/reset',
    route: '/recovery/password',
    trigger: "open the e-mailed reset link (/recovery/password?code=...), a new password, 'Save my new password'",
    signedIn: false,
    startPath: '/recovery/password?code=RESET-CODE-1',
    handling: 'in-place',
    inPlaceMessage: recoveryMessage,
    prepare: async ({ driver }) => {
      await driver.fill('New password', 'Harbor#2027');
      await driver.fill('Confirm new password', 'Harbor#2027');
    },
    act: ({ driver }) => driver.click('Reset password'),
  },
  {
    operationId: 'validateRegistrationUserDetails',
    area: 'recovery-registration',
    call: 'POST /registration/user-details',
    route: '/registration',
    trigger: "fill 'Your details' on /registration (Carmen Delgado), Continue",
    signedIn: false,
    handling: 'in-place',
    inPlaceMessage: registrationMessage,
    prepare: ({ driver }) => registrationDetails(driver),
    act: ({ driver }) => driver.click('Continue'),
  },
  {
    operationId: 'validateUsername',
    area: 'recovery-registration',
    call: 'GET /registration/validations/username',
    route: '/registration',
    trigger: "registration up to 'Username and password', fill it, Continue (the username is checked)",
    signedIn: false,
    personas: { 2: null, 5: null },
    notOn: 'only brand 1 has a covered member without an online account (Carmen Delgado) to get past Your details',
    handling: 'in-place',
    inPlaceMessage: registrationMessage,
    prepare: ({ driver }) => registrationToCredentialsStep(driver),
    // The username is checked when the field is left, quietly, then again on Continue, where a failure shows.
    act: async ({ driver }) => {
      await registrationCredentials(driver);
      await driver.click('Continue');
    },
  },
  {
    operationId: 'registerAccount',
    area: 'recovery-registration',
    call: 'POST /account/registration',
    route: '/registration',
    trigger: "registration up to 'Security questions', three answers, 'Create account'",
    signedIn: false,
    personas: { 2: null, 5: null },
    notOn: 'only brand 1 has a covered member without an online account (Carmen Delgado) to get past Your details',
    handling: 'in-place',
    // A 401 is the registration token running out: the member confirms the details again.
    inPlaceMessage: (fault) => (fault.kind === 'status' && fault.status === 401 ? REGISTRATION_TIMED_OUT : registrationMessage(fault)),
    prepare: async ({ driver }) => {
      await registrationToQuestions(driver);
      await answerRegistrationQuestions(driver);
    },
    act: ({ driver }) => driver.click('Create account'),
  },
];

/** Product section 8, as a function. */
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

/** Whether the brand runs this fault of the row in the scope: every fault on the row's home brand, else the brand-dependent ones. */
export function runsOnBrand(row: OperationRow, fault: Fault, domainId: E2eDomainId, scope: FaultMatrixScope): boolean {
  if (personaFor(row, domainId) === null) return false;
  if (scope === 'full' || BRAND_DEPENDENT_FAULTS.includes(faultLabel(fault))) return true;
  return (row.homeBrand ?? 1) === domainId;
}

// ------------------------------------------------------------------------------------------------ where each cell is proven

/**
 * Where a cell is proven. Every cell takes the same client path in Chromium and in jsdom (the generated hook, the
 * one HTTP client, the failure rule, the screen), so most are proven at the component level, where a cell costs a
 * fraction of a second. The browser keeps a diagonal of the area × fault grid (BROWSER_DIAGONAL): each area of the
 * portal meets every third fault in Chromium and each fault meets every third area, the area's rows taking turns,
 * and the brand-dependent fault (401) once per area, the brands taking turns. That proves the real page load, the
 * service worker of the mock gateway and Chromium's fetch for each kind of failure in every area and on every brand;
 * the component level proves every other cell. With E2E_FAULT_MATRIX=full the browser runs every cell of every brand.
 */
export type CellPlace = 'browser' | 'component';

export interface MatrixCell {
  readonly domainId: E2eDomainId;
  readonly row: OperationRow;
  /** The row's place in OPERATIONS. */
  readonly rowIndex: number;
  readonly fault: Fault;
  /** 'n/a': no member of the brand makes the call; 'not-run': the scope leaves the cell out on this brand. */
  readonly place: CellPlace | 'n/a' | 'not-run';
}

/** Every cell of the matrix (brand × operation × fault) and where it is proven. */
export function matrixCells(scope: FaultMatrixScope): MatrixCell[] {
  const cells: MatrixCell[] = [];
  const areas = [...new Set(OPERATIONS.map((row) => row.area))];
  for (const { domainId } of E2E_BRANDS) {
    // The browser's cell of each area and fault on this brand, where the diagonal picks the pair: the rows of the
    // area that run the fault here, in table order, take turns fault by fault.
    const browserRows = new Map<string, number>();
    FAULTS.forEach((fault, faultIndex) => {
      const byArea = new Map<MatrixArea, number[]>();
      OPERATIONS.forEach((row, rowIndex) => {
        if (!runsOnBrand(row, fault, domainId, scope)) return;
        byArea.set(row.area, [...(byArea.get(row.area) ?? []), rowIndex]);
      });
      for (const [area, rows] of byArea) {
        if (!onBrowserDiagonal(areas.indexOf(area), fault, faultIndex, domainId, area)) continue;
        browserRows.set(`${area}|${faultLabel(fault)}`, rows[faultIndex % rows.length]!);
      }
    });
    OPERATIONS.forEach((row, rowIndex) => {
      for (const fault of FAULTS) {
        let place: MatrixCell['place'];
        if (personaFor(row, domainId) === null) place = 'n/a';
        else if (!runsOnBrand(row, fault, domainId, scope)) place = 'not-run';
        else if (scope === 'full' || browserRows.get(`${row.area}|${faultLabel(fault)}`) === rowIndex) place = 'browser';
        else place = 'component';
        cells.push({ domainId, row, rowIndex, fault, place });
      }
    });
  }
  return cells;
}

/** Every how many faults an area meets one in the browser (and every how many areas a fault meets one). */
export const BROWSER_DIAGONAL = 3;

/**
 * Whether the browser proves the pair of an area and a fault on a brand: a fault the brands share, when the area
 * and the fault sit on the diagonal; the brand-dependent fault, in every area, on the brand whose turn it is there
 * (the brands that make a call of the area, taking turns area by area).
 */
function onBrowserDiagonal(areaIndex: number, fault: Fault, faultIndex: number, domainId: E2eDomainId, area: MatrixArea): boolean {
  if (!BRAND_DEPENDENT_FAULTS.includes(faultLabel(fault))) return (areaIndex + faultIndex) % BROWSER_DIAGONAL === 0;
  const brands = E2E_BRANDS.map((brand) => brand.domainId).filter((brand) =>
    OPERATIONS.some((row) => row.area === area && personaFor(row, brand) !== null),
  );
  return brands[areaIndex % brands.length] === domainId;
}

/** Where one cell is proven (see matrixCells). */
export function cellPlacement(row: OperationRow, fault: Fault, domainId: E2eDomainId, scope: FaultMatrixScope): MatrixCell['place'] {
  const cell = matrixCells(scope).find((entry) => entry.domainId === domainId && entry.row === row && faultLabel(entry.fault) === faultLabel(fault));
  return cell?.place ?? 'not-run';
}

// ------------------------------------------------------------------------------------------------ running a cell

/** What a runner offers runFaultCell() besides the journeys' driver. */
export interface MatrixHarness {
  readonly driver: MatrixDriver;
  /** Takes over the page's timers, so advanceClock() can move them (the portal's retry waits). */
  installClock(): Promise<void>;
  /** Moves the page's timers on by `ms`. */
  advanceClock(ms: number): Promise<void>;
  /** Waits `ms` of real time. */
  pause(ms: number): Promise<void>;
  /** Signs in as `username` without the login form and opens `startPath` with the session stored. */
  startSession(username: string, startPath: string): Promise<void>;
  /** Makes the mock gateway answer the operation with the fault from now on. */
  injectFault(operationId: OperationId, fault: Fault): Promise<void>;
  /** Counts the answers (error, success or dropped connection) to the row's call from now on. */
  watchCall(row: OperationRow): { answered: () => number };
  /** What the page shows now; `message` is the text to look for. */
  snapshot(message: string | null): Promise<PageSnapshot>;
  /** How observeOutcome() paces itself on this runner (default BROWSER_PACE). */
  readonly pace?: ObservePace;
}

/**
 * How observeOutcome() paces itself, in real time: how often it looks, and how long the page must stay quiet after
 * the call failed before the clock is moved on (the portal reacting to the answer), before a call made from the
 * login page counts as back on the login page, and before a page that kept working counts as settled. A browser
 * page runs in another process and needs the margins; a portal rendered in the test's own process has done its
 * work by the time the test looks again, so its margins are short.
 */
export interface ObservePace {
  readonly pollMs: number;
  readonly quietBeforeClockMs: number;
  readonly quietOnLoginMs: number;
  readonly quietWorksMs: number;
}

export const BROWSER_PACE: ObservePace = { pollMs: 50, quietBeforeClockMs: 150, quietOnLoginMs: 400, quietWorksMs: 600 };

/** Where signed-in rows start: a page that makes no gateway call, so the fault meets only the row's trigger. */
export const SIGNED_IN_START_PAGE = '/error/404';

/**
 * How long a cell waits for an outcome, in real time. The portal retries a failed read twice on 5xx and network
 * errors (src/app/query-client.ts: 1 s, then 2 s); observeOutcome() moves the page's clock past those waits.
 */
export const OBSERVE_TIMEOUT_MS = 12_000;

const LOGIN_HEADING = 'Log in to your Member Dashboard';

/**
 * Watches the page until one outcome shows: the error page's "Error code: {n}" line, the in-place message, the
 * login page, or (for rows whose spec outcome is that the page keeps working) the page settled after the failed
 * call. Once the call has failed, the page's clock is moved on, so the portal's retries (1 s, then 2 s) pass at
 * once. Returns 'none' when nothing shows within `timeoutMs`.
 */
export async function observeOutcome(
  harness: MatrixHarness,
  { row, fault, route, expected, call }: { row: OperationRow; fault: Fault; route: string; expected: Outcome; call: { answered: () => number } },
  timeoutMs = OBSERVE_TIMEOUT_MS,
): Promise<Outcome> {
  // The screen's own message for this fault: what an in-place outcome shows, and what a global one must not.
  const message = expected.kind === 'in-place' ? expected.message : (row.inPlaceMessage?.(fault) ?? null);
  const comparable = (path: string) => (route.includes('?') ? path : (path.split('?')[0] ?? path));
  const pace = harness.pace ?? BROWSER_PACE;
  const deadline = Date.now() + timeoutMs;
  /** When the call first failed (real time), and how far the page's clock has been moved since. */
  let failedAt: number | null = null;
  let movedMs = 0;
  for (;;) {
    const seen = await harness.snapshot(message);
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
      if (onLogin && route === '/login' && quietMs >= pace.quietOnLoginMs) return { kind: 'login' };
      // The page kept working: the retries are past, nothing else happened, and its heading shows.
      if (expected.kind === 'page-works' && movedMs >= 4_000 && quietMs >= pace.quietWorksMs && !seen.busy && at === comparable(route)) {
        return seen.headings.includes(expected.heading) ? { kind: 'page-works', heading: expected.heading } : { kind: 'none', at, blank };
      }
      if (quietMs >= pace.quietBeforeClockMs) {
        await harness.advanceClock(1_000);
        movedMs += 1_000;
      }
    }
    if (Date.now() > deadline) return { kind: 'none', at, blank };
    await harness.pause(pace.pollMs);
  }
}

export interface CellRun {
  readonly expected: Outcome;
  readonly observed: Outcome;
  /** How many answers to the row's call the page received after the fault was injected. */
  readonly answered: number;
}

/** Runs one cell: the journey, the fault, the observation; the runner compares and reports. */
export async function runFaultCell(harness: MatrixHarness, row: OperationRow, fault: Fault, domainId: E2eDomainId): Promise<CellRun> {
  const username = personaFor(row, domainId);
  if (!username) throw new Error(`${row.operationId}: no member of brand ${domainId} makes the call, so the cell should not run there`);
  const context: FaultContext = { driver: harness.driver, domainId, username };

  // The clock runs as usual; observeOutcome() moves it past the portal's retry waits.
  await harness.installClock();
  if (row.signedIn) await harness.startSession(username, SIGNED_IN_START_PAGE);
  else await harness.driver.goto(row.startPath ?? routeFor(row, domainId));
  await row.prepare?.(context);

  await harness.injectFault(row.operationId, fault);

  const route = routeFor(row, domainId);
  const call = harness.watchCall(row);
  if (row.act) await row.act(context);
  else await harness.driver.goto(route);

  const expected = expectedOutcome(row, fault, domainId);
  const observed = await observeOutcome(harness, { row, fault, route, expected, call });
  return { expected, observed, answered: call.answered() };
}

/** The sentence a failed cell reports. */
export function cellFailure(row: OperationRow, fault: Fault, domainId: E2eDomainId, run: CellRun): string {
  return `${row.call} failing with ${faultLabel(fault)} on brand ${domainId} (${row.trigger}): expected ${describeOutcome(run.expected)}, saw ${describeOutcome(run.observed)}${run.answered === 0 ? ' (the call was never made)' : ''}`;
}

// ------------------------------------------------------------------------------------------------ which call is it

/** The operation a request is for: the literal path before the templates (GET /eobs/v2 is not GET /eobs/{eobId}). */
export function operationOf(method: string, pathname: string, gatewayBasePath = '/api'): OperationId | null {
  const base = gatewayBasePath.replace(/\/+$/, '');
  if (!pathname.startsWith(`${base}/`)) return null;
  const path = pathname.slice(base.length);
  const matching = (Object.entries(operations) as [OperationId, (typeof operations)[OperationId]][]).filter(
    ([, operation]) => operation.method === method.toUpperCase() && templateMatches(operation.path, path),
  );
  return (matching.find(([, operation]) => !operation.path.includes('{')) ?? matching[0])?.[0] ?? null;
}

function templateMatches(template: string, path: string): boolean {
  const pattern = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/?#]+');
  return new RegExp(`^${pattern}$`).test(path);
}

/** Whether a request (method and absolute address) is the row's call. */
export function isRowCall(row: OperationRow, method: string, url: string, gatewayBasePath = '/api'): boolean {
  const rowMethod = row.call.split(' ')[0] ?? 'GET';
  if (method.toUpperCase() !== rowMethod) return false;
  if (row.url) return row.url.test(url);
  return operationOf(method, new URL(url).pathname, gatewayBasePath) === row.operationId;
}
