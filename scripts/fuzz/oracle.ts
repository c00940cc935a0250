import { GENERIC_ERROR_TITLE } from '../../src/features/errors/generic-error-content';
import type { ContractViolation } from '../../src/shared/lib/http/answer-check';
import { PIECE_FAILURE_CLASS } from '../../src/shared/ui/piece-boundary/piece-boundary';

import type { FuzzRoute } from './fuzz-routes';

/**
 * What every render must show: the page's heading, and never an uncaught error, the app-level error boundary, a
 * piece that failed to render, an answer the portal's answer check refused, "undefined", "NaN", "Invalid Date",
 * "[object Object]", or an amount that is not US dollars with 2 decimals.
 *
 * The error page (product section 8) is a render's outcome only when something failed on purpose: the route is an
 * error page itself (/error/500, an unknown address), or the render's variant answered with that HTTP error status.
 * Every other error page is a failure: the fuzz's answers are valid for the contract, so the portal refused one it
 * should have read, or the generator made one outside the contract (the answer check's violation says which answer).
 */

export interface RenderOutcome {
  /** The path (and search) the router ended at. */
  readonly location: string;
  /** The address the render opened. */
  readonly opened: string;
  /** Full-page navigations the portal started (a reload to the login path, a form post). */
  readonly navigations: readonly string[];
  /** Errors nothing caught (window error events, unhandled rejections). */
  readonly uncaught: readonly string[];
  /** Gateway requests no handler answered. */
  readonly unanswered: readonly string[];
  /** The answers the portal's answer check refused as breaking the contract. */
  readonly refused: readonly ContractViolation[];
  /** The HTTP error statuses the render's variant answered with on purpose. */
  readonly failedOnPurpose: readonly number[];
}

const FORBIDDEN_TEXT = /\b(?:undefined|NaN|Invalid Date)\b|\[object Object\]/;
/** Anything that looks like a dollar amount. */
const AMOUNT = /-?\$\s*-?[\d.,]*\d(?:[\d.,]*\d)?(?:e[+-]?\d+)?/gi;
const USD_TWO_DECIMALS = /^-?\$\d{1,3}(?:,\d{3})*\.\d{2}$/;
const CHECKED_ATTRIBUTES = ['aria-label', 'alt', 'title', 'href', 'src', 'placeholder', 'aria-valuetext', 'value'] as const;

function pathOf(address: string): string {
  return new URL(address, 'https://portal.example.com').pathname;
}

/** The status the error page shows in its 'Error code: {n} {text}' line. */
function errorStatus(page: Element): number | null {
  const code = /\d+/.exec(page.querySelector('.error-page__code')?.textContent ?? '');
  return code ? Number(code[0]) : null;
}

function describeRefusal({ operationId, jsonPath, rule }: ContractViolation): string {
  return `the answer check refused the answer to ${operationId} at ${jsonPath} (${rule})`;
}

function describe(element: Element): string {
  return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;
}

/** The problems of one render; empty when it passes. */
export function inspectRender(doc: Document, route: FuzzRoute, outcome: RenderOutcome): string[] {
  const problems: string[] = [];
  problems.push(...outcome.uncaught.map((error) => `uncaught error: ${error}`));
  problems.push(...outcome.unanswered.map((request) => `no generated handler answered ${request}`));

  const body = doc.body;
  const main = doc.getElementById('main-content') ?? body;
  const errorPage = body.querySelector('.error-page');
  const headings = [...main.querySelectorAll('h1')];
  const appBoundary = headings.some((h1) => h1.textContent?.trim() === GENERIC_ERROR_TITLE && !h1.closest('.error-page'));
  if (appBoundary) problems.push('the app-level error boundary replaced the page');
  for (const failure of body.querySelectorAll(`.${PIECE_FAILURE_CLASS}`)) {
    problems.push(`a piece failed to render: "${failure.querySelector('p')?.textContent?.trim() ?? ''}"`);
  }

  const left = outcome.navigations.filter((address) => !route.leaves?.test(address));
  problems.push(...left.map((address) => `left the portal for ${address}`));
  const leftAsExpected = outcome.navigations.length > 0 && left.length === 0;

  const refusals = outcome.refused.map(describeRefusal);
  const expectedStatuses = [...outcome.failedOnPurpose, ...(route.errorPage !== undefined ? [route.errorPage] : [])];
  if (errorPage) {
    const status = errorStatus(errorPage);
    if (status === null || !expectedStatuses.includes(status)) {
      const purpose = expectedStatuses.length > 0 ? ` (expected the error page of ${expectedStatuses.join(' or ')})` : '';
      const title = errorPage.querySelector('h1')?.textContent?.trim() ?? '';
      problems.push(`ended on the error page ${status ?? '(no status)'} "${title}"${purpose}${refusals.length > 0 ? `: ${refusals.join('; ')}` : ''}`);
    } else problems.push(...refusals);
  } else {
    problems.push(...refusals);
    if (route.errorPage !== undefined) problems.push(`did not show the error page ${route.errorPage}`);
  }

  if (!errorPage && !appBoundary && !leftAsExpected) {
    const allowed = [pathOf(outcome.opened), ...(route.redirects ?? [])];
    const at = pathOf(outcome.location);
    if (!allowed.includes(at)) problems.push(`ended at ${outcome.location}, not at ${allowed.join(' or ')}`);
    const heading = headings[0]?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const expected = at === pathOf(outcome.opened) ? route.heading : undefined;
    if (heading === '') problems.push('no page heading');
    else if (typeof expected === 'string' && heading !== expected) problems.push(`heading "${heading}", expected "${expected}"`);
    else if (expected instanceof RegExp && !expected.test(heading)) problems.push(`heading "${heading}", expected ${String(expected)}`);
  }

  const walker = doc.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template')) continue;
    const text = node.textContent ?? '';
    const forbidden = FORBIDDEN_TEXT.exec(text);
    if (forbidden) problems.push(`shows "${forbidden[0]}" in ${describe(parent)}: "${text.trim().slice(0, 80)}"`);
    for (const amount of text.match(AMOUNT) ?? []) {
      if (!USD_TWO_DECIMALS.test(amount.replace(/\s/g, ''))) problems.push(`amount "${amount}" is not US dollars with 2 decimals, in ${describe(parent)}`);
    }
  }
  for (const element of body.querySelectorAll('*')) {
    for (const name of CHECKED_ATTRIBUTES) {
      const value = element.getAttribute(name);
      const forbidden = value ? FORBIDDEN_TEXT.exec(value) : null;
      if (forbidden) problems.push(`${describe(element)} has ${name}="${value!.slice(0, 80)}"`);
    }
  }
  return [...new Set(problems)];
}
