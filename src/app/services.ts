import { brandFor } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';
import { LANGUAGE_KEY } from '../shared/i18n/language-preference';
import { QueryClientSlot } from '../shared/queries/query-client-slot';
import { SessionStore } from '../shared/session/session-store';

/** The long-lived objects of one page load: the member's session and the query cache with the configured gateway client. */
export interface PortalServices {
  readonly session: SessionStore;
  /** The query cache, loaded with the gateway client when first needed (QueryClientSlot). */
  readonly queries: QueryClientSlot;
}

/** The handbooks service's path under the gateway base by default (spec section 9: handbooks path /handbooks). */
export const DEFAULT_HANDBOOKS_PATH = '/handbooks';
const HANDBOOKS_LIST = '/v2';
/** The contract path of the handbook list (GET handbooks/v2). */
export const HANDBOOKS_LIST_PATH = `${DEFAULT_HANDBOOKS_PATH}${HANDBOOKS_LIST}`;

/**
 * Contract paths served at their own configured addresses instead of under the gateway base: the accreditation
 * feed, the chat config, and the handbooks service, which a deployment may mount at another path under the gateway
 * (`handbooksPath`).
 */
export function configuredAddress(config: RuntimeConfig, path: string): string | undefined {
  if (path === '/ncqa') return config.accreditationFeedUrl;
  if (path === '/chat') return config.chatConfigUrl;
  if (path === HANDBOOKS_LIST_PATH && config.handbooksPath !== DEFAULT_HANDBOOKS_PATH) {
    return `${config.gatewayBaseUrl.replace(/\/+$/, '')}${config.handbooksPath.replace(/\/+$/, '')}${HANDBOOKS_LIST}`;
  }
  return undefined;
}

/** Session storage key of the brand chosen in mock mode (`?brand=`, see withMockBrand in bootstrap.ts). */
export const MOCK_BRAND_KEY = 'mock-brand';

export function createPortalServices(config: RuntimeConfig, options: { fetch?: typeof fetch } = {}): PortalServices {
  const session = new SessionStore({
    brandDashboardPath: brandFor(config.domainId).dashboardPath,
    // In mock mode the brand chosen with ?brand= lasts for the browser session, logouts included.
    keepOnLogout: config.mockGateway ? [MOCK_BRAND_KEY] : [],
    // The language is the device's choice (src/shared/i18n/language-preference.ts).
    keepLocalOnLogout: [LANGUAGE_KEY],
  });
  const queries = new QueryClientSlot(async () => {
    const [{ createQueryClient }, { configureGatewayClient }] = await Promise.all([
      import('./query-client'),
      import('../shared/lib/http/gateway-client'),
    ]);
    configureGatewayClient({
      baseUrl: config.gatewayBaseUrl,
      getToken: session.currentToken,
      resolveAddress: (path) => configuredAddress(config, path),
      fetch: options.fetch,
    });
    const client = createQueryClient();
    // What QueryClientProvider would do: resume paused work when the page is back online.
    client.mount();
    return client;
  });
  return { session, queries };
}
