import type { RuntimeConfig } from '../config/runtime-config';

/** The handbooks service's path under the gateway base by default (product section 9: handbooks path /handbooks). */
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
