import { describe, expect, it } from 'vitest';

import { paginationItems } from './results-pagination';

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [2, 4, [1, 2, 3, 4]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 12, [1, 2, 3, 4, 'gap', 12]],
    [3, 12, [1, 2, 3, 4, 'gap', 12]],
    [6, 12, [1, 'gap', 5, 6, 7, 'gap', 12]],
    [11, 12, [1, 'gap', 9, 10, 11, 12]],
    [12, 12, [1, 'gap', 9, 10, 11, 12]],
  ])('on page %i of %i shows %j', (current, total, expected) => {
    expect(paginationItems(current, total)).toEqual(expected);
  });

  it('shows nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
