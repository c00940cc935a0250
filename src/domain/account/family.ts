import { t } from '@lingui/core/macro';

import type { AccountDetails, EmployeeInfo, Family, Member } from '../../../generated/model';
import { isSubscriber, memberDisplayId, relationshipWord, type MemberRelationship } from '..';
import { formatDate } from '../../shared/lib/format';
import { fullName } from './full-name';

/**
 * Who the signed-in member may see on the account pages: the family members, their relationship and date of birth,
 * the subscriber's name and id.
 */

/**
 * The members whose details the signed-in member may see: the subscriber sees everyone on the account,
 * a dependent only themselves. Ordered by member suffix (the subscriber first).
 */
export function visibleMembers(members: readonly Member[], signedIn: Pick<Member, 'memberKey' | 'memberSuffix'>): Member[] {
  if (!isSubscriber(signedIn)) return members.filter((member) => member.memberKey === signedIn.memberKey);
  return [...members].sort((a, b) => a.memberSuffix - b.memberSuffix);
}

export interface FamilyRow {
  readonly key: string;
  readonly name: string;
  readonly relationship: string;
  /** Month/day/year only. */
  readonly dateOfBirth: string;
  readonly isSignedInMember: boolean;
}

/** The relationship in the language shown when it is called (see relationshipWord); 'Not on file' when there is none. */
export function relationshipText(member: MemberRelationship | undefined): string {
  return relationshipWord(member) ?? t`Not on file`;
}

/**
 * The family table of the account summary: the family's members (GET /eligibility/family) the signed-in member
 * may see, with the relationship from the account's member list and the date of birth in the portal's date style.
 */
export function familyRows(family: Family, account: AccountDetails, signedIn: Member): FamilyRow[] {
  const subscriber = isSubscriber(signedIn);
  return family.members
    .filter((member) => subscriber || member.key === signedIn.memberKey)
    .sort((a, b) => a.suffix - b.suffix)
    .map((member) => ({
      key: member.key,
      name: fullName(member),
      relationship: relationshipText(account.members.find((candidate) => candidate.memberKey === member.key)),
      dateOfBirth: formatDate(member.dateOfBirth),
      isSignedInMember: member.key === signedIn.memberKey,
    }));
}

/** The subscriber's name when the signed-in member may see it (the subscriber, or a member who sees the family). */
export function subscriberName(account: AccountDetails): string | null {
  const subscriber = account.members.find((member) => isSubscriber(member));
  return subscriber ? fullName(subscriber) : null;
}

/**
 * The subscriber's id as the member is shown it: the employee id for members flagged local 598 (product section 6),
 * labelled as such, otherwise the subscriber id.
 */
export function subscriberIdLine(
  account: Pick<AccountDetails, 'subscriberId'>,
  employeeInfo: EmployeeInfo | null | undefined,
): { label: string; value: string } {
  const value = memberDisplayId({ subscriberId: account.subscriberId, employeeInfo });
  return { label: value !== account.subscriberId ? t`Employee ID` : t`Subscriber ID`, value };
}
