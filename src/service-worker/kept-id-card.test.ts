// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { KEPT_ID_CARD_CACHE, SAVED_AT_HEADER, type KeepIdCardMessage } from '../shared/offline/offline-protocol';
import { FakeCacheStorage } from '../test/fake-cache-storage';

import { INDEX_PATH, isKeepIdCardMessage, KeptIdCardStore, tokenDigest } from './kept-id-card';

const ORIGIN = 'https://portal.example.com';
const SAVED = new Date('2026-11-26T23:04:00Z');
const account = { memberKey: 'M1001', members: [] };
const card = { cards: [{ category: 'medical', frontImageUrl: 'https://documents.plan.example/cards/1-front.png' }] };

function message(overrides: Partial<KeepIdCardMessage> = {}): KeepIdCardMessage {
  return {
    type: 'keep-id-card',
    token: 'token-of-rivera',
    expiresAt: SAVED.getTime() + 3_600_000,
    answers: [
      { url: `${ORIGIN}/api/account`, body: account },
      { url: `${ORIGIN}/api/idCard/view`, body: card },
    ],
    images: ['https://documents.plan.example/cards/1-front.png', 'https://documents.plan.example/cards/1-back.png'],
    ...overrides,
  };
}

function setUp({ now = SAVED, fetchImpl }: { now?: Date; fetchImpl?: typeof fetch } = {}) {
  const caches = new FakeCacheStorage();
  const clock = { now };
  const fetchMock = vi.fn<typeof fetch>(
    fetchImpl ??
      (async (input) => {
        const url = input instanceof Request ? input.url : String(input);
        return url.endsWith('-back.png') ? new Response('missing', { status: 404 }) : new Response('png', { headers: { 'Content-Type': 'image/png' } });
      }),
  );
  const store = new KeptIdCardStore({ caches: caches.asCacheStorage, fetch: fetchMock, now: () => clock.now, origin: ORIGIN });
  return { caches, clock, fetchMock, store };
}

const gatewayRequest = (url: string, { token = 'token-of-rivera', accept = 'application/json', method = 'GET' } = {}) =>
  new Request(url, { method, headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

describe('the kept ID card (service worker)', () => {
  it('keeps the answers the page sent, as JSON marked with the time saved, the images it could fetch, and an index', async () => {
    const { caches, store } = setUp();
    const index = await store.keep(message());

    expect(index).toEqual({
      tokenHash: await tokenDigest('token-of-rivera'),
      savedAt: SAVED.toISOString(),
      expiresAt: SAVED.getTime() + 3_600_000,
      answers: [`${ORIGIN}/api/account`, `${ORIGIN}/api/idCard/view`],
      // The back image answered 404: left out.
      images: ['https://documents.plan.example/cards/1-front.png'],
    });
    expect(caches.snapshot()).toEqual({
      [KEPT_ID_CARD_CACHE]: [
        `${ORIGIN}/api/account`,
        `${ORIGIN}/api/idCard/view`,
        'https://documents.plan.example/cards/1-front.png',
        `${ORIGIN}${INDEX_PATH}`,
      ],
    });
  });

  it('never stores the session token itself', async () => {
    const { caches, store } = setUp();
    await store.keep(message());
    const cache = caches.caches.get(KEPT_ID_CARD_CACHE)!;
    for (const response of cache.entries.values()) expect(await response.clone().text()).not.toContain('token-of-rivera');
  });

  it('gives a kept answer for the same address, to a GET for JSON with the same session token', async () => {
    const { store } = setUp();
    await store.keep(message());
    const answer = await store.answerFor(gatewayRequest(`${ORIGIN}/api/idCard/view`));
    expect(answer?.headers.get(SAVED_AT_HEADER)).toBe(SAVED.toISOString());
    expect(answer?.headers.get('Content-Type')).toBe('application/json');
    expect(answer?.headers.get('Access-Control-Expose-Headers')).toBe(SAVED_AT_HEADER);
    expect(await answer?.json()).toEqual(card);
  });

  it.each([
    ['another session token (another member signing in on the same device)', gatewayRequest(`${ORIGIN}/api/idCard/view`, { token: 'token-of-another-member' })],
    ['no session token', gatewayRequest(`${ORIGIN}/api/idCard/view`, { token: '' })],
    ['the printable card (a PDF)', gatewayRequest(`${ORIGIN}/api/idCard/view`, { accept: 'application/pdf' })],
    ['another method', gatewayRequest(`${ORIGIN}/api/idCard/view`, { method: 'POST' })],
    ['an address not kept (any other gateway answer)', gatewayRequest(`${ORIGIN}/api/claims`)],
  ])('gives nothing for %s', async (_, request) => {
    const { store } = setUp();
    await store.keep(message());
    expect(await store.answerFor(request)).toBeUndefined();
  });

  it('gives the kept images for the addresses the card names, and nothing else', async () => {
    const { store } = setUp();
    await store.keep(message());
    expect(await (await store.imageFor(new Request('https://documents.plan.example/cards/1-front.png')))?.text()).toBe('png');
    expect(await store.imageFor(new Request('https://documents.plan.example/cards/1-back.png'))).toBeUndefined();
    expect(await store.imageFor(new Request(`${ORIGIN}/brands/cascade-health-plan.svg`))).toBeUndefined();
  });

  it('deletes the copy once the session token it was made with has expired, and gives nothing', async () => {
    const { caches, clock, store } = setUp();
    await store.keep(message());
    clock.now = new Date(SAVED.getTime() + 3_600_000);
    expect(await store.answerFor(gatewayRequest(`${ORIGIN}/api/idCard/view`))).toBeUndefined();
    expect(await store.imageFor(new Request('https://documents.plan.example/cards/1-front.png'))).toBeUndefined();
    expect(caches.snapshot()).toEqual({});
  });

  it('keeps one copy at a time: a new one replaces the one before, whoever it was for', async () => {
    const { caches, store } = setUp();
    await store.keep(message());
    await store.keep(message({ token: 'token-of-another-member', answers: [{ url: `${ORIGIN}/api/idCard/view`, body: { cards: [] } }], images: [] }));
    expect(caches.snapshot()[KEPT_ID_CARD_CACHE]).toEqual([`${ORIGIN}/api/idCard/view`, `${ORIGIN}${INDEX_PATH}`]);
    expect(await store.answerFor(gatewayRequest(`${ORIGIN}/api/idCard/view`))).toBeUndefined();
    expect(await (await store.answerFor(gatewayRequest(`${ORIGIN}/api/idCard/view`, { token: 'token-of-another-member' })))?.json()).toEqual({ cards: [] });
  });

  it('forget() deletes every cache of member data, and nothing else (the precached portal, the configuration)', async () => {
    const { caches, store } = setUp();
    await store.keep(message());
    await caches.open('portal-member-something-else');
    await caches.open('workbox-precache-v2-https://portal.example.com/');
    await caches.open('portal-config');
    await store.forget();
    expect(Object.keys(caches.snapshot()).sort()).toEqual(['portal-config', 'workbox-precache-v2-https://portal.example.com/']);
    expect(await store.index()).toBeNull();
  });

  it('a copy being made when forget() comes is not left behind', async () => {
    let answerImage: ((response: Response) => void) | undefined;
    const { caches, fetchMock, store } = setUp({ fetchImpl: () => new Promise<Response>((resolve) => (answerImage = resolve)) });
    const keeping = store.keep(message({ images: ['https://documents.plan.example/cards/1-front.png'] }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await store.forget();
    answerImage!(new Response('png'));
    expect(await keeping).toBeNull();
    expect(caches.snapshot()).toEqual({});
  });

  it('takes only well-formed requests to keep', () => {
    expect(isKeepIdCardMessage(message())).toBe(true);
    expect(isKeepIdCardMessage(message({ expiresAt: null }))).toBe(true);
    expect(isKeepIdCardMessage({ ...message(), type: 'keep' })).toBe(false);
    expect(isKeepIdCardMessage(message({ token: '' }))).toBe(false);
    expect(isKeepIdCardMessage(message({ answers: [] }))).toBe(false);
    expect(isKeepIdCardMessage(message({ answers: [{ url: '/api/account', body: {} }] }))).toBe(false);
    expect(isKeepIdCardMessage(message({ images: ['javascript:alert(1)'] }))).toBe(false);
    expect(isKeepIdCardMessage(null)).toBe(false);
  });
});
