import type { AccountDetails } from '../../../generated/model';
import { SPECIAL_GROUPS } from '../../config/groups';
import { toLocalDate } from '../../shared/lib/format';

/** The preventive care initiative card of the city-employer plan: who sees it and the due date it shows. */

/** The plan year the preventive care initiative names. */
export const PREVENTIVE_CARE_PLAN_YEAR = '2026-2027';

/**
 * The member is in the city-employer plan when the account's group, or its parent group, is the city's
 * (SPECIAL_GROUPS.cityEmployer, src/config/groups.ts).
 * GET /pcp/city-of-portland cannot tell: it answers an empty body both to other members and to city members
 * whose due date is not known.
 */
export function isCityEmployerPlan(account: Pick<AccountDetails, 'groupId' | 'parentGroupId'>): boolean {
  const { group, parentGroup } = SPECIAL_GROUPS.cityEmployer;
  return account.groupId === group || account.parentGroupId === parentGroup;
}

/** The due date GET /pcp/city-of-portland answered (YYYY-MM-DD text), or null when it is empty or not a date. */
export function preventiveCareDueDate(text: string | null | undefined): Date | null {
  const value = text?.trim();
  return value ? toLocalDate(value) : null;
}
