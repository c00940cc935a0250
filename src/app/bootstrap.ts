import { DOMAIN_IDS, type DomainId } from '../config/brands';
import {
  loadRuntimeConfig,
  type RuntimeConfig,
  type RuntimeConfigIssue,
  type RuntimeConfigResult,
} from '../config/runtime-config';

import { configuredAddress, HANDBOOKS_LIST_PATH, MOCK_BRAND_KEY } from './services';

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

function mockGatewayError(problem: string): BootstrapResult {
  return {
    ok: false,
    error: { summary: 'The mock gateway could not start.', issues: [{ key: 'mockGateway', problem }] },
  };
}

/** What a production build says to `"mockGateway": true`: it has no mock gateway, and never pretends to be the demo. */
export const NO_MOCK_GATEWAY_ERROR: StartupError = {
  summary: 'This is a production build: it has no mock gateway and no demo members.',
  issues: [
    {
      key: 'mockGateway',
      problem:
        'is true, but this build does not include the mock gateway. Set it to false and name the real gateway in ' +
        'gatewayBaseUrl (the mock gateway is in the demo build only: npm run build:demo).',
    },
  ],
};

/** What the portal says when the texts of its pages could not be downloaded (src/shared/i18n). */
export const MESSAGES_ERROR: StartupError = {
  summary: 'The portal could not download the texts of its pages. Check the connection and reload the page.',
  issues: [],
};

/**
 * Everything that must happen before the first render: load and validate the runtime
 * configuration, then, when it asks for the mock gateway, start it so that no gateway call
 * can slip past it. Never throws; every failure comes back as a `StartupError`.
 */
export async function bootstrap({
  loadConfig = loadRuntimeConfig,
  loadMockGateway,
  href = window.location.href,
  storage = window.sessionStorage,
}: BootstrapOptions = {}): Promise<BootstrapResult> {
  const loaded = await loadConfig();
  if (!loaded.ok) return loaded;
  const config = withMockBrand(loaded.config, href, storage);

  if (config.mockGateway) {
    if (!loadMockGateway) return { ok: false, error: NO_MOCK_GATEWAY_ERROR };
    try {
      const { startMockGateway } = await loadMockGateway();
      // The mock answers the configured addresses too, as the portal resolves them.
      await startMockGateway({ ...config, handbooksUrl: configuredAddress(config, HANDBOOKS_LIST_PATH) });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      return mockGatewayError(`is true, but the mock gateway failed to start: ${reason}`);
    }
  }

  return { ok: true, config };
}

export { MOCK_BRAND_KEY };

/**
 * In mock mode only, `?brand=1|2|5` on any address switches the brand for the rest of the browser session, so
 * one `npm start` reaches every brand and persona. Deployments with a real gateway always use their configured
 * domainId.
 */
export function withMockBrand(
  config: RuntimeConfig,
  href: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): RuntimeConfig {
  if (!config.mockGateway) return config;
  const asked = new URL(href).searchParams.get('brand');
  const isBrand = (value: string | null): value is `${DomainId}` => DOMAIN_IDS.some((id) => String(id) === value);
  if (isBrand(asked)) storage.setItem(MOCK_BRAND_KEY, asked);
  const chosen = storage.getItem(MOCK_BRAND_KEY);
  return isBrand(chosen) ? { ...config, domainId: Number(chosen) as DomainId } : config;
}
