import type { BrandConfig } from '../../config/brands';

import { GENERIC_ERROR_TITLE } from './generic-error-content';

/**
 * One variant of the error page per status (spec section 2). The specification names the statuses, the
 * 'Error code: {n} {text}' line, the three tips of some variants and the links; it does not show the titles,
 * so each title says in plain words what happened and what the member can do.
 */

export interface ErrorVariant {
  /** The status the variant is for, or 'generic' for any status without its own variant. */
  readonly key: number | 'generic';
  readonly title: string;
  /** The {text} of 'Error code: {n} {text}'. */
  readonly text: string;
  /** A sentence under the title. */
  readonly lead: string;
  /** Whether the three tips (reload, log out and in again, come back later) show. */
  readonly tips: boolean;
}

export const ERROR_TIPS = [
  'Reload the page.',
  'Log out, then log in again.',
  'Come back later.',
] as const;

const VARIANTS: readonly ErrorVariant[] = [
  {
    key: 1,
    title: "We can't reach this page right now",
    text: 'Temporarily unavailable',
    lead: 'We are temporarily unable to access the resource. Please try again later.',
    tips: false,
  },
  {
    key: 400,
    title: "Sorry, we couldn't process that request",
    text: 'Bad Request',
    lead: 'Something in the request was not quite right.',
    tips: true,
  },
  {
    key: 401,
    title: 'Your session has ended',
    text: 'Unauthorized',
    lead: 'For your security, please log in again to continue.',
    tips: false,
  },
  {
    key: 403,
    title: "You don't have access to this page",
    text: 'Forbidden',
    lead: 'This page is not available for your account.',
    tips: false,
  },
  {
    key: 404,
    title: "We can't find that page",
    text: 'Not Found',
    lead: 'The page may have moved, or the address may be mistyped.',
    tips: false,
  },
  {
    key: 408,
    title: 'This is taking longer than it should',
    text: 'Request Timeout',
    lead: 'The page took too long to respond.',
    tips: true,
  },
  {
    key: 500,
    title: 'Sorry, something went wrong on our side',
    text: 'Internal Server Error',
    lead: 'We could not complete your request.',
    tips: true,
  },
  {
    key: 502,
    title: 'We received an unexpected response',
    text: 'Bad Gateway',
    lead: 'One of our systems sent an answer we could not read.',
    tips: true,
  },
  {
    key: 503,
    title: 'This service is temporarily unavailable',
    text: 'Service Unavailable',
    lead: 'We may be making improvements. Please try again soon.',
    tips: true,
  },
];

const GENERIC_VARIANT: ErrorVariant = {
  key: 'generic',
  title: GENERIC_ERROR_TITLE,
  text: 'Error',
  lead: 'We could not complete your request.',
  tips: true,
};

export function errorVariantFor(status: number): ErrorVariant {
  return VARIANTS.find((variant) => variant.key === status) ?? GENERIC_VARIANT;
}

export function errorCodeLine(status: number): string {
  return `Error code: ${status} ${errorVariantFor(status).text}`;
}

/** A link of the error page: inside the portal (`to`) or an address of its own (`href`). */
export type ErrorPageLink = { readonly label: string; readonly to: string } | { readonly label: string; readonly href: string };

/**
 * The links of the error page, for the member's state (spec section 2): signed in, Home and Customer service
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
    return [
      { label: 'Return to the partner dashboard', href: partner401.partnerDashboardUrl },
      { label: 'Log in again', to: '/login' },
      {
        label: `Contact customer service at ${partner401.customerService.customerServicePhone}`,
        href: partner401.customerService.customerServiceTel,
      },
    ];
  }
  if (signedIn) {
    return [
      { label: 'Home', to: '/home' },
      { label: 'Customer service', to: '/support/customer-service' },
    ];
  }
  return [
    { label: 'Log in', to: '/login' },
    { label: 'Customer service', to: '/contact-us' },
  ];
}
