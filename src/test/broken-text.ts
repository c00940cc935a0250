import { expect } from 'vitest';

/** What a screen must never show for a value the gateway left out or sent oddly. */
export const BROKEN_TEXTS = ['undefined', 'NaN', 'Invalid Date', '[object Object]'] as const;

/** Fails when the element's text, or a name it gives to assistive technology, shows one of BROKEN_TEXTS. */
export function expectNoBrokenText(element: Element = document.body): void {
  const names = [...element.querySelectorAll('[aria-label], [alt], [title]')].flatMap((node) =>
    ['aria-label', 'alt', 'title'].map((attribute) => node.getAttribute(attribute) ?? ''),
  );
  const shown = [element.textContent ?? '', ...names].join('\n');
  for (const broken of BROKEN_TEXTS) expect(shown, `the page shows "${broken}"`).not.toContain(broken);
}
