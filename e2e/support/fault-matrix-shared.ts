import type { E2eDomainId } from './brands';

/**
 * The part of the fault matrix that the reporter (which runs in Playwright's main process) shares with the tests:
 * the faults, and the annotations each test leaves for the reporter. Kept apart from fault-matrix.ts so the
 * reporter does not load the personas and the page helpers.
 */

export type Fault =
  | { readonly kind: 'status'; readonly status: 400 | 401 | 403 | 404 | 408 | 500 | 502 | 503 }
  | { readonly kind: 'network' }
  | { readonly kind: 'malformed' };

export const FAULTS: readonly Fault[] = [
  ...([400, 401, 403, 404, 408, 500, 502, 503] as const).map((status) => ({ kind: 'status' as const, status })),
  { kind: 'network' },
  { kind: 'malformed' },
];

export function faultLabel(fault: Fault): string {
  return fault.kind === 'status' ? String(fault.status) : fault.kind;
}

/** Annotation types the reporter reads. */
export const CELL_ANNOTATION = 'fault-matrix:cell';
export const RESULT_ANNOTATION = 'fault-matrix:result';

export interface CellId {
  readonly domainId: E2eDomainId;
  /** The row's place in OPERATIONS, so the matrix keeps the table's order. */
  readonly row: number;
  readonly operationId: string;
  readonly call: string;
  readonly trigger: string;
  readonly fault: string;
  /** The brands where no member makes the call, so the row's cells are not run there; with the reason. */
  readonly notOn: readonly { readonly domainId: E2eDomainId; readonly reason: string }[];
}

export interface CellResult {
  readonly expected: string;
  /** The outcome code. */
  readonly observed: string;
  readonly pass: boolean;
  readonly detail: string;
}

/** The text of a cell whose call no member of the brand makes. */
export const NOT_APPLICABLE = 'n/a';

/**
 * Which faults run on which brand. Product section 8 makes one fault brand-dependent: a 401 (the login page, or on
 * brand 5 the 401 error page). By default every fault runs on brand 1 and only the brand-dependent faults on brands
 * 2 and 5; an operation that no brand 1 member calls (the brand 5 registration policies step, the New ID form of
 * brands 2 and 5) runs its whole row on its own brand instead (the row's homeBrand). E2E_FAULT_MATRIX=full runs
 * every fault on every brand, all of it in the browser.
 */
export const BRAND_DEPENDENT_FAULTS: readonly string[] = ['401'];

export type FaultMatrixScope = 'full' | 'brand-differences';

export function faultMatrixScope(value = process.env.E2E_FAULT_MATRIX): FaultMatrixScope {
  if (value === undefined || value === '' || value === 'brand-differences') return 'brand-differences';
  if (value === 'full') return 'full';
  throw new Error(`E2E_FAULT_MATRIX must be "full" or "brand-differences", not "${value}"`);
}

/** Where the component level (npm test) leaves its results of the matrix for the browser run's report. */
export const COMPONENT_RESULTS_DIR = 'reports/fault-matrix';

/** One cell's result at the component level, as the browser run's report reads it. */
export interface ComponentCellResult extends CellResult {
  readonly domainId: E2eDomainId;
  readonly operationId: string;
  readonly fault: string;
}

/** A file of component-level results (one per test file of src/app/fault-matrix). */
export interface ComponentResultsFile {
  readonly scope: FaultMatrixScope;
  readonly finishedAt: string;
  readonly cells: readonly ComponentCellResult[];
}
