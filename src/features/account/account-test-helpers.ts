import { screen } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { afterEach, beforeEach } from 'vitest';

import type { DomainId } from '../../config/brands';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { portalTestConfig } from '../../test/portal-test-file';

/** Test support for the account area's page tests (not part of the portal). */

export interface RecordedRequest {
  readonly method: string;
  /** The gateway path, without the base address and query. */
  readonly path: string;
  readonly body: unknown;
}

/** Records every gateway request of each test, with its JSON body. Call once per test file. */
export function recordRequests(server: SetupServer): (method: string, path: string) => Promise<RecordedRequest[]> {
  let recorded: Promise<RecordedRequest>[] = [];
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    recorded.push(
      request
        .clone()
        .text()
        .then((text) => ({
          method: request.method,
          path: url.pathname.replace(/^\/api/, ''),
          body: text ? (JSON.parse(text) as unknown) : undefined,
        })),
    );
  };
  beforeEach(() => {
    recorded = [];
    server.events.on('request:start', onStart);
  });
  afterEach(() => {
    server.events.removeListener('request:start', onStart);
  });
  return async (method, path) => (await Promise.all(recorded)).filter((entry) => entry.method === method && entry.path === path);
}

/** Time for a page of the signed-in shell to load on a busy two-core machine. */
export const LOADED = { timeout: 10_000 };

/** The brand's test configuration, with the shell's accreditation feed served by the mock gateway (its own address is not mocked). */
export function accountTestConfig(domainId: DomainId = 1) {
  return portalTestConfig({ domainId });
}

/** Signs in as the persona, opens `path` through the real routes (without the shell: renderPage) and waits for the page's h1. */
export async function openAs(username: string, path: string, heading: string, domainId: DomainId = 1) {
  await signInAs(username, { domainId });
  const view = renderPage(path, { config: accountTestConfig(domainId) });
  await screen.findByRole('heading', { level: 1, name: heading }, LOADED);
  return view;
}
