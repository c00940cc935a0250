import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Connect, Plugin } from 'vite';

import type { ContractOperation } from '../contract/contract';

import { createGatewayProxy, type ViolationReport } from './gateway-proxy';
import { formPreferences, PANEL_PATH, renderPanel, renderQueryErrors, type PanelPage } from './panel';
import { applyQueryValues, parsePrefer, PREFER_QUERY, preferencesCookie, readPreferences, type Preference } from './preferences';

export interface PortalOnPrismOptions {
  /** The runtime configuration the dev server answers /config.json with (the mock gateway off). */
  readonly config: Record<string, unknown>;
  /** The gateway base of that configuration, a path on the dev server, e.g. /api. */
  readonly base: string;
  /** Prism's address. */
  readonly prismUrl: string;
  readonly operations: readonly ContractOperation[];
  readonly tokenOperations: ReadonlySet<string>;
  /** mock: Prism answers (the panel and the `prism` query parameter work); proxy: Prism forwards to a gateway. */
  readonly mode: 'mock' | 'proxy';
  readonly dynamic: boolean;
  readonly onAnswer?: (report: ViolationReport) => void;
  readonly onAcceptWidened?: (operation: ContractOperation, accept: string) => void;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(response: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(html);
}

/** Whether a request is a page load (a navigation), not a module, asset or fetch. */
function isNavigation(request: IncomingMessage): boolean {
  const destination = request.headers['sec-fetch-dest'];
  if (typeof destination === 'string') return destination === 'document';
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * What the portal's dev server adds to run on Prism (`npm run dev:prism`, `npm run contract:proxy`). It runs before
 * the dev server's own plugins, so /config.json and the gateway calls (the external single sign-on form post
 * included) never reach the mock gateway:
 *
 * - `/config.json`: the given configuration, the mock gateway off;
 * - everything under the gateway base goes to Prism (gateway-proxy.ts);
 * - mock mode: the panel at /__prism, and `?prism=operationId:prefer` on any page address, which stores the
 *   choice in this browser's cookie and reloads the page without the parameter.
 */
export function portalOnPrism(options: PortalOnPrismOptions): Plugin {
  const proxy = createGatewayProxy({
    base: options.base,
    target: options.prismUrl,
    operations: options.operations,
    dynamic: options.dynamic,
    tokenOperations: options.tokenOperations,
    preferences: options.mode === 'mock',
    onAnswer: options.onAnswer,
    onAcceptWidened: options.mode === 'mock' ? options.onAcceptWidened : undefined,
  });
  const page = (request: IncomingMessage, extra: Partial<PanelPage> = {}): string =>
    renderPanel({
      operations: options.operations,
      preferences: readPreferences(request.headers.cookie),
      dynamic: options.dynamic,
      prismUrl: options.prismUrl,
      ...extra,
    });

  const middleware: Connect.NextHandleFunction = (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://dev.local');
    if (request.method === 'GET' && url.pathname === '/config.json') {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(options.config, null, 2));
      return;
    }
    if (options.mode === 'mock' && (url.pathname === PANEL_PATH || url.pathname === `${PANEL_PATH}/`)) {
      if (request.method === 'GET') return sendHtml(response, 200, page(request, url.searchParams.has('saved') ? { notice: { kind: 'saved', lines: ['Choices saved. Reload the portal to see them.'] } } : {}));
      if (request.method === 'POST') {
        void readForm(request).then((form) => {
          if (form.get('action') === 'clear') {
            response.writeHead(303, { Location: `${PANEL_PATH}?saved`, 'Set-Cookie': preferencesCookie({}) });
            return response.end();
          }
          const preferences: Record<string, Preference> = {};
          const errors: string[] = [];
          for (const { operation, value } of formPreferences(form, options.operations)) {
            const parsed = parsePrefer(operation, value);
            if (parsed.error) errors.push(`${operation.operationId}: ${parsed.error}`);
            else preferences[operation.operationId] = parsed.preference!;
          }
          if (errors.length > 0) return sendHtml(response, 400, page(request, { notice: { kind: 'error', lines: errors } }));
          response.writeHead(303, { Location: `${PANEL_PATH}?saved`, 'Set-Cookie': preferencesCookie(preferences) });
          response.end();
        }, next);
        return;
      }
    }
    if (options.mode === 'mock' && request.method === 'GET' && url.searchParams.has(PREFER_QUERY) && isNavigation(request)) {
      const { preferences, errors } = applyQueryValues(options.operations, readPreferences(request.headers.cookie), url.searchParams.getAll(PREFER_QUERY));
      if (errors.length > 0) return sendHtml(response, 400, renderQueryErrors(errors));
      url.searchParams.delete(PREFER_QUERY);
      response.writeHead(302, { Location: `${url.pathname}${url.search}${url.hash}`, 'Set-Cookie': preferencesCookie(preferences), 'Cache-Control': 'no-store' });
      response.end();
      return;
    }
    proxy(request, response, next);
  };

  return {
    name: 'portal-on-prism',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
