import { useEffect } from 'react';

import { dataLayerOf } from '../lib/analytics/data-layer';
import { isApiError } from '../lib/http/api-error';

/**
 * Reports a part of the portal that could not do its work (a feed at a configured address that failed or answered
 * something unusable, a piece of a page whose rendering failed) to the console and to the analytics data layer.
 *
 * A report names what failed and how, never what the member sees: no answer bodies, no values, no error messages
 * (they may quote data), only the piece, the operation and a short reason such as `http 500`, `network`,
 * `malformed`, `unusable answer` or `TypeError`. Each distinct report is made once per page load.
 */

/** The data layer event of a report. */
export const PROBLEM_EVENT = 'portal_problem';

export interface ProblemReport {
  /**
   * What failed, named the same in every language so reports count per piece: a key of the area and the piece,
   * the same for a feed's failure ('shell.accreditation-badge', 'shell.chat') as for a piece boundary's ('shell.menus',
   * 'home.primary-care'), never a text shown in the member's language.
   */
  readonly piece: string;
  /** The gateway operation involved, when one is (its operation id). */
  readonly operation?: string;
  /** How it failed, without data: `http 500`, `network`, `malformed`, `unusable answer`, `TypeError` ... */
  readonly reason: string;
}

/** The reports each data layer has already received (a new data layer, as in a new page load, starts afresh). */
const reported = new WeakMap<unknown[], Set<string>>();

/** Reports a problem once; returns whether it was reported now (false when the same report was made already). */
export function reportProblem(report: ProblemReport, target: Window = window): boolean {
  const layer = dataLayerOf(target);
  const key = `${report.piece}|${report.operation ?? ''}|${report.reason}`;
  const seen = reported.get(layer) ?? new Set<string>();
  if (seen.has(key)) return false;
  seen.add(key);
  reported.set(layer, seen);
  const entry = { event: PROBLEM_EVENT, piece: report.piece, reason: report.reason, ...(report.operation ? { operation: report.operation } : {}) };
  layer.push(entry);
  console.warn(`[portal] ${report.piece} is not shown${report.operation ? ` (${report.operation})` : ''}: ${report.reason}`);
  return true;
}

/** The reason of a failure, without its data: `http 500`, `network`, `malformed`, or the error's type name. */
export function problemReason(error: unknown): string {
  if (isApiError(error)) return error.kind === 'http' ? `http ${error.status}` : error.kind;
  if (error instanceof Error) return error.name || 'Error';
  return typeof error;
}

/** Reports `report` once it is not null (after rendering, once per distinct report and page load). */
export function useReportProblem(report: ProblemReport | null): void {
  const piece = report?.piece;
  const operation = report?.operation;
  const reason = report?.reason;
  useEffect(() => {
    if (piece !== undefined && reason !== undefined) reportProblem({ piece, operation, reason });
  }, [piece, operation, reason]);
}

/**
 * What a feed read at a configured address did wrong, as a report, or null while it loads or when its answer is
 * usable: the failure of the call, or an answer `readable` cannot use.
 */
export function feedProblem(
  piece: string,
  operation: string,
  query: { readonly isError: boolean; readonly error: unknown; readonly isSuccess: boolean },
  readable: boolean,
): ProblemReport | null {
  if (query.isError) return { piece, operation, reason: problemReason(query.error) };
  if (query.isSuccess && !readable) return { piece, operation, reason: 'unusable answer' };
  return null;
}
