import type { ViolationReport } from './gateway-proxy';

/**
 * What `npm run contract:proxy` reports: a line per answer that breaks the contract as it happens, and at the end
 * a summary per operation (calls, calls with violations, each distinct violation with its count).
 */
export class ViolationLog {
  private readonly operations = new Map<string, { method: string; calls: number; failing: number; violations: Map<string, number> }>();
  private answersBroken = 0;

  /** Records one answer; the line to print when it breaks the contract, else undefined. */
  record(report: ViolationReport): string | undefined {
    const entry = this.operations.get(report.operationId) ?? { method: report.method, calls: 0, failing: 0, violations: new Map<string, number>() };
    this.operations.set(report.operationId, entry);
    entry.calls += 1;
    const relevant = report.violations.filter((violation) => violation.severity !== 'Information' && violation.severity !== 'Hint');
    if (relevant.length === 0) return undefined;
    entry.failing += 1;
    if (relevant.some((violation) => violation.location.startsWith('response'))) this.answersBroken += 1;
    for (const violation of relevant) {
      const key = `${violation.severity.toLowerCase()}: ${violation.location} ${violation.message}`.trim();
      entry.violations.set(key, (entry.violations.get(key) ?? 0) + 1);
    }
    const items = relevant.map((violation) => `  ${violation.severity.toLowerCase()}: ${violation.location} ${violation.message}`.trimEnd());
    return [`✖ ${report.operationId}  ${report.method} ${report.path}  answered ${report.status}: ${relevant.length} violation${relevant.length === 1 ? '' : 's'}`, ...items].join('\n');
  }

  /** Whether any answer broke the contract (violations of the requests are the caller's, not the gateway's). */
  get failed(): boolean {
    return this.answersBroken > 0;
  }

  summary(): string {
    if (this.operations.size === 0) return 'No gateway calls went through the proxy.';
    const rows = [...this.operations.entries()].sort(([a], [b]) => a.localeCompare(b));
    const failing = rows.filter(([, entry]) => entry.failing > 0);
    const calls = rows.reduce((sum, [, entry]) => sum + entry.calls, 0);
    const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
    const lines = [`${count(calls, 'gateway call')} of ${count(rows.length, 'operation')}; ${failing.length === 0 ? 'every answer honoured the contract' : `${count(failing.length, 'operation')} broke it`}.`];
    for (const [operationId, entry] of failing) {
      lines.push(`${operationId}: ${entry.failing} of ${entry.calls} calls with violations`);
      for (const [violation, count] of entry.violations) lines.push(`  ${count}× ${violation}`);
    }
    const passing = rows.filter(([, entry]) => entry.failing === 0).map(([operationId, entry]) => `${operationId} (${entry.calls})`);
    if (passing.length > 0) lines.push(`Honoured the contract: ${passing.join(', ')}`);
    return lines.join('\n');
  }
}
