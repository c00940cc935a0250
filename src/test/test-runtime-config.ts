import type { RuntimeConfig, RuntimeConfigInput } from '../config/runtime-config';
import { parseRuntimeConfig } from '../config/runtime-config-problems';

/** A valid configuration for brand 1, validated like the real file so defaults are applied. */
export function testRuntimeConfig(overrides: Partial<RuntimeConfigInput> = {}): RuntimeConfig {
  const result = parseRuntimeConfig({
    // Node's fetch needs absolute addresses; the mock gateway of the tests answers here (mocks/node.ts).
    gatewayBaseUrl: 'http://localhost/api',
    domainId: 1,
    ebillBaseUrl: 'https://ebill.example.com/member/ebill',
    partnerDashboardUrl: 'https://partner.example.com/dashboard',
    chatVendorHost: 'chat.example.com',
    // The mock gateway of the tests answers the feed here too: a test that renders the shell never calls outside.
    accreditationFeedUrl: 'http://localhost/api/ncqa',
    environment: 'test',
    ...overrides,
  } satisfies RuntimeConfigInput);
  if (!result.ok) {
    throw new Error(`Invalid test configuration: ${JSON.stringify(result.error.issues)}`);
  }
  return result.config;
}
