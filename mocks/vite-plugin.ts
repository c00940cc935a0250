import type { Connect, Plugin } from 'vite';

import { createMockGatewayMiddleware } from './server';

/**
 * The one mock gateway answer the browser's service worker cannot give: the external single sign-on hand-off is
 * a form post that navigates the page (POST {base}/sso/sp-salesforce), and service workers let navigations go to
 * the server. This Vite plugin answers that post on the dev and preview servers with the mock gateway's own
 * handler (a small stand-in page of the external system), so the `handoff` persona's login ends somewhere real.
 *
 *   // vite.config.ts
 *   plugins: [react(), mockGatewayFormPosts()],
 *
 * Every other gateway call is answered in the browser by the service worker (mocks/browser.ts).
 */
export function mockGatewayFormPosts(options: { readonly base?: string } = {}): Plugin {
  const base = `/${(options.base ?? '/api').replace(/^\/+|\/+$/g, '')}`;
  const formPath = `${base}/sso/sp-salesforce`;
  const middleware = createMockGatewayMiddleware({ base, cors: false });
  const mount = (server: { middlewares: Connect.Server }) => {
    server.middlewares.use((request, response, next) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method === 'POST' && path === formPath) middleware(request, response, next);
      else next();
    });
  };
  return { name: 'mock-gateway-form-posts', configureServer: mount, configurePreviewServer: mount };
}
