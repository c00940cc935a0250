import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  COMPONENT_RESULTS_DIR,
  FAULTS,
  faultLabel,
  type ComponentCellResult,
  type ComponentResultsFile,
} from '../../../e2e/support/fault-matrix-shared';
import { E2E_BRANDS } from '../../../e2e/support/brands';
import {
  cellFailure,
  describeOutcome,
  matrixCells,
  type MatrixCell,
  outcomeCode,
  OPERATIONS,
  runFaultCell,
  runsOnBrand,
  sameOutcome,
  type MatrixArea,
} from '../../../e2e/support/fault-matrix-table';
import { createHandlers } from '../../../mocks/handlers';
import { resetScenarios } from '../../../mocks/scenarios';
import { resetState } from '../../../mocks/state';
import { wholeRouteTable } from '../../test/route-table';
import { testRuntimeConfig } from '../../test/test-runtime-config';
import { createPortalServices } from '../services';

import { domHarness, matrixConfig, MATRIX_GATEWAY_BASE_URL, type DomHarness } from './dom-harness';
import { routeReadRows } from './route-rows';

/**
 * The cells of the rows the route table gives (route-rows.ts): all proven here, at the component level, in the
 * scope `npm test` runs; the browser's diagonal is drawn over the rows written by hand.
 */
function routeRowCells(): MatrixCell[] {
  const config = testRuntimeConfig({ mockGateway: false });
  const rows = routeReadRows(wholeRouteTable(config, createPortalServices(config)));
  return rows.flatMap((row, index) =>
    E2E_BRANDS.flatMap(({ domainId }) =>
      FAULTS.filter((fault) => runsOnBrand(row, fault, domainId, 'brand-differences')).map(
        (fault): MatrixCell => ({ domainId, row, rowIndex: OPERATIONS.length + index, fault, place: 'component' }),
      ),
    ),
  );
}

/**
 * Declares the component-level cells of the fault matrix for some areas of the portal: every cell of the default
 * scope that the browser does not prove (matrixCells) and every cell of the rows the route table gives (route-rows.ts),
 * one test each, in jsdom against the mock gateway's MSW
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

  const cells = [...matrixCells('brand-differences'), ...routeRowCells()].filter((cell) => cell.place === 'component' && areas.includes(cell.row.area));
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
