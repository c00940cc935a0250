import { describe, expect, it } from 'vitest';

import type { PcpHistoryEntry, PrimaryCareMember } from '../../../../generated/model';
import { member, pcpHistoryEntry } from '../../../shared/domain/test-builders';

import { currentPrimaryCare, primaryCareSummary } from './primary-care';

const today = new Date(2026, 10, 22, 9, 30);

describe('the current primary care selection', () => {
  it('is a selected entry whose end has not passed, the latest one first', () => {
    const older = pcpHistoryEntry({ providerName: 'Old', beginDate: '2023-01-01' });
    const newer = pcpHistoryEntry({ providerName: 'New', beginDate: '2025-01-01' });
    expect(currentPrimaryCare([older, newer], today)?.providerName).toBe('New');
  });

  it('ignores ended and unselected entries, and keeps one that ends today', () => {
    expect(currentPrimaryCare([pcpHistoryEntry({ endDate: '2026-11-21' })], today)).toBeNull();
    expect(currentPrimaryCare([pcpHistoryEntry({ pcpSelected: false })], today)).toBeNull();
    expect(currentPrimaryCare([pcpHistoryEntry({ endDate: '2026-11-22' })], today)).not.toBeNull();
    expect(currentPrimaryCare([pcpHistoryEntry({ endDate: null })], today)).not.toBeNull();
  });
});

describe('the primary care tile', () => {
  const jordan = member({ memberKey: 'M1', memberSuffix: 0, firstName: 'Jordan' });
  const alex = member({ memberKey: 'M2', memberSuffix: 1, firstName: 'Alex' });
  const sam = member({ memberKey: 'M3', memberSuffix: 2, firstName: 'Sam' });
  const pcp = (memberKey: string, entries: PcpHistoryEntry[] = []): PrimaryCareMember => ({
    memberKey,
    eligibleDates: ['2026-12-01'],
    pcp360History: entries,
  });

  it('lists members without a provider who may choose one, and members with one with the provider name', () => {
    const summary = primaryCareSummary(
      [sam, jordan, alex],
      [pcp('M1', [pcpHistoryEntry({ memberKey: 'M1' })]), pcp('M2', [pcpHistoryEntry({ memberKey: 'M2', providerName: 'Daniel Whitaker', providerTitle: 'DO' })]), pcp('M3')],
      { eligible: true, members: ['M1', 'M2', 'M3'] },
      today,
    );
    expect(summary.withoutProvider).toEqual([{ memberKey: 'M3', suffix: 2, name: 'Sam Rivera' }]);
    expect(summary.withProvider.map((person) => [person.name, person.providerName])).toEqual([
      ['Jordan Rivera', 'Maya Okafor, MD'],
      ['Alex Rivera', 'Daniel Whitaker, DO'],
    ]);
  });

  it('offers no selection to members the eligibility call leaves out, nor when the family is not eligible', () => {
    const members = [jordan, sam];
    const pcpMembers = [pcp('M1'), pcp('M3')];
    expect(primaryCareSummary(members, pcpMembers, { eligible: true, members: ['M1'] }, today).withoutProvider.map((p) => p.name)).toEqual([
      'Jordan Rivera',
    ]);
    expect(primaryCareSummary(members, pcpMembers, { eligible: false, members: ['M1', 'M3'] }, today)).toEqual({
      withoutProvider: [],
      withProvider: [],
    });
  });

  it('still shows a selected provider when the family is no longer eligible to choose', () => {
    const summary = primaryCareSummary([jordan], [pcp('M1', [pcpHistoryEntry()])], { eligible: false, members: [] }, today);
    expect(summary.withProvider).toHaveLength(1);
  });

  it('marks a selection that starts later with its first day', () => {
    const summary = primaryCareSummary([jordan], [pcp('M1', [pcpHistoryEntry({ beginDate: '2026-12-01', providerTitle: null })])], { eligible: true, members: ['M1'] }, today);
    expect(summary.withProvider).toEqual([
      { memberKey: 'M1', suffix: 0, name: 'Jordan Rivera', providerName: 'Maya Okafor', startsOn: '2026-12-01' },
    ]);
  });
});
