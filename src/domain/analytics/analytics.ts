import type { AccountDetails, AnalyticsDataLayer, Group } from '../../../generated/model';
import { activeCoverageCategories } from '../eligibility/eligibility';

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
    groupNames: groups.map((group) => group.groupName ?? ''),
    parentGroupId: account.parentGroupId ?? null,
    parentGroupName: account.parentGroupName ?? null,
    activeCoverage: member ? activeCoverageCategories(member, now).join('|') : '',
  };
}

/** The data layer's event name for an answer of the gateway that does not match the contract. */
export const CONTRACT_VIOLATION_EVENT = 'gateway_contract_violation';

export interface ContractViolationEntry {
  readonly event: typeof CONTRACT_VIOLATION_EVENT;
  readonly operationId: string;
  /** Where in the answer (a JSON path such as '$.members[0].dateOfBirth'), never the value found there. */
  readonly jsonPath: string;
  readonly rule: string;
}

/**
 * What the data layer is told about an answer that breaks the contract: the operation, the JSON path and the rule
 * it broke — never the value (no member data in analytics).
 */
export function contractViolationEntry(violation: { operationId: string; jsonPath: string; rule: string }): ContractViolationEntry {
  return { event: CONTRACT_VIOLATION_EVENT, operationId: violation.operationId, jsonPath: violation.jsonPath, rule: violation.rule };
}
