import { getResponse, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { createHandlers } from './handlers';
import { resetScenarios } from './scenarios';
import { resetState } from './state';

/**
 * The mock gateway in Node tests (vitest): MSW's setupServer with the same handlers as the browser and the
 * standalone server. Requests to the gateway that no handler answers fail the test.
 *
 *   import { setupMockGateway, MOCK_GATEWAY_BASE_URL } from '../../mocks/node';
 *   const server = setupMockGateway();              // once per test file; server.use(...) for one-off handlers
 *   // point the portal's gateway client at MOCK_GATEWAY_BASE_URL, then sign in as a persona
 */

/** The gateway base address of the Node test server. Node's fetch needs absolute addresses. */
export const MOCK_GATEWAY_BASE_URL = 'http://localhost/api';

/** A Node server of the mock gateway answering under `baseUrl` (not yet listening). */
export function createMockGatewayServer(baseUrl = MOCK_GATEWAY_BASE_URL): SetupServer {
  return setupServer(...createHandlers({ baseUrl }));
}

/** The shared server, under MOCK_GATEWAY_BASE_URL. setupMockGateway() starts and stops it. */
export const mockGatewayServer: SetupServer = createMockGatewayServer();

function isUnder(request: Request, baseUrl: string): boolean {
  const base = new URL(baseUrl);
  const url = new URL(request.url);
  const basePath = base.pathname.replace(/\/+$/, '');
  return url.origin === base.origin && (url.pathname === basePath || url.pathname.startsWith(`${basePath}/`));
}

export interface SetupMockGatewayOptions {
  /** Another gateway base address (absolute); the shared server is used when absent. */
  readonly baseUrl?: string;
}

/**
 * Registers the mock gateway for the current test file: listen before all tests; after each test reset the
 * persona state, the scenarios and any handlers the test added with server.use(), and fail the test when it made
 * a gateway request that no handler answers; close after all tests. Returns the MSW server.
 */
export function setupMockGateway(options: SetupMockGatewayOptions = {}): SetupServer {
  const baseUrl = options.baseUrl ?? MOCK_GATEWAY_BASE_URL;
  const server = baseUrl === MOCK_GATEWAY_BASE_URL ? mockGatewayServer : createMockGatewayServer(baseUrl);
  const unhandled: string[] = [];

  beforeAll(() => {
    server.listen({
      onUnhandledRequest(request, print) {
        if (!isUnder(request, baseUrl)) return;
        unhandled.push(`${request.method} ${request.url}`);
        print.error();
      },
    });
  });

  afterEach(() => {
    server.resetHandlers();
    resetState();
    resetScenarios();
    const missed = unhandled.splice(0);
    if (missed.length > 0) {
      throw new Error(`The test made gateway requests that the mock gateway does not answer:\n${missed.join('\n')}`);
    }
  });

  afterAll(() => {
    server.close();
  });

  return server;
}

/**
 * Serves the mock gateway's own answer to GET `path`, changed by `change`: the persona's data with a field left
 * out or altered, as another gateway might send it. Lasts until the server's handlers are reset (after each test).
 */
export function serveAlteredAnswer(server: SetupServer, path: string, change: (body: unknown) => unknown, baseUrl = MOCK_GATEWAY_BASE_URL): void {
  const handlers = createHandlers({ baseUrl });
  server.use(
    http.get(`${baseUrl}${path}`, async ({ request }) => {
      const original = await getResponse(handlers, new Request(request.url, { headers: request.headers }));
      if (!original) throw new Error(`The mock gateway does not answer GET ${path}`);
      return HttpResponse.json(change(await original.json()) as JsonBodyType, { status: original.status });
    }),
  );
}
