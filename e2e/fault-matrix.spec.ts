import { FAULTS, faultLabel, faultTags, OPERATIONS, runFaultCell } from './support/fault-matrix';
import { test } from './support/fixtures';

/**
 * Fault injection (spec section 8): every operation of e2e/support/fault-matrix.ts × every fault, on every brand
 * (project). Each cell is its own test; the matrix is printed after the run and written to
 * test-results/fault-matrix.txt. Cells that cannot run yet are skipped with their reason and shown as pending.
 * Brands 2 and 5 run only the brand-dependent faults unless E2E_FAULT_MATRIX=full (see fault-matrix-shared.ts).
 */
for (const row of OPERATIONS) {
  test.describe(`${row.operationId} (${row.call}): ${row.trigger}`, () => {
    for (const fault of FAULTS) {
      test(`fault ${faultLabel(fault)}`, { tag: faultTags(fault) }, async ({ page, gateway, domainId, mockGatewayOn }) => {
        await runFaultCell(row, fault, { page, gateway, domainId, mockGatewayOn });
      });
    }
  });
}
