import type { SetupServer } from 'msw/node';
import { afterEach, vi } from 'vitest';

import { MOCK_GATEWAY_BASE_URL, setupMockGateway } from '../../mocks/node';
import type { RuntimeConfig, RuntimeConfigInput } from '../config/runtime-config';

import { testRuntimeConfig } from './test-runtime-config';

/** A test configuration (brand 1 unless overridden) whose feed addresses the mock gateway of the tests answers. */
export function portalTestConfig(overrides: Partial<RuntimeConfigInput> = {}): RuntimeConfig {
  return testRuntimeConfig({ accreditationFeedUrl: `${MOCK_GATEWAY_BASE_URL}/ncqa`, ...overrides });
}

/** Clears the browser storage after each test of the file: the session token and any login in progress. */
export function clearStorageAfterEach(): void {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

export interface PortalTestFileOptions {
  /**
   * Each test's time limit in milliseconds, for files whose tests render the whole portal (shell, account state,
   * the page's reads): the first render of a file loads every module, which takes seconds on a busy machine.
   */
  readonly testTimeout?: number;
}

/**
 * Sets up a test file that renders the portal against the mock gateway; call it once, at the top of the file.
 * It registers the mock gateway for the file (setupMockGateway: unanswered requests fail the test) and clears the
 * browser storage after each test. Returns the mock gateway's server, for `server.use(...)`.
 */
export function setupPortalTestFile({ testTimeout }: PortalTestFileOptions = {}): SetupServer {
  if (testTimeout !== undefined) vi.setConfig({ testTimeout });
  const server = setupMockGateway();
  clearStorageAfterEach();
  return server;
}
