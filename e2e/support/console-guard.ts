import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Fails a journey on any uncaught error in the page (`pageerror`) and on any `console.error` that is not allowed.
 *
 * Nothing is allowed by default. Each allowance says why it is there:
 * - offlineAllowance(): network errors of requests to other hosts, which Chromium cannot resolve in the journeys;
 * - entries a test adds for errors it causes on purpose: the mock gateway wrapper (mock-gateway.ts) adds one for
 *   each fault it injects (Chromium logs "Failed to load resource: ..." for the failed call), narrowed to that
 *   operation's address; a test can add its own with `allowConsoleErrors(page, ...)`, with a reason.
 */

export interface ConsoleAllowance {
  /** Why this error is expected; shown when the guard reports. */
  readonly reason: string;
  /** The message text must match (a string matches as a substring). */
  readonly text?: RegExp | string;
  /** The address the message comes from (for a failed resource: the resource's address) must match. */
  readonly url?: RegExp | string;
}

/**
 * The journeys run offline: Chromium resolves no host but the test server's (e2e/support/chromium.ts), so a
 * request to another host that the mock gateway does not answer (the chat vendor's widget script, say) fails with a
 * network error. The page fixture allows those failures, for addresses outside `origin` only, and lists them in the
 * report's "allowed console errors".
 */
export function offlineAllowance(origin: string): ConsoleAllowance {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    reason: 'the journeys run offline: requests to hosts other than the test server fail',
    text: /^Failed to load resource: net::ERR_/,
    url: new RegExp(`^(?!${escaped}/)https?://`),
  };
}

interface Problem {
  readonly kind: 'pageerror' | 'console.error';
  readonly text: string;
  readonly where: string;
}

function matches(pattern: RegExp | string | undefined, value: string): boolean {
  if (pattern === undefined) return true;
  return typeof pattern === 'string' ? value.includes(pattern) : pattern.test(value);
}

export class ConsoleGuard {
  private readonly allowances: ConsoleAllowance[] = [];
  private readonly problems: Problem[] = [];
  /** Allowed errors that did occur, for the report. */
  readonly allowed: { text: string; reason: string }[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => {
      this.problems.push({
        kind: 'pageerror',
        text: error.stack || `${error.name}: ${error.message}`,
        where: page.url(),
      });
    });
    page.on('console', (message) => this.onConsole(message, page));
  }

  allow(...allowances: ConsoleAllowance[]): void {
    this.allowances.push(...allowances);
  }

  private onConsole(message: ConsoleMessage, page: Page): void {
    if (message.type() !== 'error') return;
    const text = message.text();
    const location = message.location();
    const url = location.url || page.url();
    const allowance = this.allowances.find((entry) => matches(entry.text, text) && matches(entry.url, url));
    if (allowance) {
      this.allowed.push({ text, reason: allowance.reason });
      return;
    }
    const line = location.lineNumber ? `:${location.lineNumber}:${location.columnNumber}` : '';
    this.problems.push({ kind: 'console.error', text, where: `${url}${line}` });
  }

  /** A readable report of what went wrong, or null when nothing did. */
  report(): string | null {
    if (this.problems.length === 0) return null;
    const lines = this.problems.map(
      (problem, index) => `${index + 1}. [${problem.kind}] ${problem.text.split('\n').join('\n     ')}\n     at ${problem.where}`,
    );
    return [
      `The page reported ${this.problems.length} error(s) that no allow-list entry covers ` +
        '(see e2e/support/console-guard.ts; fix the cause, or allow it with a reason when a test causes it on purpose):',
      ...lines,
    ].join('\n');
  }
}

const guards = new WeakMap<Page, ConsoleGuard>();

/** Watches `page` (the `page` fixture does this for every test). */
export function guardPage(page: Page): ConsoleGuard {
  const existing = guards.get(page);
  if (existing) return existing;
  const guard = new ConsoleGuard(page);
  guards.set(page, guard);
  return guard;
}

/** Allows console errors a test causes on purpose. A no-op for pages the fixture does not watch. */
export function allowConsoleErrors(page: Page, ...allowances: ConsoleAllowance[]): void {
  guards.get(page)?.allow(...allowances);
}
