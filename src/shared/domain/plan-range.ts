import type { Group, GroupDetail, GroupPlanStatus, PlanStatus } from '../../../generated/model';
import { calendarDay, type DateInput, formatDate } from '../lib/format/dates';
import type { CoverageCategory } from './benefit-categories';
import { isOpenEnded } from './coverage-dates';

/**
 * Plan and group date texts (spec sections 2 and 9). Dates read MM/DD/YYYY.
 */

export interface PlanRange {
  /** The plan's status when known (group detail); group list items have none. */
  status?: PlanStatus | null;
  start: DateInput;
  end: DateInput | null | undefined;
}

/**
 * The range text of a plan (decision where the spec is open):
 * - open end (none, or a year above 2100 such as 9999-12-31): 'Active since {start}'; the spec names this for a
 *   termed plan and it applies to any open-ended plan, since '12/31/9999' means nothing to a member. A FUTURE
 *   plan (or one whose start is after today) reads 'Effective on {start}' instead, the Select group wording.
 * - 'Ending {end}' while the plan runs: start today or earlier, end today or later, status not FUTURE.
 * - '{start} - {end}' otherwise (a past plan, or a future plan with an end date).
 */
export function planRangeText({ status, start, end }: PlanRange, now: Date): string {
  const today = calendarDay(now)!;
  const startDay = calendarDay(start);
  const notStarted = status === 'FUTURE' || (startDay !== null && startDay > today);
  if (isOpenEnded(end)) return notStarted ? `Effective on ${formatDate(start)}` : `Active since ${formatDate(start)}`;
  const running = !notStarted && calendarDay(end)! >= today;
  return running ? `Ending ${formatDate(end)}` : `${formatDate(start)} - ${formatDate(end)}`;
}

export type PlanStatusIcon = 'check' | 'cross' | null;

export interface PlanStatusText {
  text: string;
  /** 'check' for ACTIVE, 'cross' for TERMED, none for FUTURE. */
  icon: PlanStatusIcon;
}

const STATUS_TEXT: Readonly<Record<PlanStatus, { prefix: string; icon: PlanStatusIcon }>> = {
  ACTIVE: { prefix: 'Active since', icon: 'check' },
  FUTURE: { prefix: 'Effective on', icon: null },
  TERMED: { prefix: 'Terminated on', icon: 'cross' },
};

/** 'Active since {date}' / 'Effective on {date}' / 'Terminated on {date}' with the status icon. */
export function groupPlanStatusText(planStatus: PlanStatus, date: DateInput | null | undefined): PlanStatusText {
  const { prefix, icon } = STATUS_TEXT[planStatus];
  return { text: `${prefix} ${formatDate(date)}`.trimEnd(), icon };
}

/** The date a status text names: the effective date, or for TERMED the termination date (effective if none). */
export function planStatusDate(plan: GroupPlanStatus): string {
  if (plan.planStatus === 'TERMED') return plan.planTerminationDate ?? plan.planEffectiveDate;
  return plan.planEffectiveDate;
}

export interface GroupCategoryRow extends PlanStatusText {
  category: CoverageCategory;
  status: PlanStatus;
}

/** The Select group card rows: Medical, Dental, Vision, Pharmacy, only those present. */
export function groupCategoryRows(group: Pick<GroupDetail, 'medical' | 'dental' | 'vision' | 'pharmacy'>): GroupCategoryRow[] {
  const plans: [CoverageCategory, GroupPlanStatus | undefined][] = [
    ['Medical', group.medical],
    ['Dental', group.dental],
    ['Vision', group.vision],
    ['Pharmacy', group.pharmacy],
  ];
  return plans.flatMap(([category, plan]) =>
    plan ? [{ category, status: plan.planStatus, ...groupPlanStatusText(plan.planStatus, planStatusDate(plan)) }] : [],
  );
}

/**
 * A group-selection card: 'groupId groupName: effective - termination'. Without a termination date the card
 * reads 'groupId groupName: effective' (decision: the spec shows no text for a missing end).
 */
export function groupCardLabel(
  group: Pick<Group, 'groupId' | 'groupName' | 'planEffectiveDate'> & { planTerminationDate?: string | null },
): string {
  const effective = formatDate(group.planEffectiveDate);
  const head = `${group.groupId} ${group.groupName}: ${effective}`;
  return group.planTerminationDate ? `${head} - ${formatDate(group.planTerminationDate)}` : head;
}
