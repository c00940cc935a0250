import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';

import { formatDate } from '../../shared/lib/format';
import { MAX_LENGTH, optionalText, validationMessage } from '../../shared/lib/validation';

/**
 * The primary care search form (product sections 3 and 7): its values and their rules, and the search its valid
 * values make. The address that keeps a search is search-address.ts, the gateway request search-request.ts.
 */

/** Miles the member can search within. */
export const RADIUS_OPTIONS = [5, 10, 25, 50] as const;
/** Providers per results page. */
export const RESULTS_PAGE_SIZE = 10;

/** The form's field labels, also the {field} of the generic messages. */
export const FIELD_LABELS = {
  members: msg`Family members`,
  effectiveDate: msg`Effective date`,
  zip: msg`Zip code`,
  radius: msg`Distance`,
  name: msg`Provider name`,
} as const satisfies Record<string, MessageDescriptor>;

/** The form's own messages, beside the generic ones of product section 5. */
export const SEARCH_MESSAGES = {
  effectiveDate: msg`Choose the date the new provider starts`,
  zipInvalid: msg`Enter a 5-digit zip code`,
  radius: msg`Choose how far from the zip code to search`,
  otherMembers: msg`Choose family members from the list`,
} as const satisfies Record<string, MessageDescriptor>;

/** A family member the search can be for. */
export interface SearchableMember {
  readonly memberKey: string;
  readonly suffix: number;
  readonly name: string;
  /** YYYY-MM-DD. */
  readonly eligibleDates: readonly string[];
}

/** The form as the member fills it in (all text, as inputs give it). */
export interface SearchFormValues {
  /** Member keys of the other family members the provider is also for. */
  otherMembers: string[];
  /** YYYY-MM-DD, one of the member's eligible dates. */
  effectiveDate: string;
  zip: string;
  /** Miles, as the select gives it; '' when none is chosen. */
  radius: string;
  name: string;
}

/** A complete, valid search. */
export interface SearchCriteria {
  /** Suffixes of the members the provider is for, the member of the page first. */
  readonly memberSuffixes: readonly number[];
  readonly effectiveDate: string;
  readonly zip: string;
  readonly radius: number;
  /** '' for none. */
  readonly name: string;
  /** 1-based, as the address shows it. */
  readonly page: number;
}

const ZIP = /^(\d{5})(?:-\d{4})?$/;

/** A zip code as the gateway takes it (5 digits), or null. ZIP+4 is accepted and cut to its first 5 digits. */
export function normalizeZip(value: string): string | null {
  const match = ZIP.exec(value.trim());
  return match ? match[1]! : null;
}

/** The 5-digit zip of an address to prefill the search with, or ''. */
export function prefillZip(zipCode: string | null | undefined): string {
  return normalizeZip(zipCode ?? '') ?? '';
}

/**
 * The form's rules: the effective date is one of the member's eligible dates, a zip code of 5 digits, a distance
 * from the list, a name of at most 100 characters, and every other member chosen must be able to start a new
 * provider on the chosen date. The messages are in the language shown when the schema is built: build it while
 * rendering (with the language among a memo's dependencies).
 */
export function primaryCareSearchSchema(target: SearchableMember, others: readonly SearchableMember[]) {
  const zipLabel = i18n._(FIELD_LABELS.zip);
  const message = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return z
    .object({
      otherMembers: z.array(z.string()),
      effectiveDate: z.string().refine((value) => target.eligibleDates.includes(value), { error: message(SEARCH_MESSAGES.effectiveDate) }),
      zip: z.string().superRefine((value, ctx) => {
        if (value.trim() === '') ctx.addIssue({ code: 'custom', message: validationMessage('required', zipLabel) });
        else if ([...value.trim()].length > MAX_LENGTH.zipCode) ctx.addIssue({ code: 'custom', message: validationMessage('maxLength', zipLabel) });
        else if (normalizeZip(value) === null) ctx.addIssue({ code: 'custom', message: message(SEARCH_MESSAGES.zipInvalid) });
      }),
      radius: z.string().refine((value) => RADIUS_OPTIONS.some((miles) => String(miles) === value), { error: message(SEARCH_MESSAGES.radius) }),
      name: optionalText(i18n._(FIELD_LABELS.name), { max: MAX_LENGTH.providerSearch }),
    })
    .superRefine((values, ctx) => {
      for (const key of values.otherMembers) {
        const other = others.find((member) => member.memberKey === key);
        if (!other) {
          ctx.addIssue({ code: 'custom', path: ['otherMembers'], message: message(SEARCH_MESSAGES.otherMembers) });
          return;
        }
        if (target.eligibleDates.includes(values.effectiveDate) && !other.eligibleDates.includes(values.effectiveDate)) {
          const name = other.name;
          const date = formatDate(values.effectiveDate);
          ctx.addIssue({
            code: 'custom',
            path: ['otherMembers'],
            message: t`${name} can't start a new primary care provider on ${date}. Choose another date or leave ${name} out.`,
          });
          return;
        }
      }
    });
}

/** The form's starting values: the earliest eligible date, the home zip code, nothing else chosen. */
export function defaultFormValues(target: SearchableMember, homeZip: string | null | undefined): SearchFormValues {
  return { otherMembers: [], effectiveDate: target.eligibleDates[0] ?? '', zip: prefillZip(homeZip), radius: '', name: '' };
}

/** The criteria of valid form values (members in the order the family lists them, the page's member first). */
export function criteriaFromFormValues(
  values: SearchFormValues,
  target: SearchableMember,
  others: readonly SearchableMember[],
  page = 1,
): SearchCriteria {
  const chosen = others.filter((member) => values.otherMembers.includes(member.memberKey));
  return {
    memberSuffixes: [target.suffix, ...chosen.map((member) => member.suffix)],
    effectiveDate: values.effectiveDate,
    zip: normalizeZip(values.zip) ?? values.zip.trim(),
    radius: Number(values.radius),
    name: values.name.trim(),
    page,
  };
}

/** The members of the criteria, the page's member first. */
export function criteriaMembers(
  criteria: SearchCriteria,
  target: SearchableMember,
  others: readonly SearchableMember[],
): SearchableMember[] {
  return criteria.memberSuffixes.flatMap((suffix) =>
    suffix === target.suffix ? [target] : others.filter((member) => member.suffix === suffix),
  );
}
