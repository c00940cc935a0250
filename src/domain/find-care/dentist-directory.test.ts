import { describe, expect, it } from 'vitest';

import { DENTIST_DIRECTORY_URL, dentistDirectoryUrl, MEDICARE_DENTIST_DIRECTORY_URL } from './dentist-directory';

describe('the in-network dentist directory', () => {
  it('is the Medicare variant for parent group 100000075', () => {
    expect(dentistDirectoryUrl('100000075')).toBe(MEDICARE_DENTIST_DIRECTORY_URL);
  });

  it.each(['100000010', '10000075', '', null, undefined])('is the standard directory for parent group %j', (parentGroupId) => {
    expect(dentistDirectoryUrl(parentGroupId)).toBe(DENTIST_DIRECTORY_URL);
  });

  it('has two different addresses', () => {
    expect(MEDICARE_DENTIST_DIRECTORY_URL).not.toBe(DENTIST_DIRECTORY_URL);
  });
});
