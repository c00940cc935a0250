import { vi } from 'vitest';

import type * as AreaPagesModule from '../area-pages';

// Importing this module sets up a test file of the shell: the pages themselves belong to their features, so each
// feature's pages render just their name (withStubPages below) and the tests look at the frame around them. Each
// test renders the whole portal against the mock gateway; the first one also warms up the modules.
vi.mock('../area-pages', async (original) => {
  const { STUBBED_AREAS, withStubPages } = await import('./shell-test-support');
  const actual = await original<typeof AreaPagesModule>();
  return { ...actual, areaPages: (area: string) => (STUBBED_AREAS.includes(area) ? () => actual.areaPages(area)().then(withStubPages) : actual.areaPages(area)) };
});

/** The areas whose pages render just their name; the sign-in steps and the error pages are the real ones. */
export const STUBBED_AREAS: readonly string[] = ['home', 'account', 'benefits', 'find-care', 'claims-eobs', 'support'];

vi.setConfig({ testTimeout: 20_000 });

/**
 * Tests only: a feature module whose pages (exports named ...Page) render just their name as the heading, so
 * the shell's tests exercise the real providers, routes, guards and shell without loading each page's data
 * (this module stubs every area's pages with it, as src/app/area-pages.ts loads them).
 */
export function withStubPages<M extends Record<string, unknown>>(module: M): M {
  const stubbed: Record<string, unknown> = { ...module };
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'function' && name.endsWith('Page')) {
      stubbed[name] = function StubPage() {
        return <h1>{name}</h1>;
      };
    }
  }
  return stubbed as M;
}
