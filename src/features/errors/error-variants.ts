import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

import type { BrandConfig } from '../../config/brands';
import type { Text } from '../../shared/i18n/text';

import { GENERIC_ERROR_TITLE_MESSAGE } from './generic-error-content';

/**
 * One variant of the error page per status (product section 2). The specification names the statuses, the
 * 'Error code: {n} {text}' line, the three tips of some variants and the links; it does not show the titles,
 * so each title says in plain words what happened and what the member can do. The texts are messages, shown in
 * the member's language when the page renders.
 */

export interface ErrorVariant {
  /** The status the variant is for, or 'generic' for any status without its own variant. */
  readonly key: number | 'generic';
  readonly title: MessageDescriptor;
  /** The {text} of 'Error code: {n} {text}'. */
  readonly text: MessageDescriptor;
  /** A sentence under the title. */
  readonly lead: MessageDescriptor;
  /** Whether the three tips (reload, log out and in again, come back later) show. */
  readonly tips: boolean;
}

export const ERROR_TIPS: readonly MessageDescriptor[] = [
  msg`Reload the page.`,
  msg`Log out, then log in again.`,
  msg`Come back later.`,
];

const COMPLETE_FAILED = msg`We could not complete your request.`;

const VARIANTS: readonly ErrorVariant[] = [
  {
    key: 1,
    title: msg`We can't reach this page right now`,
    text: msg`Temporarily unavailable`,
    lead: msg`We are temporarily unable to access the resource. Please try again later.`,
    tips: false,
  },
  {
    key: 400,
    title: msg`Sorry, we couldn't process that request`,
    text: msg`Bad Request`,
    lead: msg`Something in the request was not quite right.`,
    tips: true,
  },
  {
    key: 401,
    title: msg`Your session has ended`,
    text: msg`Unauthorized`,
    lead: msg`For your security, please log in again to continue.`,
    tips: false,
  },
  {
    key: 403,
    title: msg`You don't have access to this page`,
    text: msg`Forbidden`,
    lead: msg`This page is not available for your account.`,
    tips: false,
  },
  {
    key: 404,
    title: msg`We can't find that page`,
    text: msg`Not Found`,
    lead: msg`The page may have moved, or the address may be mistyped.`,
    tips: false,
  },
  {
    key: 408,
    title: msg`This is taking longer than it should`,
    text: msg`Request Timeout`,
    lead: msg`The page took too long to respond.`,
    tips: true,
  },
  {
    key: 500,
    title: msg`Sorry, something went wrong on our side`,
    text: msg`Internal Server Error`,
    lead: COMPLETE_FAILED,
    tips: true,
  },
  {
    key: 502,
    title: msg`We received an unexpected response`,
    text: msg`Bad Gateway`,
    lead: msg`One of our systems sent an answer we could not read.`,
    tips: true,
  },
  {
    key: 503,
    title: msg`This service is temporarily unavailable`,
    text: msg`Service Unavailable`,
    lead: msg`We may be making improvements. Please try again soon.`,
    tips: true,
  },
];

const GENERIC_VARIANT: ErrorVariant = {
  key: 'generic',
  title: GENERIC_ERROR_TITLE_MESSAGE,
  text: msg`Error`,
  lead: COMPLETE_FAILED,
  tips: true,
};

export function errorVariantFor(status: number): ErrorVariant {
  return VARIANTS.find((variant) => variant.key === status) ?? GENERIC_VARIANT;
}

/** 'Error code: {n} {text}', in the language shown when it is called (call it while rendering). */
export function errorCodeLine(status: number): string {
  const text = i18n._(errorVariantFor(status).text);
  return t`Error code: ${status} ${text}`;
}

/**
 * A link of the error page: inside the portal (`to`) or an address of its own (`href`). Its label is a message, or
 * for the brand's customer service number, a message with the number in it.
 */
export type ErrorPageLink = { readonly label: Text; readonly to: string } | { readonly label: Text; readonly href: string };

/**
 * The links of the error page, for the member's state (product section 2): signed in, Home and Customer service
 * (/support/customer-service); signed out, the way back to Log in and Customer service (/contact-us). Brand 5's
 * 401 page has its own: the partner dashboard, 'Log in again' and the customer service phone.
 */
export function errorPageLinks({
  status,
  signedIn,
  partner401,
}: {
  status: number;
  signedIn: boolean;
  /** Brand 5's 401 page: the partner dashboard, and the brand's customer service number (written and dialled). */
  partner401: {
    partnerDashboardUrl: string;
    customerService: Pick<BrandConfig['contact'], 'customerServicePhone' | 'customerServiceTel'>;
  } | null;
}): ErrorPageLink[] {
  if (status === 401 && partner401) {
    const phone = partner401.customerService.customerServicePhone;
    return [
      { label: msg`Return to the partner dashboard`, href: partner401.partnerDashboardUrl },
      { label: msg`Log in again`, to: '/login' },
      { label: msg`Contact customer service at ${phone}`, href: partner401.customerService.customerServiceTel },
    ];
  }
  if (signedIn) {
    return [
      { label: msg`Home`, to: '/home' },
      { label: msg`Customer service`, to: '/support/customer-service' },
    ];
  }
  return [
    { label: msg`Log in`, to: '/login' },
    { label: msg`Customer service`, to: '/contact-us' },
  ];
}
