import { MEMBER_DATA_CACHE_PREFIX } from './offline-protocol';
import { tellServiceWorker } from './service-worker-messages';

export interface ForgetMemberDataOptions {
  readonly caches?: CacheStorage;
  readonly container?: ServiceWorkerContainer;
}

/**
 * Logout (product section 4: session and local storage, the cache, cookies and the account state): deletes every
 * cache of member data the service worker keeps, here and by asking the worker, so that a copy it is making at
 * this moment goes too. Never throws; resolves once both are done (the worker's answer waited for at most
 * REPLY_TIMEOUT_MS).
 */
export async function forgetMemberData({
  caches: storage = globalThis.caches,
  container = globalThis.navigator?.serviceWorker,
}: ForgetMemberDataOptions = {}): Promise<void> {
  const here = async () => {
    if (!storage) return;
    const names = await storage.keys();
    await Promise.all(names.filter((name) => name.startsWith(MEMBER_DATA_CACHE_PREFIX)).map((name) => storage.delete(name)));
  };
  await Promise.allSettled([here(), tellServiceWorker({ type: 'forget-member-data' }, container)]);
}
