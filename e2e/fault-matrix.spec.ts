import { browserCellTags, FAULTS, faultLabel, OPERATIONS, runBrowserCell } from './support/fault-matrix';
import { test } from './support/fixtures';

/**
 * Fault injection (product section 8) in the browser: the cells of e2e/support/fault-matrix-table.ts that the browser
 * proves (cellPlacement: a diagonal of the area × fault grid, and the 401 of every area on one brand;
 * E2E_FAULT_MATRIX=full: every cell). The component level (src/app/fault-matrix) proves the others with the same journeys and oracle. Each cell
 * is its own test; the whole matrix, with where each cell is proven, is printed after the run and written to
 * test-results/fault-matrix.txt. A brand whose project does not prove a cell leaves it out (notOnBrand tags).
 */
for (const row of OPERATIONS) {
  test.describe(`${row.operationId} (${row.call}): ${row.trigger}`, () => {
    for (const fault of FAULTS) {
      const tags = browserCellTags(row, fault);
      if (tags === null) continue;
      test(`fault ${faultLabel(fault)}`, { tag: tags }, async ({ page, gateway, domainId }) => {
        await runBrowserCell(row, fault, { page, gateway, domainId });
      });
    }
  });
}
