import { describe, expect, it } from 'vitest';
import {
  adultBirthdayCutoff,
  checkDateRange,
  checkEmail,
  checkIdPattern,
  checkLength,
  checkMatch,
  checkName,
  checkNotAfterToday,
  checkNotMinor,
  checkPassword,
  checkRecentDateRange,
  checkRequired,
  checkSecurityAnswer,
  checkUsername,
  earliestRangeStart,
  isMinor,
} from './rules';

const x = (n: number, char = 'a') => char.repeat(n);

describe('checkRequired', () => {
  it.each([
    [null, 'required'],
    [undefined, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    ['a', null],
    [' a ', null],
  ])('%j → %j', (value, expected) => {
    expect(checkRequired(value)).toBe(expected);
  });
});

describe('checkPassword: 6-32 of letters, digits and @$!%*#?&^_+-=, at least one digit', () => {
  it.each([
    ['', null],
    [null, null],
    ['abcde1', null], // exactly 6
    ['abcd1', 'minLength'], // 5
    [x(31) + '1', null], // exactly 32
    [x(32) + '1', 'maxLength'], // 33
    ['abcdef', 'invalid'], // no digit
    ['123456', null], // digits only still has a digit
    ['Pa55word', null],
    ['@$!%*#?&^_+-=1', null], // every symbol allowed
    ['pass word1', 'invalid'], // space
    ['passw0rd~', 'invalid'], // symbol not in the list
    ['pässw0rd', 'invalid'], // non-ASCII letter
    ['passw0rd.', 'invalid'],
    ['ab(1)cd', 'invalid'],
    ['a~1', 'invalid'], // bad character reported before the length
  ])('%j → %j', (value, expected) => {
    expect(checkPassword(value)).toBe(expected);
  });
});

describe('checkName: letter, apostrophe, comma, backtick or hyphen first; then also spaces and periods; max 30', () => {
  it.each([
    ['', null],
    ['Ana', null],
    ["O'Brien", null],
    ["'Ana", null],
    [',Ana', null],
    ['`Ana', null],
    ['-Ana', null],
    ['Mary Ann', null],
    ['J. R. R.', null],
    ['Smith-Jones', null],
    ['José', null],
    ['Zoë', null],
    [' Ana', 'invalid'], // space first
    ['.Ana', 'invalid'], // period first
    ['Ana2', 'invalid'],
    ['Ana!', 'invalid'],
    ['Ana_', 'invalid'],
    [x(30, 'A'), null], // exactly 30
    [x(31, 'A'), 'maxLength'],
    [x(29, 'A') + '.', null],
  ])('%j → %j', (value, expected) => {
    expect(checkName(value)).toBe(expected);
  });
});

describe('checkUsername: 3-16 letters or digits', () => {
  it.each([
    ['', null],
    ['ab', 'minLength'],
    ['abc', null],
    ['a1b2c3', null],
    [x(16), null],
    [x(17), 'maxLength'],
    ['ab_c', 'invalid'],
    ['ab c', 'invalid'],
    ['abc.def', 'invalid'],
    ['ñandú', 'invalid'],
  ])('%j → %j', (value, expected) => {
    expect(checkUsername(value)).toBe(expected);
  });
});

describe('checkLength: 3-30 characters', () => {
  it.each([
    ['', null],
    ['ab', 'minLength'],
    ['abc', null],
    [x(30), null],
    [x(31), 'maxLength'],
    ['a b', null],
  ])('%j → %j', (value, expected) => {
    expect(checkLength(value)).toBe(expected);
  });

  it('takes other bounds', () => {
    expect(checkLength('abcd', { min: 5, max: 6 })).toBe('minLength');
    expect(checkLength('abcdefg', { min: 5, max: 6 })).toBe('maxLength');
  });
});

describe('checkSecurityAnswer: 3-30 of letters, digits, password symbols and spaces', () => {
  it.each([
    ['', null],
    ['ab', 'minLength'],
    ['abc', null],
    ['my first dog', null],
    ['Rex #1!', null],
    ['@$!%*#?&^_+-=', null],
    [x(30), null],
    [x(31), 'maxLength'],
    ['dog.', 'invalid'],
    ["o'neil", 'invalid'],
    ['déjà vu', 'invalid'],
  ])('%j → %j', (value, expected) => {
    expect(checkSecurityAnswer(value)).toBe(expected);
  });
});

describe('checkIdPattern: 9-10 letters or digits', () => {
  it.each([
    ['', null],
    ['12345678', 'minLength'],
    ['123456789', null],
    ['A23456789B', null],
    ['12345678901', 'maxLength'],
    ['1234-56789', 'invalid'],
    ['123 456789', 'invalid'],
  ])('%j → %j', (value, expected) => {
    expect(checkIdPattern(value)).toBe(expected);
  });
});

describe('checkEmail', () => {
  it.each([
    ['', null],
    ['ana.rivera@example.com', null],
    ['a+b@sub.example.org', null],
    ['ana@example', 'invalid'],
    ['ana.example.com', 'invalid'],
    ['ana@@example.com', 'invalid'],
    ['ana @example.com', 'invalid'],
    ['@example.com', 'invalid'],
  ])('%j → %j', (value, expected) => {
    expect(checkEmail(value)).toBe(expected);
  });

  it('takes at most 254 characters (RFC 5321)', () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(address(254)).toHaveLength(254);
    expect(checkEmail(address(254))).toBeNull();
    expect(checkEmail(address(255))).toBe('maxLength');
    expect(checkEmail(address(5006))).toBe('maxLength');
    // Too long is said before the format: a long address that is also malformed reads as too long.
    expect(checkEmail('x'.repeat(300))).toBe('maxLength');
  });
});

describe('checkMatch', () => {
  it.each([
    ['secret1', 'secret1', null],
    ['', '', null],
    [null, '', null],
    ['secret1', 'Secret1', 'mismatch'],
    ['secret1', 'secret1 ', 'mismatch'],
    ['secret1', '', 'mismatch'],
  ])('%j vs %j → %j', (a, b, expected) => {
    expect(checkMatch(a, b)).toBe(expected);
  });
});

describe('checkDateRange: the end must be after the start', () => {
  it.each([
    ['2024-01-01', '2024-01-02', null],
    ['2024-01-01', '2024-01-01', 'dateRangeInvalid'], // equal dates are not "after"
    ['2024-01-02', '2024-01-01', 'dateRangeInvalid'],
    ['2023-12-31', '2024-01-01', null],
    [null, '2024-01-01', null],
    ['2024-01-01', null, null],
    ['2024-01-01', 'nope', null],
  ])('%j → %j: %j', (start, end, expected) => {
    expect(checkDateRange(start, end)).toBe(expected);
  });

  it('compares calendar days, not times of day', () => {
    expect(checkDateRange(new Date(2024, 0, 1, 23, 0), new Date(2024, 0, 1, 23, 30))).toBe('dateRangeInvalid');
    expect(checkDateRange(new Date(2024, 0, 1, 23, 0), new Date(2024, 0, 2, 0, 1))).toBeNull();
  });
});

describe('checkRecentDateRange: also the start no earlier than midnight two years back', () => {
  const now = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, 15:30 local

  it('the earliest start is local midnight two years back', () => {
    expect(earliestRangeStart(now)).toEqual(new Date(2024, 10, 22, 0, 0, 0, 0));
  });

  it.each([
    ['2024-11-22', '2024-12-01', null], // exactly two years back (midnight) is allowed
    ['2024-11-21', '2024-12-01', 'dateRangeInvalid'], // one day earlier
    ['2025-06-01', '2025-06-01', 'dateRangeInvalid'], // equal dates
    ['2025-06-01', '2025-06-02', null],
    ['2025-06-02', '2025-06-01', 'dateRangeInvalid'],
    [null, '2025-06-01', null],
  ])('%j → %j: %j', (start, end, expected) => {
    expect(checkRecentDateRange(start, end, now)).toBe(expected);
  });
});

describe('isMinor / checkNotMinor: born after the date 18 years ago', () => {
  const today = new Date(2026, 10, 22, 9, 0); // 22 Nov 2026

  it.each([
    ['2008-11-22', false], // turns 18 today: not a minor
    ['2008-11-23', true], // turns 18 tomorrow
    ['2008-11-21', false],
    ['2010-01-01', true],
    ['1984-02-11', false],
    [null, false],
    ['garbage', false],
  ])('born %j → minor %j', (dateOfBirth, expected) => {
    expect(isMinor(dateOfBirth, today)).toBe(expected);
    expect(checkNotMinor(dateOfBirth, today)).toBe(expected ? 'minor' : null);
  });

  it('a 29 February birthday comes of age on 1 March in common years', () => {
    expect(adultBirthdayCutoff(new Date(2026, 1, 28))).toEqual(new Date(2008, 1, 28));
    expect(isMinor('2008-02-29', new Date(2026, 1, 28))).toBe(true);
    expect(isMinor('2008-02-29', new Date(2026, 2, 1))).toBe(false);
  });
});

describe('checkNotAfterToday: a date of birth cannot be after today', () => {
  const today = new Date(2026, 10, 22, 23, 59);

  it.each([
    ['2026-11-22', null], // today
    ['2026-11-23', 'futureDate'], // tomorrow
    ['2026-11-21', null],
    ['', null],
    [null, null],
    ['22/11/2026', 'invalid'],
    [new Date(2026, 10, 23, 0, 0), 'futureDate'],
  ])('%j → %j', (value, expected) => {
    expect(checkNotAfterToday(value, today)).toBe(expected);
  });
});
