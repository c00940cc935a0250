/**
 * Which hosts the portal's Content Security Policy must allow for a given /config.json, as the PORTAL_CSP_*
 * variables of deploy/nginx/portal.conf.template take them (space-separated sources). The policy allows the
 * portal's own site always; a configuration that names another host for something the browser loads needs it
 * listed:
 *
 * | config.json key                                          | what the browser does              | variable                        |
 * | -------------------------------------------------------- | ---------------------------------- | ------------------------------- |
 * | chatVendorHost                                           | loads https://{host}/widget.js     | PORTAL_CSP_SCRIPT_SOURCES       |
 * | gatewayBaseUrl, accreditationFeedUrl, chatConfigUrl      | fetches (gateway, feeds)           | PORTAL_CSP_CONNECT_SOURCES      |
 * | externalSsoUrl                                           | posts the single sign-on form      | PORTAL_CSP_FORM_ACTION_SOURCES  |
 *
 * Images the gateway names (ID card images) are not in config.json: their host goes in PORTAL_CSP_IMAGE_SOURCES.
 * Addresses that are paths on the portal's own site need nothing.
 */
export interface CspSources {
  readonly PORTAL_CSP_SCRIPT_SOURCES: string;
  readonly PORTAL_CSP_CONNECT_SOURCES: string;
  readonly PORTAL_CSP_FORM_ACTION_SOURCES: string;
}

/** The keys of /config.json this reads (the portal's runtime configuration, src/config/runtime-config.ts). */
export interface CspRelevantConfig {
  readonly gatewayBaseUrl?: unknown;
  readonly accreditationFeedUrl?: unknown;
  readonly chatConfigUrl?: unknown;
  readonly externalSsoUrl?: unknown;
  readonly chatVendorHost?: unknown;
}

/** The origin of an absolute http(s) address, or null for a path on this site (or anything else). */
function otherOrigin(address: unknown): string | null {
  if (typeof address !== 'string' || !/^https?:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

const joined = (sources: readonly (string | null)[]) =>
  [...new Set(sources.filter((source): source is string => source !== null))].join(' ');

export function cspSourcesFor(config: CspRelevantConfig): CspSources {
  const chatHost = typeof config.chatVendorHost === 'string' && config.chatVendorHost.trim() !== '' ? config.chatVendorHost.trim() : null;
  return {
    PORTAL_CSP_SCRIPT_SOURCES: joined([chatHost && `https://${chatHost}`]),
    PORTAL_CSP_CONNECT_SOURCES: joined([config.gatewayBaseUrl, config.accreditationFeedUrl, config.chatConfigUrl].map(otherOrigin)),
    PORTAL_CSP_FORM_ACTION_SOURCES: joined([otherOrigin(config.externalSsoUrl)]),
  };
}
