import { MOCK_GATEWAY_BASE_URL } from '../../../mocks/node';
import type { RuntimeConfig, RuntimeConfigInput } from '../../config/runtime-config';
import { testRuntimeConfig } from '../../test/test-runtime-config';

/**
 * Tests only: a runtime configuration whose accreditation feed address the mock gateway of the tests answers
 * (the default test configuration names an outside address, which Node tests must not call).
 */
export function shellTestConfig(overrides: Partial<RuntimeConfigInput> = {}): RuntimeConfig {
  return testRuntimeConfig({ accreditationFeedUrl: `${MOCK_GATEWAY_BASE_URL}/ncqa`, ...overrides });
}

/**
 * Tests only: a feature module whose pages (exports named ...Page) render just their name as the heading, so
 * the shell's tests exercise the real providers, routes, guards and shell without loading each page's data.
 *
 *   vi.mock('../../features/home/home-page', async (original) =>
 *     (await import('./shell-test-support')).withStubPages(await original()));
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
