import { describe, expect, it } from 'vitest';

import { displayText } from './text';

describe('displayText: text from an answer, never an empty heading', () => {
  it.each([
    ['Dental cleaning', 'Dental cleaning'],
    ['  Nurse line ', 'Nurse line'],
    ['', 'Program'],
    ['   ', 'Program'],
    [null, 'Program'],
    [undefined, 'Program'],
  ])('%j → %j', (value, expected) => {
    expect(displayText(value, 'Program')).toBe(expected);
  });
});
