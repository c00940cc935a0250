import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createServer, type ViteDevServer } from 'vite';

import { listOperations, loadContract, type ContractOperation } from '../contract/contract';
import { startPrism, type PrismServer } from '../contract/prism';

import type { ViolationReport } from './gateway-proxy';
import { tokenOperations } from './preferences';
import { portalOnPrism } from './vite-plugin';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LOCAL_CONFIG = resolve(ROOT, 'mocks/config/local.json');

export interface PortalOnPrismStartOptions {
  /** The portal's dev server. */
  readonly port: number;
  readonly host: string;
  /** Prism (listens on the same host). */
  readonly prismPort: number;
  /** mock: Prism answers from the contract; proxy: Prism forwards to `upstream` and reports violations. */
  readonly mode: 'mock' | 'proxy';
  readonly upstream?: string;
  readonly dynamic?: boolean;
  readonly seed?: string;
  /** The brand (domain id) of the served configuration. */
  readonly domainId?: number;
  /** A runtime configuration to serve instead of the local one (its gateway base is replaced, the mock gateway off). */
  readonly config?: Record<string, unknown>;
  readonly onAnswer?: (report: ViolationReport) => void;
  /** Mock mode: a call whose Accept header took none of its operation's media types (see gateway-proxy.ts). */
  readonly onAcceptWidened?: (operation: ContractOperation, accept: string) => void;
  readonly onPrismOutput?: (line: string) => void;
  /** Vite's log level (default info). */
  readonly logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

export interface PortalOnPrism {
  /** The portal, e.g. http://127.0.0.1:5173 */
  readonly url: string;
  readonly prism: PrismServer;
  readonly vite: ViteDevServer;
  /** Stops the dev server, then Prism (by its process id). */
  readonly stop: () => Promise<void>;
}

/** The gateway base on the dev server: the portal calls it on its own origin and the dev server forwards to Prism. */
export const GATEWAY_BASE = '/api';

/**
 * The runtime configuration of the portal on Prism: the local one (or the one given) with the mock gateway off,
 * the gateway on the dev server's own origin, and the two feeds read at configured addresses (decision 002: the
 * accreditation feed, the chat configuration) under it, where Prism answers them from the contract. (The handbooks
 * service is already under the gateway base.)
 */
export function prismRuntimeConfig(options: Pick<PortalOnPrismStartOptions, 'mode' | 'domainId' | 'config'>): Record<string, unknown> {
  const base = options.config ?? (JSON.parse(readFileSync(LOCAL_CONFIG, 'utf8')) as Record<string, unknown>);
  return {
    ...base,
    environment: options.mode === 'proxy' ? 'contract-proxy' : 'prism',
    gatewayBaseUrl: GATEWAY_BASE,
    externalSsoUrl: `${GATEWAY_BASE}/sso/sp-salesforce`,
    ...(options.config ? {} : { accreditationFeedUrl: `${GATEWAY_BASE}/ncqa`, chatConfigUrl: `${GATEWAY_BASE}/chat` }),
    ...(options.domainId !== undefined ? { domainId: options.domainId } : {}),
    mockGateway: false,
  };
}

/** Starts Prism, then the portal's dev server in front of it. */
export async function startPortalOnPrism(options: PortalOnPrismStartOptions): Promise<PortalOnPrism> {
  const document = loadContract();
  const operations = listOperations(document);
  const prism = await startPrism(options.prismPort, options.host, {
    mode: options.mode,
    upstream: options.upstream,
    dynamic: options.dynamic,
    seed: options.seed,
    onOutput: options.onPrismOutput,
  });
  let vite: ViteDevServer | undefined;
  try {
    vite = await createServer({
      configFile: resolve(ROOT, 'vite.config.ts'),
      configLoader: 'runner',
      root: ROOT,
      clearScreen: false,
      logLevel: options.logLevel ?? 'info',
      server: { port: options.port, host: options.host, strictPort: true, open: false },
      plugins: [
        portalOnPrism({
          config: prismRuntimeConfig(options),
          base: GATEWAY_BASE,
          prismUrl: prism.baseUrl,
          operations,
          tokenOperations: tokenOperations(operations, document),
          mode: options.mode,
          dynamic: options.dynamic ?? false,
          onAnswer: options.onAnswer,
          onAcceptWidened: options.onAcceptWidened,
        }),
      ],
    });
    await vite.listen();
  } catch (error) {
    await vite?.close();
    await prism.stop();
    throw error;
  }
  const server = vite;
  return {
    url: `http://${options.host}:${options.port}`,
    prism,
    vite: server,
    stop: async () => {
      await server.close();
      await prism.stop();
    },
  };
}
