import type { PcpEligibility, PcpHistoryEntry, PrimaryCareMember } from '../../../generated/model';

import { calendarDay } from '../../shared/lib/format/dates';
import { firstText } from '../../shared/lib/format/missing';

import { coveragePhase } from '../eligibility/coverage-dates';
import type { SignedInMenuInput } from '../menus/menu-visibility';

/**
 * The one reading of GET pcp/members: for one member and one day ("today"), which primary care selection is in
 * force, which ones start later and which ones are over. The home dashboard's primary care tile, the primary care
 * pages and the Primary care menu item (product section 6, `showPrimaryCareItem`) all read the answer through it.
 *
 * Dates are calendar days ('YYYY-MM-DD', see coverage-dates): a selection is in force from its begin day through
 * its end day, both included; a missing end, or an end year above 2100 ('9999-12-31'), means no end.
 */

/** One member's primary care selections on a given day. */
export interface PrimaryCareSelections {
  /**
   * The selection in force today: marked pcpSelected, begins on or before today, ends on or after today (or has no
   * end). When two are in force at once (a change recorded twice), the one that began last.
   */
  readonly current: PcpHistoryEntry | null;
  /** Selections marked pcpSelected that begin after today, the soonest first: `upcoming[0]` is the next change. */
  readonly upcoming: readonly PcpHistoryEntry[];
  /**
   * Selections that are over, the latest begin first: ended before today, no longer marked pcpSelected, or in force
   * at the same time as a later one. A choice the gateway no longer marks selected that never began (a cancelled
   * change) is no provider the member ever had, and is left out.
   */
  readonly past: readonly PcpHistoryEntry[];
}

const NONE: PrimaryCareSelections = { current: null, upcoming: [], past: [] };

const beginKey = (entry: PcpHistoryEntry) => calendarDay(entry.beginDate) ?? '';
const latestFirst = (a: PcpHistoryEntry, b: PcpHistoryEntry) => beginKey(b).localeCompare(beginKey(a));
const soonestFirst = (a: PcpHistoryEntry, b: PcpHistoryEntry) => beginKey(a).localeCompare(beginKey(b));

/**
 * The member's selections on the calendar day of `today`. Only the member's own history entries count: an entry of
 * another member (memberKey) in the list is left out. Unknown (no answer for the member) reads as no selection.
 */
export function primaryCareSelections(member: PrimaryCareMember | undefined, today: Date): PrimaryCareSelections {
  if (!member) return NONE;
  const inForce: PcpHistoryEntry[] = [];
  const upcoming: PcpHistoryEntry[] = [];
  const past: PcpHistoryEntry[] = [];
  for (const entry of member.pcp360History) {
    if (entry.memberKey !== member.memberKey) continue;
    const phase = coveragePhase(entry.beginDate, entry.endDate, today);
    if (!entry.pcpSelected) {
      if (phase !== 'future') past.push(entry);
    } else if (phase === 'active') inForce.push(entry);
    else if (phase === 'future') upcoming.push(entry);
    else past.push(entry);
  }
  inForce.sort(latestFirst);
  const [current = null, ...overlapped] = inForce;
  return { current, upcoming: upcoming.sort(soonestFirst), past: [...overlapped, ...past].sort(latestFirst) };
}

/** The member has a provider today or has chosen one that starts later. */
export function hasPrimaryCareSelection(selections: PrimaryCareSelections): boolean {
  return selections.current !== null || selections.upcoming.length > 0;
}

/** One member of the list has a selection (in force today or starting later). */
export function memberHasPrimaryCareSelection(
  members: readonly PrimaryCareMember[] | undefined,
  memberKey: string,
  today: Date,
): boolean {
  return hasPrimaryCareSelection(primaryCareSelections(members?.find((member) => member.memberKey === memberKey), today));
}

/** Anyone in the list the gateway returned (the subscriber sees the family) has a selection. */
export function familyHasPrimaryCareSelection(members: readonly PrimaryCareMember[] | undefined, today: Date): boolean {
  return (members ?? []).some((member) => hasPrimaryCareSelection(primaryCareSelections(member, today)));
}

/**
 * The Primary care rule's inputs (showPrimaryCareItem) from GET pcp/members and GET pcp/eligibility on the day of
 * `today`: a selection counts when it is in force or chosen to start later. Unknown answers count as none.
 */
export function primaryCareMenuInput(
  memberKey: string,
  pcpMembers: readonly PrimaryCareMember[] | undefined,
  eligibility: Pick<PcpEligibility, 'eligible'> | undefined,
  today: Date,
): SignedInMenuInput['pcp'] {
  return {
    eligible: eligibility?.eligible === true,
    subscriberHasSelection: familyHasPrimaryCareSelection(pcpMembers, today),
    memberHasSelection: memberHasPrimaryCareSelection(pcpMembers, memberKey, today),
  };
}

/**
 * 'Maya Okafor, MD' (the title only when known). A history entry may come without the provider's name: then
 * 'Provider {providerId}', so that the member still sees which provider it is.
 */
export function providerDisplayName(provider: {
  providerId?: string;
  providerName?: string | null;
  title?: string | null;
  providerTitle?: string | null;
}): string {
  const name = firstText(provider.providerName) ?? (provider.providerId ? `Provider ${provider.providerId}` : 'Provider');
  const title = firstText(provider.title, provider.providerTitle);
  return title ? `${name}, ${title}` : name;
}
