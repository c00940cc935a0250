import { describe, expect, it } from 'vitest';
import type { Accreditation } from '../../../generated/model';
import { accreditationBadge, badgeForImage, imageFileName, readAccreditationFeed } from './accreditation';

const entry = (logo: string, description = logo): Accreditation => ({ logo, description });

describe('badgeForImage: the file name names the badge, case-insensitive', () => {
  it.each([
    ['https://cdn.example/ncqa/Health-Plan-Accredited.png', 'accredited'],
    ['https://cdn.example/ncqa/COMMENDABLE_seal.svg', 'commendable'],
    ['/img/interim-2026.png?v=3', 'interim'],
    ['/img/accredited-commendable.png', 'commendable'], // more specific word wins within one name
    ['https://cdn.example/accredited/logo.png', null], // only the file name counts, not the folders
    ['https://cdn.example/img/seal.png#accredited', null], // nor the fragment
    ['https://cdn.example/img/accreditation.png', null], // "accreditation" is not "accredited"
    ['', null],
  ])('%j → %j', (address, expected) => {
    expect(badgeForImage(address)).toBe(expected);
  });

  it('reads the file name without query and fragment, decoded', () => {
    expect(imageFileName('https://cdn.example/a/b/Interim%20Seal.png?x=1#top')).toBe('Interim Seal.png');
  });
});

describe('accreditationBadge: the first entry that matches any badge wins', () => {
  it.each([
    [[entry('/img/seal.png'), entry('/img/interim.png'), entry('/img/accredited.png')], 'interim', '/img/interim.png'],
    [[entry('/img/Accredited.png'), entry('/img/commendable.png')], 'accredited', '/img/Accredited.png'],
    [[entry('/img/seal.png'), entry('/img/other.png')], null, null],
    [[], null, null],
  ])('%#', (entries, badge, logo) => {
    const mapped = accreditationBadge(readAccreditationFeed({ accreditations: entries }));
    expect(mapped?.badge ?? null).toBe(badge);
    expect(mapped?.accreditation.logo ?? null).toBe(logo);
  });

  it('has no badge without entries', () => {
    expect(accreditationBadge(null)).toBeNull();
    expect(accreditationBadge(undefined)).toBeNull();
  });
});

describe('readAccreditationFeed: the answer of an address the portal does not control is read, not trusted', () => {
  it('reads the entries of a feed, passing over entries without a text logo and description', () => {
    const commendable = entry('/commendable.png', 'NCQA Commendable');
    expect(readAccreditationFeed({ accreditations: [commendable, { logo: 7 }, null, 'x', { logo: '/interim.png' }], extra: true })).toEqual([commendable]);
    expect(readAccreditationFeed({ accreditations: [] })).toEqual([]);
  });

  it.each([[{}], [[]], [[entry('/commendable.png')]], ['<html>'], [''], [null], [undefined], [42], [{ accreditations: {} }]])(
    'answers null (not a feed) for %j',
    (answer) => {
      expect(readAccreditationFeed(answer)).toBeNull();
    },
  );
});
