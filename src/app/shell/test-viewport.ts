import { act } from '@testing-library/react';

/**
 * Tests only: a window.matchMedia for jsdom (which has none) that answers `(min-width: Npx)` queries for a
 * viewport width the test sets, and tells the listeners when a resize makes a query flip, as a browser does.
 */
export interface TestViewport {
  /** Changes the width and notifies the media queries whose answer changed. */
  resize(width: number): void;
  /** Removes the stand-in again. */
  restore(): void;
}

interface Entry {
  readonly query: string;
  readonly listeners: Set<(event: MediaQueryListEvent) => void>;
  last: boolean;
}

export function installViewport(initialWidth: number): TestViewport {
  let width = initialWidth;
  const entries: Entry[] = [];
  const answer = (query: string): boolean => {
    const minWidth = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return minWidth ? width >= Number(minWidth[1]) : false;
  };
  const previous = Object.getOwnPropertyDescriptor(window, 'matchMedia');

  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const entry: Entry = { query, listeners: new Set(), last: answer(query) };
      entries.push(entry);
      return {
        media: query,
        get matches() {
          return answer(query);
        },
        onchange: null,
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
        addListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
        removeListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
        dispatchEvent: () => true,
      } as unknown as MediaQueryList;
    },
  });

  return {
    resize(next) {
      act(() => {
        width = next;
        for (const entry of entries) {
          const now = answer(entry.query);
          if (now === entry.last) continue;
          entry.last = now;
          for (const listener of entry.listeners) listener({ matches: now, media: entry.query } as MediaQueryListEvent);
        }
      });
    },
    restore() {
      if (previous) Object.defineProperty(window, 'matchMedia', previous);
      else delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}
