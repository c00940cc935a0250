/**
 * What the portal's pages and its production service worker (src/service-worker/, `npm run build` only) agree on:
 * the worker's address, the names of its caches, the header that marks a kept answer, and the messages a page
 * sends it. Plain constants and types: both sides import this module (docs/decisions/019).
 */

/** The production service worker, at the site's root so that its scope is the whole portal. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Every cache holding member data starts with this; logout deletes every one of them. */
export const MEMBER_DATA_CACHE_PREFIX = 'portal-member-';

/** The kept ID card of one member's session: its answers, its images and its index entry. */
export const KEPT_ID_CARD_CACHE = `${MEMBER_DATA_CACHE_PREFIX}id-card`;

/** The deployment's /config.json, kept so that the portal can start with no network (not member data). */
export const CONFIG_CACHE = 'portal-config';

/** The address of the deployment's configuration: CONFIG_FILE_PATH of src/config/runtime-config.ts (a test keeps them equal). */
export const CONFIG_ADDRESS = '/config.json';

/** The portal's page, precached: what a navigation gets when the network does not answer. */
export const APP_SHELL_ADDRESS = '/index.html';

/** The header of an answer the worker gives from the kept ID card (defined where the HTTP client reads it). */
export { SAVED_AT_HEADER } from './kept-answers';

/** One gateway answer of the ID card journey, as the page read it. */
export interface KeptAnswer {
  /** The address the HTTP client calls (gateway base, path and query), absolute. */
  readonly url: string;
  /** The answer's JSON body. */
  readonly body: unknown;
}

/** Keep this member's ID card for offline use, in place of any card kept before. */
export interface KeepIdCardMessage {
  readonly type: 'keep-id-card';
  /** The session token the answers were read with: only requests carrying the same token get the kept answers. */
  readonly token: string;
  /** When the session token expires (epoch milliseconds), or null when it does not say: the copy goes then. */
  readonly expiresAt: number | null;
  readonly answers: readonly KeptAnswer[];
  /** The card images (absolute addresses), fetched and kept by the worker. */
  readonly images: readonly string[];
}

/** Delete every cache of member data (logout, the end of the session). */
export interface ForgetMemberDataMessage {
  readonly type: 'forget-member-data';
}

export type ServiceWorkerMessage = KeepIdCardMessage | ForgetMemberDataMessage;

/** The worker's reply, on the message's port. */
export interface ServiceWorkerReply {
  readonly ok: boolean;
}
