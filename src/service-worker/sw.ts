/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

import {
  APP_SHELL_ADDRESS,
  CONFIG_ADDRESS,
  CONFIG_CACHE,
  type ServiceWorkerMessage,
  type ServiceWorkerReply,
} from '../shared/offline/offline-protocol';

import { asksForJson, isKeepIdCardMessage, KeptIdCardStore, type KeptIndex } from './kept-id-card';
import { networkFirst, NETWORK_TIMEOUT_MS } from './network-first';

/**
 * The portal's production service worker (`npm run build` writes it to dist/sw.js; never the demo build, the dev
 * server or the tests, docs/decisions/019). It does three things:
 *
 * 1. The app shell: every file of the build (index.html, scripts, styles, icons, manifests) is precached when the
 *    worker installs, and a page address that the network does not answer gets the precached index.html.
 * 2. /config.json from the network, or the last copy when there is none.
 * 3. The member's ID card, kept when the ID card page asks (kept-id-card.ts): its gateway answers and images are
 *    given from the kept copy only when the network fails, does not answer within NETWORK_TIMEOUT_MS, or the
 *    gateway cannot be reached. No other gateway answer is ever stored.
 *
 * Pages talk to it with the messages of src/shared/offline/offline-protocol.ts: keep the card, forget member data.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

self.addEventListener('install', () => {
  // A new release takes over at once: its precache is complete, and the old one is cleaned up below.
  void self.skipWaiting();
});
clientsClaim();

// The app shell. Page addresses are never served from the precache while the network answers ('/' included).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const store = new KeptIdCardStore({
  caches: self.caches,
  fetch: (input, init) => self.fetch(input, init),
  now: () => new Date(),
  origin: self.location.origin,
});

/**
 * The addresses of the kept copy, so that the routes below decide at once (a fetch handler must): null until
 * they are read from Cache Storage when the worker starts, and meanwhile every candidate request is routed.
 */
let routing: { readonly answers: ReadonlySet<string>; readonly images: ReadonlySet<string> } | null = null;
function route(index: KeptIndex | null): void {
  routing = { answers: new Set(index?.answers ?? []), images: new Set(index?.images ?? []) };
}
const routingRead = store.index().then(route, () => route(null));

self.addEventListener('activate', (event) => {
  event.waitUntil(routingRead);
});

// A page address: the network; the precached portal when the network does not answer.
registerRoute(new NavigationRoute(({ request }) => networkFirst(request, () => matchPrecache(APP_SHELL_ADDRESS))));

// The deployment's configuration: the network, the last copy when there is none.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === CONFIG_ADDRESS,
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_MS / 1000 }),
);

// The kept ID card's gateway answers (a GET for JSON with the member's token, at an address the copy has).
registerRoute(
  ({ request }) =>
    request.method === 'GET' &&
    request.headers.has('Authorization') &&
    asksForJson(request) &&
    (routing === null || routing.answers.has(request.url)),
  ({ request }) => networkFirst(request, () => store.answerFor(request)),
);

// The kept card's images. Before the copy's addresses are read, images from other sites (only card images are:
// the content security policy allows no other) are routed too.
registerRoute(
  ({ request, sameOrigin }) => request.destination === 'image' && (routing === null ? !sameOrigin : routing.images.has(request.url)),
  ({ request }) => networkFirst(request, () => store.imageFor(request)),
);

/** Copies are made one after another; forgetting never waits (a copy under way then deletes itself). */
let keeping: Promise<unknown> = Promise.resolve();

self.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage | undefined;
  const reply = (ok: boolean) => event.ports[0]?.postMessage({ ok } satisfies ServiceWorkerReply);
  let work: Promise<boolean>;
  if (message?.type === 'forget-member-data') {
    work = store.forget().then(() => {
      route(null);
      return true;
    });
  } else if (isKeepIdCardMessage(message)) {
    work = keeping.then(async () => {
      const index = await store.keep(message);
      route(index ?? (await store.index()));
      return index !== null;
    });
    keeping = work.catch(() => undefined);
  } else {
    return;
  }
  event.waitUntil(work.then(reply, () => reply(false)));
});
