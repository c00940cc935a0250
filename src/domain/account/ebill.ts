/** The eBill site the eBill page sends a member to. */

export interface EbillAddressInput {
  /** The runtime config's `ebillBaseUrl`. */
  readonly baseUrl: string;
  /** The member registered for eBill during this visit. */
  readonly firstTime: boolean;
  /** The brand's short name. */
  readonly theme: string;
  /** This portal's /home address, for the eBill site's way back. */
  readonly dashboardLink: string;
  /** The session token. */
  readonly idpToken: string;
}

/**
 * The eBill site's address (product section 9): the configured base with firsttime (Y when the member has just
 * registered, else N), theme, dashboardlink and idptoken. Parameters already on the base address are kept.
 */
export function ebillAddress({ baseUrl, firstTime, theme, dashboardLink, idpToken }: EbillAddressInput): string {
  const url = new URL(baseUrl);
  url.searchParams.set('firsttime', firstTime ? 'Y' : 'N');
  url.searchParams.set('theme', theme);
  url.searchParams.set('dashboardlink', dashboardLink);
  url.searchParams.set('idptoken', idpToken);
  return url.toString();
}
