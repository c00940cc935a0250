import { expect, test, type Page } from '@playwright/test';

import { startSession } from './auth';
import { E2E_BRANDS, notOnBrand, type E2eDomainId } from './brands';
import { allowConsoleErrors } from './console-guard';
import {
  CELL_ANNOTATION,
  faultLabel,
  faultMatrixScope,
  RESULT_ANNOTATION,
  type CellId,
  type CellResult,
  type Fault,
} from './fault-matrix-shared';
import {
  brandsWithoutCall,
  cellFailure,
  describeOutcome,
  isRowCall,
  matrixCells,
  OPERATIONS,
  outcomeCode,
  runFaultCell,
  sameOutcome,
  type MatrixDriver,
  type MatrixHarness,
  type OperationRow,
} from './fault-matrix-table';
import type { MockGatewayClient } from './mock-gateway';

export * from './fault-matrix-shared';
export * from './fault-matrix-table';

/**
 * The browser's runner of the fault matrix (e2e/support/fault-matrix-table.ts): the journeys on Playwright's page,
 * the fault through the in-browser mock gateway, the page's clock through page.clock. The test's page fixture
 * fails the cell on any uncaught error or console error the fault does not explain.
 */

/** How long a journey's step waits for its control. */
const STEP_TIMEOUT_MS = 15_000;

function playwrightDriver(page: Page): MatrixDriver {
  return {
    async goto(path) {
      await page.goto(path);
    },
    async waitForHeading(name, level) {
      await page.getByRole('heading', { level, name }).waitFor({ timeout: STEP_TIMEOUT_MS });
    },
    async waitForRole(role, name) {
      await page.getByRole(role, { name }).waitFor({ timeout: STEP_TIMEOUT_MS });
    },
    async fill(label: string, second: string | { role: 'textbox' }, third?: string) {
      const field =
        typeof second === 'string'
          ? page.getByLabel(label, { exact: true })
          : page.getByRole('textbox', { name: label, exact: true });
      await field.fill(typeof second === 'string' ? second : (third ?? ''), { timeout: STEP_TIMEOUT_MS });
    },
    async select(label, option) {
      await page.getByLabel(label, { exact: true }).selectOption(option, { timeout: STEP_TIMEOUT_MS });
    },
    async check(role, name) {
      await page.getByRole(role, { name }).check({ timeout: STEP_TIMEOUT_MS });
    },
    async click(name, options = {}) {
      const scope = options.inArticleWithout ? page.getByRole('article').filter({ hasNotText: options.inArticleWithout }) : page;
      await scope.getByRole('button', { name, exact: typeof name === 'string' }).first().click({ timeout: STEP_TIMEOUT_MS });
    },
    async waitForFilled(label, options = {}) {
      const scope = options.inDialog ? page.getByRole('dialog', { name: options.inDialog }) : page;
      await expect(scope.getByRole('textbox', { name: label })).not.toHaveValue('', { timeout: STEP_TIMEOUT_MS });
    },
    allowFailedResource(url, reason) {
      allowConsoleErrors(page, { reason, text: /^Failed to load resource: the server responded with a status of \d+/, url });
    },
  };
}

function playwrightHarness(page: Page, gateway: MockGatewayClient): MatrixHarness {
  return {
    driver: playwrightDriver(page),
    installClock: () => page.clock.install(),
    advanceClock: (ms) => page.clock.fastForward(ms),
    pause: (ms) => page.waitForTimeout(ms),
    startSession: (username, startPath) => startSession(page, username, startPath),
    async injectFault(operationId, fault) {
      if (fault.kind === 'status') await gateway.failOperation(operationId, fault.status);
      else if (fault.kind === 'network') await gateway.networkError(operationId);
      else await gateway.malformedBody(operationId);
    },
    watchCall(row) {
      let count = 0;
      const onAnswer = (request: { method(): string; url(): string }) => {
        if (isRowCall(row, request.method(), request.url())) count += 1;
      };
      page.on('requestfinished', onAnswer);
      page.on('requestfailed', onAnswer);
      return { answered: () => count };
    },
    snapshot: (message) =>
      page.evaluate((text) => {
        const body = document.body?.innerText ?? '';
        const code = /^Error code: (\d+)\b/m.exec(body);
        return {
          path: `${location.pathname}${location.search}`,
          errorCode: code ? Number(code[1]) : null,
          message: text !== null && body.includes(text),
          headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent?.trim() ?? '').filter(Boolean),
          busy: document.querySelector('[aria-busy="true"]') !== null,
        };
      }, message),
  };
}

/** The brands whose projects leave a row's fault out: every brand where the browser does not prove that cell. */
export function browserCellTags(row: OperationRow, fault: Fault): string[] | null {
  const scope = faultMatrixScope();
  const here = new Set(
    matrixCells(scope)
      .filter((cell) => cell.row === row && faultLabel(cell.fault) === faultLabel(fault) && cell.place === 'browser')
      .map((cell) => cell.domainId),
  );
  if (here.size === 0) return null;
  return E2E_BRANDS.map((brand) => brand.domainId)
    .filter((domainId) => !here.has(domainId))
    .map(notOnBrand);
}

function annotate(type: string, value: unknown): void {
  test.info().annotations.push({ type, description: JSON.stringify(value) });
}

/** Runs one browser cell of the matrix: the journey, the fault, the observation and the comparison with the spec. */
export async function runBrowserCell(
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

  const run = await runFaultCell(playwrightHarness(page, gateway), row, fault, domainId);
  const pass = sameOutcome(run.expected, run.observed);
  annotate(RESULT_ANNOTATION, {
    expected: outcomeCode(run.expected),
    observed: outcomeCode(run.observed),
    pass,
    detail: `expected ${describeOutcome(run.expected)}; saw ${describeOutcome(run.observed)}${run.answered === 0 ? ' (the call was never made)' : ''}`,
  } satisfies CellResult);
  expect(run.observed, cellFailure(row, fault, domainId, run)).toEqual(run.expected);
}
