import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

import {
  CELL_ANNOTATION,
  FAULTS,
  faultLabel,
  NOT_APPLICABLE,
  RESULT_ANNOTATION,
  type CellId,
  type CellResult,
} from './fault-matrix-shared';

/**
 * Prints the fault matrix (operation × fault, one table per brand) after the run and writes it to
 * test-results/fault-matrix.txt. Cells come from the annotations runFaultCell() leaves on each test; a test that
 * ended without a result (a crash, a time-out) shows its status. Silent when no fault-matrix test ran.
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

  onBegin(config: FullConfig): void {
    this.outputFile = resolve(config.configFile ? dirname(config.configFile) : process.cwd(), this.outputFile);
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
    const cells = [...this.cells.values()];
    const faults = FAULTS.map(faultLabel);
    // The rows each brand leaves out, with the reason (every cell of a row carries them).
    const notApplicable = new Map<string, { id: CellId; reason: string }>();
    for (const { id } of cells) {
      for (const { domainId, reason } of id.notOn) notApplicable.set(`${domainId}|${id.operationId}`, { id, reason });
    }
    const brands = [...new Set([...cells.map((cell) => cell.id.domainId), ...[...notApplicable.values()].flatMap(({ id }) => id.notOn.map((entry) => entry.domainId))])].sort(
      (a, b) => a - b,
    );
    const out: string[] = [
      'FAULT MATRIX: gateway operation × fault, per brand (spec section 8)',
      'Legend: E{n} = error page "Error code: {n} ..." with the address kept (E{n}@moved: the address changed);',
      '        LOGIN = sent to /login; IN-PLACE = the screen\'s own message; WORKS = the page kept working;',
      '        NONE = nothing recognisable; BLANK = not even a heading; +console = an uncaught or console error;',
      '        ok = as the spec says; FAIL = not (want: what the spec says);',
      '        n/a = no member of this brand makes the call (reason below);',
      '        - = not run on this brand (handled the same on every brand; E2E_FAULT_MATRIX=full runs it).',
    ];
    const triggers = new Map(
      [...cells].sort((a, b) => a.id.row - b.id.row).map((cell) => [cell.id.operationId, cell.id.trigger]),
    );
    for (const domainId of brands) {
      const ofBrand = cells.filter((cell) => cell.id.domainId === domainId);
      const leftOut = [...notApplicable.entries()].filter(([key]) => key.startsWith(`${domainId}|`)).map(([, entry]) => entry.id);
      const operations = [...new Map([...ofBrand.map((cell) => cell.id), ...leftOut].map((id) => [id.operationId, id])).values()].sort(
        (a, b) => a.row - b.row,
      );
      const rows = operations.map((operation) => [
        `${operation.operationId} (${operation.call})`,
        ...faults.map((fault) =>
          notApplicable.has(`${domainId}|${operation.operationId}`)
            ? NOT_APPLICABLE
            : (this.cells.get(`${domainId}|${operation.operationId}|${fault}`)?.text ?? '-'),
        ),
      ]);
      const passed = ofBrand.filter((cell) => cell.pass).length;
      out.push(
        '',
        `Brand ${domainId}: ${passed} as specified, ${ofBrand.length - passed} not; ${leftOut.length} operations n/a`,
        renderTable(['operation', ...faults], rows),
      );
    }
    out.push('', 'How each operation is called:', ...[...triggers].map(([operationId, trigger]) => `  ${operationId}: ${trigger}`));
    const failures = cells.filter((cell) => !cell.pass);
    if (failures.length > 0) {
      out.push('', 'Not as specified:', ...failures.map((cell) => `  brand ${cell.id.domainId} ${cell.id.call} × ${cell.id.fault}: ${cell.detail}`));
    }
    const reasons = [...notApplicable.entries()].sort(([a], [b]) => a.localeCompare(b));
    if (reasons.length > 0) {
      out.push('', 'n/a because:', ...reasons.map(([key, { id, reason }]) => `  - brand ${key.split('|')[0]}, ${id.operationId}: ${reason}`));
    }
    const text = `${out.join('\n')}\n`;
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, text);
    console.log(`\n${text}(written to ${this.outputFile})`);
  }
}
