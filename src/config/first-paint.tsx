import { Fragment, type ReactNode, useSyncExternalStore } from 'react';

import { type BrandConfig, brandFor, DOMAIN_IDS } from './brands';
import { useBrand } from './use-brand';

import './first-paint.css';

/**
 * The sign-in page's first paint comes from index.html, built from these components before any deployment named
 * its brand (scripts/prerender-login.ts). One build serves every brand, so where brands differ the markup holds
 * every brand's variant, each shown only under its own `data-brand` on the document element (first-paint.css):
 * the brand a browser last saw here (first-paint.js sets it before the first paint), or none, on a first visit,
 * until the page has started. The page then hydrates that markup as it is, and renders its own brand only.
 */

const subscribeNever = () => () => undefined;

/**
 * True while the page is the prerendered markup: when it is built (server rendering) and while React hydrates it;
 * false once the page has started, and always for pages rendered in the browser.
 */
export function useFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/** The attribute of a brand's variant in the first paint, shown by first-paint.css only under that brand. */
export const BRAND_VARIANT_ATTRIBUTE = 'data-brand-variant';

/**
 * What differs by brand on the pages of the first paint: every brand's variant in the first paint, the brand's
 * own afterwards. The variants are wrapped in a box-less element (display: contents) so they lay out as the
 * brand's own does.
 */
export function PerBrand({ children }: { children: (brand: BrandConfig) => ReactNode }) {
  const brand = useBrand();
  const firstPaint = useFirstPaint();
  if (!firstPaint) return <Fragment>{children(brand)}</Fragment>;
  return DOMAIN_IDS.map((domainId) => (
    <div key={domainId} className="brand-variant" {...{ [BRAND_VARIANT_ATTRIBUTE]: domainId }}>
      {children(brandFor(domainId))}
    </div>
  ));
}

/** What the visitor typed into the first paint's fields before the page started, by field name. */
let typedBeforeStart: Record<string, string> = {};

/**
 * Keeps what the visitor typed into the first paint's fields, before the page hydrates them (hydration sets a
 * controlled field back to its state's value). main.tsx calls it; the page takes the values back (typedValues).
 */
export function keepTypedValues(container: ParentNode): void {
  typedBeforeStart = {};
  for (const field of container.querySelectorAll('input')) {
    if (field.name && field.value !== '') typedBeforeStart[field.name] = field.value;
  }
}

/** The values kept by keepTypedValues (read when the sign-in page first renders). */
export function typedValues(): Record<string, string> {
  return typedBeforeStart;
}

/** Forgets the kept values once the sign-in page has taken them, so a later visit to it starts empty. */
export function forgetTypedValues(): void {
  typedBeforeStart = {};
}
