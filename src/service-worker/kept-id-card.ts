import {
  KEPT_ID_CARD_CACHE,
  MEMBER_DATA_CACHE_PREFIX,
  SAVED_AT_HEADER,
  type KeepIdCardMessage,
} from '../shared/offline/offline-protocol';

/**
 * The member's ID card kept for offline use, as the production service worker stores and serves it
 * (docs/decisions/019). The rules:
 *
 * - Nothing is kept unless a page asks (KeepIdCardMessage): the ID card page does, for an eligible member who is
 *   not termed, after it has shown the live card. The worker never keeps a gateway answer on its own.
 * - One copy at a time, of one session: a new copy replaces the one before, whoever it was for.
 * - A kept answer is given only for the address it was read from, to a request asking for JSON with the same
 *   session token (compared by its SHA-256 digest: the token itself is never stored), and only while that token
 *   has not expired. So a member signing in on the same device never sees the card of the member before.
 * - Images are given for the addresses the kept card names.
 * - forget() deletes every cache of member data; a copy being made at that moment is deleted as soon as it notices.
 * Everything is in Cache Storage (one cache, KEPT_ID_CARD_CACHE), nothing in the worker's memory but a routing hint.
 */

/** Where the copy's index sits in its cache: an address on the worker's own site that no page ever asks for. */
export const INDEX_PATH = '/__portal/kept-id-card';

export interface KeptIndex {
  /** The SHA-256 digest (hex) of the session token the answers were read with. */
  readonly tokenHash: string;
  /** When the page asked to keep the card (ISO 8601). */
  readonly savedAt: string;
  /** When the session token expires (epoch milliseconds), or null. */
  readonly expiresAt: number | null;
  readonly answers: readonly string[];
  readonly images: readonly string[];
}

export interface KeptIdCardEnvironment {
  readonly caches: CacheStorage;
  readonly fetch: typeof fetch;
  readonly now: () => Date;
  /** The worker's origin (self.location.origin). */
  readonly origin: string;
}

/** The SHA-256 digest of a token, in hex. */
export async function tokenDigest(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isHttpAddress = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/** A message that asks for a copy and is well formed: absolute http(s) addresses, a token, an expiry or null. */
export function isKeepIdCardMessage(message: unknown): message is KeepIdCardMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, token, expiresAt, answers, images } = message as Partial<Record<keyof KeepIdCardMessage, unknown>>;
  return (
    type === 'keep-id-card' &&
    typeof token === 'string' &&
    token.length > 0 &&
    (expiresAt === null || (typeof expiresAt === 'number' && Number.isFinite(expiresAt))) &&
    Array.isArray(answers) &&
    answers.length > 0 &&
    answers.every((answer: unknown) => typeof answer === 'object' && answer !== null && isHttpAddress((answer as { url?: unknown }).url)) &&
    Array.isArray(images) &&
    images.every(isHttpAddress)
  );
}

/** The bearer token of a request, or null. */
function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/** A request for JSON (the HTTP client asks so for card data; the printable card asks for a PDF). */
export function asksForJson(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').toLowerCase().includes('application/json');
}

export class KeptIdCardStore {
  /** Counts forget() calls: a copy being made when one comes is not left behind. */
  private generation = 0;

  constructor(private readonly env: KeptIdCardEnvironment) {}

  private get indexKey(): string {
    return new URL(INDEX_PATH, this.env.origin).href;
  }

  /** Deletes every cache of member data. */
  async forget(): Promise<void> {
    this.generation += 1;
    const names = await this.env.caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(MEMBER_DATA_CACHE_PREFIX)).map((name) => this.env.caches.delete(name)));
  }

  /**
   * Keeps the card of the message in place of any copy before: its answers as JSON marked with the time saved, the
   * images the worker can fetch (one it cannot is left out: the page shows the card's details without it), and the
   * index last. Returns the index, or null when a forget() came first.
   */
  async keep(message: KeepIdCardMessage): Promise<KeptIndex | null> {
    const generation = this.generation;
    const savedAt = this.env.now().toISOString();
    const tokenHash = await tokenDigest(message.token);
    const images = await Promise.all([...new Set(message.images)].map(async (url) => ({ url, response: await this.fetchImage(url) })));
    if (generation !== this.generation) return null;

    await this.env.caches.delete(KEPT_ID_CARD_CACHE);
    const cache = await this.env.caches.open(KEPT_ID_CARD_CACHE);
    for (const answer of message.answers) {
      const headers = {
        'Content-Type': 'application/json',
        [SAVED_AT_HEADER]: savedAt,
        // A gateway on another origin: the page reads the header through CORS.
        'Access-Control-Expose-Headers': SAVED_AT_HEADER,
      };
      await cache.put(answer.url, new Response(JSON.stringify(answer.body), { headers }));
    }
    const kept = images.filter((image): image is { url: string; response: Response } => image.response !== null);
    for (const image of kept) await cache.put(image.url, image.response);
    const index: KeptIndex = {
      tokenHash,
      savedAt,
      expiresAt: message.expiresAt,
      answers: message.answers.map((answer) => answer.url),
      images: kept.map((image) => image.url),
    };
    await cache.put(this.indexKey, new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }));
    if (generation !== this.generation) {
      await this.env.caches.delete(KEPT_ID_CARD_CACHE);
      return null;
    }
    return index;
  }

  private async fetchImage(url: string): Promise<Response | null> {
    try {
      // As an <img> asks for it: an image host without CORS answers opaquely, which an <img> still shows.
      const response = await this.env.fetch(new Request(url, { mode: 'no-cors', credentials: 'omit' }));
      return response.ok || response.type === 'opaque' ? response : null;
    } catch {
      return null;
    }
  }

  /** The index of the kept copy, or null when there is none; an expired copy is deleted. */
  async index(): Promise<KeptIndex | null> {
    if (!(await this.env.caches.has(KEPT_ID_CARD_CACHE))) return null;
    const cache = await this.env.caches.open(KEPT_ID_CARD_CACHE);
    const stored = await cache.match(this.indexKey);
    if (!stored) return null;
    let index: KeptIndex;
    try {
      index = (await stored.json()) as KeptIndex;
    } catch {
      return null;
    }
    if (index.expiresAt !== null && index.expiresAt <= this.env.now().getTime()) {
      await this.forget();
      return null;
    }
    return index;
  }

  /**
   * The kept answer for a gateway request: a GET for JSON, of an address the copy has, with the session token the
   * copy was made with. Otherwise undefined.
   */
  async answerFor(request: Request): Promise<Response | undefined> {
    if (request.method !== 'GET' || !asksForJson(request)) return undefined;
    const token = bearerToken(request);
    if (token === null) return undefined;
    const index = await this.index();
    if (!index || !index.answers.includes(request.url)) return undefined;
    if ((await tokenDigest(token)) !== index.tokenHash) return undefined;
    return this.match(request.url);
  }

  /** The kept image of an address the kept card names, or undefined. */
  async imageFor(request: Request): Promise<Response | undefined> {
    if (request.method !== 'GET') return undefined;
    const index = await this.index();
    if (!index || !index.images.includes(request.url)) return undefined;
    return this.match(request.url);
  }

  private async match(url: string): Promise<Response | undefined> {
    const cache = await this.env.caches.open(KEPT_ID_CARD_CACHE);
    return cache.match(url);
  }
}
