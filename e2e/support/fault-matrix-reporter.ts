import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

import { CELL_ANNOTATION, FAULTS, faultLabel, RESULT_ANNOTATION, type CellId, type CellResult } from './fault-matrix-shared';

/**
 * Prints the fault matrix (operation × fault, one table per brand) after the run and writes it to
 * test-results/fault-matrix.txt. Cells come from the annotations runFaultCell() leaves on each test; a test that
 * ended without a result (a crash, a time-out) shows its status. Silent when no fault-matrix test ran.
 */

interface Cell {
  readonly id: CellId;
  readonly text: string;
  readonly pass: boolean;
  readonly pending: boolean;
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
    if (outcome?.observed === 'pending') {
      cell = { text: 'pending', pass: false, pending: true, detail: outcome.detail };
    } else if (outcome) {
      cell = {
        text: outcome.pass ? `ok ${outcome.observed}` : `FAIL ${outcome.observed} (want ${outcome.expected})`,
        pass: outcome.pass && result.status === 'passed',
        pending: false,
        detail: outcome.pass && result.status !== 'passed' ? `${outcome.detail}; then: ${firstLine(result.error?.message)}` : outcome.detail,
      };
    } else {
      cell = { text: `FAIL ${result.status}`, pass: false, pending: false, detail: firstLine(result.error?.message) };
    }
    // The last attempt wins (retries on CI).
    this.cells.set(`${id.domainId}|${id.operationId}|${id.fault}`, { ...cell, id, title: test.titlePath().slice(1).join(' › ') });
  }

  onEnd(): void {
    if (this.cells.size === 0) return;
    const cells = [...this.cells.values()];
    const faults = FAULTS.map(faultLabel);
    const brands = [...new Set(cells.map((cell) => cell.id.domainId))].sort((a, b) => a - b);
    const out: string[] = [
      'FAULT MATRIX: gateway operation × fault, per brand (spec section 8)',
      'Legend: E{n} = error page "Error code: {n} ..." with the address kept (E{n}@moved: the address changed);',
      '        LOGIN = sent to /login; IN-PLACE = the screen\'s own message; NONE = nothing visible;',
      '        ok = as the spec says; FAIL = not (want: what the spec says); pending = cannot run yet (reason below);',
      '        - = not run on this brand (handled the same on every brand; E2E_FAULT_MATRIX=full runs it).',
    ];
    const triggers = new Map(
      [...cells].sort((a, b) => a.id.row - b.id.row).map((cell) => [cell.id.operationId, cell.id.trigger]),
    );
    for (const domainId of brands) {
      const ofBrand = cells.filter((cell) => cell.id.domainId === domainId);
      const operations = [...new Map(ofBrand.map((cell) => [cell.id.operationId, cell.id])).values()].sort(
        (a, b) => a.row - b.row,
      );
      const rows = operations.map((operation) => [
        `${operation.operationId} (${operation.call})`,
        ...faults.map((fault) => this.cells.get(`${domainId}|${operation.operationId}|${fault}`)?.text ?? '-'),
      ]);
      const passed = ofBrand.filter((cell) => cell.pass).length;
      const pendingCount = ofBrand.filter((cell) => cell.pending).length;
      out.push(
        '',
        `Brand ${domainId}: ${passed} as specified, ${ofBrand.length - passed - pendingCount} not, ${pendingCount} pending`,
        renderTable(['operation', ...faults], rows),
      );
    }
    out.push('', 'How each operation is called:', ...[...triggers].map(([operationId, trigger]) => `  ${operationId}: ${trigger}`));
    const failures = cells.filter((cell) => !cell.pass && !cell.pending);
    if (failures.length > 0) {
      out.push('', 'Not as specified:', ...failures.map((cell) => `  brand ${cell.id.domainId} ${cell.id.call} × ${cell.id.fault}: ${cell.detail}`));
    }
    const reasons = [...new Set(cells.filter((cell) => cell.pending).map((cell) => cell.detail))];
    if (reasons.length > 0) out.push('', 'Pending because:', ...reasons.map((reason) => `  - ${reason}`));
    const text = `${out.join('\n')}\n`;
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, text);
    console.log(`\n${text}(written to ${this.outputFile})`);
  }
}
