import type { QueryClient } from '@tanstack/react-query';

import { brandFor } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';
import { configureGatewayClient } from '../shared/lib/http/gateway-client';
import { SessionStore } from '../shared/session/session-store';

import { createQueryClient } from './query-client';

/** The long-lived objects of one page load: the member's session, the query cache, and the configured gateway client. */
export interface PortalServices {
  readonly session: SessionStore;
  readonly queryClient: QueryClient;
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
  });
  configureGatewayClient({
    baseUrl: config.gatewayBaseUrl,
    getToken: session.currentToken,
    resolveAddress: (path) => configuredAddress(config, path),
    fetch: options.fetch,
  });
  return { session, queryClient: createQueryClient() };
}
