import { describe, expect, it } from 'vitest';

import { addressLines, otherCoverageLines } from './member-details';

describe('member details in plain words', () => {
  it('says what other coverage is on file', () => {
    expect(otherCoverageLines({ hasOtherMedical: true, hasOtherDental: false, hasOutOfAreaPlan: true })).toEqual([
      { label: 'Other medical coverage', value: 'Yes, another medical plan is on file' },
      { label: 'Other dental coverage', value: 'No other dental plan on file' },
      { label: 'Out-of-area plan', value: 'Yes, enrolled in an out-of-area plan' },
    ]);
  });

  it('formats the address on file (its phone: src/shared/lib/phone.test.ts)', () => {
    expect(
      addressLines({ addressLine1: '1420 NW Lovejoy St', addressLine2: 'Apt 3', city: 'Portland', state: 'OR', zipCode: '97209', country: 'US' }),
    ).toEqual(['1420 NW Lovejoy St', 'Apt 3', 'Portland, OR 97209']);
    expect(addressLines(undefined)).toEqual([]);
  });
});
