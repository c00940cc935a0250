import { describe, expect, it } from 'vitest';

import { fullName } from './full-name';

describe('fullName', () => {
  it.each([
    [{ firstName: 'Jordan', lastName: 'Rivera' }, 'Jordan Rivera'],
    [{ firstName: 'Jordan', lastName: '' }, 'Jordan'],
    [{ firstName: '', lastName: 'Rivera' }, 'Rivera'],
    [{ firstName: 'Jordan' }, 'Jordan'],
    [{ firstName: ' Jordan ', lastName: 'Rivera ' }, 'Jordan  Rivera'],
    [{}, ''],
  ])('%o → %s', (person, name) => {
    expect(fullName(person)).toBe(name);
  });
});
