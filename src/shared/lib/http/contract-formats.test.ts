import { describe, expect, it } from 'vitest';

import { jsonPath } from './answer-check';
import { isContractDate, isContractDateTime } from './contract-formats';

describe('format date', () => {
  it.each(['2026-11-22', '2024-02-29', '2000-02-29', '1900-01-01', '9999-12-31', '0001-01-01'])('accepts %s', (value) => {
    expect(isContractDate(value)).toBe(true);
  });

  it.each(['2025-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01', '26-11-22', '2026-1-2', '11/22/2026', '2026-11-22T00:00:00Z', ' 2026-11-22', ''])(
    'refuses %j',
    (value) => {
      expect(isContractDate(value)).toBe(false);
    },
  );
});

describe('format date-time', () => {
  it.each(['2026-11-22T10:15:00Z', '2026-11-22t10:15:00z', '2026-11-22T10:15:00.123+01:00', '2026-12-31T23:59:60Z', '2026-11-22 10:15:00-08:00'])(
    'accepts %s',
    (value) => {
      expect(isContractDateTime(value)).toBe(true);
    },
  );

  it.each(['2026-11-22T10:15:00', '2026-11-22', '2026-11-22T24:00:00Z', '2026-11-22T10:60:00Z', '2026-02-30T10:15:00Z', '2026-11-22T10:15:00+25:00', 'yesterday'])(
    'refuses %j',
    (value) => {
      expect(isContractDateTime(value)).toBe(false);
    },
  );
});

describe('jsonPath', () => {
  it.each([
    ['', {}, undefined, '$'],
    ['', {}, 'members', '$.members'],
    ['/members/0/dateOfBirth', { members: [{}] }, undefined, '$.members[0].dateOfBirth'],
    ['/0/productCategory', [{}], undefined, '$[0].productCategory'],
    ['/byCode/0', { byCode: { '0': 1 } }, undefined, '$.byCode["0"]'],
    ['/a~1b/c~0d', { 'a/b': {} }, undefined, '$["a/b"]["c~d"]'],
    ['/items/1', { items: [1, 2] }, 'name', '$.items[1].name'],
  ])('%j reads as its JSON path', (pointer, value, missing, expected) => {
    expect(jsonPath(pointer, value, missing)).toBe(expected);
  });
});
