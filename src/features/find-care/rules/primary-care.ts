import { t } from '@lingui/core/macro';

import type { Member, PcpEligibility, PcpHistoryEntry, PrimaryCareMember } from '../../../../generated/model';
import { coveragePhase } from '../../../shared/domain/coverage-dates';
import { showPrimaryCareItem } from '../../../shared/domain/menu-visibility';
import type { MemberRelationship } from '../../../shared/domain/relationship';
import { calendarDay } from '../../../shared/lib/format';

/**
 * Primary care rules of the find-care screens (product sections 3, 6 and 9) as pure functions: who is listed, who may
 * choose a provider, which provider is current, upcoming or past, and whether the member may use the primary care
 * pages at all (the menu rule of section 6, `showPrimaryCareItem`).
 */

/** One family member on the primary care pages. */
export interface PrimaryCareMemberView {
  readonly memberKey: string;
  readonly suffix: number;
  readonly name: string;
  /** The relationship the account gives (shown with relationshipWord, in the language shown). */
  readonly relationship: MemberRelationship;
  /** Dates (YYYY-MM-DD, earliest first) on which a new selection may take effect. */
  readonly eligibleDates: readonly string[];
  /** The member may choose a provider now: listed by GET pcp/eligibility and offered at least one date. */
  readonly canSelect: boolean;
  /** The provider in effect today. */
  readonly current: PcpHistoryEntry | null;
  /** Selections that start after today, the soonest first. */
  readonly upcoming: readonly PcpHistoryEntry[];
  /** Selections that have ended, the most recent first. */
  readonly past: readonly PcpHistoryEntry[];
  /** The gateway marks a selection of this member as in force (pcpSelected). */
  readonly hasSelection: boolean;
}

export interface ClassifiedHistory {
  readonly current: PcpHistoryEntry | null;
  readonly upcoming: PcpHistoryEntry[];
  readonly past: PcpHistoryEntry[];
}

const byBeginDesc = (a: PcpHistoryEntry, b: PcpHistoryEntry) =>
  (calendarDay(b.beginDate) ?? '').localeCompare(calendarDay(a.beginDate) ?? '');

/**
 * Sorts a member's primary care history by the day of `now`: an entry is current while it runs (begin day to end
 * day, both included; an end year above 2100 means no end), upcoming before its begin day and past after its end
 * day. An entry the gateway marks as no longer selected (pcpSelected false) counts as past whatever its dates.
 * When two entries run at once (a change recorded twice), the one that began last is current.
 */
export function classifyPcpHistory(history: readonly PcpHistoryEntry[], now: Date): ClassifiedHistory {
  const current: PcpHistoryEntry[] = [];
  const upcoming: PcpHistoryEntry[] = [];
  const past: PcpHistoryEntry[] = [];
  for (const entry of history) {
    const phase = entry.pcpSelected ? coveragePhase(entry.beginDate, entry.endDate, now) : 'termed';
    if (phase === 'active') current.push(entry);
    else if (phase === 'future') upcoming.push(entry);
    else past.push(entry);
  }
  current.sort(byBeginDesc);
  upcoming.sort((a, b) => byBeginDesc(b, a));
  past.sort(byBeginDesc);
  return { current: current[0] ?? null, upcoming, past: [...current.slice(1), ...past].sort(byBeginDesc) };
}

/**
 * The member has a primary care selection: an entry of their history the gateway marks pcpSelected (a provider in
 * force now or chosen to start later). The shell's menu reads GET pcp/members the same way.
 */
export function hasPrimaryCareSelection(history: readonly PcpHistoryEntry[], memberKey: string): boolean {
  return history.some((entry) => entry.pcpSelected && entry.memberKey === memberKey);
}

/** 'Jordan Rivera'. */
export function memberName(member: Pick<Member, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/**
 * The family members of GET pcp/members, named from the account (members the account does not list are left
 * out: the portal cannot name them), in suffix order (the subscriber first).
 */
export function primaryCareMembers(
  accountMembers: readonly Member[],
  pcpMembers: readonly PrimaryCareMember[],
  eligibility: PcpEligibility,
  now: Date,
): PrimaryCareMemberView[] {
  const views: PrimaryCareMemberView[] = [];
  for (const entry of pcpMembers) {
    const member = accountMembers.find((candidate) => candidate.memberKey === entry.memberKey);
    if (!member) continue;
    const eligibleDates = [...new Set(entry.eligibleDates.map((date) => calendarDay(date)).filter((day) => day !== null))].sort();
    const listed = eligibility.eligible && eligibility.members.includes(entry.memberKey);
    views.push({
      memberKey: entry.memberKey,
      suffix: member.memberSuffix,
      name: memberName(member),
      relationship: { relationship: member.relationship, relationshipDescription: member.relationshipDescription },
      eligibleDates,
      canSelect: listed && eligibleDates.length > 0,
      hasSelection: hasPrimaryCareSelection(entry.pcp360History, entry.memberKey),
      ...classifyPcpHistory(entry.pcp360History, now),
    });
  }
  return views.sort((a, b) => a.suffix - b.suffix);
}

/**
 * Whether the signed-in member may use the primary care pages: exactly when the Primary care menu item shows
 * (product section 6, `showPrimaryCareItem`): a subscriber whose family has a selection, a member with a selection,
 * or PCP eligibility (see `hasPrimaryCareSelection`).
 */
export function primaryCareMenuInput(
  member: Pick<Member, 'memberKey' | 'memberSuffix' | 'dateOfBirth'>,
  views: readonly PrimaryCareMemberView[],
  eligibility: PcpEligibility,
) {
  return {
    member,
    pcp: {
      eligible: eligibility.eligible,
      subscriberHasSelection: views.some((view) => view.hasSelection),
      memberHasSelection: views.some((view) => view.memberKey === member.memberKey && view.hasSelection),
    },
  };
}

export function canUsePrimaryCare(
  member: Pick<Member, 'memberKey' | 'memberSuffix' | 'dateOfBirth'>,
  views: readonly PrimaryCareMemberView[],
  eligibility: PcpEligibility,
): boolean {
  return showPrimaryCareItem(primaryCareMenuInput(member, views, eligibility));
}

/**
 * 'Sam Rivera', 'Sam Rivera and Alex Rivera', 'Sam Rivera, Alex Rivera and Jordan Rivera', in the language shown
 * when it is called (call it while rendering).
 */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const first = names.slice(0, -1).join(', ');
  const last = names[names.length - 1]!;
  return t`${first} and ${last}`;
}

/** 'June 1, 2026 or July 1, 2026' for a list of already formatted dates, in the language shown when called. */
export function joinAlternatives(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const first = items.slice(0, -1).join(', ');
  const last = items[items.length - 1]!;
  return t`${first} or ${last}`;
}
