import {
  loadRuntimeConfig,
  type RuntimeConfig,
  type RuntimeConfigIssue,
  type RuntimeConfigResult,
} from '../config/runtime-config';

import { MOCK_BRAND_KEY } from './services';

/** What start-up does in mock mode, loaded only when the configuration asks for the mock gateway. */
const mockMode = () => import('./mock-mode');

/** What the mock gateway module (`mocks/browser.ts`) offers the start-up sequence. */
export interface MockGatewayModule {
  /** Starts answering gateway calls in the browser; resolves once requests are intercepted. */
  readonly startMockGateway: (config: RuntimeConfig & { readonly handbooksUrl?: string }) => unknown;
}

/** Loads the mock gateway module on demand, so the portal downloads it only when configured to use it. */
export type LoadMockGateway = () => Promise<MockGatewayModule>;

export interface BootstrapOptions {
  readonly loadConfig?: () => Promise<RuntimeConfigResult>;
  /** The page address, read for the mock-mode brand switch (defaults to window.location.href). */
  readonly href?: string;
  /** Where the mock-mode brand choice is kept for the browser session (defaults to sessionStorage). */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Absent when this build carries no mock gateway (the production build, see mock-gateway-loader.ts). */
  readonly loadMockGateway?: LoadMockGateway;
}

/** Why the portal cannot start: a summary plus one line per configuration key at fault. */
export interface StartupError {
  readonly summary: string;
  readonly issues: readonly RuntimeConfigIssue[];
}

export type BootstrapResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly error: StartupError };

/**
 * What the portal says when the texts of its pages could not be downloaded (src/shared/i18n): in both languages,
 * since neither could be.
 */
export const MESSAGES_ERROR: StartupError = {
  summary:
    'The portal could not download the texts of its pages. Check the connection and reload the page. / ' +
    'El portal no pudo descargar los textos de sus páginas. Revise la conexión y vuelva a cargar la página.',
  issues: [],
};

/**
 * Everything that must happen before the first render: load and validate the runtime
 * configuration, then, when it asks for the mock gateway, start it so that no gateway call
 * can slip past it (mock-mode.ts, with the brand switch of mock mode). Never throws; every failure comes back as a
 * `StartupError`.
 */
export async function bootstrap({
  loadConfig = loadRuntimeConfig,
  loadMockGateway,
  href = window.location.href,
  storage = window.sessionStorage,
}: BootstrapOptions = {}): Promise<BootstrapResult> {
  const loaded = await loadConfig();
  if (!loaded.ok || !loaded.config.mockGateway) return loaded;
  const { startMockMode } = await mockMode();
  return startMockMode(loaded.config, { loadMockGateway, href, storage });
}

export { MOCK_BRAND_KEY };
