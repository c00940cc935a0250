import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

import { formatter } from '@lingui/format-po';

/**
 * The catalogs as files (lingui.config.ts): for the tests and the browser journeys, which compare languages.
 * Node only.
 */
export interface CatalogEntry {
  /** The English message, the source (Lingui's msgid). */
  readonly message: string;
  /** The translation: empty when missing. */
  readonly translation: string;
}

export interface CatalogPair {
  /** 'portal' (src/locales) or a feature area (src/features/<area>/locales). */
  readonly area: string;
  readonly en: ReadonlyMap<string, CatalogEntry>;
  readonly es: ReadonlyMap<string, CatalogEntry>;
}

const ROOT = join(import.meta.dirname, '../..');

function catalogFolders(): { area: string; folder: string }[] {
  const features = join(ROOT, 'src/features');
  return [
    { area: 'portal', folder: join(ROOT, 'src/locales') },
    ...readdirSync(features)
      .map((area) => ({ area, folder: join(features, area, 'locales') }))
      .filter(({ folder }) => existsSync(folder)),
  ];
}

async function readCatalog(file: string): Promise<Map<string, CatalogEntry>> {
  const parsed = await formatter().parse(readFileSync(file, 'utf8'), { locale: null, sourceLocale: 'en', filename: file });
  const entries = new Map<string, CatalogEntry>();
  for (const [id, entry] of Object.entries(parsed ?? {})) {
    if (entry.obsolete) continue;
    entries.set(id, { message: entry.message ?? id, translation: entry.translation ?? '' });
  }
  return entries;
}

export async function readCatalogPairs(): Promise<CatalogPair[]> {
  return Promise.all(
    catalogFolders().map(async ({ area, folder }) => ({
      area,
      en: await readCatalog(join(folder, 'en.po')),
      es: await readCatalog(join(folder, 'es.po')),
    })),
  );
}
