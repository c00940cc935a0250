import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  COMPONENT_RESULTS_DIR,
  faultLabel,
  type ComponentCellResult,
  type ComponentResultsFile,
} from '../../../e2e/support/fault-matrix-shared';
import {
  cellFailure,
  describeOutcome,
  matrixCells,
  outcomeCode,
  runFaultCell,
  sameOutcome,
  type MatrixArea,
} from '../../../e2e/support/fault-matrix-table';
import { createHandlers } from '../../../mocks/handlers';
import { resetScenarios } from '../../../mocks/scenarios';
import { resetState } from '../../../mocks/state';

import { domHarness, matrixConfig, MATRIX_GATEWAY_BASE_URL, type DomHarness } from './dom-harness';

/**
 * Declares the component-level cells of the fault matrix for some areas of the portal: every cell of the default
 * scope that the browser does not prove (matrixCells), one test each, in jsdom against the mock gateway's MSW
 * server. The results go to reports/fault-matrix/component-<part>.json, which the browser run's report reads to
 * print the whole matrix with where each cell is proven.
 */
export function describeComponentCells(part: string, areas: readonly MatrixArea[]): void {
  const accreditationFeedUrl = matrixConfig(1).accreditationFeedUrl;
  const server = setupServer(
    ...createHandlers({
      baseUrl: MATRIX_GATEWAY_BASE_URL,
      addresses: { getChatConfig: `${MATRIX_GATEWAY_BASE_URL}/chat`, getAccreditationFeed: accreditationFeedUrl },
      notFoundFallback: true,
    }),
  );
  const results: ComponentCellResult[] = [];
  let harness: DomHarness | null = null;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
    resetState();
    resetScenarios();
  });
  afterAll(() => {
    server.close();
    const file: ComponentResultsFile = { scope: 'brand-differences', finishedAt: new Date().toISOString(), cells: results };
    mkdirSync(COMPONENT_RESULTS_DIR, { recursive: true });
    writeFileSync(join(COMPONENT_RESULTS_DIR, `component-${part}.json`), `${JSON.stringify(file, null, 2)}\n`);
  });

  const cells = matrixCells('brand-differences').filter((cell) => cell.place === 'component' && areas.includes(cell.row.area));
  describe.each(areas)('fault matrix, %s', (area) => {
    for (const { row, fault, domainId } of cells.filter((cell) => cell.row.area === area)) {
      it(`brand ${domainId}: ${row.operationId} (${row.call}) × ${faultLabel(fault)}`, async () => {
        harness = domHarness(server, domainId);
        const run = await runFaultCell(harness, row, fault, domainId);
        const pass = sameOutcome(run.expected, run.observed) && harness.consoleErrors.length === 0;
        results.push({
          domainId,
          operationId: row.operationId,
          fault: faultLabel(fault),
          expected: outcomeCode(run.expected),
          observed: `${outcomeCode(run.observed)}${harness.consoleErrors.length > 0 ? '+console' : ''}`,
          pass,
          detail: `expected ${describeOutcome(run.expected)}; saw ${describeOutcome(run.observed)}${harness.consoleErrors.length > 0 ? `; console errors: ${harness.consoleErrors.join(' | ')}` : ''}`,
        });
        expect(run.observed, cellFailure(row, fault, domainId, run)).toEqual(run.expected);
        expect(harness.consoleErrors, 'console errors during the cell').toEqual([]);
      });
    }
  });
}
