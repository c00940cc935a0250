/**
 * The static server the browser journeys run against: the demo build (`dist-demo/` of `npm run build:demo`, the
 * portal with the mock gateway in it), served as a static host serves it.
 *
 *   tsx e2e/support/serve.ts --port 4305 --domain 5 [--dist dist-demo] [--host 127.0.0.1]
 *
 * - Every file of the build is read into memory at start-up, so a rebuild while the journeys run (another engineer
 *   running `npm run build`) cannot hand a test half a build.
 * - Unknown paths that a browser navigates to get `index.html` (the SPA fallback); unknown paths that look like files
 *   (`/favicon.ico`, `/assets/gone.js`) get a real 404, as on a real static host.
 * - `/config.json` is the local configuration of `npm start` (mocks/config/local.json: the mock gateway on) with
 *   `domainId` (the brand) and `environment` set, so one build serves every brand, one server per brand, each on the
 *   in-browser mock gateway. A build that does not carry the mock gateway is refused at start-up.
 * - Requests under the gateway base (`/api/...`) that reach this server were not answered by the in-browser mock
 *   gateway; they get a 501 that says so, which fails the journey through its console check.

 *
 * The server stops on SIGTERM and SIGINT (Playwright's webServer sends SIGTERM to stop it).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export interface StaticServerOptions {
  /** Folder of the production build. */
  readonly dist: string;
  readonly port: number;
  readonly host: string;
  /** The brand served: 1, 2 or 5. */
  readonly domainId: number;
}

export interface RunningServer {
  readonly server: Server;
  readonly url: string;
  /** The `/config.json` this server answers with. */
  readonly config: Record<string, unknown>;
  readonly close: () => Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

export const MOCK_SERVICE_WORKER_FILE = 'mockServiceWorker.js';

/** The local configuration of `npm start` (mocks/vite-plugin.ts serves it there). */
const LOCAL_CONFIG_FILE = fileURLToPath(new URL('../../mocks/config/local.json', import.meta.url));

function readTree(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.set(`/${relative(root, full).split(sep).join('/')}`, readFileSync(full));
    }
  };
  walk(root);
  return files;
}

/** The local configuration (mocks/config/local.json) with the brand of this server, on the mock gateway. */
export function configFor(base: Record<string, unknown>, domainId: number): Record<string, unknown> {
  return { ...base, domainId, mockGateway: true, environment: `e2e-brand${domainId}` };
}

/**
 * Why the build cannot run on the mock gateway, or null when it can: it carries the service worker
 * (mockServiceWorker.js) and a script that registers it (the demo build's src/app/mock-gateway-loader.ts); the
 * production build (`npm run build`) has neither.
 */
export function missingMockGateway(files: ReadonlyMap<string, Buffer>): string | null {
  if (!files.has(`/${MOCK_SERVICE_WORKER_FILE}`)) return `the build has no /${MOCK_SERVICE_WORKER_FILE}`;
  const registers = [...files].some(
    ([path, content]) => path.endsWith('.js') && path !== `/${MOCK_SERVICE_WORKER_FILE}` && content.includes(`/${MOCK_SERVICE_WORKER_FILE}`),
  );
  return registers ? null : `no script of the build registers /${MOCK_SERVICE_WORKER_FILE} (is loadMockGateway wired in src/main.tsx?)`;
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    // Every answer is re-validated: a test must never see a file from a previous build.
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

function acceptsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const dist = resolve(options.dist);
  if (!statSync(dist, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`${dist} does not exist: run \`npm run build:demo\` first (npm run test:e2e does).`);
  }
  const files = readTree(dist);
  const index = files.get('/index.html');
  if (!index) throw new Error(`${dist}/index.html is missing: run \`npm run build:demo\` first.`);
  const baseConfig = JSON.parse(readFileSync(LOCAL_CONFIG_FILE, 'utf8')) as Record<string, unknown>;
  const missing = missingMockGateway(files);
  if (missing) throw new Error(`${dist} cannot run on the mock gateway: ${missing}.`);
  const config = configFor(baseConfig, options.domainId);
  const configBody = `${JSON.stringify(config, null, 2)}\n`;
  const gatewayBase =
    typeof config.gatewayBaseUrl === 'string' && config.gatewayBaseUrl.startsWith('/')
      ? config.gatewayBaseUrl.replace(/\/+$/, '')
      : null;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://e2e.invalid');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      send(res, 400, 'text/plain; charset=utf-8', 'Bad Request: the address is not valid percent-encoding\n');
      return;
    }

    if (gatewayBase && (path === gatewayBase || path.startsWith(`${gatewayBase}/`))) {
      const body = JSON.stringify({
        message: `${req.method} ${path} reached the e2e static server, which has no gateway: the mock gateway did not answer it.`,
      });
      send(res, 501, 'application/json; charset=utf-8', body);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
      return;
    }
    if (path === '/config.json') {
      send(res, 200, CONTENT_TYPES['.json']!, configBody);
      return;
    }
    const file = files.get(path);
    if (file) {
      send(res, 200, CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream', file);
      return;
    }
    // The SPA fallback: a page address the router knows (or sends to /error/404 itself).
    if (acceptsHtml(req) || extname(path) === '') {
      send(res, 200, CONTENT_TYPES['.html']!, index);
      return;
    }
    send(res, 404, 'text/plain; charset=utf-8', `Not Found: ${path}\n`);
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolvePromise({
        server,
        url: `http://${options.host}:${port}`,
        config,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

function parseCli(argv: string[]): StaticServerOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '4301' },
      host: { type: 'string', default: '127.0.0.1' },
      domain: { type: 'string', default: '1' },
      dist: { type: 'string', default: 'dist-demo' },
    },
    strict: true,
  });
  const port = Number(values.port);
  const domainId = Number(values.domain);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not ${values.port}`);
  if (![1, 2, 5].includes(domainId)) throw new Error(`--domain must be 1, 2 or 5, not ${values.domain}`);
  return { port, host: values.host, domainId, dist: values.dist };
}

async function main() {
  const options = parseCli(process.argv.slice(2));
  const running = await startStaticServer(options);
  console.log(`e2e server: brand ${options.domainId} on ${running.url} (dist: ${resolve(options.dist)}, on the mock gateway)`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`e2e server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
