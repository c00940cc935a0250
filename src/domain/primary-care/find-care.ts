import { t } from '@lingui/core/macro';

import { fullName } from '../account/full-name';
import type { Member, PcpEligibility, PcpHistoryEntry, PrimaryCareMember } from '../../../generated/model';
import { showPrimaryCareItem } from '../menus/menu-visibility';
import { primaryCareMenuInput, primaryCareSelections } from './selection';
import type { MemberRelationship } from '../account/relationship';
import { calendarDay } from '../../shared/lib/format';

/**
 * Primary care rules of the find-care screens (product sections 3, 6 and 9) as pure functions: who is listed and who
 * may choose a provider. Which provider is current, upcoming or past, and whether the member may use the primary
 * care pages at all (the menu rule of section 6), is the shared reading of GET pcp/members
 * (shared/domain/primary-care-selection), the one the home dashboard and the menu use.
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
  /** The provider in force today. */
  readonly current: PcpHistoryEntry | null;
  /** Selections that start after today, the soonest first. */
  readonly upcoming: readonly PcpHistoryEntry[];
  /** Selections that have ended, the most recent first. */
  readonly past: readonly PcpHistoryEntry[];
}

/** 'Jordan Rivera'. */
export function memberName(member: Pick<Member, 'firstName' | 'lastName'>): string {
  return fullName(member);
}

/**
 * The family members of GET pcp/members, named from the account (members the account does not list are left
 * out: the portal cannot name them), in suffix order (the subscriber first), with their selections on the day of
 * `now` (primaryCareSelections).
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
      ...primaryCareSelections(entry, now),
    });
  }
  return views.sort((a, b) => a.suffix - b.suffix);
}

/**
 * Whether the signed-in member may use the primary care pages: exactly when the Primary care menu item shows
 * (product section 6, `showPrimaryCareItem`), from the same inputs the shell gives the menu (`primaryCareMenuInput`):
 * a subscriber whose family has a selection, a member with a selection, or PCP eligibility.
 */
export function canUsePrimaryCare(
  member: Pick<Member, 'memberKey' | 'memberSuffix' | 'dateOfBirth'>,
  pcpMembers: readonly PrimaryCareMember[],
  eligibility: PcpEligibility,
  now: Date,
): boolean {
  return showPrimaryCareItem({ member, pcp: primaryCareMenuInput(member.memberKey, pcpMembers, eligibility, now) });
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
