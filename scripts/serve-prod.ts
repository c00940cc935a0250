/**
 * The production build (`dist/` of `npm run build`) served as a deployment serves it: Debian's nginx with the
 * configuration of deploy/nginx/ (security headers, caching, precompressed files, the gateway proxied under its
 * base), in front of the portal's mock gateway over plain HTTP (the server `npm run mock:gateway` runs), in place
 * of the real gateway. The portal itself runs as in production: `"mockGateway": false`.
 *
 *   npm run serve:prod -- --port 4180                   # http://127.0.0.1:4180/login, brand 1
 *   npm run serve:prod -- --port 4180 --domain 5 --gateway-port 4190
 *
 * Options: --port (nginx; required), --host (default 127.0.0.1), --gateway-port (the mock gateway; default: a
 * free port), --domain (the brand: 1, 2 or 5; default 1), --dist (default dist).
 *
 * nginx is started through deploy/nginx/docker-entrypoint.sh, the container's own entry point, which renders
 * deploy/nginx/portal.conf.template from PORTAL_* variables; PORTAL_* variables already in the environment are
 * passed on (the ones this script sets win). /config.json is the build's own (the deployment template) with the
 * brand set and the accreditation feed and chat configuration read from the mock gateway's own address, another
 * origin, as deployments that host their feeds elsewhere do; the policy's sources follow from it
 * (scripts/nginx/csp-sources.ts). Needs nginx, its brotli static module and envsubst (Debian: nginx,
 * libnginx-mod-http-brotli-static, gettext-base). Ctrl+C (SIGINT) or SIGTERM stops nginx (by its process id) and the
 * mock gateway.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { startMockGatewayServer, type MockGatewayHttpServer } from '../mocks/server';

import { cspSourcesFor } from './nginx/csp-sources';

/** The container's entry point, which renders the configuration and runs nginx in the foreground. */
export const NGINX_ENTRYPOINT = fileURLToPath(new URL('../deploy/nginx/docker-entrypoint.sh', import.meta.url));

/** Where the mock gateway's ID card images say they are (mocks/views.ts): the policy's img-src must allow them. */
export const MOCK_IMAGE_SOURCES = 'https://documents.plan.example';

export interface ProdServerOptions {
  readonly port: number;
  readonly host: string;
  /** 0 picks a free port. */
  readonly gatewayPort: number;
  readonly domainId: 1 | 2 | 5;
  readonly dist: string;
  /** Keys of /config.json to set over the served configuration (e.g. to see what the build says to a bad one). */
  readonly configOverrides?: Readonly<Record<string, unknown>>;
  /** Extra PORTAL_* variables (e.g. a shorter PORTAL_GATEWAY_TIMEOUT); they win over everything else. */
  readonly variables?: Readonly<Record<string, string>>;
  /** Where nginx's output goes (default: this process's stdout and stderr). */
  readonly stdio?: 'inherit' | 'ignore';
  /** Aborting it stops whatever has started, at any point (a Ctrl+C while nginx starts). */
  readonly signal?: AbortSignal;
}

export interface ProdServer {
  /** The portal's address, e.g. http://127.0.0.1:4180 */
  readonly url: string;
  readonly gateway: MockGatewayHttpServer;
  /** The /config.json nginx serves. */
  readonly config: Record<string, unknown>;
  /** The PORTAL_* variables nginx's configuration was rendered from. */
  readonly variables: Readonly<Record<string, string>>;
  /** nginx's master process. */
  readonly nginx: ChildProcess;
  /** Resolves when nginx has exited, with its exit code (or the signal that stopped it). */
  readonly exited: Promise<number | NodeJS.Signals | null>;
  /** Stops nginx (SIGTERM to its process id), then the mock gateway, and removes the run directory. */
  readonly stop: () => Promise<void>;
}

/** The configuration nginx serves: the build's deployment template, this brand, the feeds at the mock gateway's origin. */
export function serveProdConfig(template: Record<string, unknown>, domainId: number, gatewayOrigin: string): Record<string, unknown> {
  const base = typeof template.gatewayBaseUrl === 'string' ? template.gatewayBaseUrl.replace(/\/+$/, '') : '/api';
  return {
    ...template,
    environment: 'serve-prod',
    domainId,
    mockGateway: false,
    accreditationFeedUrl: `${gatewayOrigin}${base}/ncqa`,
    chatConfigUrl: `${gatewayOrigin}${base}/chat`,
  };
}

async function waitForPortal(url: string, exited: Promise<unknown>, timeoutMs = 15_000): Promise<void> {
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (!stopped && Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/config.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(stopped ? 'nginx stopped before it answered (its messages are above).' : `nginx did not answer ${url} within ${timeoutMs / 1000} s.`);
}

export async function startProdServer(options: ProdServerOptions): Promise<ProdServer> {
  const dist = resolve(options.dist);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run \`npm run build\` first.`);
  const templateFile = join(dist, 'config.json');
  if (!existsSync(templateFile)) throw new Error(`${templateFile} is missing: run \`npm run build\` first.`);
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as Record<string, unknown>;
  const base = typeof template.gatewayBaseUrl === 'string' && template.gatewayBaseUrl.startsWith('/') ? template.gatewayBaseUrl : '/api';

  const gateway = await startMockGatewayServer({ port: options.gatewayPort, host: options.host, base });
  if (options.signal?.aborted) {
    await gateway.stop();
    throw new Error('Stopped while starting.');
  }
  const gatewayOrigin = new URL(gateway.baseUrl).origin;
  const runDir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  // Readable by nginx's workers, which run as another user when nginx is started as root.
  chmodSync(runDir, 0o755);
  const config = { ...serveProdConfig(template, options.domainId, gatewayOrigin), ...options.configOverrides };
  const configFile = join(runDir, 'config.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);

  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('PORTAL_'))) as Record<string, string>;
  const variables: Record<string, string> = {
    ...inherited,
    PORTAL_LISTEN: `${options.host}:${options.port}`,
    // Errors still reach standard error; the requests are in the browser's own tools.
    PORTAL_ACCESS_LOG: 'off',
    PORTAL_ROOT: dist,
    PORTAL_CONFIG_FILE: configFile,
    PORTAL_GATEWAY_BASE: base,
    PORTAL_GATEWAY_UPSTREAM: gateway.baseUrl,
    ...cspSourcesFor(config),
    PORTAL_CSP_IMAGE_SOURCES: MOCK_IMAGE_SOURCES,
    PORTAL_NGINX_RUN_DIR: runDir,
    ...options.variables,
  };

  const nginx = spawn('sh', [NGINX_ENTRYPOINT], {
    env: { ...process.env, ...variables },
    stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((done) => {
    nginx.once('exit', (code, signal) => done(code ?? signal));
    nginx.once('error', () => done(null));
  });

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (nginx.exitCode === null && nginx.signalCode === null && nginx.pid !== undefined) {
        process.kill(nginx.pid, 'SIGTERM');
        await exited;
      }
      await gateway.stop();
      rmSync(runDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  options.signal?.addEventListener('abort', () => void stop(), { once: true });

  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`;
  try {
    await waitForPortal(url, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, gateway, config, variables, nginx, exited, stop };
}

function parseCli(argv: string[]): ProdServerOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      'gateway-port': { type: 'string', default: '0' },
      domain: { type: 'string', default: '1' },
      dist: { type: 'string', default: 'dist' },
    },
    strict: true,
  });
  const portNumber = (name: string, value: string | undefined, allowZero: boolean) => {
    const port = Number(value);
    if (value === undefined || !Number.isInteger(port) || port < (allowZero ? 0 : 1) || port > 65535) {
      throw new Error(`--${name} must be a port number${value === undefined ? ' (required)' : `, not ${value}`}.`);
    }
    return port;
  };
  const domainId = Number(values.domain);
  if (domainId !== 1 && domainId !== 2 && domainId !== 5) throw new Error(`--domain must be 1, 2 or 5, not ${values.domain}.`);
  return {
    port: portNumber('port', values.port, false),
    host: values.host,
    gatewayPort: portNumber('gateway-port', values['gateway-port'], true),
    domainId,
    dist: values.dist,
  };
}

async function main(): Promise<void> {
  const options = parseCli(process.argv.slice(2));
  // Signals are handled from the start, so nginx never outlives this process, even when stopped while starting.
  const controller = new AbortController();
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    signalled = true;
    console.log(`\n${signal}: stopping nginx and the mock gateway.`);
    controller.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let server: ProdServer;
  try {
    server = await startProdServer({ ...options, signal: controller.signal });
  } catch (error) {
    if (signalled) process.exit(0);
    throw error;
  }
  if (!signalled) {
    console.log(
      `Portal at ${server.url}/login (nginx process ${server.nginx.pid}, production build ${resolve(options.dist)}, ` +
        `brand ${options.domainId}), in front of the mock gateway at ${server.gateway.baseUrl}. Ctrl+C stops both.`,
    );
  }
  const status = await server.exited;
  if (!signalled) console.error(`nginx stopped by itself (${String(status)}); stopping the mock gateway.`);
  await server.stop();
  process.exit(signalled ? 0 : typeof status === 'number' && status !== 0 ? status : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`serve:prod: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
