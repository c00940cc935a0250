import { DEMO_PASSWORD } from '../../mocks/personas';
import { MOCK_GATEWAY_BASE_URL } from '../../mocks/node';
import type { DomainId } from '../config/brands';
import { LOCAL_TOKEN_KEY, TEMPORARY_TOKEN_KEY } from '../shared/session/session-store';

/**
 * Signs in as a demo persona through the mock gateway (the test file must call `setupMockGateway()`), and stores
 * the token as the session token, as post-login routing does for a member who lands on /home.
 * Returns the token.
 */
export async function signInAs(username: string, { domainId = 1 }: { domainId?: DomainId } = {}): Promise<string> {
  const response = await fetch(`${MOCK_GATEWAY_BASE_URL}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, domainId }),
  });
  if (!response.ok) throw new Error(`Signing in as ${username} failed with ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  localStorage.setItem(LOCAL_TOKEN_KEY, token);
  return token;
}

/** Holds a token as the temporary token of a login in progress (the temporary-token steps need one). */
export async function startLoginAs(username: string, options: { domainId?: DomainId } = {}): Promise<string> {
  const token = await signInAs(username, options);
  localStorage.removeItem(LOCAL_TOKEN_KEY);
  sessionStorage.setItem(TEMPORARY_TOKEN_KEY, token);
  return token;
}
