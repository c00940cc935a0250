import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import {
  getGetAccountStatusQueryOptions,
  getGetPreferencesQueryOptions,
  getGetRegistrationPoliciesQueryOptions,
} from '../../../generated/gateway/account/account';
import { getGetGroupsQueryOptions } from '../../../generated/gateway/groups/groups';
import { routePaths } from '../../config/route-paths';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useBrand } from '../../config/use-brand';
import { decidePostLoginRoute, requiredData, type PostLoginDecision } from '../../shared/domain/post-login-routing';
import { decodeTokenClaims } from '../../shared/domain/token-claims';
import { useSessionStore } from '../../shared/session/session-context';

import { postExternalSsoForm } from './external-sso';

export interface PostLoginRequest {
  /** The token the step returned (login, policies, e-mail update, group switch, new-id). */
  token: string | null | undefined;
  /** The redirect address that came with it, which scopes the token cookies. */
  redirect?: string | null;
  /** The New ID form's 'Prevent navigation to the external customer-relationship system'. */
  preventNavigation?: boolean;
}

/**
 * Post-login routing (spec section 4): holds the token as the temporary token, fetches only what the decision
 * needs (with that token), decides, then stores the token and navigates, or posts the external single sign-on
 * form. Failed reads follow the global error rule and reject.
 */
export function usePostLoginRouting(): (request: PostLoginRequest) => Promise<PostLoginDecision> {
  const brand = useBrand();
  const { externalSsoUrl, externalSsoTestEnv } = useRuntimeConfig();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ token, redirect, preventNavigation }: PostLoginRequest) => {
      const alreadySignedIn = session.getSnapshot().sessionToken !== null;
      if (token) session.setTemporaryToken(token, redirect);

      const claims = decodeTokenClaims(token);
      const needs = token ? requiredData(brand, claims) : { policies: false, groups: false, preferences: false, status: false };
      const request = token ? { headers: { Authorization: `Bearer ${token}` } } : undefined;
      // These reads decide where a fresh token may go, so they always ask the gateway (staleTime 0).
      const [policies, groups, preferences, accountStatus] = await Promise.all([
        needs.policies
          ? queryClient.fetchQuery({ ...getGetRegistrationPoliciesQueryOptions({ request }), staleTime: 0 })
          : undefined,
        needs.groups ? queryClient.fetchQuery({ ...getGetGroupsQueryOptions({ request }), staleTime: 0 }) : undefined,
        needs.preferences
          ? queryClient.fetchQuery({ ...getGetPreferencesQueryOptions({ request }), staleTime: 0 })
          : undefined,
        needs.status ? queryClient.fetchQuery({ ...getGetAccountStatusQueryOptions({ request }), staleTime: 0 }) : undefined,
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
        postExternalSsoForm(externalSsoUrl, decision.token, decision.testEnv);
        return decision;
      }
      if (decision.storeToken && token) session.storeSessionToken(token, redirect);
      await navigate(decision.to, { replace: true });
      return decision;
    },
    [brand, externalSsoTestEnv, externalSsoUrl, navigate, queryClient, session],
  );
}

/** What the single sign-on landing page is told when a signed-in step hands it a new token. */
export interface SsoLandingState {
  /** End the current session first: clear the query cache and the stored session, keep only the new token. */
  readonly endPreviousSession?: boolean;
  /** The New ID form's 'Prevent navigation to the external customer-relationship system'. */
  readonly preventNavigation?: boolean;
  /** The redirect address that came with the new token. */
  readonly redirect?: string | null;
}

/**
 * Continues sign-in with a token that replaces the current session (a group switch, a new-id success): holds the
 * new token as the temporary token and goes to the single sign-on landing page, which logs out of the old session
 * state and runs post-login routing with the new token. Going through that page means no signed-in route is on
 * screen while the old session ends, so no guard sends the member to the login page on the way.
 */
export function useContinueWithNewToken(): (
  token: string,
  options?: { redirect?: string | null; preventNavigation?: boolean },
) => Promise<void> {
  const session = useSessionStore();
  const navigate = useNavigate();
  return useCallback(
    async (token, { redirect, preventNavigation } = {}) => {
      session.setTemporaryToken(token, redirect);
      const state: SsoLandingState = { endPreviousSession: true, preventNavigation, redirect };
      await navigate(routePaths.ssoLanding, { replace: true, state });
    },
    [navigate, session],
  );
}
