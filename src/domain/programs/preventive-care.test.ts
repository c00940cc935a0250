import { describe, expect, it } from 'vitest';

import { isCityEmployerPlan, preventiveCareDueDate } from './preventive-care';

describe('the city-employer plan', () => {
  it('is known by the city group or its parent group, not by the due date call', () => {
    expect(isCityEmployerPlan({ groupId: '10007015', parentGroupId: null })).toBe(true);
    expect(isCityEmployerPlan({ groupId: '10007999', parentGroupId: '100000050' })).toBe(true);
    expect(isCityEmployerPlan({ groupId: '10001234', parentGroupId: '100000010' })).toBe(false);
  });

  it('reads the due date text, and treats an empty or unreadable answer as unknown', () => {
    expect(preventiveCareDueDate('2027-02-05')).toEqual(new Date(2027, 1, 5));
    expect(preventiveCareDueDate(' 2027-02-05\n')).toEqual(new Date(2027, 1, 5));
    expect(preventiveCareDueDate('')).toBeNull();
    expect(preventiveCareDueDate(null)).toBeNull();
    expect(preventiveCareDueDate('soon')).toBeNull();
  });
});
