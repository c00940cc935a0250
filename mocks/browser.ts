import { http, passthrough } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';

import { outsideTheGateway, type GatewayAddresses } from './gateway-addresses';
import { createHandlers } from './handlers';
import { personaCatalogue, type PersonaCatalogueEntry } from './personas';
import { scenarioVerbs, persistScenariosIn, resetScenarios } from './scenarios';
import { persistStateIn, resetState } from './state';

/**
 * The mock gateway in the browser: the MSW service worker (/mockServiceWorker.js, from the msw package: served by the
 * dev server and written into the demo build by mocks/vite-plugin.ts) answers the portal's
 * gateway calls from the personas. src/main.tsx starts it before the first render when the runtime
 * configuration says `mockGateway: true`. What members do persists in sessionStorage for the browser session.
 *
 * Browser tests drive it through window.__mockGateway, for example in Playwright:
 *   await page.evaluate(() => window.__mockGateway.failOperation('getAccount', 503));
 */

export interface MockGatewayControls {
  readonly failOperation: typeof scenarioVerbs.failOperation;
  readonly networkError: typeof scenarioVerbs.networkError;
  readonly malformedBody: typeof scenarioVerbs.malformedBody;
  readonly slowResponse: typeof scenarioVerbs.slowResponse;
  readonly expireSession: typeof scenarioVerbs.expireSession;
  readonly resetScenarios: typeof scenarioVerbs.resetScenarios;
  /** Returns every persona to its start and removes every scenario. */
  readonly reset: () => void;
  /** The demo personas (username, brand, what each demonstrates, where its login lands). */
  readonly personas: readonly PersonaCatalogueEntry[];
}

declare global {
  interface Window {
    __mockGateway?: MockGatewayControls;
  }
}

export type MockGatewayConfig = GatewayAddresses;

let running: SetupWorker | null = null;

/** Starts the mock gateway's service worker; resolves once gateway requests are intercepted. */
export async function startMockGateway(config: MockGatewayConfig): Promise<SetupWorker> {
  if (running) return running;
  persistStateIn(window.sessionStorage);
  persistScenariosIn(window.sessionStorage);

  const gatewayBase = new URL(config.gatewayBaseUrl.replace(/\/+$/, '') + '/', window.location.href);
  const outside = outsideTheGateway(config, window.location.href);
  const worker = setupWorker(
    // The service worker hands every request of the page to the handlers, the portal's own files included, and MSW
    // reads the cookies and parses the address once for each handler it tries: this one sends everything outside the
    // gateway to the network first, so a page's files meet one handler instead of one per operation (a page load
    // spent about 1 s of main thread in the mock gateway, 0.3 s with it, measured with the CPU profiler at /home).
    http.all('*', ({ request }) => (outside(request.url) ? passthrough() : undefined)),
    ...createHandlers({
      baseUrl: config.gatewayBaseUrl,
      addresses: {
        getChatConfig: config.chatConfigUrl,
        getAccreditationFeed: config.accreditationFeedUrl,
        getHandbooks: config.handbooksUrl,
      },
      notFoundFallback: true,
    }),
  );
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request, print) {
      // Everything outside the gateway (the portal's own files, config.json, fonts) goes to the network.
      if (request.url.startsWith(gatewayBase.href)) print.warning();
    },
  });

  window.__mockGateway = {
    ...scenarioVerbs,
    reset() {
      resetState();
      resetScenarios();
    },
    personas: personaCatalogue,
  };
  running = worker;
  return worker;
}
