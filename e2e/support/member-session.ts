import { expect, type Page } from '@playwright/test';

import { SESSION_TOKEN_KEY, startSession } from './auth';

/**
 * Signed-in sessions for personas whose login does not land on /home by itself, without the login form: what the
 * login step in between would do is done through the gateway (the mock's service worker, from the page).
 */

/** Asks the gateway, from the page, with the stored session token. */
export async function gatewayFetch(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method: verb, path: address, body: payload, tokenKey }) => {
      const config = (await (await fetch('/config.json', { cache: 'no-store' })).json()) as { gatewayBaseUrl: string };
      const response = await fetch(`${config.gatewayBaseUrl.replace(/\/+$/, '')}${address}`, {
        method: verb,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${localStorage.getItem(tokenKey) ?? ''}`,
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
    },
    { method, path, body, tokenKey: SESSION_TOKEN_KEY },
  );
}

export interface MemberSessionOptions {
  /**
   * For a member of several groups (multigroup): the group chosen at login, as the group selection step's
   * 'Log in to account' does (POST /group-selection); the session token is then the one it answers.
   */
  readonly groupId?: string;
  /**
   * For a new-id sign-on: continues as this family member, as the New ID page's Submit does (POST /new-id); the
   * session token is then the one the new-id flow issued.
   */
  readonly newIdMember?: { subscriberId: string; domainId: number; firstName: string; lastName: string; dateOfBirth: string };
}

/**
 * startSession() for any member persona that can reach /home:
 * - harborpolicy (brand 5) first signs the digital communications policy, as the registration policies step
 *   would, after which her login lands on /home;
 * - `groupId` chooses the group of a member of several groups, as the group selection step would;
 * - `newIdMember` continues a new-id sign-on as that family member, as the New ID page would.
 * The session is stored (on /error/404, with the portal running, when a step above asked the mock gateway); open
 * the signed-in page next.
 */
export async function startMemberSession(page: Page, username: string, options: MemberSessionOptions = {}): Promise<void> {
  const asksTheGateway = username === 'harborpolicy' || options.groupId !== undefined || options.newIdMember !== undefined;
  await startSession(page, username, asksTheGateway ? '/error/404' : undefined);
  if (username === 'harborpolicy') {
    const signed = await gatewayFetch(page, 'PUT', '/account/registration/policies', {
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: true,
    });
    expect(signed.status, 'PUT /account/registration/policies').toBe(200);
  }
  if (options.groupId) {
    const domainId = await page.evaluate(async () => ((await (await fetch('/config.json')).json()) as { domainId: number }).domainId);
    const chosen = await gatewayFetch(page, 'POST', '/group-selection', { groupId: options.groupId, domain: domainId });
    expect(chosen.status, `POST /group-selection ${options.groupId}`).toBe(200);
    const token = (chosen.json as { token?: string } | null)?.token;
    expect(token, 'the token of the chosen group').toBeTruthy();
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_TOKEN_KEY, token!] as const);
  }
  if (options.newIdMember) {
    const chosen = await gatewayFetch(page, 'POST', '/new-id', options.newIdMember);
    expect(chosen.status, 'POST /new-id').toBe(200);
    const token = (chosen.json as { token?: string } | null)?.token;
    expect(token, 'the token the new-id flow issued').toBeTruthy();
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_TOKEN_KEY, token!] as const);
  }
}
