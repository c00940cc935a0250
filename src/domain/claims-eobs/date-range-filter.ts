import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';

import { calendarDay, formatDate } from '../../shared/lib/format';
import { dateRangeSchema, earliestRangeStart } from '../../shared/lib/validation';

/** The date range filter of the claims and EOB lists (product section 5, strict variant). */

/** Labels of the date range fields; the spec's messages name them ('Invalid End date'). */
export const START_DATE_LABEL = msg`Start date`;
export const END_DATE_LABEL = msg`End date`;

/**
 * The date range filter: both dates empty (no date filter), or both given under the date range rule, strict
 * variant (product section 5): the end after the start, the start no earlier than midnight two years back. The
 * messages are the spec's: 'Start date is a required field', 'Invalid End date', 'Invalid Start date', in the
 * language shown when the schema is made (make it while rendering).
 */
export function dateRangeFilterSchema(now: Date) {
  const range = dateRangeSchema({ startLabel: i18n._(START_DATE_LABEL), endLabel: i18n._(END_DATE_LABEL), now });
  return z
    .object({ startDate: z.string(), endDate: z.string() })
    .superRefine((values, ctx) => {
      if (values.startDate.trim() === '' && values.endDate.trim() === '') return;
      const result = range.safeParse(values);
      if (result.success) return;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    });
}

/** The help text under the date fields: the rule, with the earliest start spelled out. */
export function dateRangeHint(now: Date): string {
  const earliest = formatDate(earliestRangeStart(now));
  return t`The end date must be after the start date. The start date can be no earlier than ${earliest}.`;
}

/** The earliest start a date field offers (the `min` of the native date input). */
export function earliestStartDay(now: Date): string {
  return calendarDay(earliestRangeStart(now))!;
}
