import { DOMAIN_IDS, type DomainId } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';

import type { BootstrapResult, LoadMockGateway, StartupError } from './bootstrap';
import { configuredAddress, HANDBOOKS_LIST_PATH } from './configured-addresses';
import { MOCK_BRAND_KEY } from './services';

/**
 * What start-up does when /config.json asks for the mock gateway (bootstrap.ts loads this only then): switch the
 * brand as the address asks, start the mock gateway before anything renders, or say why it cannot.
 */

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

function mockGatewayError(problem: string): BootstrapResult {
  return {
    ok: false,
    error: { summary: 'The mock gateway could not start.', issues: [{ key: 'mockGateway', problem }] },
  };
}

/** Starts the mock gateway of a configuration that asks for it, with the brand the address chose. */
export async function startMockMode(
  loaded: RuntimeConfig,
  {
    loadMockGateway,
    href,
    storage,
  }: { loadMockGateway?: LoadMockGateway; href: string; storage: Pick<Storage, 'getItem' | 'setItem'> },
): Promise<BootstrapResult> {
  if (!loadMockGateway) return { ok: false, error: NO_MOCK_GATEWAY_ERROR };
  const config = withMockBrand(loaded, href, storage);
  try {
    const { startMockGateway } = await loadMockGateway();
    // The mock answers the configured addresses too, as the portal resolves them.
    await startMockGateway({ ...config, handbooksUrl: configuredAddress(config, HANDBOOKS_LIST_PATH) });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return mockGatewayError(`is true, but the mock gateway failed to start: ${reason}`);
  }
  return { ok: true, config };
}

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
