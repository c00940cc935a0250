import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { getResponse } from 'msw';

import { errorBody } from './errors';
import { createHandlers } from './handlers';

/**
 * The mock gateway as a standalone HTTP server (node:http), for any HTTP client: each request becomes a Fetch
 * Request and is answered by the same MSW handlers as in the browser and in tests (msw's getResponse). CORS
 * headers let a front end on another origin call it. Unknown paths answer 404 with an ErrorBody.
 */

export interface MockGatewayHttpServer {
  /** The gateway base address clients call, e.g. http://127.0.0.1:4020/api */
  readonly baseUrl: string;
  readonly port: number;
  readonly server: Server;
  /** Stops accepting connections and closes the open ones. */
  readonly stop: () => Promise<void>;
}

export interface StartMockGatewayServerOptions {
  /** Port to listen on; 0 picks a free one. Default 4020. */
  readonly port?: number;
  /** Host to listen on. Default 127.0.0.1. */
  readonly host?: string;
  /** The path the gateway answers under. Default '/api'. */
  readonly base?: string;
}

/** Handlers match absolute addresses in Node; requests are rebuilt on this fixed origin whatever the Host header. */
const INTERNAL_ORIGIN = 'http://mock-gateway.internal';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers': 'Content-Type, Content-Disposition',
  'Access-Control-Max-Age': '600',
};

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin ?? '*', ...(origin ? { Vary: 'Origin' } : {}) };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

function toFetchRequest(request: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = request.method ?? 'GET';
  return new Request(new URL(request.url ?? '/', INTERNAL_ORIGIN), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

async function send(response: ServerResponse, answer: Response, extraHeaders: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders };
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await answer.arrayBuffer());
  headers['content-length'] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body);
}

export interface MockGatewayMiddlewareOptions {
  /** The path the gateway answers under. Default '/api'. */
  readonly base?: string;
  /** Send CORS headers (default true). */
  readonly cors?: boolean;
}

/** A node:http request listener (or Connect middleware, with `next`). */
export type MockGatewayMiddleware = (request: IncomingMessage, response: ServerResponse, next?: (error?: unknown) => void) => void;

function normalizeBase(base: string | undefined): string {
  return `/${(base ?? '/api').replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
}

/**
 * Answers gateway requests with the mock gateway's handlers, for node:http servers and Connect-style middleware
 * stacks (Vite's dev and preview servers). Requests outside the base go to `next` when there is one, else 404.
 */
export function createMockGatewayMiddleware(options: MockGatewayMiddlewareOptions = {}): MockGatewayMiddleware {
  const base = normalizeBase(options.base);
  const handlers = createHandlers({ baseUrl: `${INTERNAL_ORIGIN}${base}` });
  const withCors = options.cors ?? true;

  return (request, response, next) => {
    void (async () => {
      const cors = withCors ? corsHeaders(request) : {};
      const pathname = new URL(request.url ?? '/', INTERNAL_ORIGIN).pathname;
      const underBase = base === '' || pathname === base || pathname.startsWith(`${base}/`);
      if (!underBase && next) {
        next();
        return;
      }
      try {
        if (request.method === 'OPTIONS' && withCors) {
          response.writeHead(204, cors);
          response.end();
          return;
        }
        const fetchRequest = toFetchRequest(request, await readBody(request));
        const answer = underBase ? await getResponse(handlers, fetchRequest) : undefined;
        if (!answer) {
          await send(response, Response.json(errorBody(404, `There is no gateway operation ${request.method ?? ''} ${pathname}.`, 'NOT_FOUND', pathname), { status: 404 }), cors);
          return;
        }
        if (answer.type === 'error') {
          // The networkError scenario: drop the connection without an answer.
          response.destroy();
          return;
        }
        await send(response, answer, cors);
      } catch (cause) {
        const message = cause instanceof Error ? cause.message : String(cause);
        if (!response.headersSent) {
          await send(response, Response.json(errorBody(500, `The mock gateway failed: ${message}`), { status: 500 }), cors);
        } else {
          response.destroy();
        }
      }
    })();
  };
}

export async function startMockGatewayServer(options: StartMockGatewayServerOptions = {}): Promise<MockGatewayHttpServer> {
  const base = normalizeBase(options.base);
  const host = options.host ?? '127.0.0.1';
  const middleware = createMockGatewayMiddleware({ base });
  const server = createServer((request, response) => middleware(request, response));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4020, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const displayHost = host.includes(':') ? `[${host}]` : host;

  return {
    baseUrl: `http://${displayHost}:${port}${base}`,
    port,
    server,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
