import type { MessageDescriptor } from '@lingui/core';

import { createToken } from '../../../generated/gateway/auth/auth';
import type { LoginErrorBody } from '../../../generated/model';
import { isApiError } from '../../shared/lib/http/api-error';

import { LOGIN_MESSAGES, loginFailureMessage } from './login-failure-message';
import { routeAfterLogin, type PostLoginContext } from './use-post-login-routing';

/** How a submitted login ended: refused (the message of product section 8 to show), or routed onward. */
export type LoginOutcome =
  /** `locked`: the account is locked, and the message is followed by the customer service contact. */
  | { readonly kind: 'refused'; readonly message: MessageDescriptor; readonly locked: boolean }
  /** `leaving`: the browser is on its way to the external single sign-on address (keep the spinner). */
  | { readonly kind: 'routed'; readonly leaving: boolean };

/**
 * The login form's submit, loaded when the member first signs in (with the query cache and the gateway client):
 * POST /token, then post-login routing with the token. A refused login comes back as its message; a failed routing
 * read rejects after the global rule has shown its error page (or the login page for a 401).
 */
export async function submitLogin(
  context: PostLoginContext,
  { username, password }: { username: string; password: string },
): Promise<LoginOutcome> {
  let response;
  try {
    response = await createToken({ username: username.trim(), password, domainId: context.brand.domainId });
  } catch (error) {
    if (isApiError(error) && error.path === '/token') {
      const message = loginFailureMessage(error.body as LoginErrorBody | undefined);
      return { kind: 'refused', message, locked: message === LOGIN_MESSAGES.locked };
    }
    throw error;
  }
  const decision = await routeAfterLogin(context, { token: response.token, redirect: response.redirect ?? null });
  return { kind: 'routed', leaving: decision.kind === 'external-sso' };
}
