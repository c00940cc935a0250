import type { Page } from '@playwright/test';

import { listOperations } from '../../scripts/contract/contract';

import { allowConsoleErrors } from './console-guard';

/**
 * Calls the in-browser mock gateway's scenario verbs (mocks/scenarios.ts, exposed by mocks/browser.ts as
 * `window.__mockGateway`) from a test.
 *
 * - An operation is named as the mock names it: an operationId ("getAccount"), "GET /account", or a path.
 * - Scenarios are kept in the page's sessionStorage by the mock gateway, so they survive `page.goto`: set them on
 *   any page of the portal, then open the page under test. Each test has a fresh browser context, hence a clean
 *   mock gateway.
 * - A verb called before the portal has loaded waits (up to 10 s) for the mock gateway to start.
 * - Every injected fault allows the console error Chromium logs for that failed call (and only for that
 *   operation's address), so the console guard does not fail the test for the fault it asked for.
 */

export interface ScenarioOptions {
  /** Only the next `times` calls misbehave. Default: until reset. */
  readonly times?: number;
}

/** A demo persona as the mock gateway lists it (mocks/personas, personaCatalogue). */
export interface PersonaEntry {
  readonly username: string;
  readonly label: string;
  readonly domainId: number;
  readonly demonstrates: string;
  /** Where post-login routing lands the persona: a path, or 'external-sso'. */
  readonly landsOn: string;
}

export interface MockGatewayClient {
  /** Waits until the mock gateway has started in the page; throws a readable error when it does not. */
  ready(timeoutMs?: number): Promise<void>;
  failOperation(operation: string, status: number, body?: unknown, options?: ScenarioOptions): Promise<void>;
  networkError(operation: string, options?: ScenarioOptions): Promise<void>;
  malformedBody(operation: string, options?: ScenarioOptions): Promise<void>;
  slowResponse(operation: string, ms: number, options?: ScenarioOptions): Promise<void>;
  expireSession(): Promise<void>;
  resetScenarios(): Promise<void>;
  /** Scenarios and member state back to the start. */
  reset(): Promise<void>;
  /** The demo personas the running mock gateway knows (`window.__mockGateway.personas`). */
  personas(): Promise<PersonaEntry[]>;
  /** Any other verb of `window.__mockGateway`, by name. */
  call<T = unknown>(verb: string, ...args: unknown[]): Promise<T>;
}

const VERB_HOLDER = '__mockGateway';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let contractOperations: { operationId: string; method: string; path: string }[] | null = null;

/** The gateway's operations, from the contract (openapi/gateway.yaml), read once per worker. */
function gatewayOperations() {
  contractOperations ??= listOperations().map(({ operationId, method, path }) => ({
    operationId,
    method: method.toUpperCase(),
    path,
  }));
  return contractOperations;
}

function templatePattern(template: string): string {
  return template
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('[^/?#]+');
}

/**
 * The path templates of the operations a reference names, the way the mock gateway reads references: an
 * operationId ("getAccount"), a method and path ("GET /account", "GET /eobs/EOB-1") or a path alone (every method).
 * Throws when the contract has no such operation, so a typo fails loudly.
 */
export function operationPaths(reference: string): string[] {
  const trimmed = reference.trim();
  const all = gatewayOperations();
  const byId = all.filter((operation) => operation.operationId === trimmed);
  if (byId.length > 0) return byId.map((operation) => operation.path);
  const match = /^(?:(GET|POST|PUT|PATCH|DELETE)\s+)?(\/\S*)$/i.exec(trimmed);
  if (match) {
    const method = match[1]?.toUpperCase();
    const path = (match[2] ?? '').split('?')[0]?.replace(/\/+$/, '') || '/';
    const found = all.filter(
      (operation) =>
        (!method || operation.method === method) &&
        (operation.path === path || new RegExp(`^${templatePattern(operation.path)}$`).test(path)),
    );
    if (found.length > 0) return [...new Set(found.map((operation) => operation.path))];
  }
  throw new Error(`"${reference}" names no operation of openapi/gateway.yaml (use an operationId such as getAccount, or "GET /account").`);
}

/** The addresses of the operations a reference names, as one pattern over the request URL. */
export function operationUrlPattern(reference: string): RegExp {
  const templates = operationPaths(reference);
  const alternatives = templates.map(templatePattern);
  return new RegExp(`(?:${alternatives.join('|')})(?:[?#].*)?$`);
}

/**
 * Allows the console error Chromium logs when a gateway call answers an error status the test expects (a locked
 * account's login answering 401, say), for that operation's address only.
 */
export function allowFailedCall(page: Page, operation: string, status: number, reason: string): void {
  allowConsoleErrors(page, {
    reason,
    text: new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`),
    url: operationUrlPattern(operation),
  });
}

export function mockGateway(page: Page): MockGatewayClient {
  const ready = async (timeoutMs = 10_000) => {
    try {
      await page.waitForFunction((holder) => holder in window, VERB_HOLDER, { timeout: timeoutMs });
    } catch {
      throw new Error(
        `window.${VERB_HOLDER} did not appear within ${timeoutMs} ms on ${page.url()}. The mock gateway runs only when ` +
          '/config.json has "mockGateway": true (the e2e server turns it on) in the demo build (npm run build:demo, ' +
          'dist-demo/; the production build has no mock gateway). Open a page of the portal before calling a verb.',
      );
    }
  };

  const call = async <T>(verb: string, ...args: unknown[]): Promise<T> => {
    await ready();
    return page.evaluate(
      ([holder, name, values]) => {
        const verbs = (window as unknown as Record<string, Record<string, unknown> | undefined>)[holder];
        const fn = verbs?.[name];
        if (typeof fn !== 'function') {
          throw new Error(`window.${holder}.${name} is not a function; the verbs are: ${Object.keys(verbs ?? {}).join(', ')}`);
        }
        return (fn as (...a: unknown[]) => unknown).apply(verbs, values);
      },
      [VERB_HOLDER, verb, args] as const,
    ) as Promise<T>;
  };


  // Drops trailing undefined arguments, which page.evaluate would turn into null.
  const args = (...values: unknown[]) => {
    while (values.length > 0 && values[values.length - 1] === undefined) values.pop();
    return values;
  };

  return {
    ready,
    async failOperation(operation, status, body, options) {
      allowFailedCall(page, operation, status, `the test injected status ${status} on ${operation}`);
      await call('failOperation', ...args(operation, status, body, options));
    },
    async networkError(operation, options) {
      allowConsoleErrors(page, {
        reason: `the test injected a network error on ${operation}`,
        text: /^Failed to load resource: net::ERR_/,
        url: operationUrlPattern(operation),
      });
      await call('networkError', ...args(operation, options));
    },
    async malformedBody(operation, options) {
      allowConsoleErrors(page, {
        reason: `the test made ${operation} answer a body that breaks the contract, which the portal reports`,
        text: new RegExp(`^The gateway's answer to ${operation} does not match the contract at `),
      });
      await call('malformedBody', ...args(operation, options));
    },
    async slowResponse(operation, ms, options) {
      await call('slowResponse', ...args(operation, ms, options));
    },
    async expireSession() {
      allowConsoleErrors(page, {
        reason: 'the test expired the session: every call with a token answers 401',
        text: /^Failed to load resource: the server responded with a status of 401\b/,
      });
      await call('expireSession');
    },
    async personas() {
      await ready();
      return page.evaluate(
        (holder) =>
          [...((window as unknown as Record<string, { personas?: PersonaEntry[] } | undefined>)[holder]?.personas ?? [])].map(
            ({ username, label, domainId, demonstrates, landsOn }) => ({ username, label, domainId, demonstrates, landsOn }),
          ),
        VERB_HOLDER,
      );
    },
    resetScenarios: () => call('resetScenarios'),
    reset: () => call('reset'),
    call,
  };
}
