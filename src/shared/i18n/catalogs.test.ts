// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { readCatalogPairs } from '../../../scripts/i18n/catalog-files';
import { SAME_IN_SPANISH } from '../../../scripts/i18n/same-in-spanish';

/** The arguments ({name}) and the tags (<0>, </0>, <1/>) of a message, in order of first use. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...new Set(names)].sort().concat([...tags].sort());
}

const pairs = await readCatalogPairs();

describe('the catalogs of messages (src/locales, src/features/<area>/locales)', () => {
  it('exist for the portal and for every feature area, in English and Spanish', () => {
    expect(pairs.map((pair) => pair.area)).toContain('portal');
    expect(pairs.length).toBeGreaterThan(1);
  });

  it('gives a message one Spanish in every catalog that has it (the catalogs of the areas shown are one at run time)', () => {
    const spanish = new Map<string, Set<string>>();
    for (const { es } of pairs) {
      for (const [id, entry] of es) spanish.set(id, (spanish.get(id) ?? new Set()).add(entry.translation));
    }
    const ways = [...spanish.entries()].filter(([, translations]) => translations.size > 1).map(([id, translations]) => [id, [...translations]]);
    expect(ways).toEqual([]);
  });

  describe.each(pairs)('$area', ({ en, es }) => {
    it('has every message in both languages (the key parity)', () => {
      expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has a Spanish translation of every message', () => {
      const missing = [...es.values()].filter((entry) => entry.translation.trim() === '').map((entry) => entry.message);
      expect(missing).toEqual([]);
    });

    it('keeps each message’s arguments and tags in Spanish', () => {
      const broken = [...es.values()]
        .filter((entry) => entry.translation !== '')
        .filter((entry) => JSON.stringify(placeholders(entry.translation)) !== JSON.stringify(placeholders(entry.message)))
        .map((entry) => ({ message: entry.message, translation: entry.translation }));
      expect(broken).toEqual([]);
    });

    it('says in Spanish what it says in English (no message left in English but the ones both languages share)', () => {
      const english = [...es.values()]
        .filter((entry) => entry.translation === entry.message && !SAME_IN_SPANISH.has(entry.message))
        .map((entry) => entry.message);
      expect(english).toEqual([]);
    });
  });
});
