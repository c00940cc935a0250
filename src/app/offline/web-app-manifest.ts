import type { DomainId } from '../../config/brands';

/**
 * The installable portal (docs/decisions/019): one web app manifest per brand, made with its icons by
 * `npm run icons` (scripts/make-app-icons.ts) into public/. One build serves every brand and the brand comes from
 * /config.json at run time, so the portal links its brand's manifest itself once a member has signed in.
 */

/** The address of a brand's web app manifest. */
export function webAppManifestAddress(domainId: DomainId): string {
  return `/manifest-${domainId}.webmanifest`;
}

/** The address of one of a brand's app icons (PNG): 180 (the home screen icon of iOS), 192, 512, or the maskable 512. */
export function appIconAddress(domainId: DomainId, icon: '180' | '192' | '512' | 'maskable-512'): string {
  return `/icons/brand-${domainId}-${icon}.png`;
}

/** Puts the brand's manifest and home screen icon on the page (or points the ones there at this brand). */
export function linkWebAppManifest(domainId: DomainId, doc: Document = document): void {
  const link = (rel: string, href: string) => {
    let element = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
    if (!element) {
      element = doc.createElement('link');
      element.rel = rel;
      doc.head.append(element);
    }
    element.href = href;
  };
  link('manifest', webAppManifestAddress(domainId));
  link('apple-touch-icon', appIconAddress(domainId, '180'));
}
