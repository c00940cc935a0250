import { i18n, type MessageDescriptor } from '@lingui/core';

import { showLanguage } from '../shared/i18n/catalogs';

/** A message as the portal shows it in the language active now (English unless a test chose Spanish). */
export function text(message: MessageDescriptor): string {
  return i18n._(message);
}

/**
 * Shows the portal in Spanish for the rest of the test, with the catalogs of the portal and of the feature areas
 * named (src/test/setup.ts goes back to English before the next test).
 */
export function showSpanish(...areas: readonly string[]): Promise<void> {
  return showLanguage('es', areas);
}

/** The English messages of every catalog that read otherwise in Spanish: what a Spanish page must not show. */
async function englishOnlyMessages(): Promise<string[]> {
  const [{ readCatalogPairs }, { SAME_IN_SPANISH }] = await Promise.all([
    import('../../scripts/i18n/catalog-files'),
    import('../../scripts/i18n/same-in-spanish'),
  ]);
  const messages = new Set<string>();
  for (const { es } of await readCatalogPairs()) {
    for (const { message, translation } of es.values()) {
      if (translation !== message && !SAME_IN_SPANISH.has(message)) messages.add(message);
    }
  }
  return [...messages];
}

let englishMessages: Promise<string[]> | undefined;

/** The literal parts of a message, between its arguments and tags ('Active since {date}' → ['Active since']). */
function literalParts(message: string): string[] {
  return message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+\/?>/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The texts of a page a member reads or hears: each element's own text, and its accessible names and hints. */
function pageTexts(container: Element): string[] {
  const texts: string[] = [];
  const elements = [container, ...container.querySelectorAll('*')];
  for (const element of elements) {
    // Marked as English on purpose (the demo personas of mock mode), or not shown.
    if (element.closest('[lang="en"], script, style, template')) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (own) texts.push(own);
    const whole = element.textContent?.replace(/\s+/g, ' ').trim();
    if (whole && whole !== own && element.children.length <= 3) texts.push(whole);
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * The English messages a page shown in Spanish still shows: a text of the page that is an English message of the
 * catalogs, or holds a long literal part of one (20 characters or more). Texts the gateway sends (names, program
 * texts, server HTML) are not messages and do not count; `ignore` names English a page shows on purpose, such as
 * the gateway's words that are also the English of a message: they are taken out of the page's texts before the
 * check, so a message is not found in them either.
 */
export async function englishLeftOn(container: Element, { ignore = [] }: { ignore?: readonly string[] } = {}): Promise<string[]> {
  englishMessages ??= englishOnlyMessages();
  const messages = await englishMessages;
  const texts = pageTexts(container).map((text) => ignore.reduce((rest, words) => rest.split(words).join(' '), text));
  const found = new Set<string>();
  for (const message of messages) {
    if (ignore.includes(message)) continue;
    const parts = literalParts(message);
    const whole = parts.length === 1 && parts[0] === message;
    for (const text of texts) {
      if ((whole && text === message) || parts.some((part) => part.length >= 20 && text.includes(part))) {
        found.add(message);
        break;
      }
    }
  }
  return [...found];
}

const DESCRIPTOR_KEYS = new Set(['id', 'message', 'values', 'comment', 'context']);

function isDescriptor(value: object): value is MessageDescriptor {
  const keys = Object.keys(value);
  return keys.includes('id') && keys.includes('message') && keys.every((key) => DESCRIPTOR_KEYS.has(key));
}

/**
 * A value with every message in it (a menu's titles, a rule's texts) replaced by its words in the language active
 * now, for expectations written as the member reads them.
 */
export function readable<T>(value: T): T {
  if (Array.isArray(value)) return value.map((entry: unknown) => readable(entry)) as T;
  if (value !== null && typeof value === 'object') {
    if (isDescriptor(value)) return i18n._(value) as T;
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, readable(entry)])) as T;
  }
  return value;
}
