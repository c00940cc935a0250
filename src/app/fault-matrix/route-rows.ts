import { readdirSync, readFileSync } from 'node:fs';

import type { RouteObject } from 'react-router-dom';

import type { MatrixArea, OperationRow } from '../../../e2e/support/fault-matrix-table';
import { isOperationId, operations } from '../../../mocks/operations';
import type { PageHandle } from '../page-handle';
import { tableRoutes } from '../../test/route-table';

/**
 * The fault matrix's rows that the route table gives (e2e/support/fault-matrix-table.ts holds the rows written by
 * hand): each operation a signed-in page without parameters declares it reads as it opens (its route's
 * `handle: { reads }`, src/app/page-handle.ts) is a row whose trigger is opening the page and whose failures follow
 * the global rule of product section 8. A call a journey makes (a form, a button), a call on a page with
 * parameters and a call handled in place keep a row written by hand, with the journey or the screen's message.
 */

/** Where a row written by hand goes, and where a page's reads are declared, for the messages that ask for one. */
export const HAND_ROWS_FILE = 'e2e/support/fault-matrix-table.ts (OPERATIONS)';
export const ROUTE_TABLE_FILE = 'src/app/on-demand-routes.tsx';

/** The area of the matrix a page belongs to, by the first segment of its path. */
const AREAS: Readonly<Record<string, MatrixArea>> = {
  account: 'account',
  benefits: 'benefits',
  'find-care': 'find-care',
  claims: 'claims-eobs',
  eobs: 'claims-eobs',
  'pharmacy-benefits': 'claims-eobs',
  'id-card': 'id-card',
  home: 'dashboard',
  support: 'account',
};

function readsOf(handle: unknown): readonly string[] {
  const reads = (handle as PageHandle | undefined)?.reads;
  return Array.isArray(reads) ? reads : [];
}

/** The rows the route table's declared reads give; throws, saying what to change where, for a declaration that cannot be one. */
export function routeReadRows(table: readonly RouteObject[]): OperationRow[] {
  const rows: OperationRow[] = [];
  const problems: string[] = [];
  for (const { path, session, handle } of tableRoutes(table)) {
    for (const operationId of readsOf(handle)) {
      const where = `route ${path} declares it reads ${operationId} (handle.reads in ${ROUTE_TABLE_FILE})`;
      const area = AREAS[path.split('/')[1] ?? ''];
      if (!isOperationId(operationId)) problems.push(`${where}, which openapi/gateway.yaml does not have: correct the operationId`);
      else if (session !== 'member' || /[:*?]/.test(path)) {
        problems.push(`${where}, but only a signed-in page without parameters can: add a row with its journey to ${HAND_ROWS_FILE} instead`);
      } else if (!area) problems.push(`${where}, but the fault matrix has no area for /${path.split('/')[1] ?? ''}: add it to AREAS in src/app/fault-matrix/route-rows.ts`);
      else {
        const { method, path: template } = operations[operationId];
        rows.push({ operationId, area, call: `${method} ${template}`, route: path, trigger: `open ${path}`, signedIn: true, handling: 'global' });
      }
    }
  }
  if (problems.length > 0) throw new Error(`The fault matrix's rows from the route table:\n- ${problems.join('\n- ')}`);
  return rows;
}

/** The files of src/ that are the portal's own code (not its tests, stories or test support). */
function portalSources(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['test', 'fault-matrix'].includes(entry.name)) found.push(...portalSources(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

/**
 * The operations the portal calls, each with the files that call it: a file that imports from generated/gateway and
 * names the operation's function, its hook (use…), or its query or mutation options or key.
 */
export function calledOperations(root = 'src'): Map<string, string[]> {
  const files = portalSources(root)
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => text.includes('generated/gateway/'));
  const called = new Map<string, string[]>();
  for (const operationId of Object.keys(operations)) {
    const name = operationId.charAt(0).toUpperCase() + operationId.slice(1);
    const names = new RegExp(`\\b(?:${operationId}|use${name}|get${name}(?:QueryOptions|QueryKey|MutationOptions))\\b`);
    const callers = files.filter(({ text }) => names.test(text)).map(({ file }) => file);
    if (callers.length > 0) called.set(operationId, callers);
  }
  return called;
}

/**
 * What keeps the fault matrix from proving every call of the portal, each saying where to change what: a called
 * operation without a row, a row for an operation nothing calls, an operation with rows both by hand and from the
 * route table.
 */
export function matrixCoverageProblems(
  called: ReadonlyMap<string, readonly string[]>,
  handRows: readonly { readonly operationId: string }[],
  routeRows: readonly { readonly operationId: string; readonly route: string }[],
): string[] {
  const problems: string[] = [];
  const byHand = new Set<string>(handRows.map((row) => row.operationId));
  const fromRoutes = new Map<string, string>(routeRows.map((row) => [row.operationId, row.route]));
  for (const [operationId, files] of called) {
    if (byHand.has(operationId) || fromRoutes.has(operationId)) continue;
    problems.push(
      `${operationId} is called by ${files.join(', ')} but no fault matrix row proves its failures: if the page reads it as it opens ` +
        `(a signed-in page without parameters, failures by the global rule), add it to its route's handle.reads in ${ROUTE_TABLE_FILE}; ` +
        `otherwise add a row with its journey to ${HAND_ROWS_FILE}`,
    );
  }
  for (const operationId of new Set([...byHand, ...fromRoutes.keys()])) {
    if (!called.has(operationId)) {
      problems.push(`${operationId} has a fault matrix row, but the portal no longer calls it: remove it from ${fromRoutes.has(operationId) ? `the handle.reads of route ${fromRoutes.get(operationId)} in ${ROUTE_TABLE_FILE}` : HAND_ROWS_FILE}`);
    } else if (byHand.has(operationId) && fromRoutes.has(operationId)) {
      problems.push(`${operationId} has a row in ${HAND_ROWS_FILE} and one from route ${fromRoutes.get(operationId)}: remove it from that route's handle.reads in ${ROUTE_TABLE_FILE}`);
    }
  }
  return problems;
}
