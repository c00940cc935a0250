import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

import type { Group, GroupDetail, GroupPlanStatus, PlanStatus } from '../../../generated/model';
import { calendarDay, type DateInput, formatDate } from '../../shared/lib/format/dates';
import { DASH, dateOrDash, firstText } from '../../shared/lib/format/missing';
import type { CoverageCategory } from '../benefits/benefit-categories';
import { isOpenEnded } from './coverage-dates';

/**
 * Plan and group date texts (product sections 2 and 9), in the language shown when they are made (call them while
 * rendering); dates in the portal's one style (formatDate: 'January 1, 2024').
 */

export interface PlanRange {
  /** The plan's status when known (group detail); group list items have none. */
  status?: PlanStatus | null;
  /** The start; a gateway may leave it out. */
  start: DateInput | null | undefined;
  end: DateInput | null | undefined;
}

/**
 * The range text of a plan (decision where the spec is open):
 * - open end (none, or a year above 2100 such as 9999-12-31): 'Active since {start}'; the spec names this for a
 *   termed plan and it applies to any open-ended plan, since '12/31/9999' means nothing to a member. A FUTURE
 *   plan (or one whose start is after today) reads 'Effective on {start}' instead, the Select group wording.
 * - 'Ending {end}' while the plan runs: start today or earlier, end today or later, status not FUTURE.
 * - '{start} - {end}' otherwise (a past plan, or a future plan with an end date).
 * Without a readable start (the gateway may leave it out): 'Ending {end}' while the end is to come, 'Ended {end}'
 * after it, and a dash when there is no end either.
 */
export function planRangeText({ status, start, end }: PlanRange, now: Date): string {
  const today = calendarDay(now)!;
  const startDay = calendarDay(start);
  const endDay = isOpenEnded(end) ? null : calendarDay(end);
  if (startDay === null) {
    if (endDay === null) return DASH;
    const date = formatDate(end);
    return endDay >= today ? t`Ending ${date}` : t`Ended ${date}`;
  }
  const notStarted = status === 'FUTURE' || startDay > today;
  if (endDay === null) {
    const date = formatDate(start);
    return notStarted ? t`Effective on ${date}` : t`Active since ${date}`;
  }
  if (!notStarted && endDay >= today) {
    const date = formatDate(end);
    return t`Ending ${date}`;
  }
  return `${formatDate(start)} - ${formatDate(end)}`;
}

export type PlanStatusIcon = 'check' | 'cross' | null;

export interface PlanStatusText {
  text: string;
  /** 'check' for ACTIVE, 'cross' for TERMED, none for FUTURE. */
  icon: PlanStatusIcon;
}

const STATUS_TEXT: Readonly<
  Record<PlanStatus, { dated: (date: string) => MessageDescriptor; undated: MessageDescriptor; icon: PlanStatusIcon }>
> = {
  ACTIVE: { dated: (date) => msg`Active since ${date}`, undated: msg`Active`, icon: 'check' },
  FUTURE: { dated: (date) => msg`Effective on ${date}`, undated: msg`Not yet effective`, icon: null },
  TERMED: { dated: (date) => msg`Terminated on ${date}`, undated: msg`Terminated`, icon: 'cross' },
};

/**
 * 'Active since {date}' / 'Effective on {date}' / 'Terminated on {date}' with the status icon; without a readable
 * date, the status alone ('Active', 'Not yet effective', 'Terminated').
 */
export function groupPlanStatusText(planStatus: PlanStatus, date: DateInput | null | undefined): PlanStatusText {
  const { dated, undated, icon } = STATUS_TEXT[planStatus];
  const formatted = formatDate(date);
  return { text: i18n._(formatted ? dated(formatted) : undated), icon };
}

/** The date a status text names: the effective date, or for TERMED the termination date (effective if none). */
export function planStatusDate(plan: GroupPlanStatus): string | undefined {
  if (plan.planStatus === 'TERMED') return plan.planTerminationDate ?? plan.planEffectiveDate;
  return plan.planEffectiveDate;
}

export interface GroupCategoryRow extends PlanStatusText {
  category: CoverageCategory;
  status: PlanStatus;
}

/** The Select group card rows: Medical, Dental, Vision, Pharmacy, only those present with a status. */
export function groupCategoryRows(group: Pick<GroupDetail, 'medical' | 'dental' | 'vision' | 'pharmacy'>): GroupCategoryRow[] {
  const plans: [CoverageCategory, GroupPlanStatus | undefined][] = [
    ['Medical', group.medical],
    ['Dental', group.dental],
    ['Vision', group.vision],
    ['Pharmacy', group.pharmacy],
  ];
  return plans.flatMap(([category, plan]) =>
    plan?.planStatus ? [{ category, status: plan.planStatus, ...groupPlanStatusText(plan.planStatus, planStatusDate(plan)) }] : [],
  );
}

/**
 * A group-selection card: 'groupId groupName: effective - termination'. Without a termination date the card
 * reads 'groupId groupName: effective' (decision: the spec shows no text for a missing end).
 */
export function groupCardLabel(
  group: Pick<Group, 'groupId' | 'groupName' | 'planEffectiveDate'> & { planTerminationDate?: string | null },
): string {
  const name = firstText(group.groupName);
  const head = name ? `${group.groupId} ${name}` : group.groupId;
  if (group.planTerminationDate) return `${head}: ${dateOrDash(group.planEffectiveDate)} - ${formatDate(group.planTerminationDate)}`;
  const effective = formatDate(group.planEffectiveDate);
  return effective ? `${head}: ${effective}` : head;
}

/** A group's name as the member reads it: its name, else 'Group {groupId}' when the gateway left the name out. */
export function groupName(group: { readonly groupId: string; readonly groupName?: string | null }): string {
  const { groupId } = group;
  return firstText(group.groupName) ?? t`Group ${groupId}`;
}
