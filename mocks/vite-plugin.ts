import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Connect, Plugin } from 'vite';

import { createMockGatewayMiddleware } from './server';

/** The runtime configuration of local development: brand 1 on the in-browser mock gateway. */
export const LOCAL_CONFIG_FILE = fileURLToPath(new URL('./config/local.json', import.meta.url));

/**
 * What the dev and preview servers add so that `npm start` (and `npm run preview`) run the portal on the mock
 * gateway, with no backend:
 *
 * - `/config.json` is the local configuration (mocks/config/local.json, `"mockGateway": true`). The build's own
 *   `config.json` (public/config.json) is the deployment template, with the mock gateway off; deployments replace it.
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
  const mount = (server: { middlewares: Connect.Server }) => {
    server.middlewares.use((request, response, next) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method === 'GET' && path === '/config.json') {
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
  return { name: 'mock-gateway-dev-server', configureServer: mount, configurePreviewServer: mount };
}
