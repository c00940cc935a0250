import { screen } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { expect, onTestFinished } from 'vitest';
import type userEvent from '@testing-library/user-event';

import { DEMO_PASSWORD } from '../../../mocks/personas';
import { BRANDS, DOMAIN_IDS } from '../../config/brands';
import { clearTokenCookies, COOKIE_NAMES, readCookie } from '../../shared/session/cookies';
import type { RuntimeConfigInput } from '../../config/runtime-config';
import { LOCAL_TOKEN_KEY, TEMPORARY_TOKEN_KEY } from '../../shared/session/session-store';
import { portalTestConfig } from '../../test/portal-test-file';

/** Test helpers of the sign-in screens (not part of the portal). */

export type User = ReturnType<typeof userEvent.setup>;

/**
 * The test configuration, with the accreditation feed (which the shell of signed-in pages reads) at the mock
 * gateway's own address for it, so the Node mock gateway answers it.
 */
export function authTestConfig(overrides: Partial<RuntimeConfigInput> = {}) {
  return portalTestConfig(overrides);
}

/** Forgets every token the portal may have kept: storage and the token cookies. */
export function forgetSession(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const id of DOMAIN_IDS) clearTokenCookies(BRANDS[id].dashboardPath);
}

/** Where the portal keeps tokens right now. */
export function storedTokens() {
  return {
    local: localStorage.getItem(LOCAL_TOKEN_KEY),
    apiCookie: readCookie(COOKIE_NAMES.apiToken),
    accessCookie: readCookie(COOKIE_NAMES.accessToken),
    temporary: sessionStorage.getItem(TEMPORARY_TOKEN_KEY),
  };
}

/** Fills the login form and presses 'Log in' (the page must be open). */
export async function submitLogin(user: User, username: string, password = DEMO_PASSWORD): Promise<void> {
  const usernameField = await screen.findByLabelText('Username');
  await user.clear(usernameField);
  await user.click(usernameField);
  await user.paste(username);
  const passwordField = screen.getByLabelText('Password', { selector: 'input' });
  await user.clear(passwordField);
  await user.click(passwordField);
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

export interface RecordedRequest {
  readonly method: string;
  /** The gateway path, without the base address or the query string. */
  readonly path: string;
  /** The Authorization header, if any. */
  readonly authorization: string | null;
  readonly body: unknown;
}

/** Records the gateway requests made from now on (with their JSON bodies), until the test ends. */
export function recordRequests(server: SetupServer): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry = {
      method: request.method,
      path: new URL(request.url).pathname.replace(/^\/api/, ''),
      authorization: request.headers.get('Authorization'),
      body: undefined as unknown,
    };
    requests.push(entry);
    const type = request.headers.get('Content-Type') ?? '';
    if (type.includes('json')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        })
        .catch(() => undefined);
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return requests;
}

/** The requests of one method and path. */
export function requestsTo(requests: readonly RecordedRequest[], method: string, path: string): RecordedRequest[] {
  return requests.filter((request) => request.method === method && request.path === path);
}

/** The error page the global rule shows in place. */
export async function expectErrorPage(status: number): Promise<void> {
  expect(await screen.findByText(new RegExp(`^Error code: ${status}\\b`))).toBeInTheDocument();
}
