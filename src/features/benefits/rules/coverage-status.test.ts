import { describe, expect, it } from 'vitest';

import { coverageStatusTitle } from './coverage-status';

describe('coverage status messages', () => {
  it('has a message for each status', () => {
    const self = { self: true, firstName: 'Jordan' };
    const sam = { self: false, firstName: 'Sam' };
    expect(coverageStatusTitle({ status: 'Future', startDate: '2026-07-01', endDate: null }, 'Vision', self)).toBe(
      'Your vision coverage starts on July 1, 2026.',
    );
    expect(coverageStatusTitle({ status: 'Termed', startDate: '2021-01-01', endDate: '2025-03-31' }, 'Dental', sam)).toBe(
      'Sam\u2019s dental coverage ended on March 31, 2025.',
    );
    expect(coverageStatusTitle({ status: 'Ineligible', startDate: null, endDate: null }, 'Pharmacy', self)).toBe('You do not have pharmacy coverage.');
    expect(coverageStatusTitle({ status: 'Ineligible', startDate: null, endDate: null }, 'Pharmacy', sam)).toBe('Sam does not have pharmacy coverage.');
  });
});
