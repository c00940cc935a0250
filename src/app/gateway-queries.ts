import type { QueryClient } from '@tanstack/react-query';

import type { RuntimeConfig } from '../config/runtime-config';
import { configureGatewayClient } from '../shared/lib/http/gateway-client';
import type { SessionStore } from '../shared/session/session-store';

import { configuredAddress } from './configured-addresses';
import { createQueryClient } from './query-client';

/**
 * The page's query cache, with the gateway client set up for this deployment and the member's session: what
 * services.ts loads when a page first reads from the gateway (or a sign-in starts), not with the sign-in page.
 */
export function createGatewayQueryClient(config: RuntimeConfig, session: SessionStore, fetchImpl?: typeof fetch): QueryClient {
  configureGatewayClient({
    baseUrl: config.gatewayBaseUrl,
    getToken: session.currentToken,
    resolveAddress: (path) => configuredAddress(config, path),
    fetch: fetchImpl,
  });
  const client = createQueryClient();
  // What QueryClientProvider would do: resume paused work when the page is back online.
  client.mount();
  return client;
}
