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

/**
 * The English messages a page shown in Spanish still shows (scripts/i18n/english-left.ts, the same reading as the
 * browser journeys'). `ignore` names English a page shows on purpose, such as the gateway's words that are also the
 * English of a message.
 */
export async function englishLeftOn(container: Element, { ignore = [] }: { ignore?: readonly string[] } = {}): Promise<string[]> {
  const { englishIn, englishOnlyMessages } = await import('../../scripts/i18n/english-left');
  return englishIn({ messages: await englishOnlyMessages(), ignore, root: container });
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
