import type { Page } from '@playwright/test';

/**
 * The widths the portal is checked at, one inside each breakpoint of product section 2
 * (phone up to 767 px, tablet 768-1279 px, desktop 1280 px and above), and `narrow`: 320 px, the narrowest phone
 * and what a 1280 px window shows at 400 % zoom, the width WCAG 1.4.10 (reflow) asks content to fit.
 */
export const VIEWPORTS = {
  narrow: { width: 320, height: 640 },
  phone: { width: 375, height: 812 },
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/** Resizes the page; for a whole file or describe block use `test.use({ viewport: VIEWPORTS.phone })`. */
export async function setViewport(page: Page, name: ViewportName): Promise<void> {
  await page.setViewportSize(VIEWPORTS[name]);
}

export const usePhone = (page: Page) => setViewport(page, 'phone');
export const useTablet = (page: Page) => setViewport(page, 'tablet');
export const useDesktop = (page: Page) => setViewport(page, 'desktop');
