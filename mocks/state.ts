import type { AccountStatusCode, DomainId, SecurityAnswer } from '../generated/model';

import { DEMO_PASSWORD, households, memberPersonas } from './personas';
import type { Household } from './personas';

/**
 * The mock gateway's state: what members have done since the last reset. Each household is a deep copy of its
 * fixture, and each account (persona) has its status, password, security answers and chosen group; the
 * login-attempt counters and accounts created through registration live here too.
 *
 * In Node (unit tests, the standalone server) the state lives in memory. In the browser, mocks/browser.ts makes
 * it persist in sessionStorage, so a reload keeps what the member did during the browser session.
 * reset() returns every persona to its start.
 */

export interface AccountState {
  status: AccountStatusCode;
  password: string;
  securityAnswers: SecurityAnswer[];
  /** The group chosen most recently at group selection, used when a token names none. */
  selectedGroupId: string | null;
}

/** An online account created through POST /account/registration (its password is in `accounts`). */
export interface RegisteredAccount {
  readonly username: string;
  readonly householdId: string;
  readonly memberKey: string;
  readonly domainId: DomainId;
  readonly emailAddress: string;
}

export interface MockGatewayState {
  households: Record<string, Household>;
  /** By persona username. */
  accounts: Record<string, AccountState>;
  /** By username (lower case). */
  registrations: Record<string, RegisteredAccount>;
  /** Failed login attempts so far, by username (the `attempts` persona counts down from these). */
  loginAttempts: Record<string, number>;
  /** Serial of the last primary care selection confirmation. */
  confirmationSerial: number;
}

/** The sessionStorage key of the browser's persisted state. */
export const STATE_STORAGE_KEY = 'mock-gateway-state';

/** The part of the Web Storage API the state needs. */
export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function initialState(): MockGatewayState {
  return {
    households: structuredClone(households) as Record<string, Household>,
    accounts: Object.fromEntries(
      memberPersonas.map((persona) => [
        persona.username,
        { status: persona.accountStatus, password: DEMO_PASSWORD, securityAnswers: [], selectedGroupId: null },
      ]),
    ),
    registrations: {},
    loginAttempts: {},
    confirmationSerial: 448800,
  };
}

/** A short fingerprint of the fixtures, so persisted state from older fixtures (or another day) is dropped. */
function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = ((hash << 5) + hash + text.charCodeAt(index)) | 0;
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

const FIXTURE_VERSION = fingerprint(initialState());

let storage: StateStorage | null = null;
let state: MockGatewayState = initialState();

function load(from: StateStorage): MockGatewayState | null {
  try {
    const raw = from.getItem(STATE_STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { version?: string; state?: MockGatewayState };
    return saved.version === FIXTURE_VERSION && saved.state ? saved.state : null;
  } catch {
    return null;
  }
}

function save(): void {
  storage?.setItem(STATE_STORAGE_KEY, JSON.stringify({ version: FIXTURE_VERSION, state }));
}

/**
 * Keeps the state in `target` (the browser's sessionStorage) from now on, continuing from what it holds when
 * that was saved from the same fixtures. Null returns to memory only.
 */
export function persistStateIn(target: StateStorage | null): void {
  storage = target;
  if (target) {
    state = load(target) ?? state;
    save();
  }
}

/** The current state. Read it freely; change it through updateState so the change is kept (the handlers keep the changes of every persona answer but a GET's). */
export function getState(): MockGatewayState {
  return state;
}

/** Applies a change to the state and keeps it (in sessionStorage when persisting). */
export function updateState<T>(change: (current: MockGatewayState) => T): T {
  const result = change(state);
  save();
  return result;
}

/** Returns every persona to its start: fixtures, account statuses, passwords, login attempts, registrations. */
export function resetState(): void {
  state = initialState();
  if (storage) {
    storage.removeItem(STATE_STORAGE_KEY);
    save();
  }
}
