import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

import {
  CELL_ANNOTATION,
  COMPONENT_RESULTS_DIR,
  FAULTS,
  faultLabel,
  faultMatrixScope,
  NOT_APPLICABLE,
  RESULT_ANNOTATION,
  type CellId,
  type CellResult,
  type ComponentCellResult,
  type ComponentResultsFile,
} from './fault-matrix-shared';
import { matrixCells, OPERATIONS } from './fault-matrix-table';

/**
 * Prints the whole fault matrix (operation × fault, one table per brand) after a run with fault-matrix cells and
 * writes it to test-results/fault-matrix.txt, each cell with where it is proven: the browser cells of this run
 * (from the annotations runBrowserCell() leaves on each test; a test that ended without a result, a crash or a
 * time-out, shows its status) and the component-level cells from the results npm test left in
 * reports/fault-matrix/. Silent when no fault-matrix test ran.
 */

interface Cell {
  readonly id: CellId;
  readonly text: string;
  readonly pass: boolean;
  readonly detail: string;
  readonly title: string;
}

function parse<T>(annotations: readonly { type: string; description?: string }[], type: string): T | undefined {
  const found = annotations.filter((entry) => entry.type === type).at(-1);
  return found?.description ? (JSON.parse(found.description) as T) : undefined;
}

function firstLine(text: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- strips the terminal colours of Playwright's messages
  return (text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? '';
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - [...text].length));
}

export function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max([...title].length, ...rows.map((row) => [...(row[column] ?? '')].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => pad(cell, widths[column] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export default class FaultMatrixReporter implements Reporter {
  private readonly cells = new Map<string, Cell>();
  private outputFile = 'test-results/fault-matrix.txt';

  constructor(options: { outputFile?: string } = {}) {
    if (options.outputFile) this.outputFile = options.outputFile;
  }

  private root = process.cwd();

  onBegin(config: FullConfig): void {
    this.root = config.configFile ? dirname(config.configFile) : process.cwd();
    this.outputFile = resolve(this.root, this.outputFile);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = [...test.annotations, ...result.annotations];
    const id = parse<CellId>(annotations, CELL_ANNOTATION);
    if (!id) return;
    const outcome = parse<CellResult>(annotations, RESULT_ANNOTATION);
    let cell: Omit<Cell, 'id' | 'title'>;
    if (outcome) {
      // The outcome was as specified, but the test failed after it (the console guard: an uncaught error).
      const failedAfter = outcome.pass && result.status !== 'passed';
      cell = {
        text: failedAfter ? `FAIL ${outcome.observed}+console` : outcome.pass ? `ok ${outcome.observed}` : `FAIL ${outcome.observed} (want ${outcome.expected})`,
        pass: outcome.pass && result.status === 'passed',
        detail: failedAfter ? `${outcome.detail}; then: ${firstLine(result.error?.message)}` : outcome.detail,
      };
    } else {
      cell = { text: `FAIL ${result.status}`, pass: false, detail: firstLine(result.error?.message) };
    }
    // The last attempt wins (retries on CI).
    this.cells.set(`${id.domainId}|${id.operationId}|${id.fault}`, { ...cell, id, title: test.titlePath().slice(1).join(' › ') });
  }

  onEnd(): void {
    if (this.cells.size === 0) return;
    const scope = faultMatrixScope();
    const component = readComponentResults(resolve(this.root, COMPONENT_RESULTS_DIR));
    const plan = matrixCells(scope);
    const faults = FAULTS.map(faultLabel);
    const brands = [...new Set(plan.map((cell) => cell.domainId))].sort((a, b) => a - b);
    const failures: string[] = [];
    const missing: string[] = [];
    const out: string[] = [
      'FAULT MATRIX: gateway operation × fault, per brand (product section 8)',
      'Legend: E{n} = error page "Error code: {n} ..." with the address kept (E{n}@moved: the address changed);',
      '        LOGIN = sent to /login; IN-PLACE = the screen\'s own message; WORKS = the page kept working;',
      '        NONE = nothing recognisable; BLANK = not even a heading; +console = an uncaught or console error;',
      '        ok = as the spec says; FAIL = not (want: what the spec says);',
      '        where it is proven: [b] in the browser (this run), [c] at the component level (npm test: vitest, jsdom,',
      '        the same journeys and oracle; src/app/fault-matrix); ? = not proven yet (not run);',
      '        n/a = no member of this brand makes the call (reason below);',
      '        - = not run on this brand (handled the same on every brand; E2E_FAULT_MATRIX=full runs it).',
      `Component-level results: ${component.files.length === 0 ? 'none found (run npm test first)' : component.files.join(', ')}`,
    ];
    for (const domainId of brands) {
      const ofBrand = plan.filter((cell) => cell.domainId === domainId);
      const counts = { browser: 0, component: 0, failed: 0, unproven: 0, notApplicable: 0 };
      const rows = OPERATIONS.map((row) => [
        `${row.operationId} (${row.call})`,
        ...faults.map((fault) => {
          const cell = ofBrand.find((entry) => entry.row === row && faultLabel(entry.fault) === fault);
          if (!cell || cell.place === 'not-run') return '-';
          if (cell.place === 'n/a') {
            if (fault === faults[0]) counts.notApplicable += 1;
            return NOT_APPLICABLE;
          }
          const key = `${domainId}|${row.operationId}|${fault}`;
          const where = `${row.call} × ${fault} on brand ${domainId}`;
          if (cell.place === 'browser') {
            const ran = this.cells.get(key);
            if (!ran) {
              counts.unproven += 1;
              missing.push(`  brand ${domainId} ${row.call} × ${fault}: a browser cell that did not run in this run`);
              return '? [b]';
            }
            if (ran.pass) counts.browser += 1;
            else {
              counts.failed += 1;
              failures.push(`  [b] ${where}: ${ran.detail}`);
            }
            return `${ran.text} [b]`;
          }
          const result = component.cells.get(key);
          if (!result) {
            counts.unproven += 1;
            missing.push(`  brand ${domainId} ${row.call} × ${fault}: a component-level cell without a result`);
            return '? [c]';
          }
          if (result.pass) counts.component += 1;
          else {
            counts.failed += 1;
            failures.push(`  [c] ${where}: ${result.detail}`);
          }
          return `${result.pass ? 'ok' : 'FAIL'} ${result.observed}${result.pass ? '' : ` (want ${result.expected})`} [c]`;
        }),
      ]);
      out.push(
        '',
        `Brand ${domainId}: ${counts.browser + counts.component} as specified (${counts.browser} in the browser, ${counts.component} at the component level), ` +
          `${counts.failed} not, ${counts.unproven} not proven yet; ${counts.notApplicable} operations n/a`,
        renderTable(['operation', ...faults], rows),
      );
    }
    out.push('', 'How each operation is called:', ...OPERATIONS.map((row) => `  ${row.operationId}: ${row.trigger}`));
    if (failures.length > 0) out.push('', 'Not as specified:', ...failures);
    if (missing.length > 0) out.push('', 'Not proven yet:', ...missing);
    const reasons = plan
      .filter((cell) => cell.place === 'n/a' && faultLabel(cell.fault) === faults[0])
      .map((cell) => `  - brand ${cell.domainId}, ${cell.row.operationId}: ${cell.row.notOn ?? 'no member of this brand makes the call'}`);
    if (reasons.length > 0) out.push('', 'n/a because:', ...reasons);
    const text = `${out.join('\n')}\n`;
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, text);
    console.log(`\n${text}(written to ${this.outputFile})`);
  }
}

/** The component-level results npm test left (COMPONENT_RESULTS_DIR), by brand, operation and fault. */
function readComponentResults(dir: string): { files: string[]; cells: Map<string, ComponentCellResult> } {
  const cells = new Map<string, ComponentCellResult>();
  const files: string[] = [];
  if (!existsSync(dir)) return { files, cells };
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.json')).sort()) {
    const content = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ComponentResultsFile;
    files.push(`${name} (${content.finishedAt})`);
    for (const cell of content.cells) cells.set(`${cell.domainId}|${cell.operationId}|${cell.fault}`, cell);
  }
  return { files, cells };
}
