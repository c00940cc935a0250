import { describe, expect, it } from 'vitest';

import type { PcpHistoryEntry, PrimaryCareMember } from '../../../generated/model';
import { providerDisplayName } from './selection';
import { relationshipWord } from '../account/relationship';
import { member, pcpHistoryEntry } from '../test-builders';
import { showSpanish } from '../../test/i18n';

import { canUsePrimaryCare, joinAlternatives, joinNames, primaryCareMembers } from './find-care';

const NOW = new Date(2026, 4, 15, 9, 30); // May 15, 2026, local time

/** The member's providers as the page shows them (the shared reading of GET pcp/members on the day of NOW). */
function classifyPcpHistory(history: PcpHistoryEntry[], now: Date) {
  const [view] = primaryCareMembers(
    [member({ memberKey: 'M1', memberSuffix: 0 })],
    [{ memberKey: 'M1', eligibleDates: [], pcp360History: history }],
    { eligible: false, members: [] },
    now,
  );
  return { current: view?.current ?? null, upcoming: view?.upcoming ?? [], past: view?.past ?? [] };
}

describe("the page's current, upcoming and past providers", () => {
  it('sorts entries into current, upcoming and past by the day of now, end and begin days included', () => {
    const running = pcpHistoryEntry({ providerId: 'running', beginDate: '2024-01-01', endDate: '2026-05-31' });
    const startsToday = pcpHistoryEntry({ providerId: 'today', beginDate: '2026-05-15', endDate: null });
    const upcomingLate = pcpHistoryEntry({ providerId: 'july', beginDate: '2026-07-01', endDate: null });
    const upcomingSoon = pcpHistoryEntry({ providerId: 'june', beginDate: '2026-06-01', endDate: null });
    const endedYesterday = pcpHistoryEntry({ providerId: 'yesterday', beginDate: '2023-01-01', endDate: '2026-05-14' });
    const endedLongAgo = pcpHistoryEntry({ providerId: 'old', beginDate: '2020-01-01', endDate: '2022-12-31' });

    const result = classifyPcpHistory([endedLongAgo, upcomingLate, running, endedYesterday, upcomingSoon, startsToday], NOW);

    expect(result.current?.providerId).toBe('today');
    expect(result.upcoming.map((item) => item.providerId)).toEqual(['june', 'july']);
    expect(result.past.map((item) => item.providerId)).toEqual(['running', 'yesterday', 'old']);
  });

  it('reads an end year above 2100 as no end, and an entry the gateway no longer marks selected as past', () => {
    const openEnded = pcpHistoryEntry({ providerId: 'open', endDate: '9999-12-31' });
    const deselected = pcpHistoryEntry({ providerId: 'deselected', beginDate: '2025-01-01', endDate: null, pcpSelected: false });

    const result = classifyPcpHistory([openEnded, deselected], NOW);

    expect(result.current?.providerId).toBe('open');
    expect(result.past.map((item) => item.providerId)).toEqual(['deselected']);
  });

  it('has no current provider when every entry has ended', () => {
    expect(classifyPcpHistory([pcpHistoryEntry({ endDate: '2025-12-31' })], NOW).current).toBeNull();
    expect(classifyPcpHistory([], NOW)).toEqual({ current: null, upcoming: [], past: [] });
  });
});

describe('primaryCareMembers', () => {
  const jordan = member({ memberKey: 'M1', memberSuffix: 0, firstName: 'Jordan', lastName: 'Rivera', relationshipDescription: 'Subscriber' });
  const sam = member({ memberKey: 'M3', memberSuffix: 2, firstName: 'Sam', lastName: 'Rivera', relationship: '', relationshipDescription: ' ' });
  const pcp = (overrides: Partial<PrimaryCareMember> & Pick<PrimaryCareMember, 'memberKey'>): PrimaryCareMember => ({
    eligibleDates: ['2026-07-01', '2026-06-01'],
    pcp360History: [],
    ...overrides,
  });

  it('names members from the account, in suffix order, with their dates sorted', () => {
    const views = primaryCareMembers(
      [jordan, sam],
      [pcp({ memberKey: 'M3' }), pcp({ memberKey: 'M1', pcp360History: [pcpHistoryEntry({ memberKey: 'M1' })] })],
      { eligible: true, members: ['M1', 'M3'] },
      NOW,
    );

    expect(views.map((view) => [view.name, view.suffix, relationshipWord(view.relationship)])).toEqual([
      ['Jordan Rivera', 0, 'Subscriber'],
      ['Sam Rivera', 2, null],
    ]);
    expect(views[0]?.eligibleDates).toEqual(['2026-06-01', '2026-07-01']);
    expect(views[0]?.current?.providerName).toBe('Maya Okafor');
    expect(views[0]?.current).not.toBeNull();
    expect(views[1]?.current).toBeNull();
    expect(views[1]?.upcoming).toEqual([]);
  });

  it('lets a member select only when GET pcp/eligibility lists them and a date is offered', () => {
    const views = primaryCareMembers(
      [jordan, sam],
      [pcp({ memberKey: 'M1' }), pcp({ memberKey: 'M3', eligibleDates: [] })],
      { eligible: true, members: ['M3'] },
      NOW,
    );
    expect(views.map((view) => view.canSelect)).toEqual([false, false]);

    const listed = primaryCareMembers([jordan], [pcp({ memberKey: 'M1' })], { eligible: true, members: ['M1'] }, NOW);
    expect(listed[0]?.canSelect).toBe(true);

    const familyNotEligible = primaryCareMembers([jordan], [pcp({ memberKey: 'M1' })], { eligible: false, members: ['M1'] }, NOW);
    expect(familyNotEligible[0]?.canSelect).toBe(false);
  });

  it('leaves out members the account does not list', () => {
    expect(primaryCareMembers([jordan], [pcp({ memberKey: 'M9' })], { eligible: true, members: ['M9'] }, NOW)).toEqual([]);
  });
});

describe('canUsePrimaryCare (the Primary care menu rule)', () => {
  const subscriber = member({ memberKey: 'M1', memberSuffix: 0 });
  const dependent = member({ memberKey: 'M2', memberSuffix: 1 });
  const notEligible = { eligible: false, members: [] };
  const views = (selections: Record<string, boolean>): PrimaryCareMember[] =>
    Object.entries(selections).map(([memberKey, selected]) => ({
      memberKey,
      eligibleDates: [],
      pcp360History: [pcpHistoryEntry({ memberKey, pcpSelected: selected, endDate: selected ? null : '2025-01-01' })],
    }));

  it('lets an eligible member in', () => {
    expect(canUsePrimaryCare(dependent, [], { eligible: true, members: [] }, NOW)).toBe(true);
  });

  it('lets a subscriber in when anyone in the family has a selection', () => {
    expect(canUsePrimaryCare(subscriber, views({ M2: true }), notEligible, NOW)).toBe(true);
  });

  it('lets a member in who has a selection', () => {
    expect(canUsePrimaryCare(dependent, views({ M2: true }), notEligible, NOW)).toBe(true);
  });

  it('lets a member in whose only selection starts later', () => {
    const startsNextMonth = [{ memberKey: 'M2', eligibleDates: [], pcp360History: [pcpHistoryEntry({ memberKey: 'M2', beginDate: '2026-06-01', endDate: null })] }];
    expect(canUsePrimaryCare(dependent, startsNextMonth, notEligible, NOW)).toBe(true);
  });

  it('keeps out a dependent whose family, not they, has a selection, and a member without selection or eligibility', () => {
    expect(canUsePrimaryCare(dependent, views({ M1: true }), notEligible, NOW)).toBe(false);
    expect(canUsePrimaryCare(subscriber, views({ M1: false, M2: false }), notEligible, NOW)).toBe(false);
  });
});

describe('texts', () => {
  it('names a provider with the title when known', () => {
    expect(providerDisplayName({ providerName: 'Maya Okafor', title: 'MD' })).toBe('Maya Okafor, MD');
    expect(providerDisplayName({ providerName: 'Robert Haines', providerTitle: 'MD' })).toBe('Robert Haines, MD');
    expect(providerDisplayName({ providerName: 'Sam Ortiz', title: ' ' })).toBe('Sam Ortiz');
    // A history entry without the provider's name still says which provider it is.
    expect(providerDisplayName({ providerId: 'P-20417', providerTitle: 'MD' })).toBe('Provider P-20417, MD');
    expect(providerDisplayName({ providerId: 'P-20417', providerName: '' })).toBe('Provider P-20417');
  });

  it('joins names and alternatives', () => {
    expect(joinNames(['Sam'])).toBe('Sam');
    expect(joinNames(['Sam', 'Alex'])).toBe('Sam and Alex');
    expect(joinNames(['Sam', 'Alex', 'Jordan'])).toBe('Sam, Alex and Jordan');
    expect(joinAlternatives(['June 1', 'July 1'])).toBe('June 1 or July 1');
    expect(joinAlternatives([])).toBe('');
  });
});

describe('names and alternatives in Spanish', () => {
  it.each([
    [['Sam'], 'Sam'],
    [['Sam', 'Alex'], 'Sam y Alex'],
    [['Sam', 'Alex', 'Jordan'], 'Sam, Alex y Jordan'],
  ])('joins %j as %j', async (names, expected) => {
    await showSpanish('find-care');
    expect(joinNames(names)).toBe(expected);
  });

  it.each([
    [['1 de junio', '1 de julio'], '1 de junio o 1 de julio'],
    [['1 de junio', '1 de julio', '1 de agosto'], '1 de junio, 1 de julio o 1 de agosto'],
    [[], ''],
  ])('offers %j as %j', async (items, expected) => {
    await showSpanish('find-care');
    expect(joinAlternatives(items)).toBe(expected);
  });
});
