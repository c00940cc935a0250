import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The WCAG levels the portal meets: 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface A11yOptions {
  /** axe tags to run; default WCAG_TAGS. */
  readonly tags?: readonly string[];
  /** Only this part of the page (CSS selectors). */
  readonly include?: readonly string[];
  /** Leave these parts out (CSS selectors), e.g. a third-party widget; say why next to the call. */
  readonly exclude?: readonly string[];
  /**
   * Also check inside cross-origin iframes (axe's default mode, which opens an extra blank page to merge the
   * results and takes 2-3 times as long). Off by default: the portal's pages have no cross-origin frames.
   */
  readonly crossOriginFrames?: boolean;
}

/** One line per violation and one indented line per offending element, with axe's own fix summary. */
export function formatViolations(violations: readonly Result[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const target = node.target.map(String).join(' ');
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
      return `    - ${target}: ${node.html.slice(0, 160)}${summary ? `\n      ${summary}` : ''}`;
    });
    return [
      `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...nodes,
    ].join('\n');
  });
}

/**
 * Runs axe on the page as it is now and fails with a readable list of violations (rule, impact, elements, fix).
 * Wait for the page's content first (a heading, the data) so axe checks what a member sees.
 * The full axe result is attached to the test report.
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // axe-core (1.3 MB of script) is evaluated in the page twice per run. A page that still holds it from an earlier
  // run (the same document: a test that opens routes inside the app, or checks several states of one page) gets a
  // no-op instead, which saves a second or two per check on a busy machine. Only without frames, which would need
  // axe injected too.
  const reuseAxe =
    !options.crossOriginFrames &&
    page.frames().length === 1 &&
    (await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'));
  let builder = new AxeBuilder({ page, ...(reuseAxe ? { axeSource: ';' } : {}) })
    // target-size (2.5.8) is off in axe by default; it runs whatever the tags.
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags([...(options.tags ?? WCAG_TAGS)])
    .setLegacyMode(!options.crossOriginFrames);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  await test.info().attach(`axe ${new URL(page.url()).pathname}`, {
    body: JSON.stringify({ url: results.url, violations: results.violations, incomplete: results.incomplete }, null, 2),
    contentType: 'application/json',
  });
  const readable = formatViolations(results.violations);
  expect(
    readable.length,
    `axe found ${readable.length} WCAG violation(s) on ${page.url()}:\n\n${readable.join('\n\n')}\n\nNumber of violations`,
  ).toBe(0);
}
