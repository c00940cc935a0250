import type { Member, PcpEligibility, PrimaryCareMember } from '../../../generated/model';
import { fullName } from '../account/full-name';
import { primaryCareSelections, providerDisplayName } from '..';
import { calendarDay } from '../../shared/lib/format';

/**
 * The primary care tile: who has a provider today, whose provider changes (or who gets a first one) on a later day,
 * and who may choose one. Which selection is in force and which one comes next is the shared reading of
 * GET pcp/members (`primaryCareSelections`), the one the primary care page and the menu use.
 */

export interface PrimaryCarePerson {
  readonly memberKey: string;
  readonly suffix: number;
  readonly name: string;
}

/** A selection that starts after today. */
export interface UpcomingPrimaryCare {
  /** 'Daniel Whitaker, DO' */
  readonly providerName: string;
  /** Its first day (YYYY-MM-DD). */
  readonly startsOn: string;
}

export interface PrimaryCarePersonWithProvider extends PrimaryCarePerson {
  /** The provider in force today ('Maya Okafor, MD'); null when the member's selection only starts later. */
  readonly providerName: string | null;
  /** The next selection when it starts after today and names another provider than today's; else null. */
  readonly upcoming: UpcomingPrimaryCare | null;
}

export interface PrimaryCareSummary {
  /** Members who may choose a provider and have none selected, each offered 'Select primary care'. */
  readonly withoutProvider: PrimaryCarePerson[];
  /** Members with a provider today or one chosen to start later. */
  readonly withProvider: PrimaryCarePersonWithProvider[];
}

/**
 * The primary care tile: the family members the gateway lists (GET /pcp/members), in the account's order, on the
 * day of `today`. A member with a provider today shows that provider, and the next change when one is chosen; a
 * member whose selection only starts later shows it with its first day, never as today's provider; a member
 * without either shows 'Select primary care' only when GET /pcp/eligibility lets them choose.
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

  for (const member of ordered) {
    const person = { memberKey: member.memberKey, suffix: member.memberSuffix, name: fullName(member) };
    const { current, upcoming } = primaryCareSelections(byKey.get(member.memberKey), today);
    const next = upcoming.find((entry) => entry.providerId !== current?.providerId);
    const startsOn = next ? calendarDay(next.beginDate) : null;
    if (current || (next && startsOn)) {
      withProvider.push({
        ...person,
        providerName: current ? providerDisplayName(current) : null,
        upcoming: next && startsOn ? { providerName: providerDisplayName(next), startsOn } : null,
      });
    } else if (mayChoose.has(member.memberKey)) {
      withoutProvider.push(person);
    }
  }
  return { withoutProvider, withProvider };
}
