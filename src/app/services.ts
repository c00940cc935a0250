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

/** Session storage key of the brand chosen in mock mode (`?brand=`, see withMockBrand in mock-mode.ts). */
export const MOCK_BRAND_KEY = 'mock-brand';

export function createPortalServices(config: RuntimeConfig, options: { fetch?: typeof fetch } = {}): PortalServices {
  const session = new SessionStore({
    brandDashboardPath: brandFor(config.domainId).dashboardPath,
    // In mock mode the brand chosen with ?brand= lasts for the browser session, logouts included.
    keepOnLogout: config.mockGateway ? [MOCK_BRAND_KEY] : [],
    // The language is the device's choice (src/shared/i18n/language-preference.ts).
    keepLocalOnLogout: [LANGUAGE_KEY],
  });
  // The query cache and the gateway client, loaded when a page first reads from the gateway.
  const queries = new QueryClientSlot(async () =>
    (await import('./gateway-queries')).createGatewayQueryClient(config, session, options.fetch),
  );
  // A session ended in another tab ends here too: every answer of it leaves the cache at once (decision 021).
  session.onEndedElsewhere(() => queries.current?.clear());
  session.listenToOtherTabs();
  return { session, queries };
}
