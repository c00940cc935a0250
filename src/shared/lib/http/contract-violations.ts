import { contractViolationEntry } from '../../../domain/analytics/analytics';
import { pushToDataLayer } from '../analytics/data-layer';

import type { ContractViolation } from './answer-check';

/**
 * Reports answers of the gateway that break the contract: once per operation and JSON path in a page load, to the
 * console (for whoever looks at the browser) and to the analytics data layer (for the team watching the gateway).
 * A report names the operation, the path and the rule; never the value found there (no member data in logs).
 */

const reported = new Set<string>();

/** Where reports go; tests replace it. */
export interface ViolationSink {
  readonly console: (message: string) => void;
  readonly dataLayer: (entry: object) => void;
}

const defaultSink: ViolationSink = {
  console: (message) => console.error(message),
  dataLayer: (entry) => pushToDataLayer(entry),
};

/** Reports a violation unless this operation and path were reported already in this page load. Returns whether it reported. */
export function reportContractViolation(violation: ContractViolation, sink: ViolationSink = defaultSink): boolean {
  const key = `${violation.operationId} ${violation.jsonPath}`;
  if (reported.has(key)) return false;
  reported.add(key);
  sink.console(`The gateway's answer to ${violation.operationId} does not match the contract at ${violation.jsonPath} (${violation.rule}).`);
  sink.dataLayer(contractViolationEntry(violation));
  return true;
}

/** Forgets what was reported (a new page load, for tests). */
export function resetContractViolationReports(): void {
  reported.clear();
}
