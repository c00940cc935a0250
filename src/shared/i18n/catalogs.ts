import { i18n, type Messages } from '@lingui/core';

import { activeLanguage } from './active-language';
import type { Language } from './languages';

/**
 * The catalogs of messages (lingui.config.ts), compiled from `*.po` when imported, each a chunk of its own:
 * 'portal', what every page may show (src/app, src/shared, src/config), and one per feature area
 * (src/features/<area>), named by its folder. A page downloads the catalogs of its own language and areas only.
 * The portal's catalogs are here; the app layer registers the feature areas' (registerCatalogs) where it loads
 * their pages, so the first page load carries only the loaders of the areas it shows.
 */
interface CatalogModule {
  readonly messages: Messages;
}

type CatalogLoader = () => Promise<CatalogModule>;

const PORTAL = 'portal';

/** Loaders by `${area}/${language}`. */
const loaders = new Map<string, CatalogLoader>();

/**
 * Registers the loaders of catalogs found by `import.meta.glob` ('…/src/locales/es.po' is the portal's,
 * '…/features/<area>/locales/es.po' an area's).
 */
export function registerCatalogs(found: Readonly<Record<string, () => Promise<unknown>>>): void {
  for (const [path, load] of Object.entries(found)) {
    const match = /(?:features\/([^/]+)\/)?locales\/(\w+)\.po$/.exec(path);
    if (match) loaders.set(`${match[1] ?? PORTAL}/${match[2]}`, load as CatalogLoader);
  }
}

registerCatalogs(import.meta.glob('../../locales/*.po'));

/** The areas whose messages the page has needed so far, so that a change of language brings all of them along. */
const areasInUse = new Set<string>([PORTAL]);
/** Catalogs already merged into Lingui's messages: `${language}:${area}`. */
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

function loadCatalog(area: string, language: Language): Promise<void> {
  const key = `${language}:${area}`;
  if (loaded.has(key)) return Promise.resolve();
  const pending = loading.get(key);
  if (pending) return pending;
  const load = loaders.get(`${area}/${language}`);
  if (!load) return Promise.reject(new Error(`No ${language} messages for ${area}`));
  const promise = load()
    .then(({ messages }) => {
      i18n.load(language, messages);
      loaded.add(key);
    })
    .finally(() => loading.delete(key));
  loading.set(key, promise);
  return promise;
}

/**
 * Loads the messages of feature areas in the language shown now, before their pages render (src/app/routes.tsx
 * loads an area's catalog with its pages), and keeps them in use for a later change of language.
 */
export function loadAreaMessages(...areas: readonly string[]): Promise<void> {
  for (const area of areas) areasInUse.add(area);
  const language = i18n.locale ? activeLanguage() : null;
  if (!language) return Promise.resolve();
  return Promise.all(areas.map((area) => loadCatalog(area, language))).then(() => undefined);
}

/**
 * Shows the portal in a language: loads the catalogs of every area in use in it, then makes it the active one
 * (every text rendered through Lingui renders again) and names it on the document element (`<html lang>`).
 */
export async function showLanguage(language: Language, areas: readonly string[] = []): Promise<void> {
  for (const area of areas) areasInUse.add(area);
  await Promise.all([...areasInUse].map((area) => loadCatalog(area, language)));
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
