import type { ReactNode } from 'react';

import { formatPhone, phoneHref } from '../../lib/phone';

export interface PhoneLinkProps {
  /** The number however it is written: '1-888-555-0100', '5035550142', '(503) 555-0142 ext. 12', '711'. */
  readonly number: string;
  /** What the link says when it is not the number itself ('Contact customer service'); the number by default. */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * A phone number members can tap to call: shown as members read it and dialled with its country code
 * (src/shared/lib/phone.ts). Text without a number to dial shows as plain text, not as a link.
 */
export function PhoneLink({ number, children, className }: PhoneLinkProps) {
  const href = phoneHref(number);
  const content = children ?? formatPhone(number);
  return href ? (
    <a className={className} href={href}>
      {content}
    </a>
  ) : (
    <>{content}</>
  );
}
