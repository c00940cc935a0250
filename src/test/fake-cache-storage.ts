/**
 * Cache Storage in memory, for tests of the offline ID card (jsdom and Node have none): the calls the portal and its
 * service worker make, with answers matched by address as the Cache API matches them (no Vary, no method).
 */

const addressOf = (request: RequestInfo | URL): string =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

export class FakeCache {
  readonly entries = new Map<string, Response>();

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(addressOf(request), response.clone());
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(addressOf(request))?.clone();
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(addressOf(request));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    for (const cache of this.caches.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }

  /** As the Cache Storage the portal and its worker are given. */
  get asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }

  /** Every address kept, by cache. */
  snapshot(): Record<string, string[]> {
    return Object.fromEntries([...this.caches].map(([name, cache]) => [name, [...cache.entries.keys()]]));
  }
}
