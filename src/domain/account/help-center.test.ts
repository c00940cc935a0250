import { describe, expect, it } from 'vitest';

import type { PrimaryCareMember } from '../../../generated/model';

import { showsPrimaryCareQuestion } from './help-center';

describe('the Help center primary care question (the Primary care menu rule, product section 6)', () => {
  const subscriber = { memberKey: 'M1', memberSuffix: 0, dateOfBirth: '1984-02-11' };
  const dependent = { memberKey: 'M2', memberSuffix: 1, dateOfBirth: '1986-07-30' };
  const now = new Date(2026, 5, 15);
  const family = (selected: Record<string, boolean>): PrimaryCareMember[] =>
    Object.entries(selected).map(([memberKey, pcpSelected]) => ({
      memberKey,
      eligibleDates: [],
      pcp360History: [{ providerId: 'P1', providerName: 'Maya Okafor', memberKey, beginDate: '2024-01-01', pcpSelected }],
    }));

  it.each([
    ['an eligible member', subscriber, family({}), true, true],
    ['a subscriber whose family has a selection', subscriber, family({ M2: true }), false, true],
    ['a dependent with a selection', dependent, family({ M2: true }), false, true],
    ["a dependent whose only family selection is another member's", dependent, family({ M1: true, M2: false }), false, false],
    ['a member with ended selections only', subscriber, family({ M1: false }), false, false],
    ['a member with no primary care at all (brand 5, dental only)', subscriber, family({}), false, false],
  ] as const)('%s', (_label, member, members, eligible, shown) => {
    expect(showsPrimaryCareQuestion(member, members, { eligible }, now)).toBe(shown);
  });

  it('counts unknown answers as none', () => {
    expect(showsPrimaryCareQuestion(subscriber, undefined, undefined, now)).toBe(false);
  });
});
