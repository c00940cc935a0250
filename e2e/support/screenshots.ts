import { join } from 'node:path';

import { test, type Page } from '@playwright/test';

/** Where screenshots land: test-results/screenshots/<project>/<width>/<name>.png. */
export function screenshotPath(outputDir: string, project: string, width: number, name: string): string {
  const safe = name.trim().replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'screenshot';
  return join(outputDir, 'screenshots', project, String(width), `${safe}.png`);
}

/**
 * Saves a full-page PNG of the page as it is now to test-results/screenshots/<project>/<width>/<name>.png
 * (the project is the brand, the width the viewport's) and attaches it to the HTML report. Returns the path.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const info = test.info();
  const width = page.viewportSize()?.width ?? 0;
  const path = screenshotPath(info.project.outputDir, info.project.name, width, name);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await info.attach(`${name} (${width}px)`, { path, contentType: 'image/png' });
  return path;
}
