// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { networkFirst } from './network-first';

const request = new Request('https://portal.example.com/api/idCard/view');
const kept = () => Promise.resolve(new Response('kept'));
const nothingKept = () => Promise.resolve(undefined);

describe('networkFirst (the service worker: live when the network answers, the kept copy when it does not)', () => {
  it('gives the network answer when there is one, errors included', async () => {
    const live = await networkFirst(request, kept, { fetchImpl: async () => new Response('live') });
    expect(await live.text()).toBe('live');
    const refused = await networkFirst(request, kept, { fetchImpl: async () => new Response('no', { status: 401 }) });
    expect(refused.status).toBe(401);
  });

  it('gives the kept answer when the network fails', async () => {
    const answer = await networkFirst(request, kept, { fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await answer.text()).toBe('kept');
  });

  it.each([502, 503, 504])('gives the kept answer when the gateway cannot be reached (%i)', async (status) => {
    const answer = await networkFirst(request, kept, { fetchImpl: async () => new Response('down', { status }) });
    expect(await answer.text()).toBe('kept');
  });

  it('gives the kept answer when the network does not answer in time (poor signal)', async () => {
    vi.useFakeTimers();
    try {
      const answering = networkFirst(request, kept, { fetchImpl: () => new Promise<Response>(() => undefined), timeoutMs: 6_000 });
      await vi.advanceTimersByTimeAsync(6_000);
      expect(await (await answering).text()).toBe('kept');
    } finally {
      vi.useRealTimers();
    }
  });

  it('with nothing kept, waits for the network however long it takes, and fails as it fails', async () => {
    vi.useFakeTimers();
    try {
      let answer: (response: Response) => void = () => undefined;
      const answering = networkFirst(request, nothingKept, { fetchImpl: () => new Promise<Response>((resolve) => (answer = resolve)), timeoutMs: 100 });
      await vi.advanceTimersByTimeAsync(1_000);
      answer(new Response('late'));
      expect(await (await answering).text()).toBe('late');
    } finally {
      vi.useRealTimers();
    }
    await expect(networkFirst(request, nothingKept, { fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')) })).rejects.toThrow('Failed to fetch');
  });
});
