import { vi } from 'vitest';

/**
 * A stand-in for the window `window.open` returns, for tests of pieces that open a window first and fill it
 * later (a PDF shown from a blob address): what they set (`opener`, `location.href`, the document) stays
 * readable, and `close` is a spy that marks the window closed.
 *
 *   const opened = fakeWindow();
 *   vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
 */
export function fakeWindow() {
  const opened = {
    closed: false,
    opener: {} as unknown,
    document: { title: '', body: { textContent: '' } },
    location: { href: '' },
    close: vi.fn(() => {
      opened.closed = true;
    }),
  };
  return opened;
}
