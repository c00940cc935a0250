// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readCatalogPairs } from './catalog-files';

/**
 * The browser journeys name what they read and click through `tr('…')` (e2e/support/language.ts), which gives the
 * words of the portal's message in the project's language: in Spanish, a text that is no message of the catalogs
 * has no translation and the journey fails there. This finds such a text before a browser runs.
 */
const ROOT = join(import.meta.dirname, '../..');

function specFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return specFiles(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

/** The literal first argument of every tr(...) call: tr('Log in'), tr("…"), tr(`…`) without ${}. */
function translatedTexts(source: string): string[] {
  const texts: string[] = [];
  for (const match of source.matchAll(/\btr\(\s*(['"`])((?:\\.|(?!\1).)*)\1/gs)) {
    const [, quote, body] = match;
    if (quote === '`' && body!.includes('${')) continue;
    texts.push(body!.replace(/\\(['"`\\])/g, '$1'));
  }
  return texts;
}

describe('the texts the browser journeys translate', () => {
  it('are messages of the catalogs, so that they have their Spanish', async () => {
    const messages = new Set<string>();
    for (const { en } of await readCatalogPairs()) for (const { message } of en.values()) messages.add(message);
    const unknown = specFiles(join(ROOT, 'e2e')).flatMap((file) =>
      translatedTexts(readFileSync(file, 'utf8'))
        .filter((text) => !messages.has(text))
        .map((text) => `${relative(ROOT, file)}: ${text}`),
    );
    expect(unknown).toEqual([]);
  });
});
