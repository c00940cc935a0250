/** The addresses the mock gateway answers in the browser: the gateway base and the contract's feeds at their own addresses. */
export interface GatewayAddresses {
  /** The gateway base address the portal calls, e.g. '/api'. */
  readonly gatewayBaseUrl: string;
  /** Contract operations served at their own configured addresses, answered there too. */
  readonly chatConfigUrl?: string;
  readonly accreditationFeedUrl?: string;
  /** The handbook list's address when the deployment mounts the handbooks service elsewhere (handbooksPath). */
  readonly handbooksUrl?: string;
}

/**
 * Whether a request the page makes is outside everything the mock gateway answers (the portal's own files,
 * config.json, fonts), so that it goes to the network untouched. Relative addresses are read against the page's.
 */
export function outsideTheGateway(addresses: GatewayAddresses, pageUrl: string): (requestUrl: string) => boolean {
  const base = new URL(addresses.gatewayBaseUrl.replace(/\/+$/, '') + '/', pageUrl).href;
  const own = [addresses.chatConfigUrl, addresses.accreditationFeedUrl, addresses.handbooksUrl].flatMap((address) =>
    address ? [new URL(address, pageUrl).href] : [],
  );
  return (requestUrl) => !requestUrl.startsWith(base) && !own.some((address) => requestUrl.startsWith(address));
}
