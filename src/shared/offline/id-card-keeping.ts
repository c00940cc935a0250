import type { QueryClient } from '@tanstack/react-query';

import { getGetAccountQueryKey } from '../../../generated/gateway/account/account';
import { getGetIdCardEligibilityQueryKey, getGetIdCardQueryKey, getIdCardEligibility } from '../../../generated/gateway/id-card/id-card';
import type { AccountDetails, Family, IdCard } from '../../../generated/model';
import { deriveAccountState } from '../account/use-account-state';
import { gatewayAddress } from '../lib/http/gateway-client';

import type { KeepIdCardMessage } from './offline-protocol';
import { portalServiceWorker, tellServiceWorker } from './service-worker-messages';

/**
 * Keeping the ID card for offline use, page side (docs/decisions/019): loaded by the ID card page (keep-id-card.ts)
 * once it shows the live card.
 */

/**
 * The gateway answers an offline /id-card reads, and so the only ones kept: the account state its guard and the
 * shell read (account, family eligibility) and the card data. Each by its contract path (the family eligibility's
 * written out: its generated module is not otherwise part of the ID card page; a test keeps it equal).
 */
export const KEPT_PATHS = {
  account: getGetAccountQueryKey()[0],
  family: '/eligibility/family',
  card: getGetIdCardQueryKey()[0],
} as const;

export interface IdCardKeepInput {
  /** The card data the page shows. */
  readonly card: IdCard;
  /** When the card shown was saved, if it is a kept copy (never kept again); null for the live card. */
  readonly savedAt: Date | null;
  /** GET /idCard/eligible (undefined when it could not be read). */
  readonly eligible: boolean | undefined;
  readonly sessionToken: string | null;
  /** The session token's expiry (claims.exp, epoch seconds), if it has one. */
  readonly tokenExpiry: number | undefined;
  /** The answers of GET /account and GET /eligibility/family the page was shown with. */
  readonly account: AccountDetails | undefined;
  readonly family: Family | undefined;
  /** The member the session token is for (claims.memberKey). */
  readonly memberKey: string | undefined;
  readonly now: Date;
  /** The absolute address the HTTP client calls for a contract path. */
  readonly address: (path: string) => string;
}

const isImageAddress = (value: string | undefined): value is string => {
  if (!value?.trim()) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Whether the ID card is kept for offline use, and what of it: only the live card of a signed-in member who is not
 * termed (product section 4, by the account state the page was shown with) and is eligible for an ID card
 * (GET /idCard/eligible true), with that account state. A termed member's card, a kept copy, or a card of a member
 * whose eligibility is not known is never kept. Returns the message for the service worker, or null.
 */
export function idCardToKeep(input: IdCardKeepInput): KeepIdCardMessage | null {
  const { card, savedAt, eligible, sessionToken, account, family } = input;
  if (sessionToken === null || eligible !== true || savedAt !== null || !account || !family) return null;
  let termed: boolean;
  try {
    // The account state as the route's guard derives it (RequireNotTermed).
    termed = deriveAccountState(account, family, input.memberKey, input.now).termed;
  } catch {
    return null;
  }
  if (termed) return null;
  const images = card.cards.flatMap((face) => [face.frontImageUrl, face.backImageUrl]).filter(isImageAddress);
  return {
    type: 'keep-id-card',
    token: sessionToken,
    expiresAt: input.tokenExpiry === undefined ? null : input.tokenExpiry * 1000,
    answers: [
      { url: input.address(KEPT_PATHS.account), body: account },
      { url: input.address(KEPT_PATHS.family), body: family },
      { url: input.address(KEPT_PATHS.card), body: card },
    ],
    images: [...new Set(images)],
  };
}

/**
 * GET /idCard/eligible as the dashboard read it, else asked now. Asked outside the query cache: a failure here only
 * means the card is not kept, and is nothing the member must hear about.
 */
async function idCardEligibility(queryClient: QueryClient): Promise<boolean | undefined> {
  const key = getGetIdCardEligibilityQueryKey();
  const cached = queryClient.getQueryData<boolean>(key);
  if (cached !== undefined) return cached;
  try {
    const eligible = await getIdCardEligibility();
    queryClient.setQueryData(key, eligible);
    return eligible;
  } catch {
    return undefined;
  }
}

export interface KeepIdCardOptions {
  readonly card: IdCard;
  readonly queryClient: QueryClient;
  readonly sessionToken: string;
  readonly memberKey: string | undefined;
  readonly tokenExpiry: number | undefined;
  /** False once the page no longer shows this card: nothing is asked of the worker then. */
  readonly stillShown: () => boolean;
}

/**
 * Asks the portal's service worker to keep the card when idCardToKeep() allows, with the account state the page was
 * shown with (the query cache's): once the worker is active (right after the first sign-in it may still be
 * installing), never without it (the demo build, the dev server, the tests). Resolves true when the worker kept it.
 */
export async function keepIdCard({ card, queryClient, sessionToken, memberKey, tokenExpiry, stillShown }: KeepIdCardOptions): Promise<boolean> {
  const worker = await portalServiceWorker(undefined, { waitUntilActive: true });
  if (!worker || !stillShown()) return false;
  const eligible = await idCardEligibility(queryClient);
  if (!stillShown()) return false;
  const message = idCardToKeep({
    card,
    savedAt: null,
    eligible,
    sessionToken,
    tokenExpiry,
    account: queryClient.getQueryData<AccountDetails>(getGetAccountQueryKey()),
    family: queryClient.getQueryData<Family>([KEPT_PATHS.family]),
    memberKey,
    now: new Date(),
    address: (path) => gatewayAddress(path),
  });
  return message ? tellServiceWorker(message, undefined, worker) : false;
}
