import { describe, expect, it } from 'vitest';

import type { PcpHistoryEntry, PrimaryCareMember } from '../../../generated/model';
import { member, pcpHistoryEntry } from '../test-builders';

import { primaryCareSummary } from './home';

const today = new Date(2026, 10, 22, 9, 30);

/** The provider the tile names for member M1 today, from M1's history (null: none today). */
function providerToday(history: PcpHistoryEntry[], day: Date) {
  const jordan = member({ memberKey: 'M1', memberSuffix: 0 });
  const summary = primaryCareSummary([jordan], [{ memberKey: 'M1', eligibleDates: [], pcp360History: history }], { eligible: false, members: [] }, day);
  const name = summary.withProvider[0]?.providerName;
  return name ? { providerName: name } : null;
}

describe('the current primary care selection', () => {
  it('is a selected entry whose end has not passed, the latest one first', () => {
    const older = pcpHistoryEntry({ providerName: 'Old', beginDate: '2023-01-01' });
    const newer = pcpHistoryEntry({ providerName: 'New', beginDate: '2025-01-01' });
    expect(providerToday([older, newer], today)?.providerName).toBe('New, MD');
  });

  it('ignores ended and unselected entries, and keeps one that ends today', () => {
    expect(providerToday([pcpHistoryEntry({ endDate: '2026-11-21' })], today)).toBeNull();
    expect(providerToday([pcpHistoryEntry({ pcpSelected: false })], today)).toBeNull();
    expect(providerToday([pcpHistoryEntry({ endDate: '2026-11-22' })], today)).not.toBeNull();
    expect(providerToday([pcpHistoryEntry({ endDate: null })], today)).not.toBeNull();
  });

  it('is never a selection that starts later, even one that began last', () => {
    const inForce = pcpHistoryEntry({ providerName: 'Today', beginDate: '2024-01-01', endDate: '2026-11-30' });
    const next = pcpHistoryEntry({ providerName: 'Next', beginDate: '2026-12-01' });
    expect(providerToday([next, inForce], today)?.providerName).toBe('Today, MD');
    expect(providerToday([next], today)).toBeNull();
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

  it('shows a selection that only starts later with its first day, not as a provider today', () => {
    const summary = primaryCareSummary([jordan], [pcp('M1', [pcpHistoryEntry({ beginDate: '2026-12-01', providerTitle: null })])], { eligible: true, members: ['M1'] }, today);
    expect(summary.withProvider).toEqual([
      { memberKey: 'M1', suffix: 0, name: 'Jordan Rivera', providerName: null, upcoming: { providerName: 'Maya Okafor', startsOn: '2026-12-01' } },
    ]);
    expect(summary.withoutProvider).toEqual([]);
  });

  it.each<[string, PcpHistoryEntry[], { providerName: string | null; upcoming: { providerName: string; startsOn: string } | null }]>([
    [
      "names today's provider and the change to come",
      [
        pcpHistoryEntry({ providerId: 'P-2', providerName: 'Daniel Whitaker', providerTitle: 'DO', beginDate: '2026-12-01', endDate: '9999-12-31' }),
        pcpHistoryEntry({ providerId: 'P-1', beginDate: '2024-01-01', endDate: '2026-11-30' }),
      ],
      { providerName: 'Maya Okafor, MD', upcoming: { providerName: 'Daniel Whitaker, DO', startsOn: '2026-12-01' } },
    ],
    ['names no change when none is chosen', [pcpHistoryEntry({ providerId: 'P-1' })], { providerName: 'Maya Okafor, MD', upcoming: null }],
    [
      'names no change when the next selection keeps the same provider',
      [pcpHistoryEntry({ providerId: 'P-1', beginDate: '2024-01-01', endDate: '2026-11-30' }), pcpHistoryEntry({ providerId: 'P-1', beginDate: '2026-12-01' })],
      { providerName: 'Maya Okafor, MD', upcoming: null },
    ],
    [
      'names the soonest change when several are chosen',
      [
        pcpHistoryEntry({ providerId: 'P-3', providerName: 'Later', providerTitle: null, beginDate: '2027-01-01' }),
        pcpHistoryEntry({ providerId: 'P-2', providerName: 'Sooner', providerTitle: null, beginDate: '2026-12-01', endDate: '2026-12-31' }),
        pcpHistoryEntry({ providerId: 'P-1', beginDate: '2024-01-01', endDate: '2026-11-30' }),
      ],
      { providerName: 'Maya Okafor, MD', upcoming: { providerName: 'Sooner', startsOn: '2026-12-01' } },
    ],
  ])('%s', (_label, history, expected) => {
    const [person] = primaryCareSummary([jordan], [pcp('M1', history)], { eligible: true, members: ['M1'] }, today).withProvider;
    expect(person).toMatchObject(expected);
  });
});
