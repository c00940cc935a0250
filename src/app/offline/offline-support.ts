import type { QueryClient } from '@tanstack/react-query';
import type { TrustedScriptURL, TrustedTypesWindow } from 'trusted-types/lib';
import { Workbox } from 'workbox-window';

import type { DomainId } from '../../config/brands';
import { isApiError } from '../../shared/lib/http/api-error';
import { createTrustedTypesPolicy, type PortalPolicy, TRUSTED_TYPES_POLICIES } from '../../shared/lib/trusted-types';
import { forgetMemberData } from '../../shared/offline/forget-member-data';
import { SERVICE_WORKER_URL } from '../../shared/offline/offline-protocol';
import type { SessionStore } from '../../shared/session/session-store';

import { linkWebAppManifest } from './web-app-manifest';

/**
 * The installable portal and its production service worker (docs/decisions/019), started once a member has signed
 * in (src/app/offline/use-offline-support.ts loads this module in the production build only, after the signed-in
 * shell has shown and the page is idle) and kept for the rest of the page's life:
 *
 * - the brand's web app manifest and home screen icon are linked;
 * - the service worker (/sw.js) is registered, through the `portal-service-worker` Trusted Types policy;
 * - when the session ends in any way (logout, the idle time-out, a 401 from the gateway, another session's token),
 *   every cache of member data the worker keeps is deleted. The logout route also deletes them itself before it
 *   leaves the page (src/app/logout-route.tsx).
 */

interface WorkerPolicyOptions {
  createScriptURL: (input: string) => string;
}

/** The `portal-service-worker` policy (undefined until first use; null in a browser without Trusted Types). */
let workerPolicy: PortalPolicy<WorkerPolicyOptions> | null | undefined;

/** The worker's address as the page's Trusted Types rules demand it: /sw.js of this site, and nothing else. */
export function serviceWorkerScriptUrl(win: Partial<TrustedTypesWindow> = window as Partial<TrustedTypesWindow>): string | TrustedScriptURL {
  if (workerPolicy === undefined) {
    workerPolicy = createTrustedTypesPolicy(
      TRUSTED_TYPES_POLICIES.serviceWorker,
      {
        createScriptURL: (input: string) => {
          if (input !== SERVICE_WORKER_URL) throw new TypeError(`${input} is not the portal's service worker.`);
          return input;
        },
      },
      win,
    );
  }
  return workerPolicy ? workerPolicy.createScriptURL(SERVICE_WORKER_URL) : SERVICE_WORKER_URL;
}

/** Registers the production service worker for the whole site; null where the browser has no service workers. */
export async function registerServiceWorker(nav: Navigator = navigator): Promise<Workbox | null> {
  if (!('serviceWorker' in nav)) return null;
  const workbox = new Workbox(serviceWorkerScriptUrl(), { scope: '/' });
  await workbox.register();
  return workbox;
}

/**
 * Calls `forget` whenever the session ends: the session token goes (logout, the idle time-out, a 401 on brands that
 * sign out) or is replaced by another, or a gateway call is refused with 401 (on brands that show the 401 error
 * page the session token stays, but the gateway no longer takes it). Returns a function that stops watching.
 */
export function forgetWhenSessionEnds(session: SessionStore, queryClient: QueryClient, forget: () => Promise<void>): () => void {
  let token = session.getSnapshot().sessionToken;
  const stopSession = session.subscribe(() => {
    const next = session.getSnapshot().sessionToken;
    if (token !== null && next !== token) void forget();
    token = next;
  });
  const refused = (error: unknown) => isApiError(error) && error.status === 401;
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error)) void forget();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error)) void forget();
  });
  return () => {
    stopSession();
    stopQueries();
    stopMutations();
  };
}

export interface OfflineSupportOptions {
  readonly domainId: DomainId;
  readonly session: SessionStore;
  readonly queryClient: QueryClient;
}

let started = false;

/** Starts everything above, once per page. */
export function startOfflineSupport({ domainId, session, queryClient }: OfflineSupportOptions): void {
  if (started) return;
  started = true;
  linkWebAppManifest(domainId);
  forgetWhenSessionEnds(session, queryClient, () => forgetMemberData());
  registerServiceWorker().catch((cause: unknown) => {
    // The portal works without it, online: only the offline ID card is missing.
    console.warn('The service worker could not be registered.', cause);
  });
}
