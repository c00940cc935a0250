import { describe, expect, it } from 'vitest';

import { dayTimestamp, historyPath, parseTimestampParam, resolveSuffix, summaryPath } from './page-addresses';

describe('the member and date the addresses carry, and the addresses', () => {
  const family = [
    { firstName: 'Jordan', lastName: 'Rivera', dateOfBirth: '1984-02-11', suffix: 0, key: 'M1' },
    { firstName: 'Sam', lastName: 'Rivera', dateOfBirth: '2015-08-14', suffix: 2, key: 'M3' },
  ];

  it('takes the suffix of a family member, else the signed-in member', () => {
    expect(resolveSuffix('2', family, 0)).toBe(2);
    expect(resolveSuffix('7', family, 0)).toBe(0);
    expect(resolveSuffix('x', family, 0)).toBe(0);
    expect(resolveSuffix(null, family, 2)).toBe(2);
  });

  it('reads the summary timestamp as its local calendar day', () => {
    const day = new Date(2026, 2, 9);
    expect(parseTimestampParam(String(day.getTime() + 5 * 3600_000))).toEqual(day);
    expect(parseTimestampParam('soon')).toBeNull();
    expect(summaryPath(day, 1)).toBe(`/benefits/summary?asOfDate=${dayTimestamp(day)}&suffix=1`);
    expect(historyPath('2025-01-01', 'Dental')).toBe(`/history/${new Date(2025, 0, 1).getTime()}/benefits/dental`);
  });
});
