import { describe, expect, it } from 'vitest';

import { pageItems } from './pagination';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [2, 4, [1, 2, 3, 4]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [1, 12, [1, 2, 3, 4, 'gap', 12]],
    [3, 12, [1, 2, 3, 4, 'gap', 12]],
    [6, 12, [1, 'gap', 5, 6, 7, 'gap', 12]],
    [11, 12, [1, 'gap', 9, 10, 11, 12]],
    [12, 12, [1, 'gap', 9, 10, 11, 12]],
  ])('on page %i of %i shows %j', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  it('shows nothing without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
