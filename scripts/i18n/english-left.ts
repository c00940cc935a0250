import { readCatalogPairs } from './catalog-files';
import { SAME_IN_SPANISH } from './same-in-spanish';

/**
 * The check that a page shown in Spanish shows no English message (docs/decisions/020-spanish.md), one reading for
 * the unit tests (src/test/i18n.ts, in jsdom) and the browser journeys (e2e/support/language.ts, in Chromium).
 */

let englishOnly: Promise<string[]> | undefined;

/** The English messages of every catalog whose Spanish reads otherwise: what a page in Spanish must not show. Node only. */
export function englishOnlyMessages(): Promise<string[]> {
  englishOnly ??= readCatalogPairs().then((pairs) => {
    const messages = new Set<string>();
    for (const { es } of pairs) {
      for (const { message, translation } of es.values()) if (translation && translation !== message && !SAME_IN_SPANISH.has(message)) messages.add(message);
    }
    return [...messages];
  });
  return englishOnly;
}

export interface EnglishCheck {
  /** The English messages to look for (englishOnlyMessages). */
  readonly messages: readonly string[];
  /**
   * English the page shows on purpose, such as the gateway's words that are also the English of a message: taken
   * out of the page's texts before the check, so a message is not found in them either.
   */
  readonly ignore?: readonly string[];
  /** Where to look; the whole document's body when left out (in the browser). */
  readonly root?: Element;
}

/**
 * The English messages a page in Spanish shows. It reads what a member reads or hears: each element's own text, the
 * whole text of a small element (a message split by a link or a visually hidden part), and the accessible names and
 * hints. What is not shown ([hidden], script, style, template) and what is marked English on purpose (lang="en": the
 * demo personas of mock mode) do not count. A text counts when it is an English message, or holds a long literal
 * part of one (20 characters or more, between its arguments and tags): the gateway's own texts (names, program
 * texts, server HTML) are no messages.
 *
 * Self-contained, with no helper outside its body: the browser journeys hand it to `page.evaluate`.
 */
export function englishIn({ messages, ignore = [], root }: EnglishCheck): string[] {
  const container = root ?? document.body;
  const texts: string[] = [];
  const notRead = '[lang="en"], script, style, template, [hidden]';
  for (const element of [container, ...container.querySelectorAll('*')]) {
    if (element.closest(notRead)) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (own) texts.push(own);
    const whole = element.textContent?.replace(/\s+/g, ' ').trim();
    if (whole && whole !== own && element.children.length <= 3 && !element.querySelector(notRead)) texts.push(whole);
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  const read = texts.map((text) => ignore.reduce((rest, words) => rest.split(words).join(' '), text));
  const found: string[] = [];
  for (const message of messages) {
    if (ignore.includes(message)) continue;
    const parts = message
      .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+\/?>/)
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const whole = parts.length === 1 && parts[0] === message;
    if (read.some((text) => (whole && text === message) || parts.some((part) => part.length >= 20 && text.includes(part)))) found.push(message);
  }
  return found;
}
