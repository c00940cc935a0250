import type { Group, Preferences, RegistrationPolicy, TokenClaims } from '../../../generated/model';
import type { BrandConfig } from '../../config/brands';
import { routePaths } from '../../config/route-paths';
import { decodeTokenClaims, isNewIdToken } from './token-claims';

/**
 * Post-login routing (product section 4) as one pure decision. The caller fetches what `requiredData` asks for,
 * calls `decidePostLoginRoute`, then carries the decision out (store the token or not, navigate or post the
 * external single sign-on form) and clears its temporary state (step 5).
 */

export type PostLoginDecision =
  | {
      kind: 'navigate';
      to: string;
      /** Store the token as the session token before navigating (else it stays a temporary token). */
      storeToken: boolean;
    }
  | {
      kind: 'external-sso';
      /** Posted as the form's token field to the external single sign-on address. */
      token: string;
      /** The optional test-environment value posted with it. */
      testEnv?: string;
    };

export interface PostLoginInput {
  brand: Pick<BrandConfig, 'login'>;
  /** The token the login (or policies, e-mail update, group switch, new-id) step returned; null when none. */
  token: string | null | undefined;
  /** A full session token already exists. */
  alreadySignedIn: boolean;
  /** GET account/registration/policies (policy-step brands). Missing counts as not signed. */
  policies?: RegistrationPolicy | null;
  /** GET groups (other brands). Missing counts as no groups. */
  groups?: readonly Group[] | null;
  /** GET account/preferences (other brands, non-new-id tokens). Missing counts as no e-mail on file. */
  preferences?: Pick<Preferences, 'emailAddress'> | null;
  /** GET account/status (other brands): 'INI' forces the password change. */
  accountStatus?: string | null;
  /** The New ID form's 'Prevent navigation to the external customer-relationship system' box. */
  preventNavigation?: boolean;
  /** The runtime config's optional test-environment value for the external single sign-on post. */
  externalSsoTestEnv?: string;
}

/** The gateway reads a decision needs. */
export interface PostLoginRequiredData {
  policies: boolean;
  groups: boolean;
  preferences: boolean;
  status: boolean;
}

const NOTHING: PostLoginRequiredData = { policies: false, groups: false, preferences: false, status: false };

/**
 * Which gateway reads `decidePostLoginRoute` needs for this token, so the caller fetches only those: nothing for
 * a new-id token on a brand that sends it to /new-id; the policies on policy-step brands (none for a new-id
 * token there, which goes straight on); otherwise groups and status, plus preferences unless the token is new-id
 * (the e-mail step skips new-id tokens). A token without readable claims is treated as a member token.
 * Without a token at all nothing is needed (check the token before calling).
 */
export function requiredData(brand: Pick<BrandConfig, 'login'>, claims: TokenClaims | null): PostLoginRequiredData {
  const newId = isNewIdToken(claims);
  if (newId && brand.login.newIdGoesToNewIdPage) return NOTHING;
  if (brand.login.policyStep) return { ...NOTHING, policies: !newId };
  return { policies: false, groups: true, preferences: !newId, status: true };
}

const hasEmail = (preferences: PostLoginInput['preferences']): boolean =>
  (preferences?.emailAddress ?? '').trim() !== '';

/**
 * The member's group: the one the token is bound to (claims.groupId) when chosen, else the only group.
 * Null when several groups exist and none was chosen.
 */
export function memberGroup(groups: readonly Group[], claims: TokenClaims | null): Group | null {
  if (claims?.groupId) return groups.find((group) => group.groupId === claims.groupId) ?? null;
  return groups.length === 1 ? groups[0]! : null;
}

const navigate = (to: string, storeToken: boolean): PostLoginDecision => ({ kind: 'navigate', to, storeToken });

/**
 * Section 4, in order:
 * 1. no token: /home when already signed in, else /logout;
 * 2. a new-id token on a brand with `login.newIdGoesToNewIdPage` (brands 2 and 5): /new-id;
 * 3. brands with `login.policyStep` (brand 5): policy not signed and token not new-id → /registration-policies;
 *    otherwise store the token and go to /home;
 * 4. other brands:
 *    - more than one group, at least one flagged for the external hand-off, no group chosen yet (the token has
 *      no groupId) → /group-selection;
 *    - else no e-mail on file and token not new-id → /update-email;
 *    - else the member's group is flagged for the hand-off and navigation is not prevented → external SSO post;
 *    - else store the token and go to /account/settings/change-password when the status is INI, else /home.
 */
export function decidePostLoginRoute(input: PostLoginInput): PostLoginDecision {
  const { brand, token } = input;
  if (!token) return navigate(input.alreadySignedIn ? routePaths.home : routePaths.logout, false);

  const claims = decodeTokenClaims(token);
  const newId = isNewIdToken(claims);
  if (newId && brand.login.newIdGoesToNewIdPage) return navigate(routePaths.newId, false);

  if (brand.login.policyStep) {
    const signed = input.policies?.isCommunicationPolicySigned === true;
    return !signed && !newId ? navigate(routePaths.registrationPolicies, false) : navigate(routePaths.home, true);
  }

  const groups = input.groups ?? [];
  const groupChosen = Boolean(claims?.groupId);
  if (groups.length > 1 && groups.some((group) => group.externalHandoff) && !groupChosen) {
    return navigate(routePaths.groupSelection, false);
  }
  if (!hasEmail(input.preferences) && !newId) return navigate(routePaths.updateEmail, false);
  if (memberGroup(groups, claims)?.externalHandoff && !input.preventNavigation) {
    return input.externalSsoTestEnv
      ? { kind: 'external-sso', token, testEnv: input.externalSsoTestEnv }
      : { kind: 'external-sso', token };
  }
  return navigate(input.accountStatus === 'INI' ? routePaths.changePassword : routePaths.home, true);
}
