import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import type { Connect, Plugin } from 'vite';

import { createMockGatewayMiddleware } from './server';

/** The runtime configuration of local development: brand 1 on the in-browser mock gateway. */
export const LOCAL_CONFIG_FILE = fileURLToPath(new URL('./config/local.json', import.meta.url));

/** The Vite mode of the demo build (`vite build --mode demo`): the only build that carries the mock gateway. */
export const DEMO_MODE = 'demo';

/** Where mocks/browser.ts registers the service worker, at the root of the site. */
export const MOCK_SERVICE_WORKER_PATH = '/mockServiceWorker.js';

/** MSW's service worker script, from the installed msw package, so it always matches the library's version. */
export function mockServiceWorkerSource(): string {
  return readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
}

/**
 * What the dev and preview servers add so that `npm start` (and `npm run preview`) run the portal on the mock
 * gateway, with no backend:
 *
 * - `/config.json` is the local configuration (mocks/config/local.json, `"mockGateway": true`). The build's own
 *   `config.json` (public/config.json) is the deployment template, with the mock gateway off; deployments replace it.
 * - MSW's service worker (`/mockServiceWorker.js`, from the msw package): the dev server answers it, and the demo
 *   build (`--mode demo`) writes it into its output. The production build never has it.
 * - The one mock gateway answer the browser's service worker cannot give: the external single sign-on hand-off is a
 *   form post that navigates the page (POST {base}/sso/sp-salesforce), and service workers let navigations go to
 *   the server. The mock gateway's own handler answers it (a small stand-in page of the external system), so the
 *   `handoff` persona's login ends somewhere real.
 *
 *   // vite.config.ts
 *   plugins: [react(), mockGatewayDevServer()],
 *
 * Every other gateway call is answered in the browser by the service worker (mocks/browser.ts).
 */
export function mockGatewayDevServer(options: { readonly base?: string } = {}): Plugin {
  const base = `/${(options.base ?? '/api').replace(/^\/+|\/+$/g, '')}`;
  const formPath = `${base}/sso/sp-salesforce`;
  const middleware = createMockGatewayMiddleware({ base, cors: false });
  let demoBuild = false;
  const mount = (server: { middlewares: Connect.Server }) => {
    server.middlewares.use((request, response, next) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method === 'GET' && path === MOCK_SERVICE_WORKER_PATH) {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(mockServiceWorkerSource());
      } else if (request.method === 'GET' && path === '/config.json') {
        // Read on each request, so an edit shows on the next reload.
        response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(readFileSync(LOCAL_CONFIG_FILE));
      } else if (request.method === 'POST' && path === formPath) {
        middleware(request, response, next);
      } else {
        next();
      }
    });
  };
  return {
    name: 'mock-gateway-dev-server',
    configResolved(config) {
      demoBuild = config.command === 'build' && config.mode === DEMO_MODE;
    },
    configureServer: mount,
    // The preview server serves the demo build, which has its own copy of the service worker.
    configurePreviewServer: mount,
    generateBundle() {
      if (!demoBuild) return;
      this.emitFile({ type: 'asset', fileName: MOCK_SERVICE_WORKER_PATH.slice(1), source: mockServiceWorkerSource() });
    },
  };
}
