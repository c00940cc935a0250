import { configure, screen } from '@testing-library/react';

import type { DomainId } from '../../config/brands';
import type { RuntimeConfigInput } from '../../config/runtime-config';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { portalTestConfig } from '../../test/portal-test-file';

// Pages render through the portal's routes (guards, account state): give them time to load on a slow machine.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Tests only: signs in as a persona and renders the page at `path` through the real providers and routes, without
 * the signed-in shell (renderPage), with the feeds pointed at the mock gateway, which answers them.
 */
export async function openAs(
  username: string,
  path: string,
  { domainId = 1, config = {} }: { domainId?: DomainId; config?: Partial<RuntimeConfigInput> } = {},
) {
  await signInAs(username, { domainId });
  return renderPage(path, { config: portalTestConfig({ domainId, ...config }) });
}

/** The page's title, once the page has loaded its frame. */
export function findTitle(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

/** The names of the tabs of the benefits lateral tab bar. */
export async function benefitsTabs(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Benefits' });
  return Array.from(nav.querySelectorAll('a')).map((link) => link.textContent ?? '');
}
