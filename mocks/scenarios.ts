import { delay, HttpResponse } from 'msw';

import { operationErrorBody, unauthorized } from './errors';
import { operations, resolveOperations, type OperationId } from './operations';
import type { StateStorage } from './state';

/**
 * Scenario verbs: make the mock gateway misbehave on purpose, in unit tests and in browser tests.
 *
 * The verbs write to one registry that every handler of createHandlers() consults before answering, so they
 * work the same with the Node test server (mocks/node.ts), the browser worker (mocks/browser.ts, where
 * `window.__mockGateway` exposes them) and the standalone HTTP mock gateway. An operation is named by its
 * operationId ("getAccount"), by method and path ("GET /account", "GET /eobs/EOB-2026-77120") or by path alone
 * ("/account/preferences", every method). Scenarios last until resetScenarios() (setupMockGateway() calls it after
 * each test) or for `times` calls when given.
 */

export interface ScenarioOptions {
  /** Only the next `times` calls misbehave; then the operation answers normally again. Default: until reset. */
  readonly times?: number;
}

type Failure =
  | { readonly kind: 'status'; readonly status: number; readonly body?: unknown }
  | { readonly kind: 'network' }
  | { readonly kind: 'malformed' };

interface Counted<T> {
  readonly value: T;
  /** Calls left; null for no limit. */
  remaining: number | null;
}

interface OperationScenario {
  failure?: Counted<Failure>;
  delay?: Counted<number>;
}

interface ScenarioRegistry {
  operations: Partial<Record<OperationId, OperationScenario>>;
  sessionExpired: boolean;
}

/** The sessionStorage key of the browser's persisted scenarios (so they survive a page load in a browser test). */
export const SCENARIO_STORAGE_KEY = 'mock-gateway-scenarios';

let registry: ScenarioRegistry = { operations: {}, sessionExpired: false };
let storage: StateStorage | null = null;

function save(): void {
  storage?.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(registry));
}

/** Keeps the scenarios in `target` (the browser's sessionStorage), picking up those saved there. */
export function persistScenariosIn(target: StateStorage | null): void {
  storage = target;
  if (!target) return;
  try {
    const raw = target.getItem(SCENARIO_STORAGE_KEY);
    if (raw) registry = JSON.parse(raw) as ScenarioRegistry;
  } catch {
    registry = { operations: {}, sessionExpired: false };
  }
}

function counted<T>(value: T, options?: ScenarioOptions): Counted<T> {
  const times = options?.times;
  if (times !== undefined && (!Number.isInteger(times) || times < 1)) {
    throw new Error(`times must be a whole number of calls (1 or more), not ${times}`);
  }
  return { value, remaining: times ?? null };
}

function setFailure(reference: string, failure: Failure, options?: ScenarioOptions): void {
  for (const id of resolveOperations(reference)) {
    registry.operations[id] = { ...registry.operations[id], failure: counted(failure, options) };
  }
  save();
}

/**
 * The operation answers `status` with `body` (default: the error body the contract documents for it, such as
 * ErrorBody, or LoginErrorBody for POST /token).
 */
export function failOperation(reference: string, status: number, body?: unknown, options?: ScenarioOptions): void {
  if (!Number.isInteger(status) || status < 100 || status > 599) throw new Error(`Not an HTTP status: ${status}`);
  setFailure(reference, { kind: 'status', status, body }, options);
}

/** The operation fails without an answer, like a dropped connection (fetch rejects with a TypeError). */
export function networkError(reference: string, options?: ScenarioOptions): void {
  setFailure(reference, { kind: 'network' }, options);
}

/** The operation answers 200 with Content-Type application/json and a body that does not parse. */
export function malformedBody(reference: string, options?: ScenarioOptions): void {
  setFailure(reference, { kind: 'malformed' }, options);
}

/** The operation answers only after `ms` milliseconds (then normally, or with the failure set for it). */
export function slowResponse(reference: string, ms: number, options?: ScenarioOptions): void {
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`Not a delay in milliseconds: ${ms}`);
  for (const id of resolveOperations(reference)) {
    registry.operations[id] = { ...registry.operations[id], delay: counted(ms, options) };
  }
  save();
}

/** From now on every call that needs a token (or sends one) answers 401, as when the session has expired. */
export function expireSession(): void {
  registry.sessionExpired = true;
  save();
}

/** Removes every scenario: all operations answer normally again. */
export function resetScenarios(): void {
  registry = { operations: {}, sessionExpired: false };
  save();
}

function take<T>(entry: Counted<T> | undefined): T | undefined {
  if (!entry) return undefined;
  if (entry.remaining !== null) entry.remaining -= 1;
  return entry.value;
}

function prune(id: OperationId): void {
  const scenario = registry.operations[id];
  if (!scenario) return;
  if (scenario.failure?.remaining === 0) delete scenario.failure;
  if (scenario.delay?.remaining === 0) delete scenario.delay;
  if (!scenario.failure && !scenario.delay) delete registry.operations[id];
}

/**
 * Used by the handlers before they answer: waits when the operation is slow, and returns the response of a
 * scenario (a failure, or 401 when the session is expired), or undefined to answer normally.
 */
export async function applyScenario(operationId: OperationId, request: Request): Promise<Response | undefined> {
  const scenario = registry.operations[operationId];
  const wait = take(scenario?.delay);
  const failure = take(scenario?.failure);
  if (scenario) {
    prune(operationId);
    save();
  }
  if (wait !== undefined && wait > 0) await delay(wait);

  if (failure?.kind === 'network') return HttpResponse.error();
  if (failure?.kind === 'malformed') {
    return new HttpResponse('{"data": [1, 2', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
  if (failure?.kind === 'status') {
    const path = new URL(request.url).pathname;
    const body = failure.body === undefined ? operationErrorBody(operationId, failure.status, undefined, undefined, path) : failure.body;
    if (typeof body === 'string') {
      return new HttpResponse(body, { status: failure.status, headers: { 'Content-Type': 'text/plain' } });
    }
    return HttpResponse.json(body, { status: failure.status });
  }

  const { auth } = operations[operationId];
  const sendsToken = request.headers.has('Authorization');
  if (registry.sessionExpired && (auth === 'bearer' || (auth === 'optional' && sendsToken))) {
    return unauthorized(new URL(request.url).pathname);
  }
  return undefined;
}

/** The verbs, as one object (what the browser exposes on window.__mockGateway). */
export const scenarioVerbs = {
  failOperation,
  networkError,
  malformedBody,
  slowResponse,
  expireSession,
  resetScenarios,
} as const;
