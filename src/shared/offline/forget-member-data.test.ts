import { describe, expect, it } from 'vitest';

import { FakeCacheStorage } from '../../test/fake-cache-storage';
import { fakeServiceWorker } from '../../test/fake-service-worker';

import { forgetMemberData } from './forget-member-data';
import { KEPT_ID_CARD_CACHE } from './offline-protocol';

async function cachesWithAKeptCard(): Promise<FakeCacheStorage> {
  const caches = new FakeCacheStorage();
  await (await caches.open(KEPT_ID_CARD_CACHE)).put('https://portal.example.com/api/idCard/view', new Response('{}'));
  await caches.open('portal-member-other');
  await caches.open('portal-config');
  await caches.open('workbox-precache-v2-https://portal.example.com/');
  return caches;
}

describe('forgetMemberData (logout)', () => {
  it('deletes every cache of member data and asks the portal’s worker to forget too', async () => {
    const caches = await cachesWithAKeptCard();
    const worker = fakeServiceWorker();
    await forgetMemberData({ caches: caches.asCacheStorage, container: worker.container });
    expect(Object.keys(caches.snapshot()).sort()).toEqual(['portal-config', 'workbox-precache-v2-https://portal.example.com/']);
    expect(worker.messages).toEqual([{ type: 'forget-member-data' }]);
  });

  it('asks nothing of a worker that is not the portal’s (MSW’s in the demo build), and works without any', async () => {
    const caches = await cachesWithAKeptCard();
    const msw = fakeServiceWorker({ scriptPath: '/mockServiceWorker.js' });
    await forgetMemberData({ caches: caches.asCacheStorage, container: msw.container });
    expect(msw.messages).toEqual([]);
    expect(caches.snapshot()[KEPT_ID_CARD_CACHE]).toBeUndefined();
    await expect(forgetMemberData({ caches: undefined, container: undefined })).resolves.toBeUndefined();
  });
});
