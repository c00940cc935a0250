import { describe, expect, it } from 'vitest';

import type { PrimaryCareMember } from '../../../generated/model';

import { familyHasPrimaryCareSelection, memberHasPrimaryCareSelection } from './primary-care-selection';

const entry = (memberKey: string, pcpSelected: boolean) => ({
  providerId: 'P-1',
  providerName: 'Dr. Example',
  memberKey,
  beginDate: '2024-01-01',
  endDate: pcpSelected ? null : '2024-02-29',
  pcpSelected,
});

const members: PrimaryCareMember[] = [
  { memberKey: 'M1', eligibleDates: [], pcp360History: [entry('M1', false)] },
  { memberKey: 'M2', eligibleDates: [], pcp360History: [entry('M2', false), entry('M2', true)] },
];

describe('primary care selections', () => {
  it('finds a selection in force for a member, not a past one', () => {
    expect(memberHasPrimaryCareSelection(members, 'M2')).toBe(true);
    expect(memberHasPrimaryCareSelection(members, 'M1')).toBe(false);
    expect(memberHasPrimaryCareSelection(members, 'M9')).toBe(false);
    expect(memberHasPrimaryCareSelection(undefined, 'M1')).toBe(false);
  });

  it("finds a selection anywhere in the subscriber's family", () => {
    expect(familyHasPrimaryCareSelection(members)).toBe(true);
    expect(familyHasPrimaryCareSelection(members.slice(0, 1))).toBe(false);
    expect(familyHasPrimaryCareSelection([])).toBe(false);
  });
});
