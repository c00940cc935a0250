import { vi } from 'vitest';

// Importing this module sets up a test file of the shell: the pages themselves belong to their features, so each
// feature's pages render just their name (withStubPages below) and the tests look at the frame around them. Each
// test renders the whole portal against the mock gateway; the first one also warms up the modules.
vi.mock('../../features/home/home-page', async (original) => (await import('./shell-test-support')).withStubPages(await original()));
vi.mock('../../features/account/account-pages', async (original) => (await import('./shell-test-support')).withStubPages(await original()));
vi.mock('../../features/benefits/benefits-pages', async (original) => (await import('./shell-test-support')).withStubPages(await original()));
vi.mock('../../features/find-care/find-care-pages', async (original) => (await import('./shell-test-support')).withStubPages(await original()));
vi.mock('../../features/claims-eobs/claims-eobs-pages', async (original) => (await import('./shell-test-support')).withStubPages(await original()));
vi.mock('../../features/support/support-pages', async (original) => (await import('./shell-test-support')).withStubPages(await original()));

vi.setConfig({ testTimeout: 20_000 });

/**
 * Tests only: a feature module whose pages (exports named ...Page) render just their name as the heading, so
 * the shell's tests exercise the real providers, routes, guards and shell without loading each page's data
 * (this module mocks the feature modules above with it).
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
