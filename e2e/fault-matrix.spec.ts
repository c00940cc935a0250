import { cellTags, FAULTS, faultLabel, OPERATIONS, runFaultCell } from './support/fault-matrix';
import { test } from './support/fixtures';

/**
 * Fault injection (spec section 8): every operation of e2e/support/fault-matrix.ts × every fault, on every brand
 * (project). Each cell is its own test; the matrix is printed after the run and written to
 * test-results/fault-matrix.txt. A cell whose call no member of the brand makes is not run there (cellTags) and
 * shows as n/a.
 * Brands 2 and 5 run only the brand-dependent faults (401) unless E2E_FAULT_MATRIX=full; rows that no brand 1
 * member can reach run every fault on their own brand (see fault-matrix-shared.ts).
 */
for (const row of OPERATIONS) {
  test.describe(`${row.operationId} (${row.call}): ${row.trigger}`, () => {
    for (const fault of FAULTS) {
      test(`fault ${faultLabel(fault)}`, { tag: cellTags(row, fault) }, async ({ page, gateway, domainId }) => {
        await runFaultCell(row, fault, { page, gateway, domainId });
      });
    }
  });
}
