import type { Page } from '@playwright/test';

/**
 * Opens an address inside the running app: a new history entry and a popstate, as the browser's back and forward
 * do. The portal does not start again, so a journey over many pages spends its time on the pages, not on start-ups.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
