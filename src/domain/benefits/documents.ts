import { routePaths } from '../../config/route-paths';
import { httpsUrl, isSitePath } from '../../shared/lib/links';

/** The documents the benefits pages link to, opened through the resource download page. */

/** /resource-download?url=...&name=..., the page that fetches a document for the member. */
export function resourceDownloadPath(url: string, name: string): string {
  return `${routePaths.resourceDownload}?${new URLSearchParams({ url, name }).toString()}`;
}

/** Where the resource download page opens a document: the address to open and, for another host, that host. */
export interface DownloadTarget {
  readonly href: string;
  /** The host the document comes from; null for a document on this site. */
  readonly host: string | null;
}

/**
 * The document address the resource download page may open: an https address without credentials (documents
 * live on several hosts: the plan's, a brand's, a partner's) or a path on this site. Null for anything else:
 * plain http, other schemes, '//host', '/\host', backslashes, credentials.
 */
export function downloadTarget(value: string | null | undefined): DownloadTarget | null {
  if (isSitePath(value)) return { href: value, host: null };
  const url = httpsUrl(value);
  return url ? { href: url.href, host: url.host } : null;
}

/** A document address the resource download page may open (see downloadTarget). */
export function isDownloadableUrl(value: string | null | undefined): value is string {
  return downloadTarget(value) !== null;
}
