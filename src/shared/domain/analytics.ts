import type { AccountDetails, AnalyticsDataLayer, Group } from '../../../generated/model';
import { activeCoverageCategories } from './eligibility';

/**
 * What the portal tells the analytics data layer on sign-in: subscriber id, suffix, group ids and names, parent
 * group and the active coverage categories — and nothing else about the member (no name, date of birth, address,
 * e-mail or member key).
 */

export interface AnalyticsOptions {
  /** The signed-in member (from the token's claims); the subscriber when absent or not in the account. */
  memberKey?: string | null;
  /** All of the member's groups when known (GET groups); else the account's own group. */
  groups?: readonly Pick<Group, 'groupId' | 'groupName'>[] | null;
}

export function analyticsDataLayer(account: AccountDetails, now: Date, options: AnalyticsOptions = {}): AnalyticsDataLayer {
  const member =
    account.members.find((candidate) => candidate.memberKey === options.memberKey) ??
    account.members.find((candidate) => candidate.memberSuffix === 0) ??
    account.members[0];
  const groups = options.groups?.length ? options.groups : [{ groupId: account.groupId, groupName: account.groupName }];
  return {
    subscriberId: account.subscriberId,
    suffix: member?.memberSuffix ?? 0,
    groupIds: groups.map((group) => group.groupId),
    groupNames: groups.map((group) => group.groupName),
    parentGroupId: account.parentGroupId ?? null,
    parentGroupName: account.parentGroupName ?? null,
    activeCoverage: member ? activeCoverageCategories(member, now).join('|') : '',
  };
}
