import type { Page } from '@playwright/test';

import { readCatalogPairs } from '../../scripts/i18n/catalog-files';
import { englishIn, englishOnlyMessages } from '../../scripts/i18n/english-left';

/**
 * The journeys in the member's language (docs/decisions/020-spanish.md): a project with `language: 'es'` runs them in
 * Spanish. A journey names what it reads and clicks in English, the source of every message, through `tr`, which
 * gives the words the page shows in the project's language, from the portal's own catalogs.
 */
export type E2eLanguage = 'en' | 'es';

/** Where the portal remembers the language on this device (src/shared/i18n/language-preference.ts). */
export const LANGUAGE_KEY = 'portal-language';

let spanish: Promise<ReadonlyMap<string, string>> | undefined;

/** English message → its Spanish, over every catalog. */
function spanishMessages(): Promise<ReadonlyMap<string, string>> {
  spanish ??= readCatalogPairs().then((pairs) => {
    const messages = new Map<string, string>();
    for (const { es } of pairs) for (const { message, translation } of es.values()) if (translation) messages.set(message, translation);
    return messages;
  });
  return spanish;
}

export type Translate = (english: string, values?: Readonly<Record<string, string | number>>) => string;

/** Fills a message's simple arguments ({name}) with values. */
function fill(message: string, values: Readonly<Record<string, string | number>> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The translation function of a language: `tr('Log in')` is 'Log in' in English and 'Iniciar sesión' in Spanish;
 * `tr('Page {entry}', { entry: 2 })` fills the arguments. A text that is no message of the portal is an
 * error in Spanish (a journey must not pass gateway data, such as a persona's name, through it).
 */
export async function translator(language: E2eLanguage): Promise<Translate> {
  if (language === 'en') return (english, values) => fill(english, values);
  const messages = await spanishMessages();
  return (english, values) => {
    const translation = messages.get(english);
    if (translation === undefined) throw new Error(`"${english}" is not a message of the portal's catalogs: it has no Spanish.`);
    return fill(translation, values);
  };
}

/** A pattern matching a text exactly, for locators that take a RegExp (`new RegExp(...)` of a translated text). */
export function exactly(text: string, flags = ''): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags);
}

/**
 * What the mock gateway's personas send that is also the English of a portal message (a network tier, a limit's
 * name, a program's title, a referral's status, a plan type): the gateway's words stay as sent, so the check takes
 * them out of the page's texts first, as the unit check of every page in Spanish does (src/app/spanish-pages.test.tsx).
 */
export const MOCK_GATEWAY_WORDS: readonly string[] = [
  'In network',
  'Out-of-network',
  'Deductible',
  'Your out-of-pocket maximum',
  'Family out-of-pocket maximum',
  'Prescription out-of-pocket maximum',
  'Find a dentist',
  'Pharmacy benefit manager',
  'Approved',
  'Visit the health insurance marketplace',
];

/**
 * The English messages a page in Spanish shows (scripts/i18n/english-left.ts, the same reading as the unit tests'),
 * the gateway's words taken out first.
 */
export async function englishOnPage(page: Page, gatewayWords: readonly string[] = MOCK_GATEWAY_WORDS): Promise<string[]> {
  return page.evaluate(englishIn, { messages: await englishOnlyMessages(), ignore: gatewayWords });
}
