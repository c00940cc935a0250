import { expect, test, type Page } from '@playwright/test';

import { signIn, startSession } from './auth';
import type { E2eDomainId } from './brands';
import {
  CELL_ANNOTATION,
  faultLabel,
  RESULT_ANNOTATION,
  type CellId,
  type CellResult,
  type Fault,
} from './fault-matrix-shared';
import type { MockGatewayClient, PersonaEntry } from './mock-gateway';

export * from './fault-matrix-shared';

/**
 * The fault matrix: every gateway operation the portal calls, crossed with every fault the gateway can produce,
 * and what spec section 8 says the member then sees.
 *
 * - OPERATIONS: one row per operation: its operationId (as in openapi/gateway.yaml and mocks/operations.ts), the
 *   route that makes the call, and how a test makes it happen. Add a row when a screen starts calling an
 *   operation; e2e/fault-matrix.spec.ts turns every row × fault × brand into a test.
 * - FAULTS: the ten faults (eight statuses, a dropped connection, a body that does not parse).
 * - expectedOutcome(): the spec's rule. The global rule: the error page for the status, the address kept (the
 *   page shows "Error code: {n} ..." and the URL stays); a 401 goes to /login except on brand 5, where the 401
 *   error page shows; a network error is status 1 ("Error code: 1 Temporarily unavailable"); a malformed body is
 *   502 ("Error code: 502 Bad Gateway"). Calls handled in place show the screen's own message instead.
 * - observeOutcome(): what the page actually did, read from the page, never assumed.
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
  /** The portal went to /login. */
  | { readonly kind: 'login' }
  /** The screen showed its own message and stayed where it was. */
  | { readonly kind: 'in-place'; readonly message: string }
  /** Nothing recognisable happened within the time limit. */
  | { readonly kind: 'none'; readonly at: string };

/** Short cell text for the printed matrix. */
export function outcomeCode(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'error-page':
      return `E${outcome.status}${outcome.addressKept ? '' : '@moved'}`;
    case 'login':
      return 'LOGIN';
    case 'in-place':
      return 'IN-PLACE';
    case 'none':
      return 'NONE';
  }
}

export function describeOutcome(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'error-page':
      return `the error page "Error code: ${outcome.status} ..."${outcome.addressKept ? ', address kept' : ', but the address changed'}`;
    case 'login':
      return 'a redirect to /login';
    case 'in-place':
      return `the screen's own message "${outcome.message}"`;
    case 'none':
      return `no error page, no redirect and no message (still at ${outcome.at})`;
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
  /** "GET /account", for people reading the matrix. */
  readonly call: string;
  /** The route whose screen makes the call. */
  readonly route: string;
  /** How the call is triggered, in words (shown in the matrix). */
  readonly trigger: string;
  /** Whether the member is signed in when the call is made. */
  readonly signedIn: boolean;
  /**
   * The spec's handling of failures of this call: the global rule, or handled in place by the screen (spec section 8:
   * registration, token, security-questions, forgot-password, forgot-username, account/password, medicare-materials,
   * eobs, claims and pcp/provider).
   */
  readonly handling: 'global' | 'in-place';
  /** For in-place rows: the message the screen shows for a fault (spec section 8). */
  readonly inPlaceMessage?: (fault: Fault) => string;
  /** What must exist before the row can run; checked on the live page, so rows switch on by themselves. */
  readonly requires?: (context: FaultContext) => Promise<string | null>;
  /**
   * Anything to do before the fault is injected, once the start page is open (signed-in rows start on /error/404
   * with a session; signed-out rows on `route`). Default: nothing.
   */
  readonly prepare?: (context: FaultContext) => Promise<void>;
  /** Makes the portal call the operation (after the fault is injected). Default: open `route`. */
  readonly act?: (context: FaultContext) => Promise<void>;
}

const LOGIN_ERROR_OTHER = 'Username and/or password unrecognized. Please try again.';

/** A login form is on the page (the login screen is built by its own work; until then the row is pending). */
async function loginFormPresent({ page }: FaultContext): Promise<string | null> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const fields = await page.getByLabel('Username', { exact: true }).count();
  return fields > 0 ? null : 'waiting for the login form (fields "Username", "Password", button "Log in") in src/features/auth/login-page.tsx';
}

export const OPERATIONS: readonly OperationRow[] = [
  {
    operationId: 'getAccount',
    call: 'GET /account',
    route: '/account',
    trigger: 'open /account signed in (the account state loads first)',
    signedIn: true,
    handling: 'global',
  },
  {
    operationId: 'getFamilyEligibility',
    call: 'GET /eligibility/family',
    route: '/account',
    trigger: 'open /account signed in (the account state loads first)',
    signedIn: true,
    handling: 'global',
  },
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
    requires: loginFormPresent,
    act: ({ page, username }) => signIn(page, username, { openLoginPage: false }),
  },
];

/** Spec section 8, as a function. */
export function expectedOutcome(row: OperationRow, fault: Fault, domainId: E2eDomainId): Outcome {
  const status = faultStatus(fault);
  if (row.handling === 'in-place') {
    return { kind: 'in-place', message: row.inPlaceMessage?.(fault) ?? '(the screen has no message for this fault)' };
  }
  // A 401 goes to /login, except on brand 5, where the 401 error page shows.
  if (status === 401 && domainId !== 5) return { kind: 'login' };
  return { kind: 'error-page', status, addressKept: true };
}

/** Whether two outcomes agree (an in-place message is compared by its text). */
export function sameOutcome(expected: Outcome, observed: Outcome): boolean {
  return JSON.stringify(expected) === JSON.stringify(observed);
}

/**
 * The persona a row signs in as on a brand: a member of that brand whose login lands on /home (so a session can
 * be started directly), or for signed-out rows any persona of the brand.
 */
export function personaFor(catalogue: readonly PersonaEntry[], row: OperationRow, domainId: E2eDomainId): string | null {
  const ofBrand = catalogue.filter((persona) => persona.domainId === domainId);
  const preferred = ['rivera', 'summit'];
  const candidates = row.signedIn ? ofBrand.filter((persona) => persona.landsOn === '/home') : ofBrand;
  const pick = candidates.find((persona) => preferred.includes(persona.username)) ?? candidates[0];
  return pick?.username ?? null;
}

const ERROR_CODE_LINE = /^Error code: (\d+)\b/;

/** Where signed-in rows start: a page that makes no gateway call, so the fault meets only the row's trigger. */
const SIGNED_IN_START_PAGE = '/error/404';

/**
 * How long a cell waits for an outcome. The portal retries a failed read twice on 5xx and network errors
 * (src/app/query-client.ts: 1 s, then 2 s), and a busy 2-core machine can be several times slower than that.
 */
export const OBSERVE_TIMEOUT_MS = 20_000;

/**
 * Watches the page until one outcome shows: the error page's "Error code: {n}" line, the in-place message, or a
 * move to /login (for a row that did not start there). Returns 'none' when nothing shows within `timeoutMs`.
 */
export async function observeOutcome(
  page: Page,
  row: OperationRow,
  fault: Fault,
  timeoutMs = OBSERVE_TIMEOUT_MS,
): Promise<Outcome> {
  const message = row.inPlaceMessage?.(fault);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const url = new URL(page.url());
    const codeLine = page.getByText(ERROR_CODE_LINE).first();
    if (await codeLine.isVisible().catch(() => false)) {
      const text = (await codeLine.textContent()) ?? '';
      const status = Number(ERROR_CODE_LINE.exec(text.trim())?.[1] ?? NaN);
      return { kind: 'error-page', status, addressKept: url.pathname === row.route };
    }
    if (message && (await page.getByText(message, { exact: false }).first().isVisible().catch(() => false))) {
      return url.pathname === row.route ? { kind: 'in-place', message } : { kind: 'none', at: url.pathname };
    }
    if (url.pathname === '/login' && row.route !== '/login') {
      // Let the login page render, so a later error page would still be seen.
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 2_000 }).catch(() => undefined);
      if (!(await page.getByText(ERROR_CODE_LINE).first().isVisible().catch(() => false))) return { kind: 'login' };
      continue;
    }
    if (Date.now() > deadline) return { kind: 'none', at: `${url.pathname}${url.search}` };
    await page.waitForTimeout(100);
  }
}

function annotate(type: string, value: unknown): void {
  test.info().annotations.push({ type, description: JSON.stringify(value) });
}

/** Pending rows are skipped with their reason; the matrix shows the reason. */
function pending(reason: string): never {
  annotate(RESULT_ANNOTATION, { expected: '', observed: 'pending', pass: false, detail: reason } satisfies CellResult);
  test.skip(true, reason);
  throw new Error('unreachable');
}

/** Runs one cell of the matrix: the journey, the fault, the observation and the comparison with the spec. */
export async function runFaultCell(
  row: OperationRow,
  fault: Fault,
  { page, gateway, domainId, mockGatewayOn }: { page: Page; gateway: MockGatewayClient; domainId: E2eDomainId; mockGatewayOn: boolean },
): Promise<void> {
  annotate(CELL_ANNOTATION, {
    domainId,
    row: OPERATIONS.indexOf(row),
    operationId: row.operationId,
    call: row.call,
    trigger: row.trigger,
    fault: faultLabel(fault),
  } satisfies CellId);

  if (!mockGatewayOn) {
    pending(
      'waiting for the mock gateway: the e2e server serves "mockGateway": false because dist/mockServiceWorker.js is ' +
        'missing (mocks/browser.ts, public/mockServiceWorker.js and loadMockGateway in src/main.tsx)',
    );
  }
  // The personas come from the running mock gateway (window.__mockGateway.personas).
  await page.goto(row.signedIn ? SIGNED_IN_START_PAGE : row.route);
  const username = personaFor(await gateway.personas(), row, domainId);
  if (!username) {
    pending(`waiting for a brand ${domainId} persona${row.signedIn ? ' whose login lands on /home' : ''} in mocks/personas`);
  }
  const context: FaultContext = { page, gateway, domainId, username };

  // Start signed in (on a page that makes no gateway call) or on the row's own page.
  if (row.signedIn) await startSession(page, username, SIGNED_IN_START_PAGE);
  const missing = await row.requires?.(context);
  if (missing) pending(missing);
  await row.prepare?.(context);

  if (fault.kind === 'status') await gateway.failOperation(row.operationId, fault.status);
  else if (fault.kind === 'network') await gateway.networkError(row.operationId);
  else await gateway.malformedBody(row.operationId);

  if (row.act) await row.act(context);
  else await page.goto(row.route);

  const expected = expectedOutcome(row, fault, domainId);
  const observed = await observeOutcome(page, row, fault);
  const pass = sameOutcome(expected, observed);
  annotate(RESULT_ANNOTATION, {
    expected: outcomeCode(expected),
    observed: outcomeCode(observed),
    pass,
    detail: `expected ${describeOutcome(expected)}; saw ${describeOutcome(observed)}`,
  } satisfies CellResult);
  expect(
    observed,
    `${row.call} failing with ${faultLabel(fault)} on brand ${domainId} (${row.trigger}): expected ${describeOutcome(expected)}, saw ${describeOutcome(observed)}`,
  ).toEqual(expected);
}
