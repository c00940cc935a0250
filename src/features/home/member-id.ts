import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Which ID the dashboard shows: the subscriber ID, or the employee ID of a member flagged local 598. */
export type MemberIdKind = 'subscriber' | 'employee';

/** The ID's label ('Subscriber ID', 'Employee ID'). */
export const ID_LABELS: Readonly<Record<MemberIdKind, MessageDescriptor>> = {
  subscriber: msg`Subscriber ID`,
  employee: msg`Employee ID`,
};

/** What the copy button copies, read by screen readers after 'Copy' ('Copy subscriber ID'). */
export const COPIED_WHAT: Readonly<Record<MemberIdKind, MessageDescriptor>> = {
  subscriber: msg`subscriber ID`,
  employee: msg`employee ID`,
};
