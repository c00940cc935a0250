import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

/**
 * The page's query cache, created when first needed: the sign-in page does not need it (nor the query library,
 * the gateway client and the generated calls that come with it) until the member signs in, so they load then, or
 * with the first page that reads from the gateway. Every page of the page load shares the one cache.
 */
export class QueryClientSlot {
  private client: QueryClient | null = null;
  private loading: Promise<QueryClient> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly create: () => Promise<QueryClient>) {}

  /** The cache, once loaded; null before. */
  get current(): QueryClient | null {
    return this.client;
  }

  /** Loads (once) and returns the cache. A failed load (the code could not be downloaded) is tried again next time. */
  load = (): Promise<QueryClient> => {
    this.loading ??= this.create().then(
      (client) => {
        this.client = client;
        for (const listener of this.listeners) listener();
        return client;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): QueryClient | null => this.client;
}

const SlotContext = createContext<QueryClientSlot | null>(null);
SlotContext.displayName = 'QueryClientSlot';

/**
 * Provides the slot, and the query library's own context with the cache once it is loaded, so the generated hooks
 * (useQueryClient) find it in every page that loads after it.
 */
export function QueryClientSlotProvider({ slot, children }: { slot: QueryClientSlot; children: ReactNode }) {
  const client = useSyncExternalStore(slot.subscribe, slot.getSnapshot, slot.getSnapshot);
  return (
    <SlotContext value={slot}>
      <QueryClientContext value={client ?? undefined}>{children}</QueryClientContext>
    </SlotContext>
  );
}

export function useQueryClientSlot(): QueryClientSlot {
  const slot = useContext(SlotContext);
  if (!slot) throw new Error('useQueryClientSlot() needs a <QueryClientSlotProvider>.');
  return slot;
}

/** The cache when it is loaded, else null; re-renders when it loads. */
export function useLoadedQueryClient(): QueryClient | null {
  return useContext(QueryClientContext) ?? null;
}
