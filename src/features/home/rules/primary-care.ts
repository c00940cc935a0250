import type { Member, PcpEligibility, PcpHistoryEntry, PrimaryCareMember } from '../../../../generated/model';
import { providerDisplayName } from '../../../shared/domain';
import { calendarDay } from '../../../shared/lib/format';

/** The primary care tile: who has a provider, who may choose one, and which selection is current. */

export interface PrimaryCarePerson {
  readonly memberKey: string;
  readonly suffix: number;
  readonly name: string;
}

export interface PrimaryCarePersonWithProvider extends PrimaryCarePerson {
  /** 'Maya Okafor, MD' */
  readonly providerName: string;
  /** The selection's first day when it starts after today (YYYY-MM-DD), else null. */
  readonly startsOn: string | null;
}

export interface PrimaryCareSummary {
  /** Members who may choose a provider and have none selected, each offered 'Select primary care'. */
  readonly withoutProvider: PrimaryCarePerson[];
  /** Members with a selected provider. */
  readonly withProvider: PrimaryCarePersonWithProvider[];
}

function fullName(member: Pick<Member, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/**
 * The member's current selection: a history entry marked selected whose end day has not passed, the one that
 * began last. A selection that starts later (the next eligible date) counts too.
 */
export function currentPrimaryCare(history: readonly PcpHistoryEntry[], today: Date): PcpHistoryEntry | null {
  const day = calendarDay(today)!;
  const current = history.filter((entry) => {
    if (!entry.pcpSelected) return false;
    const end = calendarDay(entry.endDate ?? null);
    return end === null || end >= day;
  });
  if (current.length === 0) return null;
  return current.reduce((latest, entry) => ((calendarDay(entry.beginDate) ?? '') > (calendarDay(latest.beginDate) ?? '') ? entry : latest));
}

/**
 * The primary care tile: the family members the gateway lists (GET /pcp/members), in the account's order.
 * A member with a current selection shows the provider; a member without one shows 'Select primary care' only
 * when GET /pcp/eligibility lets them choose.
 */
export function primaryCareSummary(
  members: readonly Member[],
  pcpMembers: readonly PrimaryCareMember[],
  eligibility: PcpEligibility,
  today: Date,
): PrimaryCareSummary {
  const byKey = new Map(pcpMembers.map((entry) => [entry.memberKey, entry]));
  const mayChoose = new Set(eligibility.eligible ? eligibility.members : []);
  const ordered = [...members].sort((a, b) => a.memberSuffix - b.memberSuffix);
  const withoutProvider: PrimaryCarePerson[] = [];
  const withProvider: PrimaryCarePersonWithProvider[] = [];
  const day = calendarDay(today)!;

  for (const member of ordered) {
    const person = { memberKey: member.memberKey, suffix: member.memberSuffix, name: fullName(member) };
    const entry = byKey.get(member.memberKey);
    const selection = entry ? currentPrimaryCare(entry.pcp360History, today) : null;
    if (selection) {
      const begins = calendarDay(selection.beginDate);
      withProvider.push({
        ...person,
        providerName: providerDisplayName(selection),
        startsOn: begins !== null && begins > day ? begins : null,
      });
    } else if (mayChoose.has(member.memberKey)) {
      withoutProvider.push(person);
    }
  }
  return { withoutProvider, withProvider };
}
