import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';

import {
  getAccount,
  getGetAccountQueryKey,
  getGetAccountStatusQueryOptions,
  getGetPreferencesQueryOptions,
  getGetRegistrationPoliciesQueryOptions,
} from '../../../generated/gateway/account/account';
import { getFamilyEligibility, getGetFamilyEligibilityQueryKey } from '../../../generated/gateway/eligibility/eligibility';
import { getGetGroupsQueryOptions } from '../../../generated/gateway/groups/groups';
import type { BrandConfig } from '../../config/brands';
import { routePaths } from '../../config/route-paths';
import type { RuntimeConfig } from '../../config/runtime-config';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useBrand } from '../../config/use-brand';
import { decidePostLoginRoute, requiredData, type PostLoginDecision } from '../../domain/token/post-login-routing';
import { decodeTokenClaims, isNewIdToken } from '../../domain/token/token-claims';
import { useSessionStore } from '../../shared/session/session-context';
import type { SessionStore } from '../../shared/session/session-store';

import { postExternalSsoForm } from './external-sso';

export interface PostLoginRequest {
  /** The token the step returned (login, policies, e-mail update, group switch, new-id). */
  token: string | null | undefined;
  /**
   * The redirect address that came with it, which scopes the token cookies. Left out by a later step of the same
   * login (update e-mail, registration policies, group selection): the one the temporary token came with is used.
   */
  redirect?: string | null;
  /** The New ID form's 'Prevent navigation to the external customer-relationship system' (kept the same way). */
  preventNavigation?: boolean;
}

/**
 * Post-login routing (product section 4): holds the token as the temporary token, fetches what the decision needs
 * (with that token) and, alongside, the account state /home would sync, decides, then stores the token (with the
 * account state just read when the decision is /home) and navigates, or posts the external single sign-on form. A token that replaces a signed-in session (another member signing in, a group switch, a new ID) first logs
 * out of the old session state, so nothing of it is sent or shown again. Temporary state is cleared after routing.
 * Failed reads follow the global error rule and reject.
 */
export function usePostLoginRouting(): (request: PostLoginRequest) => Promise<PostLoginDecision> {
  const brand = useBrand();
  const { externalSsoUrl, externalSsoTestEnv } = useRuntimeConfig();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    (request: PostLoginRequest) =>
      routeAfterLogin({ brand, config: { externalSsoUrl, externalSsoTestEnv }, session, queryClient, navigate }, request),
    [brand, externalSsoTestEnv, externalSsoUrl, navigate, queryClient, session],
  );
}

/** What post-login routing works with: the brand, the configuration, the session, the query cache and the router. */
export interface PostLoginContext {
  readonly brand: BrandConfig;
  readonly config: Pick<RuntimeConfig, 'externalSsoUrl' | 'externalSsoTestEnv'>;
  readonly session: SessionStore;
  readonly queryClient: QueryClient;
  readonly navigate: NavigateFunction;
}

/** Post-login routing (see usePostLoginRouting), for a caller outside React's render (the login form's submit). */
export async function routeAfterLogin(
  { brand, config: { externalSsoUrl, externalSsoTestEnv }, session, queryClient, navigate }: PostLoginContext,
  request: PostLoginRequest,
): Promise<PostLoginDecision> {
  const { sessionToken, temporaryToken } = session.getSnapshot();
  const { token } = request;
  // A later step of the same login routes on with what the login's token came with.
  const carried = token && token === temporaryToken ? session.temporaryLogin() : {};
  const redirect = request.redirect !== undefined ? request.redirect : carried.redirect;
  const preventNavigation = request.preventNavigation ?? carried.preventNavigation;
  const alreadySignedIn = sessionToken !== null;
  if (token && alreadySignedIn && token !== sessionToken) {
    queryClient.clear();
    session.clearAll();
  }
  if (token) session.setTemporaryToken(token, { redirect, preventNavigation });

  const claims = decodeTokenClaims(token);
  const needs = token ? requiredData(brand, claims) : { policies: false, groups: false, preferences: false, status: false };
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not a text
  const headers = token ? { headers: { Authorization: `Bearer ${token}` } } : undefined;
  // These reads decide where a fresh token may go, so they always ask the gateway (staleTime 0).
  // The account state /home needs is read alongside, so the dashboard's own reads can all start at once when
  // the decision is /home. Outside the query cache: when the decision is another step (or these reads fail),
  // the answers are dropped and nothing of them reaches the screen or the error rule; /home then reads them itself.
  const accountState = token && !(isNewIdToken(claims) && brand.login.newIdGoesToNewIdPage)
    ? Promise.all([getAccount(headers), getFamilyEligibility(headers)]).catch(() => null)
    : Promise.resolve(null);
  const [policies, groups, preferences, accountStatus] = await Promise.all([
    needs.policies
      ? queryClient.fetchQuery({ ...getGetRegistrationPoliciesQueryOptions({ request: headers }), staleTime: 0 })
      : undefined,
    needs.groups ? queryClient.fetchQuery({ ...getGetGroupsQueryOptions({ request: headers }), staleTime: 0 }) : undefined,
    needs.preferences
      ? queryClient.fetchQuery({ ...getGetPreferencesQueryOptions({ request: headers }), staleTime: 0 })
      : undefined,
    needs.status
      ? queryClient.fetchQuery({ ...getGetAccountStatusQueryOptions({ request: headers }), staleTime: 0 })
      : undefined,
  ]);

  const decision = decidePostLoginRoute({
    brand,
    token,
    alreadySignedIn,
    policies: policies?.registrationPolicy,
    groups,
    preferences,
    accountStatus,
    preventNavigation,
    externalSsoTestEnv,
  });

  if (decision.kind === 'external-sso') {
    // The token leaves with the form. Once the page has gone, nothing of the login stays behind to be replayed
    // (Back from the external system); clearing it before would let this page's guard navigate under the post.
    window.addEventListener('pagehide', () => session.clearTemporary(), { once: true });
    postExternalSsoForm(externalSsoUrl, decision.token, decision.testEnv);
    return decision;
  }
  // Storing the token ends the temporary state; a step of the login still to come keeps it.
  if (decision.storeToken && token) {
    session.storeSessionToken(token, redirect);
    const read = decision.to === routePaths.home ? await accountState : null;
    if (read) {
      queryClient.setQueryData(getGetAccountQueryKey(), read[0]);
      queryClient.setQueryData(getGetFamilyEligibilityQueryKey(), read[1]);
      session.markAccountSynced();
    }
  }
  await navigate(decision.to, { replace: true });
  return decision;
}

/**
 * Continues sign-in with a token that replaces the current session (a group switch, a new-id success): holds the
 * new token as the temporary token, with what came with it, and goes to the single sign-on landing page, which
 * runs post-login routing with it (ending the old session state first). Going through that page means no
 * signed-in route is on screen while the old session ends, so no guard sends the member to the login page on the
 * way.
 */
export function useContinueWithNewToken(): (
  token: string,
  options?: { redirect?: string | null; preventNavigation?: boolean },
) => Promise<void> {
  const session = useSessionStore();
  const navigate = useNavigate();
  return useCallback(
    async (token, { redirect, preventNavigation } = {}) => {
      session.setTemporaryToken(token, { redirect, preventNavigation });
      await navigate(routePaths.ssoLanding, { replace: true });
    },
    [navigate, session],
  );
}
