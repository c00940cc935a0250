import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Preferences, PreferencesUpdate, YesNo } from '../../../generated/model';

/** The settings page's communication preferences: which ones a member is asked about and what a save sends. */

/** The preference flags the settings page offers. */
export type PreferenceFlag =
  | 'electronicEob'
  | 'emailBreakingNews'
  | 'electronicMedicareMailing'
  | 'emailPaymentReminder'
  | 'emailAutopayWithdrawalReminder'
  | 'discontinuePaperStatements'
  | 'emailWhenBillReady';

export type PreferenceGroup = 'communication' | 'ebill';

export interface PreferenceField {
  readonly flag: PreferenceFlag;
  readonly group: PreferenceGroup;
  readonly label: MessageDescriptor;
  readonly description: MessageDescriptor;
}

/** Every preference the settings page can show, in the order it shows them. */
export const PREFERENCE_FIELDS: readonly PreferenceField[] = [
  {
    flag: 'electronicEob',
    group: 'communication',
    label: msg`Electronic explanations of benefits (EOBs)`,
    description: msg`Read your EOBs online instead of getting them by mail. We e-mail you when a new one is ready.`,
  },
  {
    flag: 'emailBreakingNews',
    group: 'communication',
    label: msg`Breaking news e-mails`,
    description: msg`Important news about your plan and your benefits by e-mail.`,
  },
  {
    flag: 'electronicMedicareMailing',
    group: 'communication',
    label: msg`Electronic Medicare mailings`,
    description: msg`Get your Medicare plan documents online instead of by mail.`,
  },
  {
    flag: 'emailPaymentReminder',
    group: 'ebill',
    label: msg`Payment reminders`,
    description: msg`An e-mail a few days before your premium payment is due.`,
  },
  {
    flag: 'emailAutopayWithdrawalReminder',
    group: 'ebill',
    label: msg`Autopay withdrawal reminders`,
    description: msg`An e-mail before an automatic payment is taken from your account.`,
  },
  {
    flag: 'discontinuePaperStatements',
    group: 'ebill',
    label: msg`Discontinue paper statements`,
    description: msg`Stop mailed billing statements and read them in eBill instead.`,
  },
  {
    flag: 'emailWhenBillReady',
    group: 'ebill',
    label: msg`E-mail when my bill is ready`,
    description: msg`An e-mail as soon as a new bill is ready in eBill.`,
  },
];

export interface PreferenceContext {
  /** Only subscribers are asked about electronic EOBs (product section 6). */
  readonly isSubscriber: boolean;
  /** GET /medicare-materials/eligibility. */
  readonly medicareEligible: boolean;
  /** `ebillAvailable` (brand offers eBill, the member has it and is not termed). */
  readonly ebillAvailable: boolean;
}

/** The preferences this member is asked about: electronic EOBs for subscribers, Medicare mailings for Medicare-eligible members, the eBill ones where eBill is available. */
export function visiblePreferenceFields(context: PreferenceContext): PreferenceField[] {
  return PREFERENCE_FIELDS.filter((field) => {
    if (field.flag === 'electronicEob') return context.isSubscriber;
    if (field.flag === 'electronicMedicareMailing') return context.medicareEligible;
    if (field.group === 'ebill') return context.ebillAvailable;
    return true;
  });
}

export type PreferenceValues = Record<PreferenceFlag, boolean>;

/** Y → true; N or nothing → false. */
export function isYes(flag: YesNo | null | undefined): boolean {
  return flag === 'Y';
}

export function toYesNo(value: boolean): YesNo {
  return value ? 'Y' : 'N';
}

/** The saved flags as booleans for the form. */
export function preferenceValues(preferences: Preferences): PreferenceValues {
  return Object.fromEntries(PREFERENCE_FIELDS.map(({ flag }) => [flag, isYes(preferences[flag])])) as PreferenceValues;
}

/**
 * What a save sends: only the flags among `fields` whose value differs from the saved one, as Y or N. Empty when
 * nothing changed (the page then sends nothing).
 */
export function preferenceChanges(
  saved: Preferences,
  values: Partial<PreferenceValues>,
  fields: readonly Pick<PreferenceField, 'flag'>[],
): PreferencesUpdate {
  const changes: PreferencesUpdate = {};
  for (const { flag } of fields) {
    const value = values[flag];
    if (value === undefined || value === isYes(saved[flag])) continue;
    changes[flag] = toYesNo(value);
  }
  return changes;
}

/** The e-mail change to send: the trimmed address when it differs from the one on file, else nothing. */
export function emailChange(saved: string | null | undefined, entered: string): PreferencesUpdate {
  const next = entered.trim();
  return next === (saved ?? '').trim() ? {} : { emailAddress: next };
}
