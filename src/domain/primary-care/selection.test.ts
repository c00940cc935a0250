import { describe, expect, it } from 'vitest';

import type { PcpHistoryEntry, PrimaryCareMember } from '../../../generated/model';

import {
  familyHasPrimaryCareSelection,
  hasPrimaryCareSelection,
  memberHasPrimaryCareSelection,
  primaryCareMenuInput,
  primaryCareSelections,
} from './selection';
import { pcpHistoryEntry } from '../test-builders';

/** Late in the day of December 15, 2026, local time: the rule reads the calendar day only. */
const TODAY = new Date(2026, 11, 15, 23, 30);

/** A history entry of member M1 named by its provider id, selected and open-ended unless told. */
const entry = (providerId: string, overrides: Partial<PcpHistoryEntry> = {}) =>
  pcpHistoryEntry({ providerId, memberKey: 'M1', endDate: null, ...overrides });

const member = (history: PcpHistoryEntry[], memberKey = 'M1'): PrimaryCareMember => ({ memberKey, eligibleDates: [], pcp360History: history });

/** What the rule reads, by provider id. */
function read(history: PcpHistoryEntry[]) {
  const { current, upcoming, past } = primaryCareSelections(member(history), TODAY);
  return { current: current?.providerId ?? null, upcoming: upcoming.map((item) => item.providerId), past: past.map((item) => item.providerId) };
}

describe('the primary care selections of a member on a day', () => {
  it.each<[string, PcpHistoryEntry[], ReturnType<typeof read>]>([
    ['no history', [], { current: null, upcoming: [], past: [] }],
    ['one selection with no end', [entry('A', { beginDate: '2024-01-01' })], { current: 'A', upcoming: [], past: [] }],
    ["an end year above 2100 (the gateway's 9999-12-31) is no end", [entry('A', { endDate: '9999-12-31' })], { current: 'A', upcoming: [], past: [] }],
    ['a selection that begins today is in force', [entry('A', { beginDate: '2026-12-15' })], { current: 'A', upcoming: [], past: [] }],
    ['a selection that ends today is in force', [entry('A', { endDate: '2026-12-15' })], { current: 'A', upcoming: [], past: [] }],
    ['a selection that ended yesterday is past', [entry('A', { endDate: '2026-12-14' })], { current: null, upcoming: [], past: ['A'] }],
    [
      'in force today, with a change next month: today\'s provider is current, the new one upcoming',
      [entry('NEW', { beginDate: '2027-01-01' }), entry('OLD', { beginDate: '2024-01-01', endDate: '2026-12-31' })],
      { current: 'OLD', upcoming: ['NEW'], past: [] },
    ],
    [
      'a change that starts tomorrow is still upcoming',
      [entry('OLD', { beginDate: '2024-01-01', endDate: '2026-12-15' }), entry('NEW', { beginDate: '2026-12-16' })],
      { current: 'OLD', upcoming: ['NEW'], past: [] },
    ],
    ['only a selection that starts later: no provider today', [entry('NEW', { beginDate: '2027-01-01' })], { current: null, upcoming: ['NEW'], past: [] }],
    [
      'several changes to come, the soonest first',
      [entry('FEB', { beginDate: '2027-02-01' }), entry('JAN', { beginDate: '2027-01-01', endDate: '2027-01-31' })],
      { current: null, upcoming: ['JAN', 'FEB'], past: [] },
    ],
    [
      'ended selections are past, the latest first',
      [entry('OLDEST', { beginDate: '2019-01-01', endDate: '2020-12-31' }), entry('A', { beginDate: '2024-01-01' }), entry('OLD', { beginDate: '2021-01-01', endDate: '2023-12-31' })],
      { current: 'A', upcoming: [], past: ['OLD', 'OLDEST'] },
    ],
    [
      'an entry no longer marked pcpSelected is past whatever its dates',
      [entry('DROPPED', { beginDate: '2025-01-01', pcpSelected: false }), entry('ENDED', { beginDate: '2020-01-01', endDate: '2020-12-31', pcpSelected: false })],
      { current: null, upcoming: [], past: ['DROPPED', 'ENDED'] },
    ],
    [
      'a change no longer marked pcpSelected that never began (cancelled) is left out',
      [entry('A', { beginDate: '2024-01-01' }), entry('CANCELLED', { beginDate: '2027-01-01', pcpSelected: false })],
      { current: 'A', upcoming: [], past: [] },
    ],
    [
      'two selections in force at once (a change recorded twice): the one that began last',
      [entry('OLDER', { beginDate: '2023-01-01' }), entry('NEWER', { beginDate: '2025-06-01' })],
      { current: 'NEWER', upcoming: [], past: ['OLDER'] },
    ],
    [
      "another member's entries in the history are not this member's",
      [entry('MINE', { beginDate: '2024-01-01' }), entry('THEIRS', { memberKey: 'M2', beginDate: '2025-01-01' }), entry('THEIRS-NEXT', { memberKey: 'M2', beginDate: '2027-01-01' })],
      { current: 'MINE', upcoming: [], past: [] },
    ],
  ])('%s', (_label, history, expected) => {
    expect(read(history)).toEqual(expected);
  });

  it('reads an unknown member as no selection', () => {
    expect(primaryCareSelections(undefined, TODAY)).toEqual({ current: null, upcoming: [], past: [] });
  });

  it.each<[string, PcpHistoryEntry[], boolean]>([
    ['a provider today', [entry('A')], true],
    ['only a change to come', [entry('NEW', { beginDate: '2027-01-01' })], true],
    ['only ended selections', [entry('A', { endDate: '2025-12-31' })], false],
    ['only entries no longer selected', [entry('A', { pcpSelected: false })], false],
    ["only another member's selection", [entry('A', { memberKey: 'M2' })], false],
  ])('counts as a selection: %s', (_label, history, expected) => {
    expect(hasPrimaryCareSelection(primaryCareSelections(member(history), TODAY))).toBe(expected);
  });
});

describe('the Primary care menu input', () => {
  const family: PrimaryCareMember[] = [
    member([entry('P-1', { endDate: '2024-02-29' })], 'M1'),
    member([entry('P-2', { memberKey: 'M2', endDate: '2024-02-29', pcpSelected: false }), entry('P-3', { memberKey: 'M2' })], 'M2'),
    member([entry('P-4', { memberKey: 'M3', beginDate: '2027-01-01' })], 'M3'),
    // The gateway lists a selection of M2 under M4: it is not M4's.
    member([entry('P-5', { memberKey: 'M2' })], 'M4'),
  ];

  it.each<[string, string, PrimaryCareMember[] | undefined, boolean, ReturnType<typeof primaryCareMenuInput>]>([
    ['a member whose selection ended', 'M1', family.slice(0, 1), false, { eligible: false, subscriberHasSelection: false, memberHasSelection: false }],
    ['a member with a provider today', 'M2', family, false, { eligible: false, subscriberHasSelection: true, memberHasSelection: true }],
    ['a member whose only selection starts later', 'M3', family.slice(2, 3), false, { eligible: false, subscriberHasSelection: true, memberHasSelection: true }],
    ["a member listed with another member's selection", 'M4', family.slice(3), true, { eligible: true, subscriberHasSelection: false, memberHasSelection: false }],
    ['a subscriber whose family has a selection', 'M1', family, false, { eligible: false, subscriberHasSelection: true, memberHasSelection: false }],
    ['unknown answers', 'M1', undefined, false, { eligible: false, subscriberHasSelection: false, memberHasSelection: false }],
  ])('%s', (_label, memberKey, members, eligible, expected) => {
    expect(primaryCareMenuInput(memberKey, members, members ? { eligible } : undefined, TODAY)).toEqual(expected);
  });

  it('answers the same as the per-member and family readings', () => {
    expect(memberHasPrimaryCareSelection(family, 'M9', TODAY)).toBe(false);
    expect(familyHasPrimaryCareSelection([], TODAY)).toBe(false);
    expect(familyHasPrimaryCareSelection(family, TODAY)).toBe(true);
  });
});
